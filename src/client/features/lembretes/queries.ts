// Server state of the payment reminders: their rules (the finance settings), running the job
// now, the reminders of a charge and of a student with the payer's choice (the desk), and the
// public stop page. Every key starts with 'lembretes', so any write here refreshes them all.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/api.ts';
import type {
  LembreteItem,
  LembretesConfig,
  LembretesDoAluno,
  PaginaParar,
  PreferenciaInput,
  PreferenciaLembretes,
} from '#shared/schemas/lembretes.ts';

const chaves = {
  todas: ['lembretes'] as const,
  config: ['lembretes', 'config'] as const,
  cobranca: (id: number) => ['lembretes', 'cobranca', id] as const,
  aluno: (id: number) => ['lembretes', 'aluno', id] as const,
  parar: (token: string) => ['lembretes', 'parar', token] as const,
};

function useEscrita<B, R>(fn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: chaves.todas }),
  });
}

export const useLembretesConfig = () =>
  useQuery({
    queryKey: chaves.config,
    queryFn: () => api<LembretesConfig>('GET', '/api/financeiro/lembretes'),
  });

export const useSalvarLembretes = () =>
  useEscrita((body: LembretesConfig) => api<LembretesConfig>('PUT', '/api/financeiro/lembretes', body));

export const useProcessarLembretes = () =>
  useEscrita((_: undefined) => api<{ enviadas: number }>('POST', '/api/financeiro/lembretes/processar'));

export const useLembretesDaCobranca = (id: number) =>
  useQuery({
    queryKey: chaves.cobranca(id),
    queryFn: () => api<LembreteItem[]>('GET', `/api/financeiro/cobrancas/${id}/lembretes`),
  });

export const useLembretesDoAluno = (id: number) =>
  useQuery({
    queryKey: chaves.aluno(id),
    queryFn: () => api<LembretesDoAluno>('GET', `/api/financeiro/alunos/${id}/lembretes`),
  });

export const useMudarPreferencia = (idPessoa: number) =>
  useEscrita((body: PreferenciaInput) =>
    api<PreferenciaLembretes>('PUT', `/api/financeiro/lembretes/pessoas/${idPessoa}`, body),
  );

export const usePaginaParar = (token: string) =>
  useQuery({
    queryKey: chaves.parar(token),
    queryFn: () => api<PaginaParar>('GET', `/api/lembretes/parar/${encodeURIComponent(token)}`),
    retry: false,
  });

export const useConfirmarParada = (token: string) =>
  useEscrita((_: undefined) => api<PaginaParar>('POST', `/api/lembretes/parar/${encodeURIComponent(token)}`));
