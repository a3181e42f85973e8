import { endereco, enderecoInput } from './endereco';
import { id, textoOpcional, z, zeroUm, zeroUmEntrada } from './fields';
import { documentosOuMascara, pessoaBase, pessoaPublica } from './pessoa';
import { idInt, idSalvo } from './resposta';
import { senhaNova } from './senha';

/** PUT/POST /api/professor{/id} (docs/compatibility.md). */
export const professorInput = z.object({
  id_pessoa: id,
  caminho_foto: textoOpcional(255),
});
export type ProfessorInput = z.infer<typeof professorInput>;

/**
 * PUT/POST /api/professor/{id}: the path names the teacher (a teacher's id is its
 * person's), so `id_pessoa` may be left out; when sent it must be the path's.
 */
export const professorPeloCaminhoInput = professorInput.extend({ id_pessoa: id.optional() });

/**
 * The teacher form: person, address and teacher row saved in one transaction.
 * A password is required on create; on edit an empty one keeps the current password.
 */
export const professorCompletoInput = pessoaBase.extend({
  senha_pessoa: senhaNova,
  adm: zeroUmEntrada.default(0),
  endereco: enderecoInput,
});

/** The teacher form's edit: the CPF and RG may come back masked (unchanged when they match). */
export const professorEdicaoInput = professorCompletoInput.extend({
  ...documentosOuMascara(),
  senha_pessoa: z.preprocess((v) => (v === '' ? null : v), senhaNova.nullish()),
});
/** PUT/POST /api/professor{/id} */
export const professorSalvo = idSalvo('id_professor');

/** POST /api/professor/completo and PUT /api/professor/completo/{id}: the three rows' ids. */
export const professorCompletoSalvo = professorSalvo.extend({ id_pessoa: idInt, id_endereco: idInt });

/** A row of the teacher lists. */
export const professorItem = z.object({
  id_professor: idInt,
  id_pessoa: idInt,
  caminho_foto: z.string().nullable(),
  nome_pessoa: z.string(),
  email_pessoa: z.string().nullable(),
  telefone_pessoa: z.string().nullable(),
  adm: zeroUm,
});
export type ProfessorItem = z.infer<typeof professorItem>;

/** Our client's list (GET /api/adm/professores): the row and its situation (null: active). */
export const professorItemAdm = professorItem.extend({ inativo_desde: z.string().nullable() });
export type ProfessorItemAdm = z.infer<typeof professorItemAdm>;

/** GET /api/professor/{id}: the teacher with its person (never the password) and address. */
export const professorDetalhe = z.object({
  id_professor: idInt,
  id_pessoa: idInt,
  caminho_foto: z.string().nullable(),
  nome_pessoa: z.string(),
  /** Inactive since this day (YYYY-MM-DD); null: active. */
  inativo_desde: z.string().nullable(),
  pessoa: pessoaPublica,
  endereco: endereco.nullable(),
});
export type ProfessorDetalhe = z.infer<typeof professorDetalhe>;
