// Server state of the student profile: the profile itself and the student's
// indicators over a chosen period.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, qs } from '#client/api.ts';
import type { Consentimentos } from '#shared/schemas/privacidade.ts';
import type { AlunoPeriodo, Perfil } from '#shared/schemas/relatorios.ts';

const chaves = {
  perfil: (id: number) => ['aluno', 'perfil', id] as const,
  periodo: (id: number, de: string, ate: string) => ['aluno', 'periodo', id, de, ate] as const,
};

export const usePerfil = (id: number) =>
  useQuery({
    queryKey: chaves.perfil(id),
    queryFn: () => api<Perfil>('GET', `/api/relatorios/aluno/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useAlunoPeriodo = (id: number, de: string, ate: string) =>
  useQuery({
    queryKey: chaves.periodo(id, de, ate),
    queryFn: () => api<AlunoPeriodo>('GET', `/api/relatorios/aluno/${id}/periodo${qs({ de, ate })}`),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
  });

/** A person's recorded acceptances and purpose answers (administrators): the profile's consent line. */
export const useConsentimentos = (id: number) =>
  useQuery({
    queryKey: ['aluno', 'consentimentos', id] as const,
    queryFn: () => api<Consentimentos>('GET', `/api/pessoas/${id}/consentimentos`),
    enabled: Number.isInteger(id) && id > 0,
  });
