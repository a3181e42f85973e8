// The answers of the account's refusals.
import { badRequest, type HttpError, notFound } from '#server/http-error.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';

/** 400 beside the current password: it does not match. */
export const senhaAtualIncorreta = (): HttpError =>
  badRequest(MSG_CONTA.senhaAtualIncorreta, { campos: { atual: MSG_CONTA.senhaAtualIncorreta } });

/** 400 beside the new password: it is the current one. */
export const senhaIgualAtual = (): HttpError =>
  badRequest(MSG_CONTA.senhaIgualAtual, { campos: { nova: MSG_CONTA.senhaIgualAtual } });

/** 404: no session of this person has that id (another person's is not theirs to see). */
export const sessaoNaoEncontrada = (): HttpError => notFound(MSG_CONTA.sessaoNaoEncontrada);
