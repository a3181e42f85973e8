// Server state of the student profile: the profile itself and the student's
// indicators over a chosen period.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, qs } from '#client/api.ts';
import type { AlunoPeriodo, Perfil } from '#shared/schemas/relatorios.ts';

export const usePerfil = (id: number) =>
  useQuery({
    queryKey: ['aluno', 'perfil', id],
    queryFn: () => api<Perfil>('GET', `/api/relatorios/aluno/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useAlunoPeriodo = (id: number, de: string, ate: string) =>
  useQuery({
    queryKey: ['aluno', 'periodo', id, de, ate],
    queryFn: () => api<AlunoPeriodo>('GET', `/api/relatorios/aluno/${id}/periodo${qs({ de, ate })}`),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
  });
