// PostgreSQL's data versions (versions-pg.ts): a write committed through any
// connection moves the version of its table once `sync()` resolves; without the
// listening connection nothing is kept; every table a cache reads is announced.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TABLES } from '#server/auth/sessions.ts';
import { FOLHA_TABLES } from '#server/features/aulas/folhas.ts';
import { ROSTER_TABLES } from '#server/features/aulas/roster.ts';
import { PAGINA_TABLES } from '#server/features/financeiro/paginas-de-pagamento.ts';
import { dialect, makeTestApp, type TestApp } from '#server/test/app.ts';
import { connect } from './connect';
import { migrateToLatest } from './migrate';
import { VersionedCache } from './versions';
import { nomeDoOuvinte } from './versions-pg';

let t: TestApp;
let outra: pg.Client;
beforeEach(async () => {
  t = await makeTestApp();
  // Another instance: its own connection to the same schema.
  outra = new pg.Client({
    connectionString: t.url,
    options: `-c search_path=${t.schema}`,
  });
  await outra.connect();
});
afterEach(async () => {
  await outra.end();
  await t.close();
});

/** Until the listening connection is up (it connects as the app starts, and again after a loss). */
async function ouvindo() {
  for (let i = 0; i < 200 && t.app.versions.sync() === undefined; i++) {
    await new Promise((r) => setTimeout(r, 25));
  }
  expect(t.app.versions.sync()).toBeDefined();
}

const escreverNoutra = (nome: string) => outra.query('insert into pessoa (nome_pessoa) values ($1)', [nome]);

describe.skipIf(dialect !== 'postgres')('data versions on PostgreSQL', () => {
  it('a write committed by another connection moves its table once sync resolves, and only its table', async () => {
    await ouvindo();
    const v = t.app.versions;
    const pessoa = v.stamp(['pessoa']);
    const outras = v.stamp(['turma', 'sessao', 'chamada_aluno']);
    await escreverNoutra('Lia');
    await v.sync();
    expect(v.stamp(['pessoa'])).toBeGreaterThan(pessoa);
    expect(v.stamp(['turma', 'sessao', 'chamada_aluno'])).toBe(outras);
    // A rolled-back write announces nothing.
    const antes = v.stamp(['pessoa']);
    await outra.query('begin');
    await escreverNoutra('Rui');
    await outra.query('rollback');
    await v.sync();
    expect(v.stamp(['pessoa'])).toBe(antes);
  });

  it('a sync called while a round trip is under way waits for one begun after it', async () => {
    await ouvindo();
    const v = t.app.versions;
    const antes = v.stamp(['pessoa']);
    const primeira = v.sync(); // under way
    await escreverNoutra('Lia'); // committed after the first round trip began, before the next call
    const segunda = v.sync();
    expect(segunda).not.toBe(primeira);
    await segunda;
    expect(v.stamp(['pessoa'])).toBeGreaterThan(antes);
    // Calls made while a round trip is under way share the next one.
    void v.sync();
    expect(v.sync()).toBe(v.sync());
  });

  it('the calls of one turn of the event loop share one round trip, and it runs no statement', async () => {
    await ouvindo();
    const v = t.app.versions;
    await v.sync();
    const consultas = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const chamadas = Array.from({ length: 10 }, () => v.sync());
      expect(new Set(chamadas).size).toBe(1);
      await chamadas[0];
      // One message for the ten, a lone Sync: no SQL text, so nothing parsed, planned or run.
      expect(consultas).toHaveBeenCalledTimes(1);
      const [volta] = consultas.mock.calls[0] as unknown[];
      expect(typeof (volta as { submit?: unknown }).submit).toBe('function');
      expect((volta as { text?: unknown }).text).toBeUndefined();
    } finally {
      consultas.mockRestore();
    }
  });

  it('writes in another schema (another club on the same server) move nothing here', async () => {
    await ouvindo();
    const v = t.app.versions;
    const antes = v.stamp(['pessoa']);
    // The neighbour's tables, triggers and all, in a schema of its own in this database.
    const esquema = `${t.schema}_vizinho`;
    await outra.query(`create schema ${esquema}`);
    const vizinho = connect(t.url, { schema: esquema, poolSize: 1 });
    try {
      await migrateToLatest(vizinho.db, esquema);
      await vizinho.db.insertInto('pessoa').values({ nome_pessoa: 'Vizinha' }).execute();
    } finally {
      await vizinho.close();
    }
    await v.sync();
    expect(v.stamp(['pessoa'])).toBe(antes);
  });

  it('while the listening connection is lost nothing is kept, and requests still see every change', async () => {
    await ouvindo();
    const cache = new VersionedCache<number, string>(t.app.versions, ['pessoa'], 10);
    const antesDaPerda = cache.stamp();
    cache.set(1, antesDaPerda, 'x');
    expect(cache.get(1)).toBe('x');
    // This app's listener only: other test files run beside this one.
    await outra.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      nomeDoOuvinte(t.schema!),
    ]);
    // The next round trip finds the connection gone.
    await t.app.versions.sync();
    expect(t.app.versions.sync()).toBeUndefined();
    expect(cache.get(1)).toBeUndefined();
    cache.set(1, cache.stamp(), 'y');
    expect(cache.get(1)).toBeUndefined();

    // Meanwhile sessions are read from the database: a logout elsewhere holds at once.
    await t.createUser({ email: 'p@teste.local', senha: 'senha-p-12', nome: 'Pedro' });
    const cookie = await t.login('p@teste.local', 'senha-p-12');
    const check = () =>
      t.app.inject({ method: 'POST', url: '/login', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect((await check()).statusCode).toBe(200);
    await outra.query('delete from sessao');
    expect((await check()).statusCode).toBe(401);

    // It comes back by itself (it may have by now, a second after the loss), and counts
    // as a write of every table: nothing kept from before the loss is current.
    await ouvindo();
    expect(cache.stamp()).not.toBe(antesDaPerda);
    cache.set(1, cache.stamp(), 'z');
    expect(cache.get(1)).toBe('z');
  });

  it('every table a cache reads is announced by a trigger', async () => {
    const { rows } = await outra.query<{ tabela: string }>(
      `select c.relname as tabela from pg_trigger g
         join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and g.tgname like '%_avisa_escrita'`,
      [t.schema],
    );
    const anunciadas = new Set(rows.map((r) => r.tabela));
    for (const tabela of [...SESSION_TABLES, ...ROSTER_TABLES, ...FOLHA_TABLES, ...PAGINA_TABLES])
      expect(anunciadas).toContain(tabela);
  });
});
