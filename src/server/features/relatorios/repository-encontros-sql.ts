// The rule of a student's meetings (#shared/rules/encontros-aluno.ts) as conditions for
// a statement that must decide it inside the database (the students at risk).
// repository-encontros-sql.test.ts runs these conditions on each database over every case and
// compares their answers with the TypeScript rule's.
import { type Expression, type SqlBool, sql } from 'kysely';

/** `desdeEntrada`: a chamada's date column on or after a link's joining-day column (null: since always). */
export function desdeEntradaSql(data: string, entrada: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(entrada)} is null or ${sql.ref(data)} >= ${sql.ref(entrada)})`;
}

/**
 * `ehEncontro`: a sent chamada is the student's meeting when `marcado` (a mark for them
 * exists), or when `vinculado` (they are in its class now) and it is dated on or after
 * the day they joined.
 */
export function ehEncontroSql(o: {
  data: string;
  entrada: string;
  vinculado: Expression<SqlBool>;
  marcado: Expression<SqlBool>;
}): Expression<SqlBool> {
  return sql<SqlBool>`(${o.marcado} or (${o.vinculado} and ${desdeEntradaSql(o.data, o.entrada)}))`;
}
