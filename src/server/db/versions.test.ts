import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialect, makeTestApp, type TestApp } from '#server/test/app.ts';
import { CASCADES, DataVersions, isPlainSelect, writesOf } from './versions';

let t: TestApp;
let v: DataVersions;
beforeEach(async () => {
  t = await makeTestApp();
  // The driver tests below run on SQLite; PostgreSQL's versions: versions-pg.test.ts.
  v = t.app.versions;
});
afterEach(() => t.close());

const novaPessoa = (nome: string) => t.db.insertInto('pessoa').values({ nome_pessoa: nome });

describe('writesOf', () => {
  it('reads nothing from selects and the written table from insert, update, delete and CTEs', () => {
    const db = t.db;
    expect(writesOf(db.selectFrom('pessoa').selectAll().compile().query)).toBeNull();
    expect(writesOf(novaPessoa('x').compile().query)).toEqual(['pessoa']);
    expect(
      writesOf(
        db.updateTable('sessao as s').set({ usada_em: 1 }).where('s.id_pessoa', '=', 1).compile().query,
      ),
    ).toEqual(['sessao']);
    expect(writesOf(db.deleteFrom('chamada_aluno').where('id_chamada', '=', 1).compile().query)).toEqual([
      'chamada_aluno',
    ]);
    const cte = db
      .with('apagadas', (w) => w.deleteFrom('sessao').where('id_pessoa', '=', 1).returning('id_pessoa'))
      .selectFrom('apagadas')
      .selectAll()
      .compile().query;
    expect(writesOf(cte)).toEqual(['sessao']);
    expect(writesOf(sql`select 1`.compile(db).query)).toBe('all');
    expect(writesOf(db.schema.createTable('x').addColumn('a', 'integer').compile().query)).toBe('all');
  });
});

describe.skipIf(dialect === 'postgres')('data versions through the driver (SQLite)', () => {
  it('a write moves the version of its table only; a read moves nothing', async () => {
    const p0 = v.stamp(['pessoa']);
    const s0 = v.stamp(['sessao', 'turma']);
    await t.db.selectFrom('pessoa').selectAll().execute();
    expect(v.stamp(['pessoa'])).toBe(p0);
    await novaPessoa('Lia').execute();
    expect(v.stamp(['pessoa'])).toBeGreaterThan(p0);
    expect(v.stamp(['sessao', 'turma'])).toBe(s0);
  });

  it('a plain raw SELECT moves nothing; other raw SQL moves every version', async () => {
    const r0 = v.stamp(['turma', 'pessoa']);
    await sql`select count(*) as n from (select 1 from pessoa where nome_pessoa = ${'delete'} limit 5) as m`.execute(
      t.db,
    );
    expect(v.stamp(['turma', 'pessoa'])).toBe(r0);
    expect(isPlainSelect('select 1 into nova from pessoa')).toBe(false);
    expect(isPlainSelect('with x as (delete from sessao returning 1) select * from x')).toBe(false);
    expect(isPlainSelect('select data_update from t')).toBe(true);
    expect(isPlainSelect('with c as (select 1 as x) select x from c')).toBe(true);
    const s0 = v.stamp(['turma']);
    await sql`update turma set nome_turma = nome_turma where id_turma = -1`.execute(t.db);
    expect(v.stamp(['turma'])).toBeGreaterThan(s0);
  });

  it('a committed transaction moves the version again at commit', async () => {
    const p0 = v.stamp(['pessoa']);
    let dentro = 0;
    await t.db.transaction().execute(async (trx) => {
      await trx.insertInto('pessoa').values({ nome_pessoa: 'Rui' }).execute();
      dentro = v.stamp(['pessoa']);
    });
    expect(dentro).toBeGreaterThan(p0);
    expect(v.stamp(['pessoa'])).toBeGreaterThan(dentro);
  });

  it('a read inside a transaction that later rolls back is outdated after the rollback', async () => {
    let capturado = -1;
    let visto = 0;
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('pessoa').values({ nome_pessoa: 'Fantasma' }).execute();
        capturado = v.stamp(['pessoa']);
        visto = (
          await trx.selectFrom('pessoa').select('id_pessoa').where('nome_pessoa', '=', 'Fantasma').execute()
        ).length;
        throw new Error('desfazer');
      })
      .catch(() => {});
    expect(visto).toBe(1); // the reader saw the uncommitted row...
    expect(v.stamp(['pessoa'])).not.toBe(capturado); // ...and its result is no longer valid
    expect(
      await t.db.selectFrom('pessoa').select('id_pessoa').where('nome_pessoa', '=', 'Fantasma').execute(),
    ).toEqual([]);
  });

  it('a read taken while another transaction is open is outdated once that transaction commits', async () => {
    const trx = await t.db.startTransaction().execute();
    await trx.insertInto('pessoa').values({ nome_pessoa: 'Aberta' }).execute();
    // The single connection is held, so the read waits for the commit.
    const capturado = v.stamp(['pessoa']);
    const leitura = t.db.selectFrom('pessoa').select('nome_pessoa').execute();
    await trx.commit().execute();
    await leitura;
    expect(v.stamp(['pessoa'])).not.toBe(capturado);
  });

  it('a commit by another connection to the file (a seed, a second process) moves every version at the next sync', async () => {
    const sqlite = t.sqlite!;
    const s0 = v.stamp(['turma']);
    expect(v.stamp(['turma'])).toBe(s0);
    const outra = new SQLite(sqlite.name);
    try {
      outra.prepare("insert into pessoa (nome_pessoa) values ('Outra Conexão')").run();
    } finally {
      outra.close();
    }
    // What every request that reads a cache does first (auth/sessions.ts).
    await v.sync();
    expect(v.stamp(['turma'])).toBeGreaterThan(s0);
  });

  it('the requests of one turn share one read of the file, made after each of them asked', async () => {
    let leituras = 0;
    let versao = 1;
    const d = new DataVersions(() => {
      leituras++;
      return versao;
    });
    leituras = 0; // the constructor's first read
    const s0 = d.stamp(['turma']);
    const turno = Array.from({ length: 10 }, () => d.sync());
    expect(new Set(turno).size).toBe(1);
    // Another connection commits after the first request asked and before the read.
    versao = 2;
    expect(leituras).toBe(0);
    await turno[0];
    expect(leituras).toBe(1);
    expect(d.stamp(['turma'])).toBeGreaterThan(s0);
    // A request after the read waits for a read of its own.
    const depois = d.sync();
    expect(depois).not.toBe(turno[0]);
    versao = 3;
    const s1 = d.stamp(['turma']);
    await depois;
    expect(leituras).toBe(2);
    expect(d.stamp(['turma'])).toBeGreaterThan(s1);
    // Nothing changed since: the stamp holds.
    const s2 = d.stamp(['turma']);
    await d.sync();
    expect(d.stamp(['turma'])).toBe(s2);
  });

  it('a read of the file that fails fails the requests that wait for it, and the next turn reads again', async () => {
    let fechado = false;
    const d = new DataVersions(() => {
      if (fechado) throw new Error('The database connection is not open');
      return 1;
    });
    fechado = true;
    await expect(d.sync()).rejects.toThrow('not open');
    fechado = false;
    await expect(d.sync()).resolves.toBeUndefined();
  });

  it('deleting a person moves the sessions too (ON DELETE CASCADE)', async () => {
    const { id_pessoa } = await novaPessoa('Sai').returning('id_pessoa').executeTakeFirstOrThrow();
    await t.db
      .insertInto('sessao')
      .values({ token_hash: 'h', id_sessao: 'h', id_pessoa, criada_em: 1, usada_em: 1 })
      .execute();
    const s0 = v.stamp(['sessao']);
    await t.db.deleteFrom('pessoa').where('id_pessoa', '=', id_pessoa).execute();
    expect(v.stamp(['sessao'])).toBeGreaterThan(s0);
    expect(await t.db.selectFrom('sessao').selectAll().execute()).toEqual([]);
  });

  it('CASCADES names every foreign key that writes another table by itself', async () => {
    const pares: { filho: string; pai: string }[] = [];
    const tabelas = (
      await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.db)
    ).rows;
    for (const { name } of tabelas) {
      const fks = (
        await sql<{
          table: string;
          on_update: string;
          on_delete: string;
        }>`select * from pragma_foreign_key_list(${name})`.execute(t.db)
      ).rows;
      for (const fk of fks) {
        const passivo = (a: string) => a === 'NO ACTION' || a === 'RESTRICT';
        if (!passivo(fk.on_delete) || !passivo(fk.on_update)) pares.push({ filho: name, pai: fk.table });
      }
    }
    expect(pares.length).toBeGreaterThan(0);
    for (const { filho, pai } of pares) expect(CASCADES[pai] ?? []).toContain(filho);
  });
});
