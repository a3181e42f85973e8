import { TIPOS_UNIDADE } from '#shared/constants.ts';
import { endereco, enderecoInput } from './endereco';
import { cnpj, email, id, telefone, texto, textoLivre, z } from './fields';
import { idInt, idSalvo } from './resposta';

const tipoUnidade = z.enum(TIPOS_UNIDADE, { error: 'Tipo de unidade inválido.' });

/** Empty optional inputs ('' from a form) become null before the real check. */
const vazioParaNulo = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

/** The unit's own fields (docs/product/data.md). */
const unidadeCampos = z.object({
  nome_unidade: texto(120),
  cnpj_unidade: vazioParaNulo(cnpj),
  telefone_unidade: vazioParaNulo(telefone),
  email_unidade: vazioParaNulo(email),
  mais_contatos: textoLivre(500),
  tipo: tipoUnidade,
});

/** PUT/POST /api/unidade{/id} (docs/compatibility.md). */
export const unidadeInput = unidadeCampos.extend({ id_endereco: id.nullish() });
export type UnidadeInput = z.infer<typeof unidadeInput>;

/** The unit form: unit and address saved together in one transaction. */
export const unidadeCompletaInput = unidadeCampos.extend({ endereco: enderecoInput });
/** POST/PUT /api/unidade{/id} and PUT /api/unidade/completa/{id} */
export const unidadeSalva = idSalvo('id_unidade');

/** POST /api/unidade/completa */
export const unidadeCompletaSalva = unidadeSalva.extend({ id_endereco: idInt });

/** The unit's row as the server answers it. */
const unidadeLinha = z.object({
  id_unidade: idInt,
  nome_unidade: z.string(),
  cnpj_unidade: z.string().nullable(),
  telefone_unidade: z.string().nullable(),
  email_unidade: z.string().nullable(),
  mais_contatos: z.string().nullable(),
  id_endereco: idInt.nullable(),
  tipo: tipoUnidade,
});

/** A row of the unit lists: the unit and its address's city and state (null without an address). */
export const unidadeItem = unidadeLinha.extend({
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
});
export type UnidadeItem = z.infer<typeof unidadeItem>;

/** GET /api/unidade/{id}: the unit with its address. */
export const unidadeDetalhe = unidadeLinha.extend({ endereco: endereco.nullable() });
export type UnidadeDetalhe = z.infer<typeof unidadeDetalhe>;

/** The enrolment wizard's units in a city (POST /api/unidade/cidade/1tipo and 2tipo). */
export const unidadeCidade = unidadeLinha.pick({ id_unidade: true, nome_unidade: true, tipo: true });
export type UnidadeCidade = z.infer<typeof unidadeCidade>;
