import { MSG } from '#shared/messages.ts';

/** An error that becomes a JSON answer `{ message, ...extra }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const notFound = (message: string = MSG.naoEncontrado) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
