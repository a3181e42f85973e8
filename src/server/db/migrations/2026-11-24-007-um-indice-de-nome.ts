// SQLite: the name index of the initial migration (pessoa_nome_ix, on nome_pessoa) is
// the first column of pessoa_nome_busca_ix (nome_pessoa, id_pessoa, nome_busca, migration
// 2026-11-24-004), which serves every read it served, in the same order. Keeping both
// cost every new person a second name index entry: about a tenth of an enrolment's
// time at 100 000 students (bench/README.md). PostgreSQL has no such second index.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`drop index if exists pessoa_nome_ix`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`create index if not exists pessoa_nome_ix on pessoa (nome_pessoa)`.execute(db);
}
