// The bell's server state: the caller's notifications (GET /api/notificacoes), read
// again on window focus and every few minutes; marking read answers the new list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/api.ts';
import type { Notificacoes, NotificacoesLidasInput } from '#shared/schemas/notificacao.ts';

/** The bell's query key; what changes a notification (a sent chamada) invalidates it. */
export const chaveNotificacoes = ['notificacoes'] as const;

export const useNotificacoes = () =>
  useQuery({
    queryKey: chaveNotificacoes,
    queryFn: () => api<Notificacoes>('GET', '/api/notificacoes'),
    refetchInterval: 3 * 60_000,
    refetchOnWindowFocus: 'always',
  });

/** Marks the given keys read, or every notification when none is given. */
export function useMarcarLidas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (chaves?: string[]) =>
      chaves
        ? api<Notificacoes>('POST', '/api/notificacoes/lidas', { chaves } satisfies NotificacoesLidasInput)
        : api<Notificacoes>('POST', '/api/notificacoes/lidas/todas'),
    onSuccess: (lista) => qc.setQueryData(chaveNotificacoes, lista),
  });
}
