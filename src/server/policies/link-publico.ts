// What a personal link opens (a charge's payment page, a consent to read and accept):
// only the one record it was made for, through a link of that purpose that has not
// expired. Written once here: the predicate for a link already read, and the same rule
// as the condition a statement over `link_publico` filters by (the payment page's
// prepared statement, the staff lists that show a charge's link, a consent's link).
// The rule depends on the link, never on who is asking, so the repositories that open
// links apply it from here directly (no handler has anything to pass in).
import { type Expression, type SqlBool, sql } from 'kysely';

/** What a link is made for (parar_lembretes: a person's stop of payment reminders); a link of one purpose never opens another's record. */
export type FinalidadeLink = 'cobranca' | 'consentimento' | 'parar_lembretes';

/** The rule, for a link already read by its token's hash. */
export function linkAbre(
  link: { finalidade: string; expira_em: number | null },
  finalidade: FinalidadeLink,
  agora: number,
): boolean {
  return link.finalidade === finalidade && (link.expira_em === null || link.expira_em > agora);
}

/**
 * The same rule as a condition on the link table (named `tabela` in the statement): a
 * link of this purpose, unexpired at `agora`. The statement adds which link (its hash)
 * or which record (its reference).
 */
export function linkAberto(finalidade: FinalidadeLink, agora: number, tabela: string): Expression<SqlBool> {
  const expira = sql.ref(`${tabela}.expira_em`);
  return sql<SqlBool>`(${sql.ref(`${tabela}.finalidade`)} = ${finalidade} and (${expira} is null or ${expira} > ${agora}))`;
}
