// /pagar/{token}: a charge's public page, opened from its personal link without a
// login, made for a phone. It shows only what paying needs: the club (name and CNPJ),
// the student's first name, the plan and the months it covers, the frozen amount with
// today's late fees under it (the server's lines) and the amount due today, the Pix for
// that amount (QR code and copia-e-cola), and the status (overdue, paid, cancelled).
// A link that opens nothing shows the club's name and how to reach it, nothing else.
import { Alert, Box, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { CopiaECola, PixQr } from '#client/ui/cobranca.tsx';
import { mascarar } from '#client/ui/masked-input.tsx';
import { PaginaPublica } from '#client/ui/pagina-publica.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import { formatarTelefone } from '#shared/rules/frequencia.ts';
import type { Pagar } from '#shared/schemas/financeiro.ts';
import { useCobrancaPublica, useContatoDoClube } from './queries';

export default function PagarPage() {
  const token = useParams().token ?? '';
  const cobranca = useCobrancaPublica(token);

  return (
    <PaginaPublica largura={460} semCartao>
      <Card radius="md" padding="lg">
        {cobranca.isPending ? (
          <Center py="xl">
            <Loader role="progressbar" aria-label={MSG.carregando} />
          </Center>
        ) : cobranca.isError ? (
          <LinkInvalido erro={cobranca.error} />
        ) : (
          <Conteudo c={cobranca.data} />
        )}
      </Card>
    </PaginaPublica>
  );
}

function LinkInvalido({ erro }: { erro: Error }) {
  const clube = useContatoDoClube(true).data;
  return (
    <Stack data-testid="link-invalido">
      {clube && (
        <Text fw={700} c="indigo.8">
          {clube.clube}
        </Text>
      )}
      <Title order={1} size="h3">
        {MSG_FIN.pagarTitulo}
      </Title>
      <BlocoErro error={erro} fallback={MSG_FIN.linkInvalido} title={null} />
      {clube && (clube.telefone || clube.email) && (
        <Stack gap={4} data-testid="contato-clube">
          <Text size="sm">{MSG_FIN.contatoClube}</Text>
          {clube.telefone && (
            <Text size="sm">
              {MSG_FIN.telefone}:{' '}
              <a href={`tel:+55${clube.telefone.replace(/\D/g, '')}`}>{formatarTelefone(clube.telefone)}</a>
            </Text>
          )}
          {clube.email && (
            <Text size="sm">
              {MSG_FIN.emailClube}: <a href={`mailto:${clube.email}`}>{clube.email}</a>
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function Valor({
  rotulo,
  valor,
  forte,
  id,
}: {
  rotulo: string;
  valor: number;
  forte?: boolean;
  id?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size={forte ? 'md' : 'sm'} fw={forte ? 700 : 400}>
        {rotulo}
      </Text>
      <Text
        fw={forte ? 800 : 600}
        size={forte ? 'xl' : 'sm'}
        data-testid={id}
        style={{ whiteSpace: 'nowrap' }}
      >
        {formatarReais(valor)}
      </Text>
    </Group>
  );
}

function Conteudo({ c }: { c: Pagar }) {
  const aberta = c.status === 'aberta';
  return (
    <Stack gap="md">
      <div>
        <Text fw={700} c="indigo.8">
          {c.clube}
        </Text>
        {c.cnpj && (
          <Text size="xs" c="gray.7" data-testid="cnpj-clube">
            {MSG_FIN.cnpj} {mascarar('cnpj', c.cnpj)}
          </Text>
        )}
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
          {MSG_FIN.referente}
        </Text>
        <Text fw={600} data-testid="plano-periodo">
          {MSG_FIN.planoEPeriodo(c.plano, c.periodo)}
        </Text>
        <Text size="sm">
          {MSG_FIN.vencimento} {isoParaBr(c.vencimento)}
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
      {aberta && c.vencida && (
        <Alert color="red.9" variant="filled" data-testid="status-publico">
          {MSG_FIN.vencidaEm(isoParaBr(c.vencimento))}
        </Alert>
      )}
      {aberta && (
        <>
          <Stack gap={6} data-testid="linhas-publicas">
            {c.encargos.length > 0 && (
              <>
                <Valor rotulo={MSG_FIN.valorCobranca} valor={c.valor} />
                {c.encargos.map((l) => (
                  <Valor key={l.tipo} rotulo={MSG_FIN.encargo(l)} valor={l.valor} id={`encargo-${l.tipo}`} />
                ))}
              </>
            )}
            <Valor rotulo={MSG_FIN.valorHoje} valor={c.valor_devido_hoje} forte id="valor-hoje" />
          </Stack>
          <Text size="sm">{MSG_FIN.copieOuEscaneie}</Text>
          {c.qr_svg && (
            <Center>
              <PixQr svg={c.qr_svg} />
            </Center>
          )}
          {c.beneficiario_pix && (
            <Text size="sm" data-testid="beneficiario-pix">
              {MSG_FIN.beneficiarioPix(c.beneficiario_pix)}
            </Text>
          )}
          {c.pix_copia_e_cola && <CopiaECola codigo={c.pix_copia_e_cola} />}
        </>
      )}
    </Stack>
  );
}
