// Server state of the Financeiro screens (administrators only): the month's summary,
// the charges (searched and paged on the server), one charge with its payment, the
// late list, the settings, the prices, the statement import and the receipt. Every
// key starts with 'financeiro', so any write refreshes them all; the other areas that show
// billing (the student profile's discounts and charges, the dashboard's figures) read it here.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, qs } from '#client/api.ts';
import { type Posicao, posicaoParams } from '#client/ui/paginacao.tsx';
import type {
  CobrancaDetalhe,
  CobrancaItem,
  Configuracao,
  ConfiguracaoInput,
  Descontos,
  DescontosInput,
  ExtratoConfirmacao,
  extratoConfirmacaoResponse,
  extratoInput,
  extratoResponse,
  historicoPrecosResponse,
  Inadimplente,
  MotivoInput,
  PagamentoInput,
  Precos,
  PrecosInput,
  PrecoUnidade,
  PrecoUnidadeInput,
  Recibo,
  Resumo,
} from '#shared/schemas/financeiro.ts';
import type { PaginaCursor } from '#shared/schemas/lista.ts';
import type { Filtros } from '#shared/schemas/relatorios.ts';

export const PAGE_SIZE = 20;

const chaves = {
  todas: ['financeiro'] as const,
  resumo: (competencia: string) => ['financeiro', 'resumo', competencia] as const,
  cobrancas: (params: object) => ['financeiro', 'cobrancas', params] as const,
  cobranca: (id: number) => ['financeiro', 'cobranca', id] as const,
  inadimplentes: (params: object) => ['financeiro', 'inadimplentes', params] as const,
  configuracao: ['financeiro', 'configuracao'] as const,
  precos: ['financeiro', 'precos'] as const,
  precosUnidade: (id: number) => ['financeiro', 'precos', 'unidade', id] as const,
  historico: (idUnidade: number | null) => ['financeiro', 'precos', 'historico', idUnidade] as const,
  recibo: (numero: number) => ['financeiro', 'recibo', numero] as const,
  filtros: (idUnidade: number | undefined) => ['financeiro', 'filtros', idUnidade ?? null] as const,
  descontos: (idAluno: number) => ['financeiro', 'descontos', idAluno] as const,
  cobrancasDoAluno: (idAluno: number) =>
    ['financeiro', 'cobrancas', { id_aluno: idAluno, perfil: true }] as const,
  resumoPainel: ['financeiro', 'resumo', 'painel'] as const,
};

/** A write that changes billing data: every billing query is read again. */
function useEscrita<B, R>(fn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: chaves.todas }),
  });
}

export const useResumoFinanceiro = (competencia: string) =>
  useQuery({
    queryKey: chaves.resumo(competencia),
    queryFn: () => api<Resumo>('GET', `/api/financeiro/resumo${qs({ competencia })}`),
    placeholderData: keepPreviousData,
  });

export const useEmitir = () =>
  useEscrita((_: undefined) => api<{ emitidas: number }>('POST', '/api/financeiro/emitir', {}));

export interface FiltroCobrancas {
  competencia?: string;
  status?: string;
  unidade?: number;
  turma?: number;
  id_aluno?: number;
  q?: string;
}

export function useCobrancas(f: FiltroCobrancas, posicao: Posicao, pageSize = PAGE_SIZE) {
  const params = { ...f, pageSize, ...posicaoParams(posicao) };
  return useQuery({
    queryKey: chaves.cobrancas(params),
    queryFn: () => api<PaginaCursor<CobrancaItem>>('GET', `/api/financeiro/cobrancas${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

export const useCobranca = (id: number | null) =>
  useQuery({
    queryKey: chaves.cobranca(id ?? 0),
    queryFn: () => api<CobrancaDetalhe>('GET', `/api/financeiro/cobrancas/${id}`),
    enabled: id !== null,
  });

export const useRegistrarPagamento = (id: number) =>
  useEscrita((body: PagamentoInput) =>
    api<Recibo>('POST', `/api/financeiro/cobrancas/${id}/pagamento`, body),
  );

export const useCancelarCobranca = (id: number) =>
  useEscrita((body: MotivoInput) =>
    api<unknown>('POST', `/api/financeiro/cobrancas/${id}/cancelamento`, body),
  );

export const useEstornar = (idPagamento: number) =>
  useEscrita((body: MotivoInput) =>
    api<unknown>('POST', `/api/financeiro/pagamentos/${idPagamento}/estorno`, body),
  );

export const useRecibo = (numero: number) =>
  useQuery({
    queryKey: chaves.recibo(numero),
    queryFn: () => api<Recibo>('GET', `/api/financeiro/recibos/${numero}`),
    enabled: Number.isInteger(numero) && numero > 0,
  });

export function useInadimplentes(q: string, posicao: Posicao, pageSize = PAGE_SIZE) {
  const params = { q, pageSize, ...posicaoParams(posicao) };
  return useQuery({
    queryKey: chaves.inadimplentes(params),
    queryFn: () => api<PaginaCursor<Inadimplente>>('GET', `/api/financeiro/inadimplentes${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

export const useConfiguracao = () =>
  useQuery({
    queryKey: chaves.configuracao,
    queryFn: () => api<Configuracao>('GET', '/api/financeiro/configuracao'),
  });

export const useSalvarConfiguracao = () =>
  useEscrita((body: ConfiguracaoInput) => api<Configuracao>('PUT', '/api/financeiro/configuracao', body));

export const usePrecos = () =>
  useQuery({ queryKey: chaves.precos, queryFn: () => api<Precos>('GET', '/api/financeiro/precos') });

export const useSalvarPrecos = () =>
  useEscrita((body: PrecosInput) => api<Precos>('PUT', '/api/financeiro/precos', body));

export const usePrecosUnidade = (id: number | null) =>
  useQuery({
    queryKey: chaves.precosUnidade(id ?? 0),
    queryFn: () => api<PrecoUnidade>('GET', `/api/financeiro/precos/unidades/${id}`),
    enabled: id !== null,
  });

export const useSalvarPrecosUnidade = (id: number) =>
  useEscrita((body: PrecoUnidadeInput) =>
    api<PrecoUnidade>('PUT', `/api/financeiro/precos/unidades/${id}`, body),
  );

/** The price changes, newest first: the club's, or one unit's overrides. */
export const useHistoricoPrecos = (idUnidade: number | null) =>
  useQuery({
    queryKey: chaves.historico(idUnidade),
    queryFn: () =>
      api<z.infer<typeof historicoPrecosResponse>>(
        'GET',
        `/api/financeiro/precos/historico${qs({ id_unidade: idUnidade })}`,
      ),
  });

/** The units and classes to filter by (the reports' filter choices). */
export const useFiltrosFinanceiro = (idUnidade: number | undefined) =>
  useQuery({
    queryKey: chaves.filtros(idUnidade),
    queryFn: () => api<Filtros>('GET', `/api/relatorios/filtros${qs({ id_unidade: idUnidade })}`),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** The statement's credits matched to open charges (nothing written). */
export const useAnalisarExtrato = () =>
  useMutation({
    mutationFn: (body: z.input<typeof extratoInput>) =>
      api<z.infer<typeof extratoResponse>>('POST', '/api/financeiro/extrato', body),
  });

/** The accepted matches, recorded all at once or not at all. */
export const useConfirmarExtrato = () =>
  useEscrita((body: ExtratoConfirmacao) =>
    api<z.infer<typeof extratoConfirmacaoResponse>>('POST', '/api/financeiro/extrato/confirmacao', body),
  );

/** The accountant's CSV of a period (a plain link: the browser downloads it). */
export const csvCobrancas = (de: string, ate: string) => `/api/financeiro/cobrancas.csv${qs({ de, ate })}`;

/** A cancelled charge issued again for its period (at today's price and discounts); answers the new charge. */
export const useReemitir = (id: number) =>
  useEscrita((_: undefined) => api<CobrancaDetalhe>('POST', `/api/financeiro/cobrancas/${id}/reemissao`, {}));

/** A student's discounts (the profile). */
export const useDescontos = (idAluno: number) =>
  useQuery({
    queryKey: chaves.descontos(idAluno),
    queryFn: () => api<Descontos>('GET', `/api/financeiro/alunos/${idAluno}/descontos`),
  });

export const useSalvarDescontos = (idAluno: number) =>
  useEscrita((body: DescontosInput) =>
    api<Descontos>('PUT', `/api/financeiro/alunos/${idAluno}/descontos`, body),
  );

/** A student's latest charges (the profile: the first page, newest first). */
export const useCobrancasDoAluno = (idAluno: number) =>
  useQuery({
    queryKey: chaves.cobrancasDoAluno(idAluno),
    queryFn: () =>
      api<PaginaCursor<CobrancaItem>>(
        'GET',
        `/api/financeiro/cobrancas${qs({ id_aluno: idAluno, pageSize: 12 })}`,
      ),
  });

/** The dashboard's billing figures: this month's expected × received and the overdue rate. */
export const useResumoFinanceiroPainel = () =>
  useQuery({
    queryKey: chaves.resumoPainel,
    queryFn: () => api<Resumo>('GET', '/api/financeiro/resumo'),
  });
