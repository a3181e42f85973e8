// Server state of one's own account: the sessions, the password change, how strong a
// password being typed is (the estimator runs on the server: its dictionaries are far
// too large for the page), and ending sessions.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/api.ts';
import type { ForcaSenha, SessaoItem, TrocarSenhaInput } from '#shared/schemas/conta.ts';
import type { MensagemResposta } from '#shared/schemas/resposta.ts';

const chaves = {
  sessoes: ['conta', 'sessoes'] as const,
  forca: (senha: string) => ['conta', 'forca', senha] as const,
};

export const useSessoes = () =>
  useQuery({
    queryKey: chaves.sessoes,
    queryFn: () => api<SessaoItem[]>('GET', '/api/conta/sessoes'),
  });

export function useTrocarSenha() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (dados: TrocarSenhaInput) => api<MensagemResposta>('POST', '/api/conta/senha', dados),
    onSuccess: () => qc.invalidateQueries({ queryKey: chaves.sessoes }),
  });
}

/**
 * The verdict on `senha` (already debounced by the caller). Not kept once the field
 * moves on: a typed password stays in the cache no longer than it is shown.
 */
export const useForcaSenha = (senha: string) =>
  useQuery({
    queryKey: chaves.forca(senha),
    queryFn: () => api<ForcaSenha>('POST', '/api/conta/senha/forca', { senha }),
    enabled: senha.length > 0,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useEncerrarSessao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<MensagemResposta>('DELETE', `/api/conta/sessoes/${encodeURIComponent(id)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: chaves.sessoes }),
  });
}

export const useSairDeTodos = () =>
  useMutation({
    mutationFn: () => api<MensagemResposta>('POST', '/api/conta/sessoes/encerrar-todas'),
  });
