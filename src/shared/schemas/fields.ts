// Field building blocks shared by every schema: pt-BR messages, one id, one
// birth-date rule, text without control characters, digits-only storage for
// masked inputs, ISO dates, and Brazilian document check digits.
import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { dataReal, nascimentoPlausivel } from '#shared/rules/datas.ts';

z.config(z.locales.ptBR());

export { z };

// Characters in text. No string a request sends may hold NUL (PostgreSQL text
// cannot store it), another control character (U+0001–U+001F, U+007F–U+009F)
// or half of a UTF-16 surrogate pair (it would be stored as U+FFFD, not as
// sent): such text is refused with a pt-BR 400 (MSG_RECUSA.caracteresInvalidos),
// never cleaned up in silence. The one exception is free text written in a
// text area (`textoLivre`: observacao, mais_contatos), which keeps tab and line
// breaks. Everything else a field takes is stored and answered as sent (after
// trimming, and the documented normalisations: lower-case e-mails, masked
// numbers kept as digits). Passwords follow the same rule; every string has a
// maximum length.
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** True when `v` has no control character (tab and line breaks allowed with `livre`) and no lone surrogate. */
export function textoLimpo(v: string, livre = false): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 0x20) {
      if (!livre || (c !== TAB && c !== LF && c !== CR)) return false;
    } else if (c >= 0x7f && c <= 0x9f) return false;
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = v.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

/** Required non-empty trimmed text up to `max` characters. */
export const texto = (max: number) =>
  z
    .string({ error: MSG_RECUSA.campoObrigatorio })
    .trim()
    .min(1, MSG_RECUSA.campoObrigatorio)
    .max(max, `Máximo de ${max} caracteres.`)
    .refine((v) => textoLimpo(v), MSG_RECUSA.caracteresInvalidos);

const vazioParaNulo = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Optional one-line text: empty becomes null. */
export const textoOpcional = (max: number) =>
  z.preprocess(
    vazioParaNulo,
    z
      .string()
      .trim()
      .max(max, `Máximo de ${max} caracteres.`)
      .refine((v) => textoLimpo(v), MSG_RECUSA.caracteresInvalidos)
      .nullish(),
  );

/** Optional free text of a text area (tab and line breaks kept): empty becomes null. */
export const textoLivre = (max: number) =>
  z.preprocess(
    vazioParaNulo,
    z
      .string()
      .trim()
      .max(max, `Máximo de ${max} caracteres.`)
      .refine((v) => textoLimpo(v, true), MSG_RECUSA.caracteresInvalidos)
      .nullish(),
  );

/** The search box of a list (`?q=`): optional, trimmed, up to 120 characters. */
export const busca = z
  .string()
  .trim()
  .max(120, 'Máximo de 120 caracteres.')
  .refine((v) => textoLimpo(v), MSG_RECUSA.caracteresInvalidos)
  .optional();

/** A masked number stored as digits: "000.000.000-00" or "00000000000"; the mask's characters are dropped. */
const mascarado = <T extends z.ZodType<string, string>>(alvo: T) =>
  z
    .string({ error: MSG_RECUSA.campoObrigatorio })
    .max(40, 'Máximo de 40 caracteres.')
    .refine((v) => textoLimpo(v), MSG_RECUSA.caracteresInvalidos)
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(alvo);

const digitos = (min: number, max: number, message: string) =>
  mascarado(z.string().min(min, message).max(max, message).regex(/^\d+$/, message));

export const cpf = mascarado(z.string().refine((v) => isValidCPF(v), MSG_RECUSA.cpfInvalido));

export const cnpj = mascarado(z.string().refine((v) => isValidCNPJ(v), MSG_RECUSA.cnpjInvalido));

export const rg = digitos(5, 13, 'RG inválido.');

/**
 * A CPF or RG as a list shows it (#shared/rules/mascara-documento.ts): asterisks in place of
 * the hidden digits. A write that takes one reads it as "the stored number, unchanged" when
 * it matches the person's stored number masked the same way, and refuses it otherwise
 * (server: repositories/identidade-mascarada.ts). `mascara` keeps only digits and asterisks.
 */
export interface IdentidadeMascarada {
  mascara: string;
}

/** A document field that also takes its list's mask: digits (checked by `valido`) or a mask of `min`–`max` places. */
const documentoOuMascara = (valido: (d: string) => boolean, min: number, max: number, message: string) =>
  z
    .string({ error: MSG_RECUSA.campoObrigatorio })
    .max(40, 'Máximo de 40 caracteres.')
    .refine((v) => textoLimpo(v), MSG_RECUSA.caracteresInvalidos)
    .transform((v, ctx): string | IdentidadeMascarada => {
      if (v.includes('*')) {
        const mascara = v.replace(/[^\d*]/g, '');
        if (mascara.length >= min && mascara.length <= max) return { mascara };
      } else {
        const d = v.replace(/\D/g, '');
        if (valido(d)) return d;
      }
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** A CPF, or its list's mask (`***.438.009-**`). */
export const cpfOuMascara = documentoOuMascara((d) => isValidCPF(d), 11, 11, MSG_RECUSA.cpfInvalido);
/** An RG, or its list's mask (`**.***.678-*`). */
export const rgOuMascara = documentoOuMascara((d) => /^\d{5,13}$/.test(d), 5, 13, 'RG inválido.');
export const telefone = digitos(10, 11, 'Telefone inválido.');
export const cep = digitos(8, 8, MSG.cepInvalido);

export const email = z
  .string({ error: MSG_RECUSA.campoObrigatorio })
  .trim()
  .toLowerCase()
  .max(254, 'Máximo de 254 caracteres.')
  .refine((v) => textoLimpo(v), MSG_RECUSA.caracteresInvalidos)
  .pipe(z.email(MSG_RECUSA.emailInvalido));

/** A real calendar date as YYYY-MM-DD (the storage format, docs/product/data.md). */
export const dataIso = z
  .string({ error: MSG_RECUSA.campoObrigatorio })
  .max(10, MSG.dataInvalida)
  .refine(dataReal, MSG.dataInvalida);

/**
 * Every birth date: a real date, not before 1900 (rules/datas.ts nascimentoPlausivel).
 * A date after the club's today is refused by the server, which knows the club's time
 * zone (server/nascimento.ts), next to the field.
 */
export const dataNascimento = z
  .string({ error: MSG_RECUSA.campoObrigatorio })
  .max(10, MSG_RECUSA.nascimentoInvalido)
  .refine(nascimentoPlausivel, MSG_RECUSA.nascimentoInvalido);

/** hh:mm, 00:00 to 23:59. */
export const hora = z
  .string({ error: MSG_RECUSA.campoObrigatorio })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Horário inválido.')
  .transform((v) => v.slice(0, 5));

/** Digits sent as text, the way forms and URLs carry numbers ("10"), read as that number; anything else as sent. */
const digitosComoNumero = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v);

/**
 * A number field of a request that also takes its digits as text: "10" is 10
 * (a form's input sends `"dia_pagamento": "10"`). Nothing looser: `true`, `[5]`,
 * `5.5`, `"5.5"`, `" 5"`, `"1e3"` reach the inner schema as they are and are refused there.
 */
export const numero = <T extends z.ZodType>(s: T) => z.preprocess(digitosComoNumero, s);

/** The largest id a table holds (a PostgreSQL `serial`); a larger one is refused, not looked up. */
export const ID_MAXIMO = 2_147_483_647;

/**
 * The one id schema of every path, querystring and body: a positive integer up
 * to ID_MAXIMO, sent as a JSON number or as a string of digits only (URLs and
 * form inputs carry numbers as text). Nothing else is read as an id: not
 * `true`, `[5]`, `5.5`, `"5abc"`, `" 5"`, `"1e3"`, `0`, `-1` or 2^53.
 */
export const id = numero(
  z
    .number({ error: MSG_RECUSA.identificadorInvalido })
    .int(MSG_RECUSA.identificadorInvalido)
    .min(1, MSG_RECUSA.identificadorInvalido)
    .max(ID_MAXIMO, MSG_RECUSA.identificadorInvalido),
);

export const idParam = z.object({ id });

/** A personal link's token in a path (/pagar/{token}, /consentimento/{token}). */
export const tokenParam = z.object({ token: texto(64) });

/**
 * A whole number in a querystring (page sizes, offsets): digits only, from
 * `min` to `max`, `padrao` when absent.
 */
export const inteiroQuery = (min: number, max: number) =>
  numero(
    z
      .number({ error: 'Número inválido.' })
      .int('Número inválido.')
      .min(min, 'Número inválido.')
      .max(max, 'Número inválido.'),
  );

/** 0 or 1 (a flag as the records store it: adm, status_c, presenca). */
export const zeroUm = z.union([z.literal(0), z.literal(1)], { error: 'Use 0 ou 1.' });
/** The same flag in a request: also "0" or "1". */
export const zeroUmEntrada = numero(zeroUm);

// ---- null in a request ----------------------------------------------------------------

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
};
const def = (s: z.ZodType) => s.def as unknown as Def;

/** The schema that reads the value under optional/nullable/default wrappers and preprocessing. */
function nucleo(s: z.ZodType): z.ZodType {
  for (;;) {
    const d = def(s);
    if (d.innerType) s = d.innerType;
    else if (d.type === 'pipe') s = def(d.in!).type === 'transform' ? d.out! : d.in!;
    else return s;
  }
}

const ehObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What a request's body goes through before its schema: `null` in a field that
 * may be absent but does not take null (`adm: null`, a number input left empty)
 * is read as absent, in nested objects and lists too. A field that takes null
 * keeps it (there null says something: "no guardian 2", "no address"); a
 * required field sent as null is still refused. Undefined when the schema has no
 * such field (nothing to do).
 */
export function nulosComoAusentes(schema: z.ZodType): ((v: unknown) => unknown) | undefined {
  const d = def(nucleo(schema));
  if (d.type === 'array') {
    const item = nulosComoAusentes(d.element!);
    return item && ((v) => (Array.isArray(v) ? v.map(item) : v));
  }
  if (d.type !== 'object') return undefined;
  const campos = Object.entries(d.shape!).flatMap(([chave, s]) => {
    const ausente = s.safeParse(undefined).success && !s.safeParse(null).success;
    const dentro = nulosComoAusentes(s);
    return ausente || dentro ? [{ chave, ausente, dentro }] : [];
  });
  if (campos.length === 0) return undefined;
  return (v) => {
    if (!ehObjeto(v)) return v;
    const copia = { ...v };
    for (const { chave, ausente, dentro } of campos) {
      if (!Object.hasOwn(copia, chave)) continue;
      if (copia[chave] === null && ausente) delete copia[chave];
      else if (dentro) copia[chave] = dentro(copia[chave]);
    }
    return copia;
  };
}
