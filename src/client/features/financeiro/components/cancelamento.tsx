// A cancelled charge's note: who cancelled it, when and why, and the way to its
// period's new charge: "Emitir de novo" (at today's price and discounts), or the
// charge already issued again.
import { Button, Card, Group, Text } from '@mantine/core';
import { useReemitir } from '#client/features/financeiro/queries.ts';
import { alerta, alertaErro } from '#client/ui/alerts.tsx';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import type { CobrancaDetalhe } from '#shared/schemas/financeiro.ts';

export function Cancelamento({
  c,
  quando,
  abrir,
}: {
  c: CobrancaDetalhe & { cancelamento: NonNullable<CobrancaDetalhe['cancelamento']> };
  quando: (iso: string) => string;
  abrir: (id: number) => void;
}) {
  const reemitir = useReemitir(c.id_cobranca);
  const { id_reemissao } = c;
  async function emitirDeNovo() {
    try {
      const nova = await reemitir.mutateAsync(undefined);
      await alerta({ title: MSG_FIN.reemitida, icon: 'success' });
      abrir(nova.id_cobranca);
    } catch (err) {
      await alertaErro(err);
    }
  }
  return (
    <Card withBorder bg="gray.0" padding="sm">
      <Text size="sm">
        {MSG_FIN.canceladaPor(c.cancelamento.por ?? '—', quando(c.cancelamento.em), c.cancelamento.motivo)}
      </Text>
      <Group mt="xs">
        {id_reemissao !== null ? (
          <Button size="compact-sm" variant="light" onClick={() => abrir(id_reemissao)}>
            {MSG_FIN.verReemitida}
          </Button>
        ) : (
          <Button size="compact-sm" variant="light" loading={reemitir.isPending} onClick={emitirDeNovo}>
            {MSG_FIN.reemitir}
          </Button>
        )}
      </Group>
    </Card>
  );
}
