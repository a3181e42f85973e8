// Server state of a charge's public page: what its personal link opens (no login), and
// the club's name and contact for a link that opens nothing.
import { useQuery } from '@tanstack/react-query';
import { api } from '#client/api.ts';
import type { Pagar, PagarClube } from '#shared/schemas/financeiro.ts';

const chaves = {
  cobranca: (token: string) => ['pagar', token] as const,
  clube: ['pagar', 'clube'] as const,
};

export const useCobrancaPublica = (token: string) =>
  useQuery({
    queryKey: chaves.cobranca(token),
    queryFn: () => api<Pagar>('GET', `/api/pagar/${encodeURIComponent(token)}`),
    retry: false,
  });

export const useContatoDoClube = (enabled: boolean) =>
  useQuery({
    queryKey: chaves.clube,
    queryFn: () => api<PagarClube>('GET', '/api/pagar/clube'),
    enabled,
    retry: false,
  });
