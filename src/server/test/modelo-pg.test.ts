// PostgreSQL's test databases (modelo-pg.ts): a database a test is done with is given to
// the next test as the template made it, or not at all.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect } from '#server/db/connect.ts';
import { dialect, makeTestApp, type TestApp } from './app';

/** What a test could leave behind: rows, a migration's row changed, sequences moved. */
async function sujar(t: TestApp) {
  await t.db.insertInto('unidade').values({ nome_unidade: 'Sede', tipo: 'particular' }).execute();
  await t.db.updateTable('clube').set({ nome: 'Outro nome' }).execute();
  await t.db
    .insertInto('auditoria')
    .values({ em: 1, id_autor: null, acao: 'teste', id_pessoa: null, id_requisicao: null, detalhe: null })
    .execute();
  await t.createUser({ email: 'b@teste.local', senha: 'senha-do-b', nome: 'B' });
}

describe.runIf(dialect === 'postgres')('a test database after the test', () => {
  it('is the next test’s as the template made it: no rows of the test, the migrations’ rows and the sequences back', async () => {
    const primeiro = await makeTestApp();
    const clube = await primeiro.db.selectFrom('clube').selectAll().execute();
    await sujar(primeiro);
    await primeiro.close();

    const segundo = await makeTestApp();
    try {
      expect(segundo.url).toBe(primeiro.url);
      expect(await segundo.db.selectFrom('unidade').selectAll().execute()).toEqual([]);
      expect(await segundo.db.selectFrom('auditoria').selectAll().execute()).toEqual([]);
      expect(await segundo.db.selectFrom('clube').selectAll().execute()).toEqual(clube);
      // The harness's administrator, the only person, has the first id again.
      expect(segundo.admin.id_pessoa).toBe(primeiro.admin.id_pessoa);
      expect(await segundo.db.selectFrom('pessoa').select('id_pessoa').execute()).toEqual([
        { id_pessoa: primeiro.admin.id_pessoa },
      ]);
    } finally {
      await segundo.close();
    }
  });

  it('is not given again after the test changed a definition', async () => {
    const primeiro = await makeTestApp();
    await sql`create table tabela_do_teste (n integer)`.execute(primeiro.db);
    await primeiro.close();

    const segundo = await makeTestApp();
    try {
      expect(segundo.url).not.toBe(primeiro.url);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_tables where tablename = 'tabela_do_teste'`.execute(segundo.db);
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await segundo.close();
    }
  });

  it('ends the sessions a test left open in it', async () => {
    const primeiro = await makeTestApp();
    // Another instance that is never closed before the test ends.
    const esquecida = connect(primeiro.url, { schema: primeiro.schema, poolSize: 1 });
    esquecida.pool?.on('error', () => {});
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(esquecida.db);
    await primeiro.close();

    const segundo = await makeTestApp();
    try {
      const { rows: vivas } = await sql<{ pid: number }>`
        select pid from pg_stat_activity where pid = ${rows[0]!.pid}`.execute(segundo.db);
      expect(vivas).toEqual([]);
    } finally {
      await esquecida.close();
      await segundo.close();
    }
  });
});
