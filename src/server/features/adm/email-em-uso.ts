import { isCpfViolation, isUniqueViolation } from '#server/db/errors.ts';
import { conflict } from '#server/http-error.ts';
import { MSG_ADM } from '#shared/messages.ts';

/**
 * A unique-index hit becomes a 409 naming the field: the CPF of another person
 * (one person per CPF, decision 013) or the login e-mail.
 */
export function emailEmUso(err: unknown): never {
  if (isCpfViolation(err))
    throw conflict(MSG_ADM.cpfDeOutraPessoa, { campos: { cpf_pessoa: MSG_ADM.cpfDeOutraPessoa } });
  if (isUniqueViolation(err))
    throw conflict(MSG_ADM.emailEmUso, { campos: { email_pessoa: MSG_ADM.emailEmUso } });
  throw err;
}
