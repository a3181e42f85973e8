// What a failed call or a failed check says, for every screen: the text of a
// failed call, and the errors of a form's fields keyed by the field's path
// ("email_pessoa", "endereco.cep") — from the shared zod schema before sending,
// or from the server's refusal (ApiError.body.campos, pt-BR) after. A field
// shows its error with `error={erros[path]}`; a sub-form gets `errosEm(erros, prefix)`.
// The inline block is ErrorAlert (error-alert.tsx), the popup alertaErro (alerts.tsx).
import type { z } from 'zod';
import { ApiError } from '#client/api.ts';
import { MSG } from '#shared/messages.ts';

/**
 * The text of a failed call: the server's pt-BR message when it sent one;
 * otherwise `fallback`, or (without one) the error's own message.
 */
export function textoDoErro(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.message;
  if (fallback !== undefined) return fallback;
  return error instanceof Error ? error.message : MSG.erroInterno;
}

/** A form's field errors: field path -> pt-BR message. */
export type Erros = Record<string, string>;

/** The first message of each field a schema check refused. */
export function errosDoZod(error: z.ZodError): Erros {
  const erros: Erros = {};
  for (const issue of error.issues) {
    const chave = issue.path.join('.');
    erros[chave] ??= issue.message;
  }
  return erros;
}

/** The fields a refused call names (400/409 `{ message, campos }`); none for any other failure. */
export function errosDaApi(error: unknown): Erros {
  return error instanceof ApiError && error.body.campos ? error.body.campos : {};
}

/** A sub-form's errors without its prefix ("endereco.cep" -> "cep" for prefix "endereco"). */
export function errosEm(erros: Erros, prefixo: string): Erros {
  const inicio = `${prefixo}.`;
  return Object.fromEntries(
    Object.entries(erros)
      .filter(([k]) => k.startsWith(inicio))
      .map(([k, v]) => [k.slice(inicio.length), v]),
  );
}
