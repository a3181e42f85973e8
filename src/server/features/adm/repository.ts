// SQL helpers shared by the administration repositories.
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { isCpfViolation, isUniqueViolation } from '#server/db/errors.ts';
import type { Executor } from '#server/db/executor.ts';
import { semAcento } from '#server/db/sem-acento.ts';
import { falha, type Resultado } from '#server/result.ts';
import { type Leitura, padraoBusca } from './lista';

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

export async function enderecoExiste(db: Executor, id_endereco: number): Promise<boolean> {
  const row = await db
    .selectFrom('endereco')
    .select('id_endereco')
    .where('id_endereco', '=', id_endereco)
    .executeTakeFirst();
  return !!row;
}

/** Deletes an address nobody points at any more (no person, no unit). */
export async function removerEnderecoSeLivre(db: Executor, id_endereco: number | null): Promise<void> {
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

/**
 * A person's unique field that another person already holds: the CPF (one person per
 * CPF, decision 013) or the login e-mail.
 */
export type PessoaRepetida = 'cpf_de_outra_pessoa' | 'email_em_uso';

/**
 * Runs a write of a person and answers a unique-index hit (also from two writes that
 * race) as the field it repeats. A transaction the write opened is rolled back by then.
 */
export async function semPessoaRepetida<T extends object, M extends string>(
  escrita: () => Promise<Resultado<T, M>>,
): Promise<Resultado<T, M | PessoaRepetida>> {
  try {
    return await escrita();
  } catch (err) {
    if (isCpfViolation(err)) return falha('cpf_de_outra_pessoa');
    if (isUniqueViolation(err)) return falha('email_em_uso');
    throw err;
  }
}
