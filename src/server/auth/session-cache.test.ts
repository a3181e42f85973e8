// The session cache: a lookup is served from memory while sessao, pessoa and
// professor are unchanged; every change that matters is seen by the next request.
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { hashToken } from './repository-sessoes';
import { findSession } from './sessions';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const check = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/login', headers: { cookie, 'sec-fetch-site': 'same-origin' } });

const HOUR = 3_600_000;
const limits = { idleMs: 12 * HOUR, maxMs: 7 * 24 * HOUR };

async function professor() {
  const p = await t.createUser({
    email: 'prof@teste.local',
    senha: 'senha-prof-1',
    nome: 'Pedro Prof',
    professor: true,
  });
  const cookie = await t.login('prof@teste.local', 'senha-prof-1');
  expect((await check(cookie)).json()).toEqual({ nome: 'Pedro Prof', adm: 0, troca_senha: 0 });
  expect((await check(cookie)).statusCode).toBe(200); // now cached
  return { ...p, cookie };
}

describe('session cache', () => {
  it('serves a known session from memory (SQLite: a write behind the driver is not seen)', async () => {
    const { cookie } = await professor();
    if (!t.sqlite) return; // PostgreSQL: the next test
    t.sqlite.prepare('delete from sessao').run(); // bypasses the driver: no version moves
    expect((await check(cookie)).statusCode).toBe(200);
    t.app.versions.bump(['sessao']); // what every path that writes outside Kysely must do
    expect((await check(cookie)).statusCode).toBe(401);
  });

  it('PostgreSQL: a logout written by another connection, unseen by this process, holds on the next request', async () => {
    const { cookie } = await professor();
    if (t.dialect !== 'postgres') return; // SQLite: the test above
    // Another instance: its own connection to the same schema, unseen by this process.
    const outra = new pg.Client({
      connectionString: t.url,
      options: `-c search_path=${t.schema}`,
    });
    await outra.connect();
    try {
      await outra.query('delete from sessao where token_hash = $1', [hashToken(cookie.split('=')[1])]);
    } finally {
      await outra.end();
    }
    expect((await check(cookie)).statusCode).toBe(401);
  });

  it('logout: the next request with the old cookie is refused', async () => {
    const { cookie } = await professor();
    expect((await t.app.inject({ method: 'GET', url: '/sair', headers: { cookie } })).statusCode).toBe(200);
    expect((await check(cookie)).statusCode).toBe(401);
  });

  it('password removed: the next request is refused and the session is gone', async () => {
    const { cookie, id_pessoa } = await professor();
    await t.db.updateTable('pessoa').set({ senha_pessoa: null }).where('id_pessoa', '=', id_pessoa).execute();
    expect((await check(cookie)).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessao').selectAll().where('id_pessoa', '=', id_pessoa).execute()).toEqual(
      [],
    );
  });

  it('admin flag and name changes: the next request sees them', async () => {
    const { cookie, id_pessoa } = await professor();
    await t.db.updateTable('pessoa').set({ adm: 1 }).where('id_pessoa', '=', id_pessoa).execute();
    expect((await check(cookie)).json()).toEqual({ nome: 'Pedro Prof', adm: 1, troca_senha: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/adm/alunos', headers: { cookie } })).statusCode,
    ).not.toBe(403);
    await t.db
      .updateTable('pessoa')
      .set({ adm: 0, nome_pessoa: 'Pedro Novo' })
      .where('id_pessoa', '=', id_pessoa)
      .execute();
    expect((await check(cookie)).json()).toEqual({ nome: 'Pedro Novo', adm: 0, troca_senha: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/adm/alunos', headers: { cookie } })).statusCode,
    ).toBe(403);
  });

  it('teacher row removed: the session no longer carries id_professor', async () => {
    const { cookie, id_professor } = await professor();
    const token = cookie.split('=')[1];
    const cache = t.app.sessionCache;
    expect((await findSession(t.db, token, limits, Date.now(), cache))?.id_professor).toBe(id_professor);
    await t.db.deleteFrom('professor').where('id_professor', '=', id_professor!).execute();
    expect((await findSession(t.db, token, limits, Date.now(), cache))?.id_professor).toBeNull();
  });

  it('idle and absolute limits are checked against now on every request, even when cached', async () => {
    const { cookie } = await professor();
    const token = cookie.split('=')[1];
    const cache = t.app.sessionCache;
    const now = Date.now();
    expect(await findSession(t.db, token, limits, now, cache)).not.toBeNull();
    expect(await findSession(t.db, token, limits, now + 13 * HOUR, cache)).toBeNull();
    expect(
      await t.db.selectFrom('sessao').selectAll().where('token_hash', '=', hashToken(token)).execute(),
    ).toEqual([]);
    const admin = (await t.loginAdmin()).split('=')[1];
    const criada = (
      await t.db
        .selectFrom('sessao')
        .select('criada_em')
        .where('token_hash', '=', hashToken(admin))
        .executeTakeFirstOrThrow()
    ).criada_em;
    // Used every few hours, still past the absolute limit of 7 days.
    for (let h = 0; h < 7 * 24; h += 6) {
      expect(await findSession(t.db, admin, limits, criada + h * HOUR, cache)).not.toBeNull();
    }
    expect(await findSession(t.db, admin, limits, criada + 7 * 24 * HOUR + 1, cache)).toBeNull();
  });

  it('still touches usada_em now and then while cached', async () => {
    const { cookie } = await professor();
    const token = cookie.split('=')[1];
    const cache = t.app.sessionCache;
    const now = Date.now();
    await findSession(t.db, token, limits, now, cache);
    await findSession(t.db, token, limits, now + 2 * 60_000, cache);
    const row = await t.db
      .selectFrom('sessao')
      .select('usada_em')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(Number(row.usada_em)).toBe(now + 2 * 60_000);
  });
});
