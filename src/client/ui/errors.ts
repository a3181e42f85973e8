// What a failed call or a failed check says, for every screen: the text of a
// failed call, and the errors of a form's fields keyed by the field's path
// ("email_pessoa", "endereco.cep") — from the shared zod schema before sending,
// or from the server's refusal (ApiError.body.campos, pt-BR) after. A field
// shows its error with `error={erros[path]}`; a sub-form gets `errosEm(erros, prefix)`.
// An error stays only until its field changes (form.ts). The server names a field
// by its path; the person never sees it (the server's message uses the field's name).
// The inline block is BlocoErro (bloco-erro.tsx), the popup alertaErro (alerts.tsx).
import type { ReactNode } from 'react';
import { ApiError } from '#client/api.ts';
import { MSG } from '#shared/messages/comum.ts';

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

/** The fields a refused call names (400/409 `{ message, campos }`); none for any other failure. */
export function errosDaApi(error: unknown): Erros {
  return error instanceof ApiError && error.body.campos ? error.body.campos : {};
}

/** A sub-form's errors without its prefix ("endereco.cep" -> "cep" for prefix "endereco"). */
export function errosEm(erros: Record<string, ReactNode>, prefixo: string): Erros {
  const inicio = `${prefixo}.`;
  return Object.fromEntries(
    Object.entries(erros).flatMap(([k, v]) =>
      k.startsWith(inicio) && typeof v === 'string' ? [[k.slice(inicio.length), v]] : [],
    ),
  );
}

const ehObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `erros` without the errors of `chaves` and of the fields under them. */
export function semErros<E extends Record<string, unknown>>(erros: E, chaves: readonly string[]): E {
  const fica = Object.entries(erros).filter(
    ([k]) => !chaves.some((chave) => k === chave || k.startsWith(`${chave}.`)),
  );
  return fica.length === Object.keys(erros).length ? erros : (Object.fromEntries(fica) as E);
}

/**
 * The fields whose value differs between two states of a form (or of a sub-form,
 * under `prefixo`), by path: `campo` for a field, `endereco.cep` inside `endereco`.
 */
export function camposMudados(antes: unknown, depois: unknown, prefixo = ''): string[] {
  if (!ehObjeto(antes) || !ehObjeto(depois)) return Object.is(antes, depois) ? [] : [prefixo];
  const chaves = new Set([...Object.keys(antes), ...Object.keys(depois)]);
  return [...chaves].flatMap((k) => camposMudados(antes[k], depois[k], prefixo ? `${prefixo}.${k}` : k));
}
