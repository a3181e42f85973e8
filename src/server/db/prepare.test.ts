// Start of a server process: migrations and the first administrator run once, even
// when instances start together on an empty PostgreSQL database; a second server on
// one SQLite file is told so.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialect } from '#server/test/app.ts';
import { connect, type Db } from './connect';
import { holdSqliteFile, prepareDatabase, releaseSqliteFile } from './prepare';

const ENV = { ADMIN_EMAIL: 'admin@teste.local', ADMIN_PASSWORD: 'senha-do-admin', ADMIN_NAME: 'Ana' };
const cleanups: (() => Promise<void> | void)[] = [];
// Spies are restored after each test by the project's setup (src/server/test/espioes.ts).
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe.skipIf(dialect !== 'postgres')('prepareDatabase on PostgreSQL', () => {
  it('instances starting together on an empty database migrate once and create one administrator', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    cleanups.push(async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    });
    const instances: Db[] = [1, 2, 3].map(() => connect(url, { schema, poolSize: 3 }));
    cleanups.push(() => Promise.all(instances.map((d) => d.close())).then(() => {}));

    const results = await Promise.all(instances.map((d) => prepareDatabase(d, ENV)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const pessoas = await instances[0].db.selectFrom('pessoa').select(['email_pessoa', 'adm']).execute();
    expect(pessoas).toEqual([{ email_pessoa: ENV.ADMIN_EMAIL, adm: 1 }]);
    // The lock is released: a later start does not wait.
    expect(await prepareDatabase(instances[1], ENV)).toEqual({ created: false });
  });
});

describe.skipIf(dialect !== 'sqlite')('prepareDatabase on SQLite', () => {
  function tempFile() {
    const dir = mkdtempSync(join(tmpdir(), 'estocada-prepare-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return join(dir, 'club.db');
  }

  it('one server per file: while another process holds the file, the start says so and goes on', async () => {
    const file = tempFile();
    // Another server process: it holds the sidecar lock.
    const outro = new SQLite(`${file}-servidor`);
    outro.pragma('locking_mode = EXCLUSIVE');
    outro.exec('begin exclusive');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const database = connect(file);
    cleanups.push(() => database.close());
    cleanups.push(() => releaseSqliteFile(file));

    expect(await prepareDatabase(database, ENV)).toMatchObject({ created: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain(
      `outro processo do Estocada já usa o banco SQLite ${file}`,
    );

    // That process ends (its lock goes with it): the next start holds the file, silently.
    outro.close();
    expect(holdSqliteFile(file)).toBe(true);
    expect(await prepareDatabase(database, ENV)).toEqual({ created: false });
    expect(warn).toHaveBeenCalledTimes(1);
    // Now this process holds it, and another one could not.
    const terceiro = new SQLite(`${file}-servidor`, { timeout: 0 });
    expect(() => terceiro.exec('begin exclusive')).toThrow(/locked|busy/i);
    terceiro.close();
  });
});
