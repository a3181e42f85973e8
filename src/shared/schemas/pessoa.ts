import { GENEROS } from '#shared/constants.ts';
import { cpf, dataIso, email, id, rg, telefone, texto, z, zeroUm } from './fields';

const genero = z.enum(GENEROS, { error: 'Gênero inválido.' });

/** The person fields every form shares (spec §3). */
export const pessoaBase = z.object({
  nome_pessoa: texto(120),
  dt_nasc_pessoa: dataIso,
  cpf_pessoa: cpf,
  rg_pessoa: rg,
  email_pessoa: email,
  telefone_pessoa: telefone,
  genero,
});

/** POST/PUT /api/pessoa (spec §7); senha_pessoa and adm only from administrators. */
export const pessoaInput = pessoaBase.extend({
  id_endereco: id.nullish(),
  senha_pessoa: z.string().min(8, 'A senha precisa de ao menos 8 caracteres.').max(200).nullish(),
  adm: zeroUm.optional(),
});
