// The answers of the account's refusals.
import { badRequest, type HttpError, notFound, type Recusas, responder } from '#server/http-error.ts';
import type { Falha } from '#server/result.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { MSG_MENSAGENS } from '#shared/messages/mensagens.ts';

/** 400 beside the current password: it does not match. */
export const senhaAtualIncorreta = (): HttpError =>
  badRequest(MSG_CONTA.senhaAtualIncorreta, { campos: { atual: MSG_CONTA.senhaAtualIncorreta } });

/** 400 beside the new password: it is the current one. */
export const senhaIgualAtual = (): HttpError =>
  badRequest(MSG_CONTA.senhaIgualAtual, { campos: { nova: MSG_CONTA.senhaIgualAtual } });

const SESSAO: Recusas<Falha<'inexistente'>> = {
  /** 404: no session of this person has that id (another person's is not theirs to see). */
  inexistente: () => notFound(MSG_CONTA.sessaoNaoEncontrada),
};

export const recusaDaSessao = (r: Falha<'inexistente'>): HttpError => responder(SESSAO, r);

const LINK: Recusas<Falha<'link_invalido'>> = {
  /** 400: the password link expired, was used, or never was one. */
  link_invalido: () =>
    badRequest(MSG_MENSAGENS.linkInvalido, { campos: { token: MSG_MENSAGENS.linkInvalido } }),
};

export const recusaDoLink = (r: Falha<'link_invalido'> = { ok: false, motivo: 'link_invalido' }): HttpError =>
  responder(LINK, r);
