// Server state of the teaching screens (TanStack Query): the home page's day, the classes,
// their rosters and chamadas. The cache keys in one object, then the hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, api, qs } from '#client/api.ts';
import { ouvir } from '#client/offline/avisos.ts';
import { chaves as chavesComuns } from '#client/queries.ts';
import { quandoOcioso } from '#client/ui/ocioso.ts';
import type {
  AlunoDaTurma,
  AlunoDoRoster,
  ChamadaCorrigirInput,
  ChamadaLinha,
  Encontro,
  HistoricoChamada,
  Hoje,
  MinhaTurma,
  TransferirInput,
  TurmaDestino,
  TurmaDetalhe,
} from '#shared/schemas/chamada.ts';
import type { Inicio } from '#shared/schemas/inicio.ts';

const chaves = {
  hoje: ['aulas', 'hoje'] as const,
  /** The home page's day (GET /api/inicio), which shows each chamada's state. */
  inicio: ['aulas', 'inicio'] as const,
  minhasTurmas: ['aulas', 'minhasturmas'] as const,
  turma: (id: number) => ['aulas', 'turma', id] as const,
  alunos: (id: number) => ['aulas', 'alunos', id] as const,
  buscas: ['aulas', 'busca'] as const,
  busca: (q: string, idTurma: number) => ['aulas', 'busca', idTurma, q] as const,
  todosDestinos: ['aulas', 'destinos'] as const,
  destinos: (idAluno: number, de: number) => ['aulas', 'destinos', idAluno, de] as const,
  chamada: (idTurma: number, data: string) => ['aulas', 'chamada', idTurma, data] as const,
  encontros: (idTurma: number) => ['aulas', 'encontros', idTurma] as const,
  historico: (idChamada: number) => ['aulas', 'historico', idChamada] as const,
};

/** Network failures are worth repeating; answers from the server are not. */
const soFalhaDeRede = (n: number, e: unknown) => !(e instanceof ApiError) && n < 3;

/**
 * The home page's day. A sheet the outbox got accepted (here, in another tab or in the
 * service worker) makes it stale at once: the home never shows a sent sheet as A ser Feita.
 */
export function useInicio() {
  const qc = useQueryClient();
  useEffect(
    () =>
      ouvir((a) => {
        if (a.aceita) void qc.invalidateQueries({ queryKey: chaves.inicio });
      }),
    [qc],
  );
  return useQuery({ queryKey: chaves.inicio, queryFn: () => api<Inicio>('GET', '/api/inicio') });
}

export const useHoje = () =>
  useQuery({
    queryKey: chaves.hoje,
    queryFn: () => api<Hoje>('GET', '/api/aulas/hoje'),
    staleTime: 5 * 60_000,
  });

export const useMinhasTurmas = () =>
  useQuery({ queryKey: chaves.minhasTurmas, queryFn: () => api<MinhaTurma[]>('GET', '/minhasturmas') });

/** A class as the teaching screens show it (name, day, teacher, place, time, capacity). */
export const useTurmaDetalhe = (id: number) =>
  useQuery({ queryKey: chaves.turma(id), queryFn: () => api<TurmaDetalhe>('PUT', `/minhasturmas/${id}`) });

export const useAlunosDaTurma = (id: number) =>
  useQuery({
    queryKey: chaves.alunos(id),
    queryFn: () => api<AlunoDoRoster[]>('GET', `/listaralunos/${id}`),
  });

export const useBuscaAlunos = (q: string, idTurma: number, enabled: boolean) =>
  useQuery({
    queryKey: chaves.busca(q, idTurma),
    queryFn: () =>
      api<AlunoDaTurma[]>('GET', `/listartodosalunos${qs({ q, limit: 20, fora_da_turma: idTurma })}`),
    enabled,
    staleTime: 10_000,
    placeholderData: (prev) => prev,
  });

export const useDestinos = (idAluno: number | null, de: number) =>
  useQuery({
    queryKey: chaves.destinos(idAluno ?? 0, de),
    queryFn: () =>
      api<TurmaDestino[]>('GET', `/api/aluno_has_turma/destinos${qs({ id_aluno: idAluno, de })}`),
    enabled: idAluno !== null,
    staleTime: 0,
  });

/** The class's meetings of the last weeks and their chamada's state. */
export const useEncontros = (idTurma: number) =>
  useQuery({
    queryKey: chaves.encontros(idTurma),
    queryFn: () => api<Encontro[]>('GET', `/minhasturmas/${idTurma}/encontros`),
    staleTime: 0,
  });

/** A sent chamada's version, marks and records (for "Corrigida por" and a correction). */
export const useHistorico = (idChamada: number | null) =>
  useQuery({
    queryKey: chaves.historico(idChamada ?? 0),
    queryFn: () => api<HistoricoChamada>('GET', `/api/chamada/${idChamada}/historico`),
    enabled: idChamada !== null,
    staleTime: 0,
  });

export const useChamada = (idTurma: number, data: string | null) =>
  useQuery({
    queryKey: chaves.chamada(idTurma, data ?? ''),
    // With the trials of that class and date, after the students.
    queryFn: () =>
      api<ChamadaLinha[]>('POST', '/api/chamada/buscar', {
        id_turma: idTurma,
        data_c: data,
        com_experimentais: 1,
      }),
    enabled: data !== null,
    retry: soFalhaDeRede,
    staleTime: 0,
  });

/** After a roster change, the roster, the detail (count) and the search are stale. */
function useInvalidarTurma() {
  const qc = useQueryClient();
  return (idTurma: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: chaves.alunos(idTurma) }),
      qc.invalidateQueries({ queryKey: chaves.turma(idTurma) }),
      qc.invalidateQueries({ queryKey: chaves.buscas }),
      qc.invalidateQueries({ queryKey: chaves.todosDestinos }),
    ]);
}

export function useAdicionarAluno(idTurma: number) {
  const invalidar = useInvalidarTurma();
  return useMutation({
    mutationFn: (id_aluno: number) => api('POST', '/api/aluno_has_turma', { id_aluno, id_turma: idTurma }),
    onSuccess: () => invalidar(idTurma),
  });
}

export function useRemoverAluno(idTurma: number) {
  const qc = useQueryClient();
  const invalidar = useInvalidarTurma();
  return useMutation({
    mutationFn: (idAluno: number) =>
      api('DELETE', `/api/aluno_has_turma/aluno/${idAluno}${qs({ id_turma: idTurma })}`),
    // Optimistic: the row leaves at once and comes back if the server refuses.
    onMutate: async (idAluno) => {
      await qc.cancelQueries({ queryKey: chaves.alunos(idTurma) });
      const antes = qc.getQueryData<AlunoDaTurma[]>(chaves.alunos(idTurma));
      qc.setQueryData<AlunoDaTurma[]>(chaves.alunos(idTurma), (l) =>
        l?.filter((a) => a.id_aluno !== idAluno),
      );
      return { antes };
    },
    onError: (_e, _id, ctx) => qc.setQueryData(chaves.alunos(idTurma), ctx?.antes),
    onSettled: () => invalidar(idTurma),
  });
}

export function useTransferirAluno() {
  const invalidar = useInvalidarTurma();
  return useMutation({
    mutationFn: (input: TransferirInput) => api('POST', '/api/aluno_has_turma/transferir', input),
    onSuccess: (_r, input) => Promise.all([invalidar(input.de), invalidar(input.para)]),
  });
}

/**
 * After the device's outbox sent a sheet (offline/envio.ts posts it with its
 * Idempotency-Key): the sheet, the class's meetings, the home page's day and the bell
 * are read again, when the browser is next idle, so the confirmation popup paints first.
 */
export function useAposEnvio(idTurma: number, data: string) {
  const qc = useQueryClient();
  return () => {
    quandoOcioso(() => {
      void qc.invalidateQueries({ queryKey: chaves.chamada(idTurma, data) });
      void qc.invalidateQueries({ queryKey: chaves.encontros(idTurma) });
      void qc.invalidateQueries({ queryKey: chaves.inicio });
      void qc.invalidateQueries({ queryKey: chavesComuns.notificacoes });
    }, 500);
  };
}

/** A teacher asks the administrators to correct a sent sheet (a conflict with the device's marks). */
export function usePedirCorrecao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idChamada, mensagem }: { idChamada: number; mensagem: string }) =>
      api('POST', `/api/chamada/${idChamada}/pedido-correcao`, { mensagem }),
    // The request shows in the sheet's history.
    onSuccess: (_r, { idChamada }) => qc.invalidateQueries({ queryKey: chaves.historico(idChamada) }),
  });
}

/** An administrator's correction; the sheet and its history are read again afterwards. */
export function useCorrigirChamada(idTurma: number, data: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ChamadaCorrigirInput) => api<ChamadaLinha[]>('POST', '/api/chamada/corrigir', input),
    onSettled: (_r, _e, input) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: chaves.chamada(idTurma, data) }),
        qc.invalidateQueries({ queryKey: chaves.historico(Number(input.id_chamada)) }),
      ]),
  });
}
