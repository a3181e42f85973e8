import { DIAS_SEMANA } from '#shared/constants.ts';
import { arma } from './esgrima';
import { hora, id, texto, z } from './fields';
import { idInt, idSalvo } from './resposta';

export const diaSemana = z.enum(DIAS_SEMANA, { error: 'Dia da semana inválido.' });

/** PUT/POST /api/turma{/id} (docs/compatibility.md) and the class form. */
export const turmaInput = z.object({
  nome_turma: texto(120),
  // A number, or the digits a form's number input sends as text.
  qtd_maxima: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'Informe um número.' })
      .int('Informe um número inteiro.')
      .min(1, 'O mínimo é 1 aluno.')
      .max(1000, 'O máximo é 1000 alunos.'),
  ),
  id_professor: id,
  id_unidade: id,
  dia_semana: diaSemana,
  horario: hora,
  /** The class's weapon; null or '' clears it, left out keeps it (the original client sends none). */
  arma: z.preprocess((v) => (v === '' ? null : v), arma.nullable()).optional(),
});
export type TurmaInput = z.infer<typeof turmaInput>;

/** POST/PUT /api/turma{/id} */
export const turmaSalva = idSalvo('id_turma');

/** A class with its unit's and teacher's names: a row of the lists and GET /api/turma/{id}. */
export const turmaItem = z.object({
  id_turma: idInt,
  nome_turma: z.string(),
  qtd_maxima: z.int(),
  id_professor: idInt,
  id_unidade: idInt,
  dia_semana: diaSemana,
  horario: z.string(),
  nome_unidade: z.string(),
  nome_professor: z.string(),
  /** null: mixed or beginners'. */
  arma: arma.nullable(),
});
export type TurmaItem = z.infer<typeof turmaItem>;

/** A row of the classes' lists: the class with its occupancy (qtd_alunos of qtd_maxima). */
export const turmaLinha = turmaItem.extend({ qtd_alunos: z.int() });

/**
 * Our client's classes list (GET /api/adm/turmas): the row, and since when its teacher is
 * inactive (null: the teacher is active). A class whose teacher is inactive needs a new one.
 */
export const turmaLinhaAdm = turmaLinha.extend({ professor_inativo_desde: z.string().nullable() });
export type TurmaLinhaAdm = z.infer<typeof turmaLinhaAdm>;
