import { enderecoInput } from './endereco';
import { id, textoOpcional, z, zeroUm } from './fields';
import { pessoaBase } from './pessoa';
import { senhaNova } from './senha';

/** PUT/POST /api/professor{/id} (spec §7). */
export const professorInput = z.object({
  id_pessoa: id,
  caminho_foto: textoOpcional(255),
});
export type ProfessorInput = z.infer<typeof professorInput>;

/**
 * The teacher form: person, address and teacher row saved in one transaction.
 * A password is required on create; on edit an empty one keeps the current password.
 */
export const professorCompletoInput = pessoaBase.extend({
  senha_pessoa: senhaNova,
  adm: zeroUm.default(0),
  endereco: enderecoInput,
});
export type ProfessorCompletoInput = z.input<typeof professorCompletoInput>;

export const professorEdicaoInput = professorCompletoInput.extend({
  senha_pessoa: z.preprocess((v) => (v === '' ? null : v), senhaNova.nullish()),
});
export type ProfessorEdicaoInput = z.input<typeof professorEdicaoInput>;
