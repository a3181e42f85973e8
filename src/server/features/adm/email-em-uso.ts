import { isUniqueViolation } from '#server/db/errors.ts';
import { conflict } from '#server/http-error.ts';
import { MSG_ADM } from '#shared/messages.ts';

/** A unique-index hit on the login e-mail becomes a 409 naming the field. */
export function emailEmUso(err: unknown): never {
  if (isUniqueViolation(err))
    throw conflict(MSG_ADM.emailEmUso, { campos: { email_pessoa: MSG_ADM.emailEmUso } });
  throw err;
}
