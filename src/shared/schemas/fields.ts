// Field building blocks shared by every schema: pt-BR messages, digits-only
// storage for masked inputs, ISO dates, and Brazilian document check digits.
import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { MSG } from '#shared/messages.ts';

z.config(z.locales.ptBR());

export { z };

const onlyDigits = (v: unknown) => (typeof v === 'string' ? v.replace(/\D/g, '') : v);

/** Required non-empty trimmed text up to `max` characters. */
export const texto = (max: number) =>
  z
    .string({ error: MSG.campoObrigatorio })
    .trim()
    .min(1, MSG.campoObrigatorio)
    .max(max, `Máximo de ${max} caracteres.`);

/** Optional text: empty becomes null. */
export const textoOpcional = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, `Máximo de ${max} caracteres.`).nullish(),
  );

/** A masked number stored as digits: accepts "000.000.000-00" or "00000000000". */
const digitos = (min: number, max: number, message: string) =>
  z.preprocess(
    onlyDigits,
    z.string({ error: MSG.campoObrigatorio }).min(min, message).max(max, message).regex(/^\d+$/, message),
  );

export const cpf = z.preprocess(
  onlyDigits,
  z.string({ error: MSG.campoObrigatorio }).refine((v) => isValidCPF(v), MSG.cpfInvalido),
);

export const cnpj = z.preprocess(
  onlyDigits,
  z.string({ error: MSG.campoObrigatorio }).refine((v) => isValidCNPJ(v), MSG.cnpjInvalido),
);

export const rg = digitos(5, 13, 'RG inválido.');
export const telefone = digitos(10, 11, 'Telefone inválido.');
export const cep = digitos(8, 8, MSG.cepInvalido);

export const email = z
  .string({ error: MSG.campoObrigatorio })
  .trim()
  .toLowerCase()
  .max(254, 'Máximo de 254 caracteres.')
  .pipe(z.email(MSG.emailInvalido));

/** A real calendar date as YYYY-MM-DD (the spec's storage format). */
export const dataIso = z
  .string({ error: MSG.campoObrigatorio })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG.dataInvalida)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, MSG.dataInvalida);

/** hh:mm, 00:00 to 23:59. */
export const hora = z
  .string({ error: MSG.campoObrigatorio })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Horário inválido.')
  .transform((v) => v.slice(0, 5));

/** A positive integer id in a path or a body (path params arrive as strings). */
export const id = z.coerce
  .number({ error: 'Identificador inválido.' })
  .int('Identificador inválido.')
  .positive('Identificador inválido.')
  .max(2_147_483_647, 'Identificador inválido.');

export const idParam = z.object({ id });

export const zeroUm = z.union([z.literal(0), z.literal(1)], { error: 'Use 0 ou 1.' });
