// The club's settings from the server (GET /api/config, one source: its
// environment), through the query cache: fetched once per load and kept for
// good — they change only when the server restarts.
import { useQuery } from '@tanstack/react-query';
import type { ConfigResponse } from '#shared/schemas/config.ts';
import { api } from './api';

export const useConfig = () =>
  useQuery({
    queryKey: ['config'],
    queryFn: () => api<ConfigResponse>('GET', '/api/config'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
