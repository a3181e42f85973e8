// Server state that is no one feature's: the club's settings and identity, the bell's notifications,
// a person's deactivation (the admin lists and the student profile), the postal-code
// lookup of every address form and the people search of the person fields
// (ui/campo-pessoa.tsx). Like each features/<area>/queries.ts: the cache keys in one
// object, then the hooks; components never call api() themselves.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, qs } from '#client/api.ts';
import type { Clube } from '#shared/schemas/clube.ts';
import type { ConfigResponse } from '#shared/schemas/config.ts';
import type { CepInfo } from '#shared/schemas/endereco.ts';
import type { CategoriasResposta } from '#shared/schemas/esgrima.ts';
import type { Notificacoes, NotificacoesLidasInput } from '#shared/schemas/notificacao.ts';
import type { PessoaPublica } from '#shared/schemas/pessoa.ts';
import type { MensagemResposta } from '#shared/schemas/resposta.ts';

/** The keys; what changes a notification (a sent chamada) invalidates `chaves.notificacoes`. */
export const chaves = {
  config: ['config'] as const,
  notificacoes: ['notificacoes'] as const,
  cep: (digitos: string) => ['cep', digitos] as const,
  pessoas: (q: string) => ['pessoas', 'busca', q] as const,
  clube: ['clube'] as const,
};

/**
 * The club's settings (GET /api/config, one source: the server's environment): fetched
 * once per load and kept for good — they change only when the server restarts.
 */
export const useConfig = () =>
  useQuery({
    queryKey: chaves.config,
    queryFn: () => api<ConfigResponse>('GET', '/api/config'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/**
 * The club's identity (GET /api/clube, public): its name heads every page opened without a
 * login; the privacy settings read and write the same entry.
 */
export const useClube = () =>
  useQuery({
    queryKey: chaves.clube,
    queryFn: () => api<Clube>('GET', '/api/clube'),
    staleTime: 5 * 60_000,
  });

/** The caller's notifications, read again on window focus and every few minutes. */
export const useNotificacoes = () =>
  useQuery({
    queryKey: chaves.notificacoes,
    queryFn: () => api<Notificacoes>('GET', '/api/notificacoes'),
    refetchInterval: 3 * 60_000,
    refetchOnWindowFocus: 'always',
  });

/** Marks the given keys read, or every notification when none is given; the answer is the new list. */
export function useMarcarLidas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (lidas?: string[]) =>
      lidas
        ? api<Notificacoes>('POST', '/api/notificacoes/lidas', {
            chaves: lidas,
          } satisfies NotificacoesLidasInput)
        : api<Notificacoes>('POST', '/api/notificacoes/lidas/todas'),
    onSuccess: (lista) => qc.setQueryData(chaves.notificacoes, lista),
  });
}

export type Pessoa = 'alunos' | 'professores';
export type Acao = 'desativar' | 'reativar';

/** POST /api/adm/{alunos|professores}/{id}/{desativar|reativar}; every cached read is refreshed after it. */
export function useMudarSituacao(pessoa: Pessoa) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, acao, body }: { id: number; acao: Acao; body?: object }) =>
      api<MensagemResposta>('POST', `/api/adm/${pessoa}/${id}/${acao}`, body),
    onSuccess: () => qc.invalidateQueries(),
  });
}

/**
 * The postal-code lookup (GET /api/cep/{digits}), asked when a CEP is complete: a function
 * that answers the address (a CEP asked before comes from the cache) or throws its ApiError.
 */
export function useBuscarCep() {
  const qc = useQueryClient();
  return (digitos: string) =>
    qc.fetchQuery({
      queryKey: chaves.cep(digitos),
      queryFn: () => api<CepInfo>('GET', `/api/cep/${digitos}`),
      staleTime: 10 * 60_000,
      retry: false,
    });
}

/** People found by name or CPF (administrators: GET /api/pessoa), one page of matches. */
export const useBuscaPessoas = (q: string, limit = 20) =>
  useQuery({
    queryKey: chaves.pessoas(`${q}|${limit}`),
    queryFn: () => api<PessoaPublica[]>('GET', `/api/pessoa${qs({ q, limit })}`),
    enabled: q.length >= 2,
  });

/** The club's competition categories (GET /api/esgrima/categorias): its table and filters read them. */
export const useCategorias = () =>
  useQuery({
    queryKey: ['esgrima', 'categorias'] as const,
    queryFn: () => api<CategoriasResposta>('GET', '/api/esgrima/categorias'),
  });
