// GET /health and GET /ready: public, never cached; /ready answers 503 in the one
// error shape when the database is unreachable or not migrated to this build.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { erroResposta } from '#shared/schemas/erro.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /health', () => {
  it('answers 200 without a session and without touching the database', async () => {
    await t.db.destroy(); // the process answers even when the database does not
    const res = await get('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /ready', () => {
  it('answers 200 when the database answers and holds every migration', async () => {
    const res = await get('/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when a migration of this build is missing from the database', async () => {
    const { name } = await t.db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`max(name)`.as('name'))
      .executeTakeFirstOrThrow();
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db);
    const res = await get('/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MSG_RECUSA.bancoDesatualizado });
    expect(erroResposta.safeParse(res.json()).success).toBe(true);
  });

  it('answers 503 when the database cannot be reached', async () => {
    await t.db.destroy();
    const res = await get('/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MSG_RECUSA.bancoInacessivel });
  });
});
