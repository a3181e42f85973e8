// Server state of the club's armory: the list (searched and paged on the server), one item
// with its history, the overdue loans, what a student holds and who of a class holds gear;
// and the writes (an item saved, lent, returned). Every key starts with 'material', so any
// write refreshes them all; the profile and the class page read theirs here.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, qs } from '#client/api.ts';
import { type Posicao, posicaoParams } from '#client/ui/paginacao.tsx';
import type { PaginaCursor } from '#shared/schemas/lista.ts';
import type {
  AtrasoItem,
  DevolucaoInput,
  EmprestimoInput,
  MaterialComAluno,
  MaterialDaTurma,
  MaterialDetalhe,
  MaterialInput,
  MaterialItem,
  TipoMaterial,
} from '#shared/schemas/material.ts';

export const PAGE_SIZE = 20;

const chaves = {
  todas: ['material'] as const,
  lista: (params: object) => ['material', 'lista', params] as const,
  detalhe: (id: number) => ['material', 'detalhe', id] as const,
  atrasados: (params: object) => ['material', 'atrasados', params] as const,
  doAluno: (id: number) => ['material', 'aluno', id] as const,
  daTurma: (id: number) => ['material', 'turma', id] as const,
};

export interface FiltroMaterial {
  q: string;
  tipo: TipoMaterial | '';
  disponivel: '' | '0' | '1';
}

export function useMaterial(f: FiltroMaterial, posicao: Posicao) {
  const params = {
    q: f.q || undefined,
    tipo: f.tipo || undefined,
    disponivel: f.disponivel || undefined,
    pageSize: PAGE_SIZE,
    ...posicaoParams(posicao),
  };
  return useQuery({
    queryKey: chaves.lista(params),
    queryFn: () => api<PaginaCursor<MaterialItem>>('GET', `/api/material${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

export const useMaterialDetalhe = (id: number) =>
  useQuery({
    queryKey: chaves.detalhe(id),
    queryFn: () => api<MaterialDetalhe>('GET', `/api/material/${id}`),
  });

export function useAtrasados(q: string, posicao: Posicao) {
  const params = { q: q || undefined, pageSize: PAGE_SIZE, ...posicaoParams(posicao) };
  return useQuery({
    queryKey: chaves.atrasados(params),
    queryFn: () => api<PaginaCursor<AtrasoItem>>('GET', `/api/material/atrasados${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

export const useMaterialDoAluno = (idAluno: number) =>
  useQuery({
    queryKey: chaves.doAluno(idAluno),
    queryFn: () => api<MaterialComAluno[]>('GET', `/api/material/aluno/${idAluno}`),
  });

export const useMaterialDaTurma = (idTurma: number) =>
  useQuery({
    queryKey: chaves.daTurma(idTurma),
    queryFn: () => api<MaterialDaTurma>('GET', `/api/material/turma/${idTurma}`),
  });

/** A write to the armory: every armory query is read again. */
function useEscrita<B, R>(fn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: chaves.todas }),
  });
}

/** Creates (id null) or edits an item. */
export const useSalvarMaterial = (id: number | null) =>
  useEscrita(
    (m: MaterialInput): Promise<unknown> =>
      id === null ? api('POST', '/api/material', m) : api('PUT', `/api/material/${id}`, m),
  );

export const useEmprestar = (id: number) =>
  useEscrita((e: EmprestimoInput) =>
    api<{ id_emprestimo: number; message: string }>('POST', `/api/material/${id}/emprestimo`, e),
  );

export const useDevolver = (id: number) =>
  useEscrita((d: DevolucaoInput) => api<{ message: string }>('POST', `/api/material/${id}/devolucao`, d));
