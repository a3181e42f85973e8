import { enderecoInput } from './endereco';
import { id, textoOpcional, z, zeroUm } from './fields';
import { pessoaBase } from './pessoa';

/** PUT/POST /api/professor{/id} (spec §7). */
export const professorInput = z.object({
  id_pessoa: id,
  caminho_foto: textoOpcional(255),
});
export type ProfessorInput = z.infer<typeof professorInput>;

const senhaNova = z
  .string({ error: 'Informe a senha.' })
  .min(8, 'A senha precisa de ao menos 8 caracteres.')
  .max(200, 'Máximo de 200 caracteres.');

/**
 * The teacher form: person, address and teacher row saved in one transaction.
 * A password is required on create; on edit an empty one keeps the current password.
 */
export const professorCompletoInput = pessoaBase.extend({
  senha_pessoa: senhaNova,
  adm: zeroUm.default(0),
  endereco: enderecoInput,
});

export const professorEdicaoInput = professorCompletoInput.extend({
  senha_pessoa: z.preprocess((v) => (v === '' ? null : v), senhaNova.nullish()),
});
