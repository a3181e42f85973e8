// SQL helpers shared by the administration repositories.
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { semAcento } from '#server/db/sem-acento.ts';
import type { Database } from '#server/db/tables.ts';
import { type Leitura, padraoBusca } from './lista';

export type Tx = Kysely<Database>;

/**
 * "Contains" on a text column, accents and case ignored (#shared/rules/busca.ts),
 * portable to SQLite and PostgreSQL; folded as it is read: for the small tables.
 */
export function contem(coluna: string, q: string): Expression<SqlBool> {
  return sql<SqlBool>`${semAcento(sql.ref(coluna))} like ${padraoBusca(q)} escape '\\'`;
}

/** The same on a person's name, by its stored folding `nome_busca` (indexed: migration 2026-11-24-004-busca-sem-acento). */
export function nomeContem(tabela: string, q: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${tabela}.nome_busca`)} like ${padraoBusca(q)} escape '\\'`;
}

/**
 * One keyset read of a list ordered by (`nome`, `id`): the rows after `apos`
 * in the asked direction, at most `limite`.
 */
// biome-ignore lint/suspicious/noExplicitAny: any select over any tables
export function porChave<Q extends SelectQueryBuilder<any, any, any>>(
  consulta: Q,
  nome: string,
  id: string,
  { ordem, apos, limite }: Leitura,
): Q {
  // biome-ignore lint/suspicious/noExplicitAny: any select over any tables
  let c = consulta as SelectQueryBuilder<any, any, any>;
  if (apos) {
    const op = sql.raw(ordem === 'asc' ? '>' : '<');
    c = c.where(sql<SqlBool>`(${sql.ref(nome)}, ${sql.ref(id)}) ${op} (${apos[0]}, ${apos[1]})`);
  }
  return c.orderBy(sql.ref(nome), ordem).orderBy(sql.ref(id), ordem).limit(limite) as Q;
}

/** When the search is a number, it may also be the row's id. */
export function comoId(q: string | undefined): number | null {
  if (!q || !/^\d{1,9}$/.test(q)) return null;
  return Number(q);
}

export async function enderecoExiste(db: Tx, id_endereco: number): Promise<boolean> {
  const row = await db
    .selectFrom('endereco')
    .select('id_endereco')
    .where('id_endereco', '=', id_endereco)
    .executeTakeFirst();
  return !!row;
}

/** Deletes an address nobody points at any more (no person, no unit). */
export async function removerEnderecoSeLivre(db: Tx, id_endereco: number | null): Promise<void> {
  if (id_endereco === null) return;
  const pessoa = await db
    .selectFrom('pessoa')
    .select('id_pessoa')
    .where('id_endereco', '=', id_endereco)
    .limit(1)
    .executeTakeFirst();
  if (pessoa) return;
  const unidade = await db
    .selectFrom('unidade')
    .select('id_unidade')
    .where('id_endereco', '=', id_endereco)
    .limit(1)
    .executeTakeFirst();
  if (unidade) return;
  await db.deleteFrom('endereco').where('id_endereco', '=', id_endereco).execute();
}
