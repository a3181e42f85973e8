// Teachers' requests that an administrator correct a sent chamada (in its history's
// answer), oldest first; a pending one (no correction saved since) is marked so.
import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { MSG_ENVIO } from '#shared/messages/chamada.ts';
import type { PedidoCorrecao } from '#shared/schemas/chamada.ts';
import { quandoFoi } from './chamada-historico';

export function Pedidos({ pedidos, fuso }: { pedidos: PedidoCorrecao[]; fuso?: string }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="pedidos-correcao">
      <Title order={2} size="h5" id="pedidos-correcao">
        {MSG_ENVIO.pedidosDeCorrecao}
      </Title>
      <Card withBorder radius="md" padding="sm">
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {pedidos.map((p) => (
            <li key={p.id_pedido}>
              <Text size="sm" fw={600}>
                {MSG_ENVIO.pedidoDe(p.autor, quandoFoi(p.criado_em, fuso))}{' '}
                {p.pendente && (
                  <Badge size="sm" color="orange" variant="light">
                    {MSG_ENVIO.pendente}
                  </Badge>
                )}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {p.mensagem}
              </Text>
            </li>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
