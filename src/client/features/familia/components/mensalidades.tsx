// The student's charges, newest due date first: the month, the due date, the amount and,
// while open, what paying today costs (late fees included) with "Pagar com Pix" to the
// charge's public page; then the receipts of what was paid.
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SecaoFamilia } from '#client/features/familia/components/secao.tsx';
import { MSG_FAMILIA_TELAS as M } from '#shared/messages/familia-telas.ts';
import { mesPorExtenso, ROTULO_FORMA, ROTULO_STATUS } from '#shared/messages/financeiro.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import type { AlunoFamilia, CobrancaFamilia } from '#shared/schemas/familia.ts';

const COR_STATUS = { aberta: 'indigo.8', vencida: 'red.9', paga: 'teal.9', cancelada: 'gray.7' } as const;

export function MensalidadesFamilia({
  cobrancas,
  recibos,
}: {
  cobrancas: AlunoFamilia['cobrancas'];
  recibos: AlunoFamilia['recibos'];
}) {
  return (
    <>
      <SecaoFamilia id="mensalidades" titulo={M.mensalidades}>
        {cobrancas.length === 0 ? (
          <Text c="gray.7">{M.semCobrancas}</Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {cobrancas.map((c) => (
              <Cobranca key={c.id_cobranca} c={c} />
            ))}
          </Stack>
        )}
      </SecaoFamilia>
      <SecaoFamilia id="recibos" titulo={M.recibos}>
        {recibos.length === 0 ? (
          <Text c="gray.7">{M.semRecibos}</Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {recibos.map((r) => (
              <Group component="li" key={r.numero_recibo} justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{M.recibo(r.numero_recibo)}</Text>
                  <Text size="sm" c="gray.7">
                    {mesPorExtenso(r.competencia)} · {M.pagoEm(isoParaBr(r.pago_em))} ·{' '}
                    {ROTULO_FORMA[r.forma as keyof typeof ROTULO_FORMA] ?? r.forma}
                  </Text>
                </div>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatarReais(r.valor)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </SecaoFamilia>
    </>
  );
}

function Cobranca({ c }: { c: CobrancaFamilia }) {
  const status = c.status === 'aberta' && c.vencida ? 'vencida' : c.status;
  const mes = mesPorExtenso(c.competencia);
  return (
    <Card component="li" withBorder radius="md" padding="sm" data-testid="cobranca">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{mes}</Text>
          <Text size="sm" c="gray.7">
            {M.vencimento}: {isoParaBr(c.vencimento)}
          </Text>
        </div>
        <Badge
          color={COR_STATUS[status]}
          variant="filled"
          style={{ flexShrink: 0 }}
          data-testid="status-cobranca"
        >
          {ROTULO_STATUS[status]}
        </Badge>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt="xs">
        <Text size="sm">{M.valor}</Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatarReais(c.valor)}
        </Text>
      </Group>
      {c.status === 'aberta' && (
        <>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700}>{M.valorHoje}</Text>
            <Text fw={800} size="lg" style={{ whiteSpace: 'nowrap' }} data-testid="valor-hoje">
              {formatarReais(c.valor_hoje)}
            </Text>
          </Group>
          {c.link && (
            <Button
              component={Link}
              to={c.link}
              mt="sm"
              fullWidth
              leftSection={<IconQrcode size={18} aria-hidden />}
              aria-label={M.pagarComPixDe(mes)}
            >
              {M.pagarComPix}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
