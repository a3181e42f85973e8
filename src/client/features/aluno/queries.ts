// Server state of the student profile: the profile itself and the student's
// indicators over a chosen period.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, qs } from '#client/api.ts';
import type { CobrancaItem, Descontos, DescontosInput } from '#shared/schemas/financeiro.ts';
import type { PaginaCursor } from '#shared/schemas/lista.ts';
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

// Billing on the profile (administrators only; the server refuses anyone else): the
// student's discounts and latest charges. Their keys start with 'financeiro', so a
// payment or a price change recorded elsewhere refreshes them too.
const chavesFinanceiro = {
  descontos: (id: number) => ['financeiro', 'descontos', id] as const,
  cobrancas: (id: number) => ['financeiro', 'cobrancas', { id_aluno: id, perfil: true }] as const,
};

export const useDescontos = (id: number) =>
  useQuery({
    queryKey: chavesFinanceiro.descontos(id),
    queryFn: () => api<Descontos>('GET', `/api/financeiro/alunos/${id}/descontos`),
  });

export function useSalvarDescontos(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DescontosInput) =>
      api<Descontos>('PUT', `/api/financeiro/alunos/${id}/descontos`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['financeiro'] }),
  });
}

/** The student's latest charges (the first page, newest first). */
export const useCobrancasDoAluno = (id: number) =>
  useQuery({
    queryKey: chavesFinanceiro.cobrancas(id),
    queryFn: () =>
      api<PaginaCursor<CobrancaItem>>(
        'GET',
        `/api/financeiro/cobrancas${qs({ id_aluno: id, pageSize: 12 })}`,
      ),
  });
