// What a server process does to its database before it answers: migrate (skipped
// when already current) and, on an empty database, create the first administrator.
//
// PostgreSQL: any number of instances may start together on one database. Both
// steps run while this process holds a session-level advisory lock on one
// dedicated connection, so exactly one instance migrates and creates the
// administrator; the others wait for the lock and then find both done.
// SQLite: one server process per file. A second server on the same file still
// starts, but says so (sidecar lock file `<file>-servidor`, released by the
// operating system when the holder exits, even after a crash).
// See docs/decisions/009-several-instances.md.
import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import type { Env } from '#server/env.ts';
import type { Db } from './connect';
import { migrateToLatest } from './migrate';
import { migrateIfNeeded } from './migrations-current';
import { ensureFirstAdmin } from './seed/first-admin';

export type FirstAdmin = Awaited<ReturnType<typeof ensureFirstAdmin>>;
type AdminEnv = Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_NAME'>;

/** Migrates and ensures an administrator; the server calls it once, before it listens. */
export async function prepareDatabase(database: Db, env: AdminEnv): Promise<FirstAdmin> {
  if (database.sqlite) warnIfShared(database.sqlite.name);
  return underStartLock(database, async () => {
    await migrateIfNeeded(database.db, database.schema, migrateToLatest);
    return ensureFirstAdmin(database.db, env);
  });
}

/** The advisory lock's key: one per schema, so isolated schemas never wait on each other. */
function startLockKey(schema = 'public'): string {
  return createHash('sha256').update(`estocada:prepare:${schema}`).digest().readBigInt64BE().toString();
}

/**
 * Runs `work` while holding the start lock. PostgreSQL: `pg_advisory_lock` on a
 * connection taken from the pool and kept for the whole time (the work itself runs on
 * other pooled connections). SQLite: one process per file, so no lock is needed.
 */
export async function underStartLock<T>(database: Db, work: () => Promise<T>): Promise<T> {
  const pool = database.pool;
  if (!pool) return work();
  const key = startLockKey(database.schema);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [key]).catch((err: Error) => {
        broken = err; // a connection that may still hold the lock is not given back
      });
    }
  } finally {
    client.release(broken);
  }
}

/** Lock files held by this process, kept referenced so the handle lives as long as the process. */
const held = new Map<string, SQLite.Database>();

/**
 * Takes the SQLite file's server lock: true when this process is the only server on
 * `file` (or already held it), false when another process holds it. The lock is an
 * exclusive transaction on the sidecar database `<file>-servidor`, never committed.
 */
export function holdSqliteFile(file: string): boolean {
  if (file === '' || file === ':memory:' || held.has(file)) return true;
  const lock = new SQLite(`${file}-servidor`, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('begin exclusive');
  } catch (err) {
    lock.close();
    if ((err as { code?: string }).code === 'SQLITE_BUSY') return false;
    throw err;
  }
  held.set(file, lock);
  return true;
}

/** Lets go of the server lock on `file` (tests; a server keeps it until it exits). */
export function releaseSqliteFile(file: string): void {
  held.get(file)?.close();
  held.delete(file);
}

function warnIfShared(file: string) {
  if (holdSqliteFile(file)) return;
  console.warn(
    `Aviso: outro processo do Estocada já usa o banco SQLite ${file}.\n` +
      '  SQLite serve um processo só: as escritas de um esperam as do outro (até 5 s, com as\n' +
      '  respostas paradas) e podem falhar. Pare o outro processo, ou use PostgreSQL\n' +
      '  (DATABASE_URL=postgres://...) para rodar várias instâncias (README, "Running several instances").',
  );
}
