// One charge as an administrator sees it: who, its plan and period, its frozen lines
// with today's late fees under them (the server's lines), the amount due today, its Pix
// for that amount (QR code, copia-e-cola), its public link (open, copy, WhatsApp), its
// payments (each with its receipt; a reversal with a reason), and, while open,
// recording a payment or cancelling it with a reason.
import {
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconBrandWhatsapp, IconCash, IconCheck, IconLink, IconReceipt, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Carregando } from '#client/features/financeiro/components/cabecalho.tsx';
import { Cancelamento } from '#client/features/financeiro/components/cancelamento.tsx';
import {
  MotivoFormulario,
  PagamentoFormulario,
} from '#client/features/financeiro/components/formularios.tsx';
import { LembretesDaCobranca } from '#client/features/financeiro/components/lembretes.tsx';
import {
  useCancelarCobranca,
  useCobranca,
  useEstornar,
  useRegistrarPagamento,
} from '#client/features/financeiro/queries.ts';
import { paths } from '#client/paths.ts';
import { useConfig } from '#client/queries.ts';
import { avisar } from '#client/ui/avisos.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { CopiaECola, PixQr, StatusCobranca } from '#client/ui/cobranca.tsx';
import { LinkAluno } from '#client/ui/link-aluno.tsx';
import { mascarar } from '#client/ui/masked-input.tsx';
import { ROTULO_FORMA, ROTULO_LINHA } from '#shared/messages/financeiro.ts';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { dataHoraCurta, FUSO_CLUBE, hojeNoFuso, isoParaBr } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import { periodoDe } from '#shared/rules/financeiro-vencimentos.ts';
import type { CobrancaDetalhe as Detalhe } from '#shared/schemas/financeiro.ts';

type Acao = 'pagar' | 'cancelar' | null;

function Campo({ rotulo, children }: { rotulo: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

export function CobrancaDetalhe({ id, abrir }: { id: number; abrir: (id: number) => void }) {
  const cobranca = useCobranca(id);
  const fuso = useConfig().data?.fuso ?? FUSO_CLUBE;
  const [acao, setAcao] = useState<Acao>(null);
  const navigate = useNavigate();
  const pagar = useRegistrarPagamento(id);
  const cancelar = useCancelarCobranca(id);

  if (cobranca.isError) return <BlocoErro error={cobranca.error} />;
  if (!cobranca.data) return <Carregando />;
  const c = cobranca.data;
  const quando = (iso: string) => dataHoraCurta(iso, fuso);

  return (
    <Stack gap="md" data-testid="cobranca-detalhe">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          <LinkAluno id={c.id_aluno} nome={c.nome_aluno} /> ·{' '}
          <span data-testid="plano-periodo">
            {MSG_FIN.planoEPeriodo(c.plano, periodoDe(c.vencimento, c.plano))}
          </span>
        </Title>
        <StatusCobranca status={c.status} vencida={c.vencida} />
      </Group>
      <Text size="sm" c="gray.7" data-testid="clube-cobranca">
        {c.clube.nome}
        {c.clube.cnpj && ` · ${MSG_FIN.cnpj} ${mascarar('cnpj', c.clube.cnpj)}`}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Campo rotulo={MSG_FIN.vencimento}>{isoParaBr(c.vencimento)}</Campo>
        <Campo rotulo={MSG_FIN.valor}>{formatarReais(c.valor)}</Campo>
        {c.status === 'aberta' && (
          <Campo rotulo={MSG_FIN.devidoHoje}>
            <span data-testid="devido-hoje">{formatarReais(c.valor_devido_hoje)}</span>
          </Campo>
        )}
      </SimpleGrid>

      <Linhas c={c} />

      {c.cancelamento && (
        <Cancelamento c={{ ...c, cancelamento: c.cancelamento }} quando={quando} abrir={abrir} />
      )}

      {c.status === 'aberta' && (c.qr_svg || c.pix_copia_e_cola) && (
        <Card withBorder padding="sm">
          <Title order={4} size="h5" mb="xs">
            {MSG_FIN.pix}
          </Title>
          <Group align="flex-start" gap="md" wrap="wrap">
            {c.qr_svg && <PixQr svg={c.qr_svg} tamanho={180} />}
            <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
              {c.beneficiario_pix && (
                <Text size="sm" data-testid="beneficiario-pix">
                  {MSG_FIN.beneficiarioPix(c.beneficiario_pix)}
                </Text>
              )}
              {c.pix_copia_e_cola && <CopiaECola codigo={c.pix_copia_e_cola} />}
              {c.link_publico && <CompartilharLink caminho={c.link_publico} whatsapp={c.whatsapp} />}
            </Stack>
          </Group>
        </Card>
      )}

      {c.pagamentos.map((p) => (
        <Pagamento key={p.id_pagamento} p={p} quando={quando} />
      ))}

      <LembretesDaCobranca id={c.id_cobranca} />

      {c.status === 'aberta' && acao === null && (
        <Group>
          <Button leftSection={<IconCash size={18} />} onClick={() => setAcao('pagar')}>
            {MSG_FIN.registrarPagamento}
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={18} />}
            onClick={() => setAcao('cancelar')}
          >
            {MSG_FIN.cancelar}
          </Button>
        </Group>
      )}
      {c.status === 'aberta' && acao === 'pagar' && (
        <Card withBorder padding="sm">
          <Title order={4} size="h5" mb="xs">
            {MSG_FIN.registrarPagamento}
          </Title>
          <PagamentoFormulario
            hoje={hojeNoFuso(fuso)}
            valorSugerido={c.valor_devido_hoje}
            salvando={pagar.isPending}
            salvar={async (dados) => {
              const recibo = await pagar.mutateAsync(dados);
              avisar(MSG_FIN.pagamentoRegistrado(recibo.numero_recibo));
              await navigate(paths.recibo(recibo.numero_recibo));
            }}
          />
        </Card>
      )}
      {c.status === 'aberta' && acao === 'cancelar' && (
        <Card withBorder padding="sm">
          <Title order={4} size="h5" mb="xs">
            {MSG_FIN.cancelar}
          </Title>
          <MotivoFormulario
            titulo={MSG_FIN.cancelar}
            confirmar={MSG_FIN.confirmarCancelamento}
            salvando={cancelar.isPending}
            onCancel={() => setAcao(null)}
            salvar={async (dados) => {
              await cancelar.mutateAsync(dados);
              setAcao(null);
              avisar(MSG_FIN.cancelada);
            }}
          />
        </Card>
      )}
    </Stack>
  );
}

/** The public link: open it, copy its full address, or send it to the payer by WhatsApp. */
function CompartilharLink({ caminho, whatsapp }: { caminho: string; whatsapp: string | null }) {
  const endereco = `${window.location.origin}${caminho}`;
  return (
    <Group gap="xs" wrap="wrap">
      <CopyButton value={endereco}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant="default"
            onClick={copy}
            leftSection={copied ? <IconCheck size={16} /> : <IconLink size={16} />}
          >
            {copied ? MSG_FIN.linkCopiado : MSG_FIN.copiarLink}
          </Button>
        )}
      </CopyButton>
      {whatsapp && (
        <Button
          component="a"
          href={whatsapp}
          target="_blank"
          rel="noopener"
          size="compact-sm"
          variant="default"
          leftSection={<IconBrandWhatsapp size={16} />}
        >
          {MSG_FIN.enviarLinkWhatsApp}
        </Button>
      )}
      <Anchor href={caminho} target="_blank" rel="noopener" c="indigo.8" underline="always" size="sm">
        {MSG_FIN.abrirLinkPublico}
      </Anchor>
    </Group>
  );
}

function Linhas({ c }: { c: Detalhe }) {
  return (
    <Table verticalSpacing={4} aria-label={MSG_FIN.linhas} data-testid="linhas">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{MSG_FIN.descricao}</Table.Th>
          <Table.Th ta="right">{MSG_FIN.valor}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {c.linhas.map((l, i) => (
          // The lines are frozen with the charge and never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: a line has no id of its own
          <Table.Tr key={i}>
            <Table.Td>
              {ROTULO_LINHA[l.tipo]}
              {l.percentual !== null && ` (${l.percentual}%)`}
              {l.motivo && (
                <Text span size="sm" c="gray.7">
                  {' '}
                  — {l.motivo}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatarReais(l.valor)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>{MSG_FIN.total}</Table.Th>
          <Table.Th ta="right">{formatarReais(c.valor)}</Table.Th>
        </Table.Tr>
        {c.encargos.map((l) => (
          <Table.Tr key={l.tipo} data-testid={`encargo-${l.tipo}`}>
            <Table.Td>{MSG_FIN.encargo(l)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatarReais(l.valor)}
            </Table.Td>
          </Table.Tr>
        ))}
        {c.encargos.length > 0 && (
          <Table.Tr>
            <Table.Th>{MSG_FIN.devidoHoje}</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatarReais(c.valor_devido_hoje)}
            </Table.Th>
          </Table.Tr>
        )}
      </Table.Tfoot>
    </Table>
  );
}

function Pagamento({ p, quando }: { p: Detalhe['pagamentos'][number]; quando: (iso: string) => string }) {
  const [estornando, setEstornando] = useState(false);
  const estornar = useEstornar(p.id_pagamento);
  return (
    <Card withBorder padding="sm" data-testid="pagamento">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={4} size="h5">
          {MSG_FIN.pagamento} · {MSG_FIN.reciboNumero(p.numero_recibo)}
        </Title>
        {!p.estorno && (
          <Button
            component={Link}
            to={paths.recibo(p.numero_recibo)}
            size="compact-sm"
            variant="light"
            leftSection={<IconReceipt size={16} />}
          >
            {MSG_FIN.verRecibo}
          </Button>
        )}
      </Group>
      <Text size="sm">
        {MSG_FIN.pagaEmData(isoParaBr(p.pago_em))} · {ROTULO_FORMA[p.forma]} · {formatarReais(p.valor)}
      </Text>
      {p.observacao && <Text size="sm">{p.observacao}</Text>}
      <Text size="xs" c="gray.7">
        {MSG_FIN.registradoPor(p.registrado.por ?? '—')}, {quando(p.registrado.em)}
      </Text>
      {p.estorno ? (
        <Text size="sm" c="red.9" mt="xs">
          {MSG_FIN.estornadoPor(p.estorno.por ?? '—', quando(p.estorno.em), p.estorno.motivo)}
        </Text>
      ) : estornando ? (
        <MotivoFormulario
          titulo={MSG_FIN.estornar}
          confirmar={MSG_FIN.confirmarEstorno}
          salvando={estornar.isPending}
          onCancel={() => setEstornando(false)}
          salvar={async (dados) => {
            await estornar.mutateAsync(dados);
            setEstornando(false);
            avisar(MSG_FIN.estornado);
          }}
        />
      ) : (
        <Group mt="xs">
          <Button size="compact-sm" variant="default" color="red" onClick={() => setEstornando(true)}>
            {MSG_FIN.estornar}
          </Button>
        </Group>
      )}
    </Card>
  );
}
