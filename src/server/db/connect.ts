// Opens the database named by DATABASE_URL: PostgreSQL for postgres:// URLs,
// otherwise an embedded SQLite file. Same Kysely code and migrations for both.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './tables';
import { DataVersions, trackWrites } from './versions';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL: the schema every statement runs in ('public' unless isolated). */
  schema?: string;
  /** Per-table data versions, bumped by the driver on every write (db/versions.ts). */
  versions: DataVersions;
  /**
   * SQLite: the raw better-sqlite3 handle, for synchronous hot paths. Use it only
   * while holding Kysely's connection (`db.connection().execute(...)`) and bump
   * `versions` for what it writes.
   */
  sqlite?: SQLite.Database;
  /**
   * PostgreSQL: the pool behind Kysely, for hot statements that run as named
   * prepared statements (planned once per connection). Bump `versions` for what they write.
   */
  pool?: pg.Pool;
  /**
   * SQLite file: resolves once the background checkpointer has copied the WAL into
   * the database (its result, or null when checkpoints run inline). For tests.
   */
  checkpoint?(): Promise<CheckpointResult | null>;
  close(): Promise<void>;
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
    const versions = new DataVersions();
    const db = new Kysely<Database>({ dialect: trackWrites(new PostgresDialect({ pool }), versions) });
    return {
      db,
      dialect: 'postgres',
      schema: options.schema ?? 'public',
      versions,
      pool,
      close: () => db.destroy(),
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
  const checkpointer = file === ':memory:' ? null : startCheckpointer(sqlite, file);
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const versions = new DataVersions(() => dataVersion.get() as number);
  const db = new Kysely<Database>({
    dialect: trackWrites(new SqliteDialect({ database: withStatementCache(sqlite) }), versions),
  });
  return {
    db,
    dialect: 'sqlite',
    versions,
    sqlite,
    checkpoint: () => checkpointer?.checkpoint() ?? Promise.resolve(null),
    close: async () => {
      // Stopped first, so the main connection is the last one and its close checkpoints.
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/** How often the background connection copies the WAL into the database. */
const CHECKPOINT_EVERY_MS = 100;
/** When the checkpoint thread starts; until then SQLite checkpoints inside commits. */
const START_AFTER_MS = 1000;

/**
 * The checkpointer's own thread: a second connection that runs a PASSIVE checkpoint
 * now and then and on request. PASSIVE never waits for (nor blocks) the writer.
 */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
const run = () => db.pragma('wal_checkpoint(PASSIVE)')[0];
const timer = setInterval(run, workerData.everyMs);
parentPort.on('message', (m) => {
  if (m === 'stop') {
    clearInterval(timer);
    db.close();
    parentPort.close();
  } else {
    parentPort.postMessage({ id: m, result: run() });
  }
});
parentPort.postMessage({ ready: true });
`;

/**
 * With SQLite's automatic checkpoints, every thousandth WAL page the committing
 * connection copies the WAL into the database file and syncs it, inside the commit:
 * the event loop stalls for several milliseconds and every request in flight waits
 * (the attendance write's p99, bench/README.md). Here, once a worker thread is up
 * (a second after connecting, or at the first `checkpoint()`), the main connection
 * no longer checkpoints; the thread does, off the event loop. Should the worker fail
 * (it cannot load the driver, or exits), the main connection checkpoints as before.
 */
function startCheckpointer(sqlite: SQLite.Database, file: string) {
  let driver: string;
  try {
    // The bundle is CommonJS; the sources run as ES modules (tests, tsx).
    const req = typeof require === 'function' ? require : createRequire(import.meta.url);
    driver = req.resolve('better-sqlite3');
  } catch {
    return null;
  }
  let worker: Worker | null = null;
  let alive = true;
  let stopping = false;
  let next = 0;
  const waiting = new Map<number, (r: CheckpointResult | null) => void>();
  const fallback = () => {
    if (!alive) return;
    alive = false;
    if (sqlite.open && !stopping) sqlite.pragma('wal_autocheckpoint = 1000');
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
  };
  const start = (): Worker => {
    if (worker) return worker;
    clearTimeout(later);
    worker = new Worker(CHECKPOINTER, {
      eval: true,
      workerData: { file, driver, everyMs: CHECKPOINT_EVERY_MS },
      // Only the driver and a timer: a small heap.
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
    });
    worker.unref();
    worker.on('message', (m: { ready?: true; id?: number; result?: CheckpointResult }) => {
      // Until the thread is ready the main connection keeps checkpointing by itself.
      if (m.ready && alive && !stopping) sqlite.pragma('wal_autocheckpoint = 0');
      if (m.id === undefined) return;
      waiting.get(m.id)?.(m.result ?? null);
      waiting.delete(m.id);
    });
    worker.on('error', fallback);
    worker.on('exit', fallback);
    return worker;
  };
  // Started after the server's first second, so it never competes with the cold start.
  const later = setTimeout(start, START_AFTER_MS);
  later.unref();
  return {
    checkpoint(): Promise<CheckpointResult | null> {
      if (!alive || stopping) return Promise.resolve(null);
      const w = start();
      const id = next++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        w.postMessage(id);
      });
    },
    async stop() {
      clearTimeout(later);
      if (!alive || !worker) return;
      stopping = true;
      const w = worker;
      const exited = new Promise((r) => w.once('exit', r));
      // Referenced again, so a process with nothing else to do waits for it to finish.
      w.ref();
      w.postMessage('stop');
      await exited;
    },
  };
}

/**
 * Kysely prepares every statement on each call; SQLite's parse-and-plan was ~9 % of
 * the server's CPU in the attendance benchmark (bench/README.md). Prepared
 * statements are reusable, so keep the most recent ones by their SQL text.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string) {
      let stmt = cache.get(text);
      if (stmt) {
        cache.delete(text);
      } else {
        stmt = sqlite.prepare(text);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      }
      cache.set(text, stmt);
      return stmt;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}
