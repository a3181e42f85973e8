// The first administrator: a password the server generated must be changed at the first
// login; one given in ADMIN_PASSWORD is kept and never flagged.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { avaliarSenha, entradasDaPessoa } from '#shared/rules/senha-forte.ts';
import { CODIGO_TROCA_DE_SENHA } from '#shared/schemas/conta.ts';
import { ensureFirstAdmin } from './first-admin';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  // An empty club: no user yet.
  await t.db.deleteFrom('sessao').execute();
  await t.db.deleteFrom('pessoa').execute();
});
afterEach(() => t.close());

async function entrar(senha: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/login',
    payload: { usuario: 'primeiro@teste.local', senha },
  });
  expect(res.statusCode).toBe(200);
  return {
    body: res.json(),
    cookie: `estocada_sessao=${res.cookies.find((c) => c.name === 'estocada_sessao')!.value}`,
  };
}
const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'sec-fetch-site': 'same-origin' } });

describe('the first administrator', () => {
  it('with a generated password must change it before anything else', async () => {
    const made = await ensureFirstAdmin(t.db, {
      ADMIN_EMAIL: 'primeiro@teste.local',
      ADMIN_NAME: 'Primeira',
    });
    const { body, cookie } = await entrar(made.generatedPassword!);
    expect(body).toEqual({ nome: 'Primeira', adm: 1, troca_senha: 1 });
    const barrado = await get('/api/adm/professores', cookie);
    expect(barrado.statusCode).toBe(403);
    expect(barrado.json().code).toBe(CODIGO_TROCA_DE_SENHA);
    const troca = await t.app.inject({
      method: 'POST',
      url: '/api/conta/senha',
      payload: { atual: made.generatedPassword, nova: 'sabre-lua-cravo-94' },
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(troca.statusCode, troca.body).toBe(200);
    expect((await get('/api/adm/professores', cookie)).statusCode).toBe(200);
  });

  it('with ADMIN_PASSWORD keeps it, unflagged', async () => {
    await ensureFirstAdmin(t.db, {
      ADMIN_EMAIL: 'primeiro@teste.local',
      ADMIN_NAME: 'Primeira',
      ADMIN_PASSWORD: 'escolhida-pelo-clube',
    });
    const { body, cookie } = await entrar('escolhida-pelo-clube');
    expect(body).toEqual({ nome: 'Primeira', adm: 1, troca_senha: 0 });
    expect((await get('/api/adm/professores', cookie)).statusCode).toBe(200);
  });

  it('with a weak ADMIN_PASSWORD stops the start, saying what to do, and creates no one', async () => {
    for (const fraca of ['primeira123', 'senha1234567', 'curta']) {
      await expect(
        ensureFirstAdmin(t.db, {
          ADMIN_EMAIL: 'primeiro@teste.local',
          ADMIN_NAME: 'Primeira',
          ADMIN_PASSWORD: fraca,
        }),
      ).rejects.toThrow(/ADMIN_PASSWORD fraca[\s\S]*Escolha uma senha mais forte em ADMIN_PASSWORD/);
    }
    expect(await t.db.selectFrom('pessoa').select('id_pessoa').execute()).toEqual([]);
  });

  it('generates a password that passes the strength rule', async () => {
    const made = await ensureFirstAdmin(t.db, {
      ADMIN_EMAIL: 'primeiro@teste.local',
      ADMIN_NAME: 'Primeira',
    });
    const r = await avaliarSenha(
      made.generatedPassword!,
      entradasDaPessoa('Primeira', 'primeiro@teste.local'),
    );
    expect(r.aceita).toBe(true);
  });
});
