// The keyset pages of every list: Primeira / Anterior / Próxima / Última and the "x–y de N"
// line. Keyset pages carry no offset, so where the shown page starts is followed from page
// to page (usePosicao); a change of the list's filters goes back to the first page.
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useState } from 'react';
import { MSG_ADM } from '#shared/messages/adm.ts';
import type { PaginaCursor } from '#shared/schemas/lista.ts';

/** Which page of a list: the first, the last, or the one after/before a cursor the server gave. */
export type Posicao =
  | { ir: 'primeira' }
  | { ir: 'ultima' }
  | { ir: 'apos'; cursor: string }
  | { ir: 'antes'; cursor: string };

/** The query parameters (#shared/schemas/lista.ts) that ask for `p`. */
export const posicaoParams = (p: Posicao) => ({
  last: p.ir === 'ultima' ? 1 : undefined,
  after: p.ir === 'apos' ? p.cursor : undefined,
  before: p.ir === 'antes' ? p.cursor : undefined,
});

type Ir = (nova: Posicao, novoInicio: number | null) => void;

const PRIMEIRA = { posicao: { ir: 'primeira' } as Posicao, inicio: 1 as number | null };

/**
 * Which page is asked for, and where the shown page starts (1-based) as far as it is
 * known: null when unknown, e.g. the last page of a list whose total is only "mais de N".
 * Back to the first page whenever `filtros` (the list's filters, as text) change.
 */
export function usePosicao(filtros = '') {
  const [estado, setEstado] = useState({ filtros, ...PRIMEIRA });
  const { posicao, inicio: inicioPedido } = estado.filtros === filtros ? estado : PRIMEIRA;
  const ir: Ir = (nova, novoInicio) => setEstado({ filtros, posicao: nova, inicio: novoInicio });
  const inicioDe = (pagina: PaginaCursor<unknown> | undefined) => {
    const total = pagina?.total ?? 0;
    const quantidade = pagina?.items.length ?? 0;
    if (pagina?.anterior === null) return 1;
    if (pagina?.proxima === null && (pagina?.totalExato ?? true)) return Math.max(1, total - quantidade + 1);
    return inicioPedido;
  };
  return { posicao, ir, inicioDe };
}

export function Paginacao({
  pagina,
  inicio,
  ir,
  pageSize,
}: {
  pagina: PaginaCursor<unknown>;
  inicio: number | null;
  ir: Ir;
  /** The list's page size: where the page before starts. */
  pageSize: number;
}) {
  const quantidade = pagina.items.length;
  if (pagina.anterior === null && pagina.proxima === null) return null;
  return (
    <Group justify="space-between" gap="xs" component="nav" aria-label={MSG_ADM.paginacao}>
      <Text size="sm" c="gray.7" data-testid="faixa">
        {MSG_ADM.faixa(inicio, quantidade, pagina.total, pagina.totalExato)}
      </Text>
      <Group gap={4} wrap="nowrap" ml="auto">
        <Button
          variant="default"
          size="compact-sm"
          disabled={pagina.anterior === null}
          onClick={() => ir({ ir: 'primeira' }, 1)}
          aria-label={MSG_ADM.primeira}
        >
          <IconChevronsLeft size={16} />
          <Text span inherit visibleFrom="sm" ml={6}>
            {MSG_ADM.primeira}
          </Text>
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconChevronLeft size={16} />}
          disabled={pagina.anterior === null}
          onClick={() =>
            pagina.anterior &&
            ir(
              { ir: 'antes', cursor: pagina.anterior },
              inicio === null ? null : Math.max(1, inicio - pageSize),
            )
          }
        >
          {MSG_ADM.anterior}
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          rightSection={<IconChevronRight size={16} />}
          disabled={pagina.proxima === null}
          onClick={() =>
            pagina.proxima &&
            ir({ ir: 'apos', cursor: pagina.proxima }, inicio === null ? null : inicio + quantidade)
          }
        >
          {MSG_ADM.proxima}
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          disabled={pagina.proxima === null}
          onClick={() => ir({ ir: 'ultima' }, null)}
          aria-label={MSG_ADM.ultima}
        >
          <Text span inherit visibleFrom="sm" mr={6}>
            {MSG_ADM.ultima}
          </Text>
          <IconChevronsRight size={16} />
        </Button>
      </Group>
    </Group>
  );
}
