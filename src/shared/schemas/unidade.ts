import { TIPOS_UNIDADE } from '#shared/constants.ts';
import { enderecoInput } from './endereco';
import { cnpj, email, id, telefone, texto, textoLivre, z } from './fields';

export const tipoUnidade = z.enum(TIPOS_UNIDADE, { error: 'Tipo de unidade inválido.' });

/** Empty optional inputs ('' from a form) become null before the real check. */
const vazioParaNulo = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

/** The unit's own fields (spec §3). */
export const unidadeCampos = z.object({
  nome_unidade: texto(120),
  cnpj_unidade: vazioParaNulo(cnpj),
  telefone_unidade: vazioParaNulo(telefone),
  email_unidade: vazioParaNulo(email),
  mais_contatos: textoLivre(500),
  tipo: tipoUnidade,
});

/** PUT/POST /api/unidade{/id} (spec §7). */
export const unidadeInput = unidadeCampos.extend({ id_endereco: id.nullish() });
export type UnidadeInput = z.infer<typeof unidadeInput>;

/** The unit form: unit and address saved together in one transaction. */
export const unidadeCompletaInput = unidadeCampos.extend({ endereco: enderecoInput });
export type UnidadeCompletaInput = z.input<typeof unidadeCompletaInput>;
