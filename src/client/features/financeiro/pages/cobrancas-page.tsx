// /financeiro/cobrancas: the charges, filtered by month, status, unit, class and a
// student's name (searched and paged on the server). The filters live in the address,
// so a student's profile can link to their charges; `cobranca=<id>` opens one charge's
// detail (its lines, Pix, payment, cancellation, reversal).
import { Button, Modal, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PaginaFinanceiro } from '#client/features/financeiro/components/cabecalho.tsx';
import { CobrancaDetalhe } from '#client/features/financeiro/components/cobranca-detalhe.tsx';
import { ListaPaginada } from '#client/features/financeiro/components/lista-paginada.tsx';
import {
  type FiltroCobrancas,
  useCobrancas,
  useFiltrosFinanceiro,
} from '#client/features/financeiro/queries.ts';
import { CampoBusca, useBusca } from '#client/ui/campo-busca.tsx';
import { StatusCobranca } from '#client/ui/cobranca.tsx';
import { LinkAluno } from '#client/ui/link-aluno.tsx';
import { usePosicao } from '#client/ui/paginacao.tsx';
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
  const pos = usePosicao(JSON.stringify(filtro));
  const lista = useCobrancas(filtro, pos.posicao);
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

      <ListaPaginada
        lista={lista}
        posicao={pos}
        rotulo={MSG_FIN.cobrancas}
        vazio={MSG_FIN.semCobrancas}
        chave={(c) => c.id_cobranca}
        testId="cobrancas"
        colunas={[
          {
            titulo: MSG_FIN.aluno,
            principal: true,
            valor: (c) => <LinkAluno id={c.id_aluno} nome={c.nome_aluno} />,
          },
          { titulo: MSG_FIN.competencia, valor: (c) => MSG_FIN.competenciaTexto(c.competencia) },
          { titulo: MSG_FIN.vencimento, valor: (c) => isoParaBr(c.vencimento) },
          { titulo: MSG_FIN.valor, direita: true, valor: (c) => formatarReais(c.valor) },
          {
            titulo: MSG_FIN.devidoHoje,
            direita: true,
            valor: (c) => (c.status === 'aberta' ? formatarReais(c.valor_devido_hoje) : '—'),
          },
          { titulo: MSG_FIN.status, valor: (c) => <StatusCobranca status={c.status} vencida={c.vencida} /> },
          {
            titulo: MSG_FIN.detalhe,
            acao: true,
            valor: (c) => (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={MSG_FIN.detalhesDe(c.nome_aluno, c.competencia)}
                onClick={() => mudar('cobranca', String(c.id_cobranca))}
              >
                {MSG_FIN.abrir}
              </Button>
            ),
          },
        ]}
      />

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
