// Substring search of names (the add-student picker, `lower(nome) like '%x%'`)
// without reading every row: on PostgreSQL a trigram GIN index when the pg_trgm
// extension can be installed. Without it (or on SQLite) the search still works,
// as a bounded scan. The extension lives in `public` so dropping one schema
// (tests) never removes it from under another.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

/** Installs pg_trgm if possible; false when the server lacks it or we lack the right. */
async function ensureTrgm(db: AnyDb): Promise<boolean> {
  const installed = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (installed.rows.length > 0) return true;
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return false;
  // A savepoint keeps the migration's transaction usable if two migrations race or we lack the right.
  await sql`savepoint pg_trgm_install`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint pg_trgm_install`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm_install`.execute(db);
  }
  const after = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  return after.rows.length > 0;
}

export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  if (!(await ensureTrgm(db))) return;
  await sql`create index if not exists pessoa_nome_trgm_ix on pessoa using gin (lower(nome_pessoa) public.gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop index if exists pessoa_nome_trgm_ix`.execute(db);
}
