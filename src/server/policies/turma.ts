// Who may see and act on a class (its detail, roster, chamada, grid and CSV): an
// administrator, or the class's own teacher. Written once here; a statement that must
// filter or decide inside the database takes its condition from `turmaVisivel`, so the
// SQL and the TypeScript answer alike (policies.test.ts checks both on each database).
import { type Expression, type SqlBool, sql } from 'kysely';
import { podeVerClube } from './clube';
import type { Quem } from './quem';

/** The rule, for a class already read. */
export function podeVerTurma(quem: Quem, turma: { id_professor: number }): boolean {
  return podeVerClube(quem) || (quem.id_professor !== null && turma.id_professor === quem.id_professor);
}

/** The same rule as a condition on a class's teacher column, for a Kysely statement. */
export function turmaVisivel(quem: Quem, colunaProfessor: string): Expression<SqlBool> {
  if (podeVerClube(quem)) return sql<SqlBool>`1 = 1`;
  if (quem.id_professor === null) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${sql.ref(colunaProfessor)} = ${quem.id_professor}`;
}

/**
 * The same rule for a statement written once as text (a prepared statement): the
 * condition over two placeholders, and the values to bind to them, in that order.
 */
export const turmaVisivelTexto = {
  condicao: (adm: string, professor: string, colunaProfessor: string) =>
    `(${adm} or ${colunaProfessor} = ${professor})`,
  valores: (quem: Quem): [boolean, number | null] => [podeVerClube(quem), quem.id_professor],
};

/**
 * The class rule for one user, in every form a repository may have to apply it
 * inside a statement (a check that must run in the same statement or transaction as
 * the write it guards). The handler builds it and passes it in, so the repository
 * applies the rule without knowing it.
 */
export interface AcessoTurma {
  /** For a class already read: `podeVerTurma`. */
  permite(turma: { id_professor: number }): boolean;
  /** For a Kysely statement: `turmaVisivel`. */
  condicao(colunaProfessor: string): Expression<SqlBool>;
  /** For a statement written as text: `turmaVisivelTexto`'s condition and its values. */
  texto: (typeof turmaVisivelTexto)['condicao'];
  valores: [boolean, number | null];
}

export function acessoTurma(quem: Quem): AcessoTurma {
  return {
    permite: (turma) => podeVerTurma(quem, turma),
    condicao: (coluna) => turmaVisivel(quem, coluna),
    texto: turmaVisivelTexto.condicao,
    valores: turmaVisivelTexto.valores(quem),
  };
}

/** A student is visible to whoever may see one of the student's current classes. */
export function podeVerAluno(quem: Quem, turmas: { id_professor: number }[]): boolean {
  return podeVerClube(quem) || turmas.some((t) => podeVerTurma(quem, t));
}
