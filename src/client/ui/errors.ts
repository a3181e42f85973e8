// What a failed call or a failed check says, for every screen: the text of a
// failed call, and the errors of a form's fields keyed by the field's path
// ("email_pessoa", "endereco.cep") — from the shared zod schema before sending,
// or from the server's refusal (ApiError.body.campos, pt-BR) after. A field
// shows its error with `error={erros[path]}`; a sub-form gets `errosEm(erros, prefix)`.
// An error stays only until its field changes (useErros). The server names a field
// by its path; the person never sees it (the server's message uses the field's name).
// The inline block is ErrorAlert (error-alert.tsx), the popup alertaErro (alerts.tsx).
import { useCallback, useState } from 'react';
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

const ehObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `erros` without the error of `chave` (and of the fields under it), the same object when it had none. */
function semErro(erros: Erros, chave: string): Erros {
  const dentro = `${chave}.`;
  const fica = Object.entries(erros).filter(([k]) => k !== chave && !k.startsWith(dentro));
  return fica.length === Object.keys(erros).length ? erros : Object.fromEntries(fica);
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

/**
 * A form's field errors that leave as soon as their field changes:
 * `limpar('cpf_pessoa')` after a field's change, or `mudou(antes, depois)` after a
 * change of the whole form (or of a sub-form, under a prefix), which drops the
 * errors of every field that changed.
 */
export function useErros() {
  const [erros, setErros] = useState<Erros>({});
  const limpar = useCallback((...chaves: string[]) => {
    setErros((e) => chaves.reduce(semErro, e));
  }, []);
  const mudou = useCallback(
    (antes: unknown, depois: unknown, prefixo = '') => limpar(...camposMudados(antes, depois, prefixo)),
    [limpar],
  );
  return { erros, setErros, limpar, mudou };
}
