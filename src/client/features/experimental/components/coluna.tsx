// One column of the board: a status, how many trials are in it under the filters, their
// cards in date order and Ver mais for the next page.
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type FiltrosQuadro, useColuna } from '#client/features/experimental/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { ROTULOS_STATUS_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import { MSG_EXP_TELAS as M } from '#shared/messages/experimental-telas.ts';
import type { StatusExperimental } from '#shared/schemas/experimental.ts';
import { Cartao } from './cartao';
import type { Perdendo } from './perdida-dialog';

const COR_STATUS: Readonly<Record<StatusExperimental, string>> = {
  agendada: 'indigo',
  compareceu: 'cyan',
  faltou: 'orange',
  matriculada: 'teal',
  perdida: 'gray',
};

export function Coluna({
  status,
  filtros,
  hoje,
  onPerder,
}: {
  status: StatusExperimental;
  filtros: FiltrosQuadro;
  hoje: string;
  onPerder: (p: Perdendo) => void;
}) {
  const coluna = useColuna(status, filtros);
  const primeira = coluna.data?.pages[0];
  const itens = coluna.data?.pages.flatMap((p) => p.items) ?? [];
  const id = `coluna-${status}`;
  return (
    <Paper component="section" aria-labelledby={id} bg="gray.0" p="xs" radius="md" data-testid={id}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h5" id={id}>
            {ROTULOS_STATUS_EXPERIMENTAL[status]}
          </Title>
          {primeira && (
            <Badge color={COR_STATUS[status]} variant="light" c={`${COR_STATUS[status]}.9`}>
              {primeira.totalExato ? primeira.total : `${primeira.total}+`}
            </Badge>
          )}
        </Group>
        {coluna.isError ? (
          <BlocoErro error={coluna.error} />
        ) : !coluna.data ? (
          <Loader size="sm" role="progressbar" aria-label={MSG.carregando} />
        ) : itens.length === 0 ? (
          <Text size="sm" c="gray.7">
            {M.colunaVazia}
          </Text>
        ) : (
          itens.map((e) => <Cartao key={e.id_experimental} e={e} hoje={hoje} onPerder={onPerder} />)
        )}
        {coluna.hasNextPage && (
          <Button
            variant="subtle"
            size="compact-sm"
            loading={coluna.isFetchingNextPage}
            onClick={() => void coluna.fetchNextPage()}
          >
            {M.verMais}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
