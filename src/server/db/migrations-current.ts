// Boot shortcut: when the database already holds exactly the migrations this
// build carries, the server can skip Kysely's migrator (which creates its
// tables if missing, takes the migration lock in a transaction and lists every
// migration: several statements, and round trips on PostgreSQL). Any other
// state (a new migration, a missing table, a database newer than the code)
// answers false, and the caller runs the migrator as before.
import { type Kysely, sql } from 'kysely';
import { connect } from './connect';
import { migrations } from './migrate';
import type { Database } from './tables';

export async function migrationsCurrent(db: Kysely<Database>, schema?: string): Promise<boolean> {
  const table = schema ? sql.table(`${schema}.kysely_migration`) : sql.table('kysely_migration');
  let rows: { name: string }[];
  try {
    rows = (await sql<{ name: string }>`select name from ${table}`.execute(db)).rows;
  } catch {
    return false; // never migrated: no bookkeeping table yet
  }
  const expected = Object.keys(migrations);
  if (rows.length !== expected.length) return false;
  const stored = new Set(rows.map((r) => r.name));
  return expected.every((name) => stored.has(name));
}

/** The same question asked of the database at `url` (a restored backup, say), on a connection of its own. */
export async function migrationsCurrentAt(url: string): Promise<boolean> {
  const database = connect(url);
  try {
    return await migrationsCurrent(database.db, database.schema);
  } finally {
    await database.close();
  }
}

/** Migrates unless the database is already current; the server never answers before this. */
export async function migrateIfNeeded(
  db: Kysely<Database>,
  schema: string | undefined,
  migrate: (db: Kysely<Database>, schema?: string) => Promise<void>,
): Promise<'current' | 'migrated'> {
  if (await migrationsCurrent(db, schema)) return 'current';
  await migrate(db, schema);
  return 'migrated';
}
