// The keyset pages of a billing list (charges, the late list): Anterior / Próxima and
// the count, with the cursors the server gave.
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { Posicao } from '#client/features/financeiro/queries.ts';
import { MSG_ADM } from '#shared/messages-adm.ts';
import { MSG_FIN } from '#shared/messages-financeiro-telas.ts';
import type { PaginaCursor } from '#shared/schemas/lista.ts';

const PRIMEIRA: Posicao = { ir: 'primeira' };

/** Which page is asked for; back to the first whenever `filtros` (as text) change. */
export function usePosicao(filtros: string) {
  const [estado, setEstado] = useState<{ filtros: string; posicao: Posicao }>({ filtros, posicao: PRIMEIRA });
  const posicao = estado.filtros === filtros ? estado.posicao : PRIMEIRA;
  return [posicao, (p: Posicao) => setEstado({ filtros, posicao: p })] as const;
}

export function Paginacao({ pagina, ir }: { pagina: PaginaCursor<unknown>; ir: (p: Posicao) => void }) {
  if (pagina.anterior === null && pagina.proxima === null) return null;
  return (
    <Group justify="space-between" gap="xs" component="nav" aria-label={MSG_ADM.paginacao}>
      <Text size="sm" c="gray.7">
        {MSG_FIN.noTotal(pagina.total, pagina.totalExato)}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconChevronLeft size={16} />}
          disabled={pagina.anterior === null}
          onClick={() => pagina.anterior && ir({ ir: 'antes', cursor: pagina.anterior })}
        >
          {MSG_ADM.anterior}
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          rightSection={<IconChevronRight size={16} />}
          disabled={pagina.proxima === null}
          onClick={() => pagina.proxima && ir({ ir: 'apos', cursor: pagina.proxima })}
        >
          {MSG_ADM.proxima}
        </Button>
      </Group>
    </Group>
  );
}
