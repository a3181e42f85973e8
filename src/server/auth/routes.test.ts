import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarPessoa } from '#server/test/fabrica.ts';

import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({ LOGIN_FREE_FAILS: '3', LOGIN_FREE_FAILS_ADDRESS: '6' });
});
afterEach(() => t.close());

const login = (payload?: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

/** A login from a given client address, on a given app. */
const loginFrom = (app: TestApp, remoteAddress: string, senha: string) =>
  app.app.inject({
    method: 'POST',
    url: '/login',
    payload: { usuario: ADMIN.email, senha },
    remoteAddress,
  });

const sessionCookie = (res: { cookies: { name: string; secure?: boolean }[] }) =>
  res.cookies.find((c) => c.name === 'estocada_sessao');

/** What a browser sends when a page of another site makes the request. */
const OTHER_SITE = [
  { 'sec-fetch-site': 'cross-site', origin: 'https://outro.example' },
  { 'sec-fetch-site': 'same-site', origin: 'https://sub.outro.example' },
  { origin: 'https://outro.example' }, // an older browser: Origin only
];

describe('POST /login', () => {
  it('logs in an administrator with nome and adm 1, setting an HttpOnly session cookie', async () => {
    const res = await login({ usuario: ADMIN.email, senha: ADMIN.senha });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nome: ADMIN.nome, adm: 1, troca_senha: 0 });
    const cookie = res.cookies.find((c) => c.name === 'estocada_sessao')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
  });

  it('answers adm 0 for a teacher and accepts the e-mail in any case', async () => {
    await t.createUser({ email: 'prof@teste.local', senha: 'senha-prof-1', nome: 'Paulo', professor: true });
    const res = await login({ usuario: 'PROF@Teste.local', senha: 'senha-prof-1' });
    expect(res.json()).toEqual({ nome: 'Paulo', adm: 0, troca_senha: 0 });
  });

  // docs/product/messages.md: the original client reads the code from `message` as a number.
  it('answers code 1 in message for an unknown user, with the pt-BR text beside it', async () => {
    const res = await login({ usuario: 'ninguem@teste.local', senha: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 1, mensagem: MSG.usuarioIncorreto, code: 1 });
    expect(res.cookies).toHaveLength(0);
  });

  it('answers code 2 in message for a wrong password, with the pt-BR text beside it', async () => {
    const res = await login({ usuario: ADMIN.email, senha: 'errada' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 2, mensagem: MSG.senhaIncorreta, code: 2 });
  });

  it('rejects malformed bodies with 400 and a pt-BR message', async () => {
    const res = await login({ usuario: ADMIN.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MSG_RECUSA.dadosInvalidos);
    expect(res.json().campos).toHaveProperty('senha');
  });

  it('never lets a person without a password log in', async () => {
    await criarPessoa(t.db, 'Aluno', { email_pessoa: 'aluno@teste.local' });
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
    expect(res.json()).toEqual({ nome: ADMIN.nome, adm: 1, troca_senha: 0 });
    const empty = await login({}, cookie);
    expect(empty.json()).toEqual({ nome: ADMIN.nome, adm: 1, troca_senha: 0 });
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

  it('does nothing when another site causes it (an image tag elsewhere), and works from our pages', async () => {
    const cookie = await t.loginAdmin();
    for (const headers of OTHER_SITE) {
      const res = await t.app.inject({ method: 'GET', url: '/sair', headers: { ...headers, cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await login(undefined, cookie)).statusCode).toBe(200);

    const ours = await t.app.inject({
      method: 'GET',
      url: '/sair',
      headers: { 'sec-fetch-site': 'same-origin', cookie },
    });
    expect(ours.statusCode).toBe(200);
    expect((await login(undefined, cookie)).statusCode).toBe(401);
  });
});

describe('login from another site (login CSRF)', () => {
  it('is refused with 403 and sets no cookie; the same login from our page works', async () => {
    for (const headers of OTHER_SITE) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { usuario: ADMIN.email, senha: ADMIN.senha },
        headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG_RECUSA.origemInvalida);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await t.db.selectFrom('sessao').selectAll().execute()).toHaveLength(0);

    const ours = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { usuario: ADMIN.email, senha: ADMIN.senha },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(ours.statusCode).toBe(200);
    expect(sessionCookie(ours)).toBeDefined();
  });
});

describe('session cookie Secure', () => {
  const https = { 'x-forwarded-proto': 'https' };
  const cookieOf = async (app: TestApp, headers: Record<string, string> = {}) => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/login',
      payload: { usuario: ADMIN.email, senha: ADMIN.senha },
      headers,
    });
    expect(res.statusCode).toBe(200);
    return sessionCookie(res)!;
  };

  it('is Secure when the request came over HTTPS through a trusted proxy, not over plain http', async () => {
    const proxied = await makeTestApp({ TRUST_PROXY: 'true' });
    try {
      expect((await cookieOf(proxied, https)).secure).toBe(true);
      expect((await cookieOf(proxied, { 'x-forwarded-proto': 'http' })).secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the header is only the client's word.
    expect((await cookieOf(t, https)).secure).toBeFalsy();
  });

  it('is Secure by default with NODE_ENV=production; COOKIE_SECURE=false allows plain http', async () => {
    const production = await makeTestApp({ NODE_ENV: 'production' });
    const plainHttp = await makeTestApp({
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      TRUST_PROXY: 'true',
    });
    const forced = await makeTestApp({ COOKIE_SECURE: 'true' });
    try {
      expect((await cookieOf(production)).secure).toBe(true);
      expect((await cookieOf(plainHttp)).secure).toBeFalsy();
      expect((await cookieOf(plainHttp, https)).secure).toBe(true);
      expect((await cookieOf(forced)).secure).toBe(true);
    } finally {
      await production.close();
      await plainHttp.close();
      await forced.close();
    }
  });
});

describe('throttling', () => {
  it('answers 429 to a too early try after repeated failures, with a wait that grows', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login({ usuario: ADMIN.email, senha: 'errada' })).statusCode).toBe(401);
    const blocked = await login({ usuario: ADMIN.email, senha: ADMIN.senha });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MSG_RECUSA.muitasTentativas);
    expect(blocked.headers['retry-after']).toBe('1');

    // The wait (1 s) passes: one more failure, and the next wait is 2 s.
    const back = (ms: number) =>
      t.db
        .updateTable('tentativa_login')
        .set({ inicio_janela: Date.now() - ms })
        .execute();
    await back(1_100);
    expect((await login({ usuario: ADMIN.email, senha: 'errada' })).statusCode).toBe(401);
    await back(1_100);
    const again = await login({ usuario: ADMIN.email, senha: ADMIN.senha });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('1');
    await back(2_100);
    expect((await login({ usuario: ADMIN.email, senha: ADMIN.senha })).statusCode).toBe(200);
  });

  it('answers a brute force 429 within 30 tries, yet never locks the account for another client', async () => {
    const d = await makeTestApp(); // the default policy
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30 && !statuses.includes(429); i++) {
        statuses.push((await loginFrom(d, '203.0.113.9', `errada-${i}`)).statusCode);
      }
      expect(statuses).toContain(429);
      expect(statuses.filter((s) => s === 401).length).toBeLessThan(30);
      // The attacking client is held back, even with the right password...
      expect((await loginFrom(d, '203.0.113.9', ADMIN.senha)).statusCode).toBe(429);
      // ...but the administrator, from a client that has not failed, gets in at once.
      expect((await loginFrom(d, '198.51.100.20', ADMIN.senha)).statusCode).toBe(200);
      expect((await loginFrom(d, '127.0.0.1', ADMIN.senha)).statusCode).toBe(200);
    } finally {
      await d.close();
    }
  });

  it('lets no parallel tries slip past the count', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login({ usuario: ADMIN.email, senha: `errada-${i}` })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
  });

  it('limits one address trying many accounts', async () => {
    for (let i = 0; i < 6; i++) await login({ usuario: `x${i}@teste.local`, senha: 'errada' });
    expect((await login({ usuario: ADMIN.email, senha: ADMIN.senha })).statusCode).toBe(429);
    // Another address is not concerned.
    expect((await loginFrom(t, '198.51.100.20', ADMIN.senha)).statusCode).toBe(200);
  });

  it('a success resets the account counter', async () => {
    await login({ usuario: ADMIN.email, senha: 'errada' });
    await login({ usuario: ADMIN.email, senha: 'errada' });
    expect((await login({ usuario: ADMIN.email, senha: ADMIN.senha })).statusCode).toBe(200);
    await login({ usuario: ADMIN.email, senha: 'errada' });
    await login({ usuario: ADMIN.email, senha: 'errada' });
    expect((await login({ usuario: ADMIN.email, senha: ADMIN.senha })).statusCode).toBe(200);
  });

  it('successful logins do not count against their address (a club sharing one address)', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login({ usuario: ADMIN.email, senha: ADMIN.senha })).statusCode).toBe(200);
  });
});
