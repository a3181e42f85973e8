// A whole database of its own, for tests that run a server process or back up and
// restore (they work on a database, not on a schema inside the shared test database):
// a new SQLite file, or a new PostgreSQL database on the TEST_DATABASE_URL server.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { connect } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { dialect } from './app';

export interface BancoProprio {
  /** DATABASE_URL of the new database. */
  url: string;
  /** Another empty database (same kind), e.g. to restore into; dropped with this one. */
  outro(): Promise<string>;
  drop(): Promise<void>;
}

export async function bancoProprio(): Promise<BancoProprio> {
  if (dialect === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is required for TEST_DIALECT=postgres');
    const nomes: string[] = [];
    const criar = async () => {
      const nome = `estocada_t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      try {
        await admin.query(`create database ${nome}`);
      } finally {
        await admin.end();
      }
      nomes.push(nome);
      const url = new URL(base);
      url.pathname = `/${nome}`;
      return url.toString();
    };
    return {
      url: await criar(),
      outro: criar,
      async drop() {
        const admin = new pg.Client({ connectionString: base });
        await admin.connect();
        try {
          for (const nome of nomes) await admin.query(`drop database if exists ${nome} with (force)`);
        } finally {
          await admin.end();
        }
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'estocada-banco-'));
  let n = 0;
  return {
    url: join(dir, 'estocada.db'),
    outro: async () => join(dir, `outro-${++n}.db`),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Opens `url`, migrates it, runs `fill` and closes it again. */
export async function prepararBanco<T>(
  url: string,
  fill: (db: ReturnType<typeof connect>['db']) => Promise<T>,
) {
  const database = connect(url);
  try {
    await migrateToLatest(database.db, database.schema);
    return await fill(database.db);
  } finally {
    await database.close();
  }
}
