import { GENEROS } from '#shared/constants.ts';
import {
  cpf,
  cpfOuMascara,
  dataNascimento,
  email,
  id,
  rg,
  rgOuMascara,
  telefone,
  texto,
  z,
  zeroUm,
  zeroUmEntrada,
} from './fields';
import { idInt, idSalvo } from './resposta';
import { senhaNova } from './senha';

export const genero = z.enum(GENEROS, { error: 'Gênero inválido.' });

/** The person fields every form shares (docs/product/data.md). */
export const pessoaBase = z.object({
  nome_pessoa: texto(120),
  dt_nasc_pessoa: dataNascimento,
  cpf_pessoa: cpf,
  rg_pessoa: rg,
  email_pessoa: email,
  telefone_pessoa: telefone,
  genero,
});

/**
 * The CPF and RG of a write that edits a stored person: each may come back as a list
 * masked it, meaning "unchanged" when it matches (server: repositories/identidade-mascarada.ts).
 */
export const documentosOuMascara = () => ({ cpf_pessoa: cpfOuMascara, rg_pessoa: rgOuMascara });

/**
 * POST/PUT /api/pessoa (docs/compatibility.md); senha_pessoa and adm only from administrators.
 * The CPF and RG may come back as the list masked them: unchanged when they match.
 */
export const pessoaInput = pessoaBase.extend({
  ...documentosOuMascara(),
  id_endereco: id.nullish(),
  senha_pessoa: senhaNova.nullish(),
  adm: zeroUmEntrada.optional(),
});
/** A person as the server answers it: every column but the password (GET /api/pessoa{/id}). */
export const pessoaPublica = z.object({
  id_pessoa: idInt,
  nome_pessoa: z.string(),
  dt_nasc_pessoa: z.string().nullable(),
  cpf_pessoa: z.string().nullable(),
  rg_pessoa: z.string().nullable(),
  email_pessoa: z.string().nullable(),
  telefone_pessoa: z.string().nullable(),
  genero: genero.nullable(),
  id_endereco: idInt.nullable(),
  adm: zeroUm,
});
export type PessoaPublica = z.infer<typeof pessoaPublica>;

/** POST/PUT /api/pessoa{/id} */
export const pessoaSalva = idSalvo('id_pessoa');
