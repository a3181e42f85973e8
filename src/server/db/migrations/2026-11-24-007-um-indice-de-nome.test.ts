// Migration 2026-11-24-007-um-indice-de-nome: on SQLite the student list still walks a
// name index in order, now the one that also holds the folded name; down brings the
// old index back. PostgreSQL is untouched.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrator } from '#server/db/migrate.ts';
import { dialect, makeTestApp, type TestApp } from '#server/test/app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const indicesSqlite = async () =>
  (
    await sql<{ name: string }>`select name from sqlite_master
      where type = 'index' and tbl_name = 'pessoa' and sql is not null order by name`.execute(t.db)
  ).rows.map((r) => r.name);

describe.runIf(dialect === 'sqlite')('migration 2026-11-24-007-um-indice-de-nome (SQLite)', () => {
  it('keeps one name index, which the list walks in name order without a sort', async () => {
    expect(await indicesSqlite()).not.toContain('pessoa_nome_ix');
    expect(await indicesSqlite()).toContain('pessoa_nome_busca_ix');
    const plano = (
      await sql<{ detail: string }>`explain query plan
        select pessoa.id_pessoa from pessoa join aluno on aluno.id_pessoa = pessoa.id_pessoa
        order by pessoa.nome_pessoa, pessoa.id_pessoa limit 20`.execute(t.db)
    ).rows
      .map((r) => r.detail)
      .join(' | ');
    expect(plano).toContain('pessoa_nome_busca_ix');
    expect(plano).not.toContain('TEMP B-TREE');
  });

  it('goes down and up again', async () => {
    const m = migrator(t.db, t.schema);
    expect((await m.migrateTo('2026-11-24-006-inativos')).error).toBeUndefined();
    expect(await indicesSqlite()).toContain('pessoa_nome_ix');
    expect((await m.migrateToLatest()).error).toBeUndefined();
    expect(await indicesSqlite()).not.toContain('pessoa_nome_ix');
  });
});
