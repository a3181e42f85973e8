// /financeiro/recibo/{numero}: a payment's printable receipt: the club's name and
// CNPJ, the student, the financial guardian, the period, the amount and the method,
// with a print button (the print stylesheet leaves only the receipt) and a WhatsApp
// link that sends it to the financial guardian.
import { Anchor, Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { Carregando } from '#client/features/financeiro/components/cabecalho.tsx';
import { useRecibo } from '#client/features/financeiro/queries.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { mascarar } from '#client/ui/masked-input.tsx';
import { ROTULO_FORMA } from '#shared/messages/financeiro.ts';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import classes from './recibo.module.css';

function Linha({ rotulo, children }: { rotulo: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

export default function ReciboPage() {
  const numero = Number(useParams().numero);
  const recibo = useRecibo(numero);
  if (recibo.isError) return <BlocoErro error={recibo.error} maw={720} />;
  if (!recibo.data) return <Carregando />;
  const r = recibo.data;
  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" className={classes.acoes} wrap="wrap">
        <Anchor component={Link} to={paths.financeiroCobrancasDe({ cobranca: r.id_cobranca })} c="indigo.8">
          {MSG_FIN.verCobranca}
        </Anchor>
        <Group gap="xs">
          {r.whatsapp && (
            <Button
              component="a"
              href={r.whatsapp}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconBrandWhatsapp size={18} />}
            >
              {MSG_FIN.enviarRecibo}
            </Button>
          )}
          <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {MSG_FIN.imprimir}
          </Button>
        </Group>
      </Group>
      <Card withBorder radius="md" padding="lg" className={classes.recibo} data-testid="recibo">
        <Stack gap="md">
          <div>
            <Text fw={800} size="lg" data-testid="recibo-clube">
              {r.clube.nome}
            </Text>
            {r.clube.cnpj && (
              <Text size="sm" data-testid="recibo-cnpj">
                {MSG_FIN.cnpj} {mascarar('cnpj', r.clube.cnpj)}
              </Text>
            )}
          </div>
          <Group justify="space-between" wrap="wrap">
            <Title order={2}>{MSG_FIN.reciboNumero(r.numero_recibo)}</Title>
            {r.estornado && (
              <Badge color="red.9" variant="filled">
                {MSG_FIN.reciboEstornado}
              </Badge>
            )}
          </Group>
          <Text>{MSG_FIN.recebemosDe}</Text>
          <Divider />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Linha rotulo={MSG_FIN.aluno}>{r.aluno.nome}</Linha>
            <Linha rotulo={MSG_FIN.responsavel}>{r.responsavel_financeiro?.nome ?? '—'}</Linha>
            <Linha rotulo={MSG_FIN.referente}>
              <span data-testid="plano-periodo">{MSG_FIN.planoEPeriodo(r.plano, r.periodo)}</span>
            </Linha>
            <Linha rotulo={MSG_FIN.vencimento}>{isoParaBr(r.vencimento)}</Linha>
            <Linha rotulo={MSG_FIN.valor}>
              <span data-testid="recibo-valor">{formatarReais(r.valor)}</span>
            </Linha>
            <Linha rotulo={MSG_FIN.forma}>{ROTULO_FORMA[r.forma]}</Linha>
            <Linha rotulo={MSG_FIN.pagoEm}>{isoParaBr(r.pago_em)}</Linha>
          </SimpleGrid>
        </Stack>
      </Card>
    </Stack>
  );
}
