// Server state of the student profile: the profile itself and the student's
// indicators over a chosen period.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, qs } from '#client/api.ts';
import type { PaginaAuditoria } from '#shared/schemas/auditoria.ts';
import type { AnonimizacaoInput, IdentidadeRevelada } from '#shared/schemas/pessoas-dados.ts';
import type { Consentimentos, MudarFinalidadeInput } from '#shared/schemas/privacidade.ts';
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

// The profile's privacy actions (docs/decisions/028-audit-and-anonymisation.md): the whole
// CPF and RG on demand, who accessed the record, and the anonymisation.
const chavesPrivacidade = {
  acessos: (id: number) => ['aluno', 'acessos', id] as const,
  consentimentos: (id: number) => ['aluno', 'consentimentos', id] as const,
};

export const useRevelarIdentidade = (id: number) => {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: () => api<IdentidadeRevelada>('POST', `/api/pessoas/${id}/identidade`),
    onSuccess: () => cliente.invalidateQueries({ queryKey: chavesPrivacidade.acessos(id) }),
  });
};

export const useQuemAcessou = (id: number, aberto: boolean) =>
  useQuery({
    queryKey: chavesPrivacidade.acessos(id),
    queryFn: () => api<PaginaAuditoria>('GET', `/api/auditoria${qs({ id_pessoa: id, pageSize: 50 })}`),
    enabled: aberto && Number.isInteger(id) && id > 0,
  });

export const useAnonimizar = (id: number) => {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (body: AnonimizacaoInput) =>
      api<{ nome: string }>('POST', `/api/pessoas/${id}/anonimizacao`, body),
    // The profile being left is not read again now (each read is an audited 'ver'): marked
    // stale only, the rest refreshed.
    onSuccess: () => {
      void cliente.invalidateQueries({ queryKey: ['aluno'], refetchType: 'none' });
      return cliente.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'aluno' });
    },
  });
};
/** A person's recorded acceptances and purpose answers (administrators): the profile's consent line. */
export const useConsentimentos = (id: number) =>
  useQuery({
    queryKey: chavesPrivacidade.consentimentos(id),
    queryFn: () => api<Consentimentos>('GET', `/api/pessoas/${id}/consentimentos`),
    enabled: Number.isInteger(id) && id > 0,
  });

/** A purpose answered at the desk (a revocation is a "no"): a new row of the ledger, audited. */
export const useMudarFinalidade = (id: number) => {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (body: MudarFinalidadeInput) => api<null>('POST', `/api/pessoas/${id}/finalidades`, body),
    onSuccess: () =>
      Promise.all([
        cliente.invalidateQueries({ queryKey: chavesPrivacidade.consentimentos(id) }),
        cliente.invalidateQueries({ queryKey: chavesPrivacidade.acessos(id) }),
      ]),
  });
};
