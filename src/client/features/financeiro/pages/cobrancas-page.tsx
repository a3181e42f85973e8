// /financeiro/cobrancas: the charges, filtered by month, status, unit, class and a
// student's name (searched and paged on the server). The filters live in the address,
// so a student's profile can link to their charges; `cobranca=<id>` opens one charge's
// detail (its lines, Pix, payment, cancellation, reversal).
import { Button, Modal, NativeSelect, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Carregando, PaginaFinanceiro } from '#client/features/financeiro/components/cabecalho.tsx';
import { CobrancaDetalhe } from '#client/features/financeiro/components/cobranca-detalhe.tsx';
import {
  type FiltroCobrancas,
  PAGE_SIZE,
  useCobrancas,
  useFiltrosFinanceiro,
} from '#client/features/financeiro/queries.ts';
import { CampoBusca, useBusca } from '#client/ui/campo-busca.tsx';
import { StatusCobranca } from '#client/ui/cobranca.tsx';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { LinkAluno } from '#client/ui/link-aluno.tsx';
import { Paginacao, usePosicao } from '#client/ui/paginacao.tsx';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';

const STATUS = ['aberta', 'vencida', 'paga', 'cancelada'] as const;

const numeroOuNada = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

export default function CobrancasPage() {
  const [params, setParams] = useSearchParams();
  const { busca, setBusca, q } = useBusca(params.get('q') ?? '');
  const filtro: FiltroCobrancas = {
    competencia: params.get('competencia') ?? undefined,
    status: params.get('status') ?? undefined,
    unidade: numeroOuNada(params.get('unidade')),
    turma: numeroOuNada(params.get('turma')),
    id_aluno: numeroOuNada(params.get('id_aluno')),
    q: q || undefined,
  };
  const { posicao, ir, inicioDe } = usePosicao(JSON.stringify(filtro));
  const lista = useCobrancas(filtro, posicao);
  const filtros = useFiltrosFinanceiro(filtro.unidade);
  const aberta = numeroOuNada(params.get('cobranca')) ?? null;

  const mudar = (nome: string, valor: string, limpar: string[] = []) =>
    setParams(
      (p) => {
        if (valor) p.set(nome, valor);
        else p.delete(nome);
        for (const l of limpar) p.delete(l);
        return p;
      },
      { replace: true },
    );

  return (
    <PaginaFinanceiro titulo={MSG_FIN.cobrancas}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <CampoBusca label={MSG_FIN.buscarAluno} value={busca} onChange={setBusca} />
        <TextInput
          type="month"
          label={MSG_FIN.competencia}
          value={filtro.competencia ?? ''}
          onChange={(e) => mudar('competencia', e.currentTarget.value)}
        />
        <NativeSelect
          label={MSG_FIN.status}
          value={filtro.status ?? ''}
          onChange={(e) => mudar('status', e.currentTarget.value)}
          data={[
            { value: '', label: MSG_FIN.todas },
            ...STATUS.map((s) => ({ value: s, label: MSG_FIN.statusCobranca[s] })),
          ]}
        />
        <NativeSelect
          label={MSG_FIN.unidade}
          value={filtro.unidade ? String(filtro.unidade) : ''}
          onChange={(e) => mudar('unidade', e.currentTarget.value, ['turma'])}
          data={[
            { value: '', label: MSG_FIN.todasUnidades },
            ...(filtros.data?.unidades ?? []).map((u) => ({ value: String(u.id_unidade), label: u.nome })),
          ]}
        />
        <NativeSelect
          label={MSG_FIN.turma}
          value={filtro.turma ? String(filtro.turma) : ''}
          onChange={(e) => mudar('turma', e.currentTarget.value)}
          data={[
            { value: '', label: MSG_FIN.todasTurmas },
            ...(filtros.data?.turmas ?? []).map((t) => ({
              value: String(t.id_turma),
              label: `${t.nome_turma} (${t.dia_semana} ${t.horario})`,
            })),
          ]}
        />
      </SimpleGrid>

      {lista.isError ? (
        <ErrorAlert error={lista.error} fallback={MSG_FIN.erroCarregar} />
      ) : !lista.data ? (
        <Carregando />
      ) : lista.data.items.length === 0 ? (
        <Text c="gray.7">{MSG_FIN.semCobrancas}</Text>
      ) : (
        <>
          <Rolagem rotulo={MSG_FIN.cobrancas} minWidth={720}>
            <Table verticalSpacing={6} striped aria-label={MSG_FIN.cobrancas} data-testid="cobrancas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{MSG_FIN.aluno}</Table.Th>
                  <Table.Th>{MSG_FIN.competencia}</Table.Th>
                  <Table.Th>{MSG_FIN.vencimento}</Table.Th>
                  <Table.Th ta="right">{MSG_FIN.valor}</Table.Th>
                  <Table.Th ta="right">{MSG_FIN.devidoHoje}</Table.Th>
                  <Table.Th>{MSG_FIN.status}</Table.Th>
                  <Table.Th>{MSG_FIN.detalhe}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lista.data.items.map((c) => (
                  <Table.Tr key={c.id_cobranca}>
                    <Table.Td>
                      <LinkAluno id={c.id_aluno} nome={c.nome_aluno} />
                    </Table.Td>
                    <Table.Td>{MSG_FIN.competenciaTexto(c.competencia)}</Table.Td>
                    <Table.Td>{isoParaBr(c.vencimento)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatarReais(c.valor)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {c.status === 'aberta' ? formatarReais(c.valor_devido_hoje) : '—'}
                    </Table.Td>
                    <Table.Td>
                      <StatusCobranca status={c.status} vencida={c.vencida} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={MSG_FIN.detalhesDe(c.nome_aluno, c.competencia)}
                        onClick={() => mudar('cobranca', String(c.id_cobranca))}
                      >
                        {MSG_FIN.abrir}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Rolagem>
          <Paginacao pagina={lista.data} inicio={inicioDe(lista.data)} ir={ir} pageSize={PAGE_SIZE} />
        </>
      )}

      <Modal
        opened={aberta !== null}
        onClose={() => mudar('cobranca', '')}
        title={MSG_FIN.cobranca}
        size="lg"
        closeButtonProps={{ 'aria-label': MSG_FIN.fechar }}
      >
        {aberta !== null && (
          <CobrancaDetalhe key={aberta} id={aberta} abrir={(i) => mudar('cobranca', String(i))} />
        )}
      </Modal>
    </PaginaFinanceiro>
  );
}
