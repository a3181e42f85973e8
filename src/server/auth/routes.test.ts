import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, makeTestApp, type TestApp } from '#server/test/app.ts';
import { MSG } from '#shared/messages.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({ LOGIN_MAX_FAILS_ACCOUNT: '3', LOGIN_MAX_FAILS_ADDRESS: '6' });
});
afterEach(() => t.close());

const login = (payload?: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe('POST /login', () => {
  it('logs in an administrator with nome and adm 1, setting an HttpOnly session cookie', async () => {
    const res = await login({ usuario: ADMIN.email, senha: ADMIN.senha });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nome: ADMIN.nome, adm: 1 });
    const cookie = res.cookies.find((c) => c.name === 'estocada_sessao')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
  });

  it('answers adm 0 for a teacher and accepts the e-mail in any case', async () => {
    await t.createUser({ email: 'prof@teste.local', senha: 'senha-prof-1', nome: 'Paulo', professor: true });
    const res = await login({ usuario: 'PROF@Teste.local', senha: 'senha-prof-1' });
    expect(res.json()).toEqual({ nome: 'Paulo', adm: 0 });
  });

  it('answers code 1 for an unknown user', async () => {
    const res = await login({ usuario: 'ninguem@teste.local', senha: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 1, message: MSG.usuarioIncorreto });
    expect(res.cookies).toHaveLength(0);
  });

  it('answers code 2 for a wrong password', async () => {
    const res = await login({ usuario: ADMIN.email, senha: 'errada' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 2, message: MSG.senhaIncorreta });
  });

  it('rejects malformed bodies with 400 and a pt-BR message', async () => {
    const res = await login({ usuario: ADMIN.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MSG.dadosInvalidos);
    expect(res.json().campos).toHaveProperty('senha');
  });

  it('never lets a person without a password log in', async () => {
    await t.db
      .insertInto('pessoa')
      .values({ nome_pessoa: 'Aluno', email_pessoa: 'aluno@teste.local' })
      .execute();
    const res = await login({ usuario: 'aluno@teste.local', senha: '' });
    expect(res.statusCode).toBe(400);
    const res2 = await login({ usuario: 'aluno@teste.local', senha: 'qualquer' });
    expect(res2.json().code).toBe(1);
  });

  it('issues a new token at every login', async () => {
    const a = await t.loginAdmin();
    const b = await t.loginAdmin();
    expect(a).not.toBe(b);
  });
});

describe('session check (POST /login without body)', () => {
  it('returns nome and adm for a valid session', async () => {
    const cookie = await t.loginAdmin();
    const res = await login(undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nome: ADMIN.nome, adm: 1 });
    const empty = await login({}, cookie);
    expect(empty.json()).toEqual({ nome: ADMIN.nome, adm: 1 });
  });

  it('returns 401 without a cookie or with a forged one', async () => {
    expect((await login()).statusCode).toBe(401);
    expect((await login(undefined, 'estocada_sessao=forjado')).statusCode).toBe(401);
  });

  it('expires an idle session and an old one', async () => {
    const cookie = await t.loginAdmin();
    const hour = 3_600_000;
    await t.db
      .updateTable('sessao')
      .set({ usada_em: Date.now() - 13 * hour })
      .execute();
    expect((await login(undefined, cookie)).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessao').selectAll().execute()).toHaveLength(0);

    const cookie2 = await t.loginAdmin();
    await t.db
      .updateTable('sessao')
      .set({ criada_em: Date.now() - 8 * 24 * hour })
      .execute();
    expect((await login(undefined, cookie2)).statusCode).toBe(401);
  });

  it('stores only the hash of the token', async () => {
    const cookie = await t.loginAdmin();
    const token = cookie.split('=')[1];
    const rows = await t.db.selectFrom('sessao').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('GET /sair', () => {
  it('revokes the session: the old cookie stops working', async () => {
    const cookie = await t.loginAdmin();
    const out = await t.app.inject({ method: 'GET', url: '/sair', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await login(undefined, cookie)).statusCode).toBe(401);
  });
});

describe('throttling', () => {
  it('slows down repeated failures on one account with 429, and clears after the window', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login({ usuario: ADMIN.email, senha: 'errada' })).statusCode).toBe(401);
    const blocked = await login({ usuario: ADMIN.email, senha: ADMIN.senha });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MSG.muitasTentativas);

    // The window passes: the real user gets in again.
    await t.db
      .updateTable('tentativa_login')
      .set({ inicio_janela: Date.now() - 16 * 60_000 })
      .execute();
    expect((await login({ usuario: ADMIN.email, senha: ADMIN.senha })).statusCode).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    for (let i = 0; i < 6; i++) await login({ usuario: `x${i}@teste.local`, senha: 'errada' });
    expect((await login({ usuario: ADMIN.email, senha: ADMIN.senha })).statusCode).toBe(429);
  });

  it('a success resets the account counter', async () => {
    await login({ usuario: ADMIN.email, senha: 'errada' });
    await login({ usuario: ADMIN.email, senha: 'errada' });
    expect((await login({ usuario: ADMIN.email, senha: ADMIN.senha })).statusCode).toBe(200);
    await login({ usuario: ADMIN.email, senha: 'errada' });
    await login({ usuario: ADMIN.email, senha: 'errada' });
    expect((await login({ usuario: ADMIN.email, senha: ADMIN.senha })).statusCode).toBe(200);
  });
});
