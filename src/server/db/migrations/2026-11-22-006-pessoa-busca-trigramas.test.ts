// Migration 006 goes down and up on both dialects; on SQLite the trigram index
// is filled for the people already there and dropped with its triggers.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrator } from '#server/db/migrate.ts';
import { dialect, makeTestApp, type TestApp } from '#server/test/app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const objetos = async () =>
  (
    await sql<{
      name: string;
    }>`select name from sqlite_master where name like 'pessoa_busca%' order by name`.execute(t.db)
  ).rows.map((r) => r.name);

const achados = async (q: string) =>
  (
    await sql<{
      id: number;
    }>`select rowid as id from pessoa_busca where pessoa_busca match ${`"${q}"`}`.execute(t.db)
  ).rows.map((r) => r.id);

describe('migration 006 (name search by trigrams)', () => {
  it('goes down and up again, indexing the names already stored', async () => {
    const m = migrator(t.db, t.schema);
    const down = await m.migrateTo('2026-11-22-005-pessoa-nome-busca');
    expect(down.error).toBeUndefined();
    if (dialect === 'sqlite') expect(await objetos()).toEqual([]);
    const { id_pessoa } = await t.db
      .insertInto('pessoa')
      .values({ nome_pessoa: 'Íris Conceição' })
      .returning('id_pessoa')
      .executeTakeFirstOrThrow();
    const up = await m.migrateTo('2026-11-22-006-pessoa-busca-trigramas');
    expect(up.error).toBeUndefined();
    if (dialect !== 'sqlite') return;
    expect(await objetos()).toEqual(
      expect.arrayContaining(['pessoa_busca', 'pessoa_busca_ad', 'pessoa_busca_ai', 'pessoa_busca_au']),
    );
    expect(await achados('conceição')).toEqual([id_pessoa]);
    expect(await achados('ÍRIS')).toEqual([id_pessoa]);
  });
});
