// The boot shortcut skips the migrator only when every migration is recorded.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { migrations, migrator } from './migrate';
import { migrateIfNeeded, migrationsCurrent } from './migrations-current';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const table = () => (t.schema ? sql.table(`${t.schema}.kysely_migration`) : sql.table('kysely_migration'));
const names = Object.keys(migrations);

describe('migrationsCurrent', () => {
  it('is true on a database migrated to the latest version', async () => {
    expect(await migrationsCurrent(t.db, t.schema)).toBe(true);
  });

  it('is false when the last migration is not applied yet', async () => {
    if (names.length > 1) {
      await migrator(t.db, t.schema).migrateDown();
      expect(await migrationsCurrent(t.db, t.schema)).toBe(false);
    }
  });

  it('is false when the database records a migration this build does not know', async () => {
    await sql`insert into ${table()} (name, timestamp) values ('9999-12-31-999-futura', '2026-01-01')`.execute(
      t.db,
    );
    expect(await migrationsCurrent(t.db, t.schema)).toBe(false);
  });

  it('is false when the database was never migrated', async () => {
    await sql`drop table ${table()}`.execute(t.db);
    expect(await migrationsCurrent(t.db, t.schema)).toBe(false);
  });
});

describe('migrateIfNeeded', () => {
  it('skips the migrator when the database is current', async () => {
    let ran = 0;
    const result = await migrateIfNeeded(t.db, t.schema, async () => {
      ran++;
    });
    expect(result).toBe('current');
    expect(ran).toBe(0);
  });

  it('runs the migrator and brings the database up when a migration is missing', async () => {
    await migrator(t.db, t.schema).migrateDown();
    const { migrateToLatest } = await import('./migrate');
    expect(await migrateIfNeeded(t.db, t.schema, migrateToLatest)).toBe('migrated');
    expect(await migrationsCurrent(t.db, t.schema)).toBe(true);
  });
});
