// The one way a route fails: throw an HttpError; app.ts turns it into the one
// error shape (#shared/schemas/erro.ts) with its status.
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import type { ErroResposta } from '#shared/schemas/erro.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Omit<ErroResposta, 'message'> = {},
    /** Answered in `message` instead of the text (a refused login's code: docs/product/messages.md). */
    readonly codigoNaMensagem?: number,
  ) {
    super(message);
  }

  get body(): ErroResposta {
    return { message: this.codigoNaMensagem ?? this.message, ...this.extra };
  }
}

type Extra = HttpError['extra'];
export const badRequest = (message: string, extra?: Extra) => new HttpError(400, message, extra);
export const unauthorized = (message: string = MSG_RECUSA.naoAutenticado, extra?: Extra) =>
  new HttpError(401, message, extra);
/**
 * A refused login as the original client reads it (docs/product/messages.md): `{ message: 1 | 2 }`,
 * with the pt-BR text in `mensagem` and the code again in `code` for our own client.
 */
export const loginRecusado = (code: 1 | 2, texto: string) =>
  new HttpError(401, texto, { mensagem: texto, code }, code);
export const forbidden = (message: string = MSG_RECUSA.semPermissao) => new HttpError(403, message);
export const notFound = (message: string = MSG_RECUSA.naoEncontrado) => new HttpError(404, message);
export const conflict = (message: string, extra?: Extra) => new HttpError(409, message, extra);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);

/**
 * A route's answers to the refusals `F` (one `Falha` or a union of them, #server/result.ts):
 * one answer per reason, given the refusal with what it carries. Written as a table in the
 * area's recusas.ts, so a reason a repository adds fails the type check until it has its
 * answer.
 */
export type Recusas<F extends { motivo: string }> = {
  [M in F['motivo']]: (falha: F & { motivo: M }) => HttpError;
};

/** The answer a table of `Recusas` gives to the refusal `falha`. */
export function responder<F extends { motivo: string }>(tabela: Recusas<F>, falha: F): HttpError {
  return (tabela[falha.motivo as F['motivo']] as (f: F) => HttpError)(falha);
}
