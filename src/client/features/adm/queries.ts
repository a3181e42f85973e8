// Server state of the administration screens. Lists are always searched and
// paged on the server by keyset (GET /api/adm/<lista>?q=&pageSize=&after=|before=|last=1);
// forms read one item by id.

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, qs } from '#client/api.ts';
import { type Posicao, posicaoParams } from '#client/ui/paginacao.tsx';
import type { senhaTemporariaResposta } from '#shared/schemas/conta.ts';
import type { ImportacaoInput, Importado, Previa } from '#shared/schemas/importacao.ts';
import type { HistoricoAluno } from '#shared/schemas/inativo.ts';
import type { PaginaCursor } from '#shared/schemas/lista.ts';
import type { Painel } from '#shared/schemas/painel.ts';
import type {
  ProfessorDetalhe,
  professorCompletoInput,
  professorCompletoSalvo,
  professorEdicaoInput,
} from '#shared/schemas/professor.ts';
import type { MensagemResposta } from '#shared/schemas/resposta.ts';
import type { TurmaInput, TurmaItem, turmaSalva } from '#shared/schemas/turma.ts';
import type { UnidadeDetalhe, unidadeCompletaInput, unidadeSalva } from '#shared/schemas/unidade.ts';

// The answers' types come from the server's response schemas; the screens import them from here.
export type { Endereco as EnderecoDetalhe } from '#shared/schemas/endereco.ts';
export type { ProfessorItem } from '#shared/schemas/professor.ts';
export type { UnidadeItem } from '#shared/schemas/unidade.ts';

export type Lista = 'alunos' | 'professores' | 'unidades' | 'turmas';

export const PAGE_SIZE = 10;

const PRIMEIRA: Posicao = { ir: 'primeira' };

/** Every key starts with 'adm': a save or a delete refreshes them all. */
const chaves = {
  todas: ['adm'] as const,
  lista: (lista: Lista, params: object) => ['adm', lista, params] as const,
  detalhe: (recurso: string, id: number | null) => ['adm', 'detalhe', recurso, id] as const,
  historicoAluno: (id: number) => ['adm', 'historico', id] as const,
  painel: ['adm', 'painel'] as const,
};

export function useLista<T>(
  lista: Lista,
  q: string,
  posicao: Posicao = PRIMEIRA,
  pageSize = PAGE_SIZE,
  /** The list's own filters (the student list's: shared/schemas/painel.ts), as sent. */
  filtros: Record<string, string> = {},
) {
  const params = {
    ...filtros,
    q,
    pageSize,
    ...posicaoParams(posicao),
  };
  return useQuery({
    queryKey: chaves.lista(lista, params),
    queryFn: () => api<PaginaCursor<T>>('GET', `/api/adm/${lista}${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

/** Deletes through the proper DELETE route and refreshes every admin list. */
export function useExcluir(url: (id: number) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<MensagemResposta>('DELETE', url(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: chaves.todas }),
  });
}

function useDetalhe<T>(recurso: string, id: number | null) {
  return useQuery({
    queryKey: chaves.detalhe(recurso, id),
    queryFn: () => api<T>('GET', `/api/${recurso}/${id}`),
    enabled: id !== null,
    staleTime: 0,
  });
}
export const useProfessor = (id: number | null) => useDetalhe<ProfessorDetalhe>('professor', id);
export const useUnidade = (id: number | null) => useDetalhe<UnidadeDetalhe>('unidade', id);
/** The class an administrator edits (GET /api/turma/{id}). */
export const useTurmaEdicao = (id: number | null) => useDetalhe<TurmaItem>('turma', id);

/**
 * A student's attendance history, asked before a delete (a student with presences is
 * better deactivated): a function that answers it, read afresh each time.
 */
export function useBuscarHistoricoAluno() {
  const client = useQueryClient();
  return (id: number) =>
    client.fetchQuery({
      queryKey: chaves.historicoAluno(id),
      queryFn: () => api<HistoricoAluno>('GET', `/api/adm/alunos/${id}/historico`),
      staleTime: 0,
    });
}

/** B: the body sent; R: the answer of both the create (POST) and the edit (PUT). */
function useSalvar<B, R>(criar: string, editar: (id: number) => string, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => (id === null ? api<R>('POST', criar, body) : api<R>('PUT', editar(id), body)),
    onSuccess: () => client.invalidateQueries({ queryKey: chaves.todas }),
  });
}
export const useSalvarProfessor = (id: number | null) =>
  useSalvar<
    z.output<typeof professorCompletoInput> | z.output<typeof professorEdicaoInput>,
    z.infer<typeof professorCompletoSalvo>
  >('/api/professor/completo', (i) => `/api/professor/completo/${i}`, id);
export const useSalvarUnidade = (id: number | null) =>
  useSalvar<z.output<typeof unidadeCompletaInput>, z.infer<typeof unidadeSalva>>(
    '/api/unidade/completa',
    (i) => `/api/unidade/completa/${i}`,
    id,
  );
export const useSalvarTurma = (id: number | null) =>
  useSalvar<TurmaInput, z.infer<typeof turmaSalva>>('/api/turma', (i) => `/api/turma/${i}`, id);

/** The club's dashboard on /adm. */
export const usePainel = () =>
  useQuery({
    queryKey: chaves.painel,
    queryFn: () => api<Painel>('GET', '/api/relatorios/painel'),
  });

/** The CSV import: its preview (nothing written) and the import itself. */
export const usePrevia = () =>
  useMutation({
    mutationFn: (body: ImportacaoInput) => api<Previa>('POST', '/api/importacao/alunos/previa', body),
  });
export function useImportar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportacaoInput) => api<Importado>('POST', '/api/importacao/alunos', body),
    onSuccess: () => client.invalidateQueries({ queryKey: chaves.todas }),
  });
}

type SenhaTemporaria = z.infer<typeof senhaTemporariaResposta>;

/** A teacher's temporary password (shown once): POST /api/adm/professores/{id}/senha. */
export const useRedefinirSenha = () =>
  useMutation({
    mutationFn: (id: number) => api<SenhaTemporaria>('POST', `/api/adm/professores/${id}/senha`),
  });
