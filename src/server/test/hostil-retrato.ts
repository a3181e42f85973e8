// Tools of the hostile-input test (hostile-input.test.ts) on the database: a snapshot of
// every table, a count of the rows written that says when to take it again, and the
// comparisons of two snapshots.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';
import type { Database } from '#server/db/tables.ts';

/**
 * Every row of every table, as sorted JSON lines per table. Left out: the
 * migrator's own tables, and the session's last-use time (every authenticated
 * request may touch it; decision 007).
 */
export async function retrato(db: Kysely<Database>): Promise<Map<string, string[]>> {
  let tabelas = nomesDasTabelas.get(db);
  if (!tabelas) {
    tabelas = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('kysely_'));
    nomesDasTabelas.set(db, tabelas);
  }
  const linhas = await Promise.all(
    tabelas.map(async (tabela) => {
      // biome-ignore lint/suspicious/noExplicitAny: any of the tables, read whole
      const rows = await (db as Kysely<any>).selectFrom(tabela).selectAll().execute();
      return rows
        .map((r) => {
          if (tabela === 'sessao') delete r.usada_em;
          return JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
        })
        .sort();
    }),
  );
  return new Map(tabelas.map((n, i) => [n, linhas[i]]));
}
const nomesDasTabelas = new WeakMap<Kysely<Database>, string[]>();

/**
 * A count that moves whenever a row of the database may have changed since the last
 * reading. On SQLite: the rows written through the one connection the app and the test
 * share (`total_changes()`: the writes of triggers and of transactions rolled back count
 * too). On PostgreSQL, whose pool has no such count: a sequence every table's statement
 * trigger advances (`contadorPg`), after every insert, update, delete or truncate, even
 * one that touched no row or was rolled back (a sequence is not transactional). While it
 * stands still, the last snapshot (`retrato`) is still the database's and need not be
 * read again.
 */
export async function contadorDeEscritas(db: Kysely<Database>): Promise<number> {
  if (dialectOf(db) === 'sqlite') {
    const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
    return rows[0].n;
  }
  let pronto = contadoresPg.get(db);
  if (!pronto) {
    pronto = contadorPg(db);
    contadoresPg.set(db, pronto);
  }
  await pronto;
  const { rows } = await sql<{ n: string }>`
    select case when is_called then last_value else 0 end as n from escritas_do_teste`.execute(db);
  return Number(rows[0].n);
}
const contadoresPg = new WeakMap<Kysely<Database>, Promise<void>>();

/** The sequence and a statement trigger on every table of the test's schema that advances it. */
async function contadorPg(db: Kysely<Database>): Promise<void> {
  await sql`create sequence escritas_do_teste`.execute(db);
  await sql`
    create function contar_escrita_do_teste() returns trigger language plpgsql as $$
    begin
      perform nextval(format('%I.escritas_do_teste', tg_table_schema));
      return null;
    end $$`.execute(db);
  await sql`
    do $$
    declare t record;
    begin
      for t in select tablename from pg_tables
               where schemaname = current_schema() and tablename not like 'kysely_%' loop
        execute format(
          'create trigger contar_escrita_do_teste after insert or update or delete or truncate on %I
           for each statement execute function contar_escrita_do_teste()', t.tablename);
      end loop;
    end $$`.execute(db);
}

/** Names of the tables whose rows differ between two snapshots. */
export function tabelasAlteradas(antes: Map<string, string[]>, depois: Map<string, string[]>): string[] {
  const nomes = new Set([...antes.keys(), ...depois.keys()]);
  return [...nomes].filter((n) => (antes.get(n) ?? []).join('\n') !== (depois.get(n) ?? []).join('\n'));
}

/** True when some cell of the snapshot holds exactly `texto`. */
export function contemValor(r: Map<string, string[]>, texto: string): boolean {
  const alvo = JSON.stringify(texto);
  for (const linhas of r.values()) for (const l of linhas) if (l.includes(`:${alvo}`)) return true;
  return false;
}
