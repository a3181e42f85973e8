// /pagar/{token}: a charge's public page, opened from its personal link without a
// login, made for a phone. It shows only what paying needs: the club, the student's
// first name, the period, the amount due today, the Pix QR code and copia-e-cola,
// and the status once the charge is paid or cancelled. Nothing else personal.
import { Alert, Box, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { CopiaECola, PixQr } from '#client/ui/cobranca.tsx';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import { useCobrancaPublica } from './queries';

export default function PagarPage() {
  const token = useParams().token ?? '';
  const cobranca = useCobrancaPublica(token);

  return (
    <Box component="main" mih="100dvh" bg="indigo.9" py={{ base: 'sm', sm: 'xl' }}>
      <Container size={460} px={{ base: 'xs', sm: 'md' }}>
        <Card radius="md" padding="lg">
          {cobranca.isPending ? (
            <Center py="xl">
              <Loader aria-label={MSG.carregando} />
            </Center>
          ) : cobranca.isError ? (
            <Stack>
              <Title order={1} size="h3">
                {MSG_FIN.pagarTitulo}
              </Title>
              <ErrorAlert error={cobranca.error} fallback={MSG_FIN.linkInvalido} title={null} />
            </Stack>
          ) : (
            <Conteudo c={cobranca.data} />
          )}
        </Card>
      </Container>
    </Box>
  );
}

function Conteudo({ c }: { c: NonNullable<ReturnType<typeof useCobrancaPublica>['data']> }) {
  const aberta = c.status === 'aberta';
  return (
    <Stack gap="md">
      <div>
        <Text fw={700} c="indigo.8">
          {c.clube}
        </Text>
        <Title order={1} size="h3">
          {MSG_FIN.pagarTitulo}
        </Title>
      </div>
      <Box>
        <Text size="sm" c="gray.7">
          {MSG_FIN.aluno}
        </Text>
        <Text fw={600} data-testid="primeiro-nome">
          {c.primeiro_nome}
        </Text>
      </Box>
      <Box>
        <Text size="sm" c="gray.7">
          {MSG_FIN.periodo}
        </Text>
        <Text fw={600}>
          {MSG_FIN.competenciaTexto(c.competencia)} · {MSG_FIN.vencimento} {isoParaBr(c.vencimento)}
        </Text>
      </Box>
      {c.status === 'paga' && (
        <Alert color="teal" variant="filled" data-testid="status-publico">
          {MSG_FIN.statusPublico.paga(c.pago_em ? isoParaBr(c.pago_em.slice(0, 10)) : '')}
        </Alert>
      )}
      {c.status === 'cancelada' && (
        <Alert color="gray" variant="filled" data-testid="status-publico">
          {MSG_FIN.statusPublico.cancelada}
        </Alert>
      )}
      {aberta && (
        <>
          <Box>
            <Text size="sm" c="gray.7">
              {MSG_FIN.valorHoje}
            </Text>
            <Text fw={800} size="xl" data-testid="valor-hoje">
              {formatarReais(c.valor_devido_hoje)}
            </Text>
          </Box>
          <Text size="sm">{MSG_FIN.copieOuEscaneie}</Text>
          {c.qr_svg && (
            <Center>
              <PixQr svg={c.qr_svg} />
            </Center>
          )}
          {c.pix_copia_e_cola && <CopiaECola codigo={c.pix_copia_e_cola} />}
        </>
      )}
    </Stack>
  );
}
