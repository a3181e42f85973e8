// The statements of the login throttle (throttle.ts): a try takes its place in a count
// (one atomic statement, allowed only when the count's rule says so), gives it back, the
// counts read for Retry-After, and a pair's count cleared.
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';

/**
 * When a count admits another try, as throttle.ts computes it for `now`: forgotten (its
 * latest try at or before `esquecidaAte`), under `livres` tries, or at `falhas` tries
 * (that many or more for the last step) with its latest at or before `ultimaAte`.
 */
export interface Permissao {
  esquecidaAte: number;
  livres: number;
  passos: { falhas: number; ultimaAte: number; ouMais: boolean }[];
}

function permitida(p: Permissao): Expression<SqlBool> {
  const falhas = sql.ref('tentativa_login.falhas');
  const ultima = sql.ref('tentativa_login.inicio_janela');
  const cases = [sql`${ultima} <= ${p.esquecidaAte}`, sql`${falhas} < ${p.livres}`];
  for (const passo of p.passos)
    cases.push(
      passo.ouMais
        ? sql`(${falhas} >= ${passo.falhas} and ${ultima} <= ${passo.ultimaAte})`
        : sql`(${falhas} = ${passo.falhas} and ${ultima} <= ${passo.ultimaAte})`,
    );
  return sql<SqlBool>`(${sql.join(cases, sql` or `)})`;
}

/** Takes a place in one count; false when it is too early. */
export async function tomarLugar(db: Executor, chave: string, now: number, p: Permissao) {
  const row = await db
    .insertInto('tentativa_login')
    .values({ chave, falhas: 1, inicio_janela: now })
    .onConflict((oc) =>
      oc
        .column('chave')
        .doUpdateSet({
          falhas: sql`case when tentativa_login.inicio_janela <= ${p.esquecidaAte} then 1 else tentativa_login.falhas + 1 end`,
          inicio_janela: now,
        })
        .where(permitida(p)),
    )
    .returning('falhas')
    .executeTakeFirst();
  return row !== undefined;
}

export async function devolverLugar(db: Executor, chave: string) {
  await db
    .updateTable('tentativa_login')
    .set((eb) => ({ falhas: eb('falhas', '-', 1) }))
    .where('chave', '=', chave)
    .where('falhas', '>', 0)
    .execute();
}

/** The counts of these keys. */
export function lerContagens(db: Executor, chaves: string[]) {
  return db
    .selectFrom('tentativa_login')
    .select(['chave', 'falhas', 'inicio_janela'])
    .where('chave', 'in', chaves)
    .execute();
}

export async function apagarContagem(db: Executor, chave: string) {
  await db.deleteFrom('tentativa_login').where('chave', '=', chave).execute();
}
