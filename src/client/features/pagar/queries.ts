// Server state of a charge's public page: what its personal link opens (no login).
import { useQuery } from '@tanstack/react-query';
import { api } from '#client/api.ts';
import type { Pagar } from '#shared/schemas/financeiro.ts';

const chaves = {
  cobranca: (token: string) => ['pagar', token] as const,
};

export const useCobrancaPublica = (token: string) =>
  useQuery({
    queryKey: chaves.cobranca(token),
    queryFn: () => api<Pagar>('GET', `/api/pagar/${encodeURIComponent(token)}`),
    retry: false,
  });
