// A person's own account: the password change (other sessions end, on every instance),
// the sessions list, ending one or all, the strength check, and the required change.
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import { connect } from '#server/db/connect.ts';
import { parseEnv } from '#server/env.ts';
import { ADMIN, dialect, makeTestApp, type TestApp } from '#server/test/app.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { CODIGO_TROCA_DE_SENHA } from '#shared/schemas/conta.ts';

const PROF = { email: 'estro@teste.local', senha: 'senha-do-prof', nome: 'Estrogildo Vasconcelhos' };
const NOVA = 'sabre-lua-cravo-94';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  await t.createUser({ ...PROF, professor: true });
});
afterEach(() => t.close());

function call(method: InjectOptions['method'], url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    payload: payload as InjectOptions['payload'],
    headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
  });
}

/** Logs in from a browser described by `userAgent`; the Cookie header of the new session. */
async function entrar(usuario: string, senha: string, userAgent = CHROME_ANDROID) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/login',
    payload: { usuario, senha },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode, res.body).toBe(200);
  return `estocada_sessao=${res.cookies.find((c) => c.name === 'estocada_sessao')!.value}`;
}

const vivo = async (cookie: string) => (await call('GET', '/api/inicio', cookie)).statusCode;

describe('POST /api/conta/senha', () => {
  it('changes the password and ends every other session of the person, not this one nor others’', async () => {
    const aqui = await entrar(PROF.email, PROF.senha);
    const ali = await entrar(PROF.email, PROF.senha, FIREFOX_WINDOWS);
    const admin = await t.loginAdmin();
    expect(await vivo(ali)).toBe(200); // cached now
    const res = await call('POST', '/api/conta/senha', aqui, { atual: PROF.senha, nova: NOVA });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MSG_CONTA.senhaAlterada });
    expect(await vivo(aqui)).toBe(200);
    expect(await vivo(ali)).toBe(401);
    expect(await vivo(admin)).toBe(200);
    const { senha_pessoa } = await t.db
      .selectFrom('pessoa')
      .select('senha_pessoa')
      .where('email_pessoa', '=', PROF.email)
      .executeTakeFirstOrThrow();
    expect(senha_pessoa).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(senha_pessoa!, NOVA)).toBe(true);
    await entrar(PROF.email, NOVA);
  });

  it.skipIf(dialect !== 'postgres')(
    'PostgreSQL: another instance on the same database, which had the session in memory, refuses it next',
    async () => {
      const aqui = await entrar(PROF.email, PROF.senha);
      const ali = await entrar(PROF.email, PROF.senha);
      const database = connect(t.url, { schema: t.schema, poolSize: 2 });
      const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TZ_CLUB: FUSO_TESTE });
      const outra = await buildApp({ env, database, clientDir: '/nonexistent' });
      try {
        const naOutra = (cookie: string) =>
          outra.inject({ method: 'GET', url: '/api/inicio', headers: { cookie } }).then((r) => r.statusCode);
        expect(await naOutra(ali)).toBe(200);
        expect(await naOutra(ali)).toBe(200); // served from the other instance's session cache
        const res = await call('POST', '/api/conta/senha', aqui, { atual: PROF.senha, nova: NOVA });
        expect(res.statusCode).toBe(200);
        expect(await naOutra(ali)).toBe(401);
        expect(await naOutra(aqui)).toBe(200);
      } finally {
        await outra.close();
        await database.close();
      }
    },
  );

  it('refuses a wrong current password beside its field, and changes nothing', async () => {
    const aqui = await entrar(PROF.email, PROF.senha);
    const ali = await entrar(PROF.email, PROF.senha);
    const res = await call('POST', '/api/conta/senha', aqui, { atual: 'não-é-esta', nova: NOVA });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MSG_CONTA.senhaAtualIncorreta,
      campos: { atual: MSG_CONTA.senhaAtualIncorreta },
    });
    expect(await vivo(ali)).toBe(200);
    await entrar(PROF.email, PROF.senha);
  });

  it('applies the password rule to the new one, in pt-BR beside its field', async () => {
    const aqui = await entrar(PROF.email, PROF.senha);
    const curta = await call('POST', '/api/conta/senha', aqui, { atual: PROF.senha, nova: 'X7#qv!9z' });
    expect(curta.statusCode).toBe(400);
    expect(curta.json().campos).toEqual({ nova: MSG_CONTA.senhaMinimo });
    const fraca = await call('POST', '/api/conta/senha', aqui, { atual: PROF.senha, nova: 'senha12345' });
    expect(fraca.statusCode).toBe(400);
    expect(fraca.json().campos.nova).toMatch(/senha/i);
    const comNome = await call('POST', '/api/conta/senha', aqui, {
      atual: PROF.senha,
      nova: 'vasconcelhos1987',
    });
    expect(comNome.statusCode).toBe(400);
    expect(comNome.json().campos.nova).toContain(MSG_CONTA.estimadorAvisos.userInputs);
    const igual = await call('POST', '/api/conta/senha', aqui, { atual: PROF.senha, nova: PROF.senha });
    expect(igual.json().campos).toEqual({ nova: MSG_CONTA.senhaIgualAtual });
    await entrar(PROF.email, PROF.senha);
  });

  it('needs a session (401), comes from our own origin (403) and validates its body (400)', async () => {
    expect((await call('POST', '/api/conta/senha', undefined, { atual: 'x', nova: NOVA })).statusCode).toBe(
      401,
    );
    const aqui = await entrar(PROF.email, PROF.senha);
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/conta/senha',
      payload: { atual: PROF.senha, nova: NOVA },
      headers: { cookie: aqui, 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
    const vazio = await call('POST', '/api/conta/senha', aqui, {});
    expect(vazio.statusCode).toBe(400);
    expect(Object.keys(vazio.json().campos)).toEqual(['atual', 'nova']);
  });

  it('counts wrong current passwords like failed logins (429 after the free tries)', async () => {
    const aqui = await entrar(PROF.email, PROF.senha);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await call('POST', '/api/conta/senha', aqui, { atual: `errada-${i}`, nova: NOVA })).statusCode,
      );
    expect(codes).toEqual([400, 400, 400, 429, 429]);
  });
});

describe('POST /api/conta/senha/forca', () => {
  it('answers the estimator’s verdict with the person’s words counted, storing nothing', async () => {
    const aqui = await entrar(PROF.email, PROF.senha);
    const forte = await call('POST', '/api/conta/senha/forca', aqui, { senha: NOVA });
    expect(forte.json()).toMatchObject({ aceita: true, explicacao: null });
    const fraca = await call('POST', '/api/conta/senha/forca', aqui, { senha: 'vasconcelhos1987' });
    expect(fraca.json()).toMatchObject({ aceita: false });
    expect(fraca.json().pontuacao).toBeLessThan(3);
    expect((await call('POST', '/api/conta/senha/forca', undefined, { senha: NOVA })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('lists one’s own sessions with the device in short pt-BR and "este aparelho", never a token hash', async () => {
    const aqui = await entrar(PROF.email, PROF.senha, FIREFOX_WINDOWS);
    await entrar(PROF.email, PROF.senha, CHROME_ANDROID);
    await t.loginAdmin();
    const res = await call('GET', '/api/conta/sessoes', aqui);
    expect(res.statusCode).toBe(200);
    const sessoes = res.json() as {
      id: string;
      dispositivo: string;
      este_aparelho: boolean;
      criada_em: string;
    }[];
    expect(sessoes.map((s) => [s.dispositivo, s.este_aparelho]).sort()).toEqual([
      ['Chrome no Android', false],
      ['Firefox no Windows', true],
    ]);
    expect(new Date(sessoes[0].criada_em).toISOString()).toBe(sessoes[0].criada_em);
    const hashes = (await t.db.selectFrom('sessao').select('token_hash').execute()).map((r) => r.token_hash);
    for (const h of hashes) expect(res.body).not.toContain(h);
    expect(Object.keys(sessoes[0]).sort()).toEqual([
      'criada_em',
      'dispositivo',
      'este_aparelho',
      'id',
      'usada_em',
    ]);
  });

  it('ends one of one’s own sessions by its id; another person’s id is a 404 and ends nothing', async () => {
    const aqui = await entrar(PROF.email, PROF.senha);
    const ali = await entrar(PROF.email, PROF.senha);
    const admin = await t.loginAdmin();
    const minhas = (await call('GET', '/api/conta/sessoes', aqui)).json() as {
      id: string;
      este_aparelho: boolean;
    }[];
    const outra = minhas.find((s) => !s.este_aparelho)!;
    const doAdmin = ((await call('GET', '/api/conta/sessoes', admin)).json() as { id: string }[])[0];
    const alheia = await call('DELETE', `/api/conta/sessoes/${encodeURIComponent(doAdmin.id)}`, aqui);
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json()).toEqual({ message: MSG_CONTA.sessaoNaoEncontrada });
    expect(await vivo(admin)).toBe(200);
    const res = await call('DELETE', `/api/conta/sessoes/${encodeURIComponent(outra.id)}`, aqui);
    expect(res.statusCode).toBe(200);
    expect(await vivo(ali)).toBe(401);
    expect(await vivo(aqui)).toBe(200);
    expect(
      (await call('DELETE', `/api/conta/sessoes/${encodeURIComponent(outra.id)}`, aqui)).statusCode,
    ).toBe(404);
  });

  it('"Sair de todos os aparelhos" ends every session of the person, this one included', async () => {
    const aqui = await entrar(PROF.email, PROF.senha);
    const ali = await entrar(PROF.email, PROF.senha);
    const admin = await t.loginAdmin();
    // A DELETE whose id went missing ends nothing.
    expect((await call('DELETE', '/api/conta/sessoes/', ali)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await vivo(ali)).toBe(200);
    const res = await call('POST', '/api/conta/sessoes/encerrar-todas', aqui);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'estocada_sessao')?.value).toBe('');
    expect(await vivo(aqui)).toBe(401);
    expect(await vivo(ali)).toBe(401);
    expect(await vivo(admin)).toBe(200);
  });
});

describe('a password that must be changed', () => {
  async function marcar(email: string) {
    await t.db.updateTable('pessoa').set({ troca_senha: 1 }).where('email_pessoa', '=', email).execute();
  }

  it('refuses every API call but the account’s (403 with its code) until it is changed', async () => {
    const aqui = await entrar(PROF.email, PROF.senha);
    await marcar(PROF.email);
    const check = await t.app.inject({ method: 'POST', url: '/login', headers: { cookie: aqui } });
    expect(check.json()).toEqual({ nome: PROF.nome, adm: 0, troca_senha: 1 });
    for (const url of ['/api/inicio', '/minhasturmas', '/api/notificacoes']) {
      const res = await call('GET', url, aqui);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: MSG_CONTA.trocaObrigatoria, code: CODIGO_TROCA_DE_SENHA });
    }
    expect((await call('GET', '/api/conta/sessoes', aqui)).statusCode).toBe(200);
    expect((await call('POST', '/api/conta/senha', aqui, { atual: PROF.senha, nova: NOVA })).statusCode).toBe(
      200,
    );
    expect(await vivo(aqui)).toBe(200);
    const depois = await t.app.inject({ method: 'POST', url: '/login', headers: { cookie: aqui } });
    expect(depois.json()).toEqual({ nome: PROF.nome, adm: 0, troca_senha: 0 });
  });

  it('holds for an administrator too, and logout still works', async () => {
    await marcar(ADMIN.email);
    const admin = await entrar(ADMIN.email, ADMIN.senha);
    expect((await call('GET', '/api/adm/professores', admin)).statusCode).toBe(403);
    expect((await call('GET', '/sair', admin)).statusCode).toBe(200);
    expect(await vivo(admin)).toBe(401);
  });
});
