// What a family may see: "this guardian's students". A person answers for a student when
// they are the student's guardian 1 or 2 or financial guardian, or when they are the
// student, 18 or over on the club's day (an adult student, for themselves; a birth date
// not recorded is not taken as adult). An anonymised student is nobody's. Written once
// here: the SQL condition every family statement filters by (the sign-in's "is this a
// family person" and every read and action on a student), and the adult rule on its own.
import { type Expression, type SqlBool, sql } from 'kysely';

/** The latest birth date of someone 18 or over on `hoje` (YYYY-MM-DD; 29 Feb counts from 1 Mar). */
function nascidoAte(hoje: string): string {
  const [a, m, d] = hoje.split('-');
  return `${Number(a) - 18}-${m}-${d}`;
}

/** Whether a student born on `nascimento` answers for themselves on `hoje`. */
export function adulto(nascimento: string | null, hoje: string): boolean {
  return nascimento !== null && nascimento <= nascidoAte(hoje);
}

/**
 * The rule as a condition on a student row (`aluno`: its table alias) and the student's
 * person (`pessoa`: its alias): `id_pessoa` answers for that student on `hoje`.
 */
export function alunoDaFamilia(
  id_pessoa: number,
  hoje: string,
  aluno: string,
  pessoa: string,
): Expression<SqlBool> {
  const col = (t: string, c: string) => sql.ref(`${t}.${c}`);
  return sql<SqlBool>`(${col(pessoa, 'anonimizada_em')} is null and (${col(aluno, 'id_responsavel')} = ${id_pessoa}
    or ${col(aluno, 'id_responsavel2')} = ${id_pessoa} or ${col(aluno, 'id_responsavel_financeiro')} = ${id_pessoa}
    or (${col(aluno, 'id_aluno')} = ${id_pessoa} and ${col(pessoa, 'dt_nasc_pessoa')} <= ${nascidoAte(hoje)})))`;
}
