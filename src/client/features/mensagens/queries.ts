// Server state of the messages: the outbox's pages (administrators), whether a person's
// e-mail was refused by the mail server, and a staff member's password recovery.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, qs } from '#client/api.ts';
import { type Posicao, posicaoParams } from '#client/ui/paginacao.tsx';
import type {
  EmailSituacao,
  MensagensPagina,
  MotivoMensagem,
  RecuperarInput,
  RedefinirInput,
  StatusMensagem,
} from '#shared/schemas/mensagens.ts';
import type { MensagemResposta } from '#shared/schemas/resposta.ts';

export const PAGE_SIZE = 20;

type Params = Record<string, string | number | undefined>;

const chaves = {
  lista: (params: Params) => ['mensagens', 'lista', params] as const,
  email: (id: number) => ['mensagens', 'email', id] as const,
};

export interface FiltrosMensagens {
  status?: StatusMensagem;
  motivo?: MotivoMensagem;
}

export function useMensagens(filtros: FiltrosMensagens, posicao: Posicao) {
  const params: Params = { ...filtros, pageSize: PAGE_SIZE, ...posicaoParams(posicao) };
  return useQuery({
    queryKey: chaves.lista(params),
    queryFn: () => api<MensagensPagina>('GET', `/api/mensagens${qs(params)}`),
    placeholderData: keepPreviousData,
  });
}

/** The mail server's refusal of the person's e-mail, for their profile (administrators). */
export const useEmailRecusado = (idPessoa: number) =>
  useQuery({
    queryKey: chaves.email(idPessoa),
    queryFn: () => api<EmailSituacao>('GET', `/api/mensagens/pessoa/${idPessoa}`),
  });

export const useRecuperarSenha = () =>
  useMutation({
    mutationFn: (dados: RecuperarInput) => api<MensagemResposta>('POST', '/api/conta/recuperar', dados),
  });

export const useRedefinirSenha = () =>
  useMutation({
    mutationFn: (dados: RedefinirInput) => api<MensagemResposta>('POST', '/api/conta/redefinir', dados),
  });
