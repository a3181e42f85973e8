// The SQL side of accent- and case-free search (#shared/rules/busca.ts): the same
// folding as normalizarBusca, written with replace() and lower(), which both
// databases have. Used by the generated column pessoa.nome_busca (migration
// 2026-11-24-004-busca-sem-acento, index-backed) and, at query time, by the searches of the small
// tables (units, classes, e-mails, addresses).
import { type Expression, type RawBuilder, sql } from 'kysely';
import { ACENTOS } from '#shared/rules/busca.ts';

// No quote or backslash among the letters: they are written as literals as they are.
const literal = (s: string) => `'${s}'`;

/** The folding of the SQL expression `coluna` (SQL text: a generated column's definition takes no parameters). */
export function semAcentoSql(coluna: string): string {
  let expr = coluna;
  for (const [de, para] of ACENTOS) expr = `replace(${expr}, ${literal(de)}, ${literal(para)})`;
  return `lower(${expr})`;
}

/** The folding of a column or expression, for a query. */
export function semAcento(coluna: Expression<unknown>): RawBuilder<string> {
  let expr: Expression<unknown> = coluna;
  for (const [de, para] of ACENTOS)
    expr = sql`replace(${expr}, ${sql.raw(literal(de))}, ${sql.raw(literal(para))})`;
  return sql<string>`lower(${expr})`;
}
