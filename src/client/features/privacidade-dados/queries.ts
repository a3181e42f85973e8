// Server state of the privacy screens: the audit search, the retention settings, who is
// due for anonymisation (and the bulk anonymisation), the audit purge and a person's export.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, qs } from '#client/api.ts';
import type { PaginaAuditoria } from '#shared/schemas/auditoria.ts';
import type { AnonimizacaoEmLoteInput, Devido, Exportacao, Retencao } from '#shared/schemas/pessoas-dados.ts';

/** The audit search's filters as the address carries them (empty: not filtered). */
export interface FiltroAuditoria {
  id_pessoa: string;
  autor: string;
  acao: string;
  de: string;
  ate: string;
  pagina: number;
}

const chaves = {
  auditoria: (f: FiltroAuditoria) => ['privacidade-dados', 'auditoria', f] as const,
  retencao: ['privacidade-dados', 'retencao'] as const,
  devidos: ['privacidade-dados', 'devidos'] as const,
  exportacao: (id: number) => ['privacidade-dados', 'exportacao', id] as const,
};

export const POR_PAGINA = 50;

export const useAuditoria = (f: FiltroAuditoria) =>
  useQuery({
    queryKey: chaves.auditoria(f),
    queryFn: () =>
      api<PaginaAuditoria>(
        'GET',
        `/api/auditoria${qs({
          id_pessoa: f.id_pessoa || undefined,
          autor: f.autor || undefined,
          acao: f.acao || undefined,
          de: f.de || undefined,
          ate: f.ate || undefined,
          pagina: f.pagina,
          pageSize: POR_PAGINA,
        })}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useRetencao = () =>
  useQuery({ queryKey: chaves.retencao, queryFn: () => api<Retencao>('GET', '/api/pessoas/retencao') });

export const useSalvarRetencao = () => {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (r: Retencao) => api<Retencao>('PUT', '/api/pessoas/retencao', r),
    onSuccess: (r) => {
      cliente.setQueryData(chaves.retencao, r);
      return cliente.invalidateQueries({ queryKey: chaves.devidos });
    },
  });
};

export const useDevidos = () =>
  useQuery({ queryKey: chaves.devidos, queryFn: () => api<Devido[]>('GET', '/api/pessoas/devidos') });

export const useAnonimizarEmLote = () => {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (b: AnonimizacaoEmLoteInput) =>
      api<{ anonimizadas: number }>('POST', '/api/pessoas/anonimizacoes', b),
    onSuccess: () => cliente.invalidateQueries(),
  });
};

export const useExpurgo = () => {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ apagadas: number }>('POST', '/api/pessoas/expurgo'),
    onSuccess: () => cliente.invalidateQueries({ queryKey: ['privacidade-dados', 'auditoria'] }),
  });
};

export const useExportacao = (id: number) =>
  useQuery({
    queryKey: chaves.exportacao(id),
    queryFn: () => api<Exportacao>('GET', `/api/pessoas/${id}/exportacao`),
    enabled: Number.isInteger(id) && id > 0,
    // Each read is an audited export: read once per visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
