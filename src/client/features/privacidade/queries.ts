// Server state of consent and privacy: the club's settings, the versioned documents and
// the students pending acceptance, the personal consent link's page, the data subjects'
// requests and the incident register.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, qs } from '#client/api.ts';
import { chaves as chavesGerais } from '#client/queries.ts';
import { type Posicao, posicaoParams } from '#client/ui/paginacao.tsx';
import type { Clube, ClubeInput } from '#shared/schemas/clube.ts';
import type { PaginaCursor } from '#shared/schemas/lista.ts';
import type {
  AceiteLinkInput,
  DocumentoVersao,
  Incidente,
  IncidenteInput,
  NovaVersaoInput,
  PaginaConsentimento,
  Pedido,
  PedidoAndamentoInput,
  PedidoInput,
  Pendente,
} from '#shared/schemas/privacidade.ts';

const chaves = {
  // The club's identity is read by the public pages' frame too (#client/queries.ts).
  clube: chavesGerais.clube,
  documentos: ['privacidade', 'documentos'] as const,
  pendentes: ['privacidade', 'documentos', 'pendentes'] as const,
  link: (token: string) => ['privacidade', 'link', token] as const,
  pedidos: ['privacidade', 'pedidos'] as const,
  incidentes: ['privacidade', 'incidentes'] as const,
};

export { useClube } from '#client/queries.ts';

export function useSalvarClube() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dados: ClubeInput) => api<Clube>('PUT', '/api/clube', dados),
    onSuccess: (clube) => client.setQueryData(chaves.clube, clube),
  });
}

export const useDocumentos = () =>
  useQuery({
    queryKey: chaves.documentos,
    queryFn: () => api<DocumentoVersao[]>('GET', '/api/privacidade/documentos'),
  });

export function usePublicarVersao() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: NovaVersaoInput) => api<{ versao: number }>('POST', '/api/privacidade/documentos', v),
    onSuccess: () => client.invalidateQueries({ queryKey: chaves.documentos }),
  });
}

export const PAGE_SIZE = 20;

/** A page of the pending students, searched by name on the server. */
export function usePendentes(q: string, posicao: Posicao) {
  const params = { q, pageSize: PAGE_SIZE, ...posicaoParams(posicao) };
  return useQuery({
    queryKey: [...chaves.pendentes, params],
    queryFn: () => api<PaginaCursor<Pendente>>('GET', `/api/privacidade/pendentes${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useGerarLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id_aluno: number) =>
      api<{ token: string; expira_em: string }>('POST', `/api/alunos/${id_aluno}/link-consentimento`),
    onSuccess: () => client.invalidateQueries({ queryKey: chaves.pendentes }),
  });
}

export const usePaginaConsentimento = (token: string) =>
  useQuery({
    queryKey: chaves.link(token),
    queryFn: () => api<PaginaConsentimento>('GET', `/api/consentimento/${encodeURIComponent(token)}`),
    retry: false,
  });

export const useAceitarPeloLink = (token: string) =>
  useMutation({
    mutationFn: (r: AceiteLinkInput) =>
      api<null>('POST', `/api/consentimento/${encodeURIComponent(token)}`, r),
  });

export const usePedidos = () =>
  useQuery({ queryKey: chaves.pedidos, queryFn: () => api<Pedido[]>('GET', '/api/privacidade/pedidos') });

export function useRegistrarPedido() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: PedidoInput) => api<{ id_pedido: number }>('POST', '/api/privacidade/pedidos', p),
    onSuccess: () => client.invalidateQueries({ queryKey: chaves.pedidos }),
  });
}

export function useAndamentoPedido(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: PedidoAndamentoInput) => api<null>('PUT', `/api/privacidade/pedidos/${id}`, a),
    onSuccess: () => client.invalidateQueries({ queryKey: chaves.pedidos }),
  });
}

export const useIncidentes = () =>
  useQuery({
    queryKey: chaves.incidentes,
    queryFn: () => api<Incidente[]>('GET', '/api/privacidade/incidentes'),
  });

export function useSalvarIncidente(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (i: IncidenteInput) =>
      id === null
        ? api<{ id_incidente: number }>('POST', '/api/privacidade/incidentes', i)
        : api<null>('PUT', `/api/privacidade/incidentes/${id}`, i),
    onSuccess: () => client.invalidateQueries({ queryKey: chaves.incidentes }),
  });
}
