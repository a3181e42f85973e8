// Server state of the administration screens. Lists are always searched and
// paged on the server by keyset (GET /api/adm/<lista>?q=&pageSize=&after=|before=|last=1);
// forms read one item by id.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, qs } from '#client/api.ts';
import type { DiaSemana, Genero, TipoAluno, TipoUnidade } from '#shared/constants.ts';
import type { PaginaCursor } from '#shared/schemas/lista.ts';
import type { professorCompletoInput, professorEdicaoInput } from '#shared/schemas/professor.ts';
import type { TurmaInput } from '#shared/schemas/turma.ts';
import type { unidadeCompletaInput } from '#shared/schemas/unidade.ts';

export type Lista = 'alunos' | 'professores' | 'unidades' | 'turmas';

export interface AlunoItem {
  id_aluno: number;
  id_pessoa: number;
  nome_pessoa: string;
  tipo_aluno: TipoAluno;
}
export interface ProfessorItem {
  id_professor: number;
  id_pessoa: number;
  nome_pessoa: string;
  email_pessoa: string | null;
  telefone_pessoa: string | null;
  adm: 0 | 1;
}
export interface UnidadeItem {
  id_unidade: number;
  nome_unidade: string;
  tipo: TipoUnidade;
  cidade: string | null;
  estado: string | null;
}
export interface TurmaItem {
  id_turma: number;
  nome_turma: string;
  qtd_maxima: number;
  id_professor: number;
  id_unidade: number;
  dia_semana: DiaSemana;
  horario: string;
  nome_unidade: string;
  nome_professor: string;
  /** Students in the class now (of qtd_maxima). */
  qtd_alunos: number;
}

export interface EnderecoDetalhe {
  id_endereco: number;
  cep: string;
  estado: string;
  cidade: string;
  bairro: string;
  rua: string;
  numero: string;
}
export interface ProfessorDetalhe {
  id_professor: number;
  id_pessoa: number;
  pessoa: {
    nome_pessoa: string;
    dt_nasc_pessoa: string | null;
    cpf_pessoa: string | null;
    rg_pessoa: string | null;
    email_pessoa: string | null;
    telefone_pessoa: string | null;
    genero: Genero | null;
    adm: 0 | 1;
  };
  endereco: EnderecoDetalhe | null;
}
export interface UnidadeDetalhe {
  id_unidade: number;
  nome_unidade: string;
  cnpj_unidade: string | null;
  telefone_unidade: string | null;
  email_unidade: string | null;
  mais_contatos: string | null;
  tipo: TipoUnidade;
  endereco: EnderecoDetalhe | null;
}
export type TurmaDetalhe = TurmaItem;

export const PAGE_SIZE = 10;

/** Which page of a list: the first, the last, or the one after/before a cursor the server gave. */
export type Posicao =
  | { ir: 'primeira' }
  | { ir: 'ultima' }
  | { ir: 'apos'; cursor: string }
  | { ir: 'antes'; cursor: string };

const PRIMEIRA: Posicao = { ir: 'primeira' };

export function useLista<T>(lista: Lista, q: string, posicao: Posicao = PRIMEIRA, pageSize = PAGE_SIZE) {
  const params = {
    q,
    pageSize,
    last: posicao.ir === 'ultima' ? 1 : undefined,
    after: posicao.ir === 'apos' ? posicao.cursor : undefined,
    before: posicao.ir === 'antes' ? posicao.cursor : undefined,
  };
  return useQuery({
    queryKey: ['adm', lista, params],
    queryFn: () => api<PaginaCursor<T>>('GET', `/api/adm/${lista}${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

/** Deletes through the proper DELETE route and refreshes every admin list. */
export function useExcluir(url: (id: number) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>('DELETE', url(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['adm'] }),
  });
}

function useDetalhe<T>(recurso: string, id: number | null) {
  return useQuery({
    queryKey: ['adm', 'detalhe', recurso, id],
    queryFn: () => api<T>('GET', `/api/${recurso}/${id}`),
    enabled: id !== null,
    staleTime: 0,
  });
}
export const useProfessor = (id: number | null) => useDetalhe<ProfessorDetalhe>('professor', id);
export const useUnidade = (id: number | null) => useDetalhe<UnidadeDetalhe>('unidade', id);
export const useTurma = (id: number | null) => useDetalhe<TurmaDetalhe>('turma', id);

function useSalvar<B>(criar: string, editar: (id: number) => string, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      id === null ? api<{ id: number }>('POST', criar, body) : api<{ id: number }>('PUT', editar(id), body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['adm'] }),
  });
}
export const useSalvarProfessor = (id: number | null) =>
  useSalvar<z.output<typeof professorCompletoInput> | z.output<typeof professorEdicaoInput>>(
    '/api/professor/completo',
    (i) => `/api/professor/completo/${i}`,
    id,
  );
export const useSalvarUnidade = (id: number | null) =>
  useSalvar<z.output<typeof unidadeCompletaInput>>(
    '/api/unidade/completa',
    (i) => `/api/unidade/completa/${i}`,
    id,
  );
export const useSalvarTurma = (id: number | null) =>
  useSalvar<TurmaInput>('/api/turma', (i) => `/api/turma/${i}`, id);
