// Migration 2026-11-24-004-busca-sem-acento goes down and up on both dialects: the folded name
// column is filled for the people already there, and the name index (SQLite's
// trigram table, PostgreSQL's pg_trgm index when the extension is there) moves
// between the name and its folding.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrator } from '#server/db/migrate.ts';
import { dialect, makeTestApp, type TestApp } from '#server/test/app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

/** The ids the SQLite trigram table finds for a phrase. */
const achados = async (q: string) =>
  (
    await sql<{
      id: number;
    }>`select rowid as id from pessoa_busca where pessoa_busca match ${`"${q}"`}`.execute(t.db)
  ).rows.map((r) => r.id);

const indicesPg = async () =>
  (
    await sql<{ indexname: string }>`select indexname from pg_indexes
      where schemaname = ${t.schema} and tablename = 'pessoa' order by indexname`.execute(t.db)
  ).rows.map((r) => r.indexname);

const temTrgm = async () =>
  (await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(t.db)).rows.length > 0;

describe('migration 2026-11-24-004-busca-sem-acento (accent- and case-free name search)', () => {
  it('goes down and up again, folding the names already stored', async () => {
    const m = migrator(t.db, t.schema);
    const down = await m.migrateTo('2026-11-24-003-chamada-registro-vagas');
    expect(down.error).toBeUndefined();
    const { id_pessoa } = await t.db
      .insertInto('pessoa')
      .values({ nome_pessoa: 'Íris Conceição' })
      .returning('id_pessoa')
      .executeTakeFirstOrThrow();
    if (dialect === 'sqlite') expect(await achados('conceição')).toEqual([id_pessoa]);
    else if (await temTrgm()) expect(await indicesPg()).toContain('pessoa_nome_trgm_ix');

    const up = await m.migrateToLatest();
    expect(up.error).toBeUndefined();
    const { nome_busca } = await t.db
      .selectFrom('pessoa')
      .select('nome_busca')
      .where('id_pessoa', '=', id_pessoa)
      .executeTakeFirstOrThrow();
    expect(nome_busca).toBe('iris conceicao');
    if (dialect === 'sqlite') {
      expect(await achados('conceicao')).toEqual([id_pessoa]);
      expect(await achados('IRIS CONC')).toEqual([id_pessoa]);
    } else if (await temTrgm()) {
      const indices = await indicesPg();
      expect(indices).toContain('pessoa_busca_trgm_ix');
      expect(indices).not.toContain('pessoa_nome_trgm_ix');
    }
  });
});
