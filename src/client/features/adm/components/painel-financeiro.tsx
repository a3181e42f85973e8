// The dashboard's billing figures: this month's received against expected, with a
// bar, and the overdue rate (overdue over the month's expected, the finance summary's
// own figure and label), linking to the Financeiro screens. The dashboard is for administrators only, as billing is.
import { Anchor, Card, Group, Progress, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useResumoFinanceiroPainel } from '#client/features/financeiro/queries.ts';
import { paths } from '#client/paths.ts';
import { porcento } from '#client/ui/indicadores.tsx';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';

export function PainelFinanceiro() {
  const resumo = useResumoFinanceiroPainel();
  const rotulo = useId();
  const r = resumo.data;
  if (!r) return null;
  const parte = r.previsto > 0 ? Math.min(100, (r.recebido / r.previsto) * 100) : 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="painel-financeiro">
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="gray.7">
            {MSG_FIN.recebidoEsperado(MSG_FIN.competenciaTexto(r.competencia))}
          </Text>
          <Anchor component={Link} to={paths.financeiro} size="xs" c="indigo.8" underline="always">
            {MSG_FIN.financeiro}
          </Anchor>
        </Group>
        <Text fw={700} size="xl">
          {MSG_FIN.esperadoRecebido(formatarReais(r.recebido), formatarReais(r.previsto))}
        </Text>
        <Progress value={parte} color="teal.8" mt={6} aria-label={MSG_FIN.recebido} />
      </Card>
      <Card withBorder radius="md" padding="sm">
        <Text size="xs" c="gray.7" id={rotulo}>
          {MSG_FIN.taxaInadimplencia} · {MSG_FIN.taxaInadimplenciaBase}
        </Text>
        <Anchor
          component={Link}
          to={paths.financeiroInadimplentes}
          fw={700}
          size="xl"
          c="indigo.8"
          aria-describedby={rotulo}
        >
          {porcento(r.taxa_inadimplencia)}
        </Anchor>
        <Text size="xs" c="gray.7">
          {MSG_FIN.vencidoValor(formatarReais(r.vencido))}
        </Text>
      </Card>
    </SimpleGrid>
  );
}
