// Opens the database named by DATABASE_URL: PostgreSQL for postgres:// URLs,
// otherwise an embedded SQLite file. Same Kysely code and migrations for both.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { Recentes } from '#server/recentes.ts';
import { PostgresDialectDoEsquema } from './esquema-pg';
import type { Database } from './tables';
import { DataVersions, trackWrites } from './versions';
import { PgDataVersions } from './versions-pg';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL: the schema every statement runs in ('public' unless isolated). */
  schema?: string;
  /**
   * Per-table data versions; what the in-process caches check. SQLite: bumped by the
   * driver on every write (db/versions.ts). PostgreSQL: bumped by the database's
   * announcements of committed writes, whichever instance made them, and current once
   * `sync()` resolves (db/versions-pg.ts, docs/decisions/016-caches-across-instances.md).
   */
  versions: DataVersions;
  /** SQLite: the raw better-sqlite3 handle (tests; repositories use `rawDriver(db)`). */
  sqlite?: SQLite.Database;
  /** PostgreSQL: the pool behind Kysely (repositories use `rawDriver(db)`). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * The driver under a Kysely instance that `connect()` opened. For repositories only:
 * a hot path that bypasses Kysely hides behind a repository function with one
 * signature for both dialects, and nothing else holds a raw handle.
 * - SQLite: use the handle only while holding Kysely's single connection
 *   (`db.getExecutor().provideConnection(...)`), so it never interleaves with a
 *   Kysely transaction.
 * - PostgreSQL: the pool Kysely uses, e.g. for named prepared statements (planned
 *   once per connection).
 * SQLite: bump `versions` for what such a statement writes; the driver does not see it.
 */
export type RawDriver =
  | { dialect: 'sqlite'; sqlite: SQLite.Database; versions: DataVersions }
  | { dialect: 'postgres'; pool: pg.Pool };

const rawDrivers = new WeakMap<Kysely<Database>, RawDriver>();

export function rawDriver(db: Kysely<Database>): RawDriver {
  const driver = rawDrivers.get(db);
  if (!driver) throw new Error('rawDriver: this Kysely instance was not opened by connect()');
  return driver;
}

/**
 * A hot statement compiled once, run with new parameters: on PostgreSQL as a named
 * prepared statement (parsed and planned once per pooled connection; planning cost
 * more than running the roster's join), on SQLite through Kysely (connect() keeps its
 * statements prepared by text, and its driver moves the data versions). `name` must
 * be unique to this statement's text.
 */
export function preparedQuery<R>(db: Kysely<Database>, name: string, query: CompiledQuery) {
  const driver = rawDriver(db);
  if (driver.dialect === 'postgres') {
    const { pool } = driver;
    return async (parameters: unknown[]): Promise<R[]> =>
      (await pool.query({ name, text: query.sql, values: parameters })).rows as R[];
  }
  return async (parameters: unknown[]): Promise<R[]> =>
    (await db.executeQuery<R>({ ...query, parameters })).rows;
}

// int8 (counts, epoch-ms timestamps) as JS numbers; all our values fit in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export interface ConnectOptions {
  /** PostgreSQL only: run every statement inside this schema (used to isolate test files). */
  schema?: string;
  poolSize?: number;
}

export function connect(url: string, options: ConnectOptions = {}): Db {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const schema = options.schema ?? 'public';
    const versions = new PgDataVersions(url, schema);
    const db = new Kysely<Database>({ dialect: new PostgresDialectDoEsquema({ pool }) });
    rawDrivers.set(db, { dialect: 'postgres', pool });
    return {
      db,
      dialect: 'postgres',
      schema,
      versions,
      pool,
      close: async () => {
        await versions.close();
        await db.destroy();
      },
    };
  }

  const file = url.replace(/^file:/, '');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: a commit is durable once the WAL is checkpointed; a power
  // loss can drop the last transactions but never corrupts the file.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const versions = new DataVersions(() => dataVersion.get() as number);
  const db = new Kysely<Database>({
    dialect: trackWrites(new SqliteDialect({ database: withStatementCache(sqlite) }), versions),
  });
  rawDrivers.set(db, { dialect: 'sqlite', sqlite, versions });
  return { db, dialect: 'sqlite', versions, sqlite, close: () => db.destroy() };
}

/**
 * Kysely prepares every statement on each call; SQLite's parse-and-plan was ~9 % of
 * the server's CPU in the attendance benchmark (bench/README.md). Prepared
 * statements are reusable, so keep the most recent ones by their SQL text.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500) {
  const cache = new Recentes<string, SQLite.Statement>(max);
  return {
    prepare(text: string) {
      return cache.get(text) ?? cache.set(text, sqlite.prepare(text));
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}
