import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect, type Db } from './connect';

// A SQLite file (not the dialect under test): the WAL and its checkpoints.
describe.runIf(process.env.TEST_DIALECT !== 'postgres')('SQLite file checkpoints', () => {
  let dir: string;
  let database: Db;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'estocada-connect-'));
    database = connect(join(dir, 'db.sqlite'));
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function write(rows: number) {
    await sql`create table if not exists t (id integer primary key, v text)`.execute(database.db);
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows; i++) await sql`insert into t (v) values (${'x'.repeat(500)})`.execute(trx);
    });
  }

  it('the main connection never checkpoints by itself; the background connection does', async () => {
    // Until the thread runs, SQLite checkpoints inside commits as usual.
    expect(database.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    await database.checkpoint!();
    expect(database.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    // Far past SQLite's automatic threshold of 1000 pages.
    await write(10_000);
    const r = await database.checkpoint!();
    expect(r).not.toBeNull();
    expect(r!.log).toBeGreaterThan(1000);
    expect(r!.checkpointed).toBe(r!.log);
    // The data is all there, read through the main connection.
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(database.db);
    expect(rows[0].n).toBe(10_000);
  });

  it('the thread starts by itself shortly after connecting', async () => {
    await vi.waitFor(() => expect(database.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(0), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it('after close the database file holds everything and the WAL is gone', async () => {
    await database.checkpoint!();
    await write(2000);
    await database.close();
    expect(existsSync(join(dir, 'db.sqlite-wal'))).toBe(false);
    const again = connect(join(dir, 'db.sqlite'));
    try {
      const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(again.db);
      expect(rows[0].n).toBe(2000);
    } finally {
      await again.close();
    }
    database = connect(join(dir, 'db.sqlite'));
  });

  it('a process with nothing else to do still finishes close() (the thread is waited for)', () => {
    const file = join(dir, 'outro.sqlite');
    const script = `import { connect } from ${JSON.stringify(join(import.meta.dirname, 'connect.ts'))};
      const d = connect(${JSON.stringify(file)});
      await d.db.selectNoFrom((eb) => eb.val(1).as('x')).execute();
      await d.checkpoint();
      await d.close();
      console.log('fechado');`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(r.stdout.trim()).toBe('fechado');
    expect(r.status).toBe(0);
  });
});
