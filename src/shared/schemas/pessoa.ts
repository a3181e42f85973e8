import { GENEROS } from '#shared/constants.ts';
import { cpf, dataNascimento, email, id, rg, telefone, texto, z, zeroUm } from './fields';
import { senhaNova } from './senha';

export const genero = z.enum(GENEROS, { error: 'Gênero inválido.' });

/** The person fields every form shares (spec §3). */
export const pessoaBase = z.object({
  nome_pessoa: texto(120),
  dt_nasc_pessoa: dataNascimento,
  cpf_pessoa: cpf,
  rg_pessoa: rg,
  email_pessoa: email,
  telefone_pessoa: telefone,
  genero,
});

/** POST/PUT /api/pessoa (spec §7); senha_pessoa and adm only from administrators. */
export const pessoaInput = pessoaBase.extend({
  id_endereco: id.nullish(),
  senha_pessoa: senhaNova.nullish(),
  adm: zeroUm.optional(),
});
export type PessoaInput = z.infer<typeof pessoaInput>;
