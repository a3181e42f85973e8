// Server state of the trial classes: the classes open to trials and the booking (public),
// the desk's board by status, its 90-day summary, a trial's move and the trial the
// enrolment wizard starts from (administrators). The cache keys in one object, every
// key starting with 'experimental'.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, qs } from '#client/api.ts';
import type {
  ExperimentaisResumo,
  ExperimentalCriada,
  ExperimentalDetalhe,
  ExperimentalInput,
  ExperimentalItem,
  ExperimentalStatusInput,
  StatusExperimental,
  TurmaExperimental,
} from '#shared/schemas/experimental.ts';
import type { PaginaCursor } from '#shared/schemas/lista.ts';

/** A board column's page: enough cards for a glance, the rest behind Ver mais. */
const PAGE_SIZE = 20;

/** The board's filters: a class and the trial's date between `de` and `ate` (ISO dates). */
export interface FiltrosQuadro {
  id_turma?: number;
  de: string;
  ate: string;
}

const chaves = {
  turmas: ['experimental', 'turmas'] as const,
  /** The key every board read (columns and summary) starts with. */
  quadro: ['experimental', 'quadro'] as const,
  coluna: (status: StatusExperimental, f: FiltrosQuadro) => ['experimental', 'quadro', status, f] as const,
  resumo: ['experimental', 'quadro', 'resumo'] as const,
  detalhe: (id: number) => ['experimental', 'detalhe', id] as const,
};

/** The classes open to trials with their next meetings and free places (public). */
export const useTurmasExperimentais = () =>
  useQuery({
    queryKey: chaves.turmas,
    queryFn: () => api<TurmaExperimental[]>('GET', '/api/experimental/turmas'),
  });

/** Books a trial; a refusal (a meeting that filled up) reads the free places again. */
export function useAgendarExperimental() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dados: ExperimentalInput) => api<ExperimentalCriada>('POST', '/api/experimental', dados),
    onSettled: () => client.invalidateQueries({ queryKey: chaves.turmas }),
  });
}

/** One column of the board: the trials of `status` under the filters, page after page. */
export const useColuna = (status: StatusExperimental, filtros: FiltrosQuadro) =>
  useInfiniteQuery({
    queryKey: chaves.coluna(status, filtros),
    queryFn: ({ pageParam }) =>
      api<PaginaCursor<ExperimentalItem>>(
        'GET',
        `/api/experimentais${qs({ status, ...filtros, pageSize: PAGE_SIZE, after: pageParam })}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (pagina) => pagina.proxima ?? undefined,
  });

/** The trials of the last 90 days by status and their conversion rate. */
export const useResumoExperimentais = () =>
  useQuery({
    queryKey: chaves.resumo,
    queryFn: () => api<ExperimentaisResumo>('GET', '/api/experimentais/resumo'),
  });

/** Moves a trial on the board; every column and the summary are read again. */
export function useMudarStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...corpo }: ExperimentalStatusInput & { id: number }) =>
      api<unknown>('PATCH', `/api/experimentais/${id}`, corpo),
    onSettled: () => client.invalidateQueries({ queryKey: chaves.quadro }),
  });
}

/** The trial the enrolment wizard is pre-filled from (administrators). */
export const useExperimental = (id: number) =>
  useQuery({
    queryKey: chaves.detalhe(id),
    queryFn: () => api<ExperimentalDetalhe>('GET', `/api/experimentais/${id}`),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });

/** An enrolment saved from a trial: the board and that trial are read again. */
export const experimentalMatriculada = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ['experimental'] });
