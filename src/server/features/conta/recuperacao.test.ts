// A staff member's password recovery, end to end against a real SMTP server started here:
// the same answer for any e-mail, the link in the e-mail, the password rule, one use, the
// expiry, every session ended, the audit, the limit per address, and nothing secret in the log.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarPessoa } from '#server/test/fabrica.ts';
import { type ServidorSmtp, servidorSmtp } from '#server/test/smtp.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { MSG_MENSAGENS } from '#shared/messages/mensagens.ts';

const PROF = { email: 'estro@teste.local', senha: 'senha-do-prof', nome: 'Estrogildo Vasconcelhos' };
const NOVA = 'sabre-lua-cravo-94';
const SENHA_SMTP = 'senha-do-smtp-7f3a9';

let t: TestApp;
let smtp: ServidorSmtp;
const linhas: string[] = [];

beforeAll(async () => {
  smtp = await servidorSmtp();
  t = await makeTestApp(
    {
      SMTP_URL: smtp.url('clube', SENHA_SMTP),
      LOG_LEVEL: 'info',
      MAIL_FROM: 'Clube <nao-responda@clube.test>',
      APP_URL: 'https://clube.test',
    },
    { logStream: { write: (linha) => void linhas.push(linha) }, entregaAutomatica: true },
  );
  await t.createUser({ ...PROF, professor: true });
  await t.db.updateTable('clube').set({ nome: 'Sala de Armas Teste' }).where('id_clube', '=', 1).execute();
});
afterAll(async () => {
  await t.close();
  await smtp.fechar();
});
beforeEach(async () => {
  smtp.recebidas.length = 0;
  await t.db.deleteFrom('senha_redefinicao').execute();
});

let endereco = 0;
/** Each test asks from its own address, so the per-address limit is the limit test's alone. */
function call(
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  extra: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    payload: payload as InjectOptions['payload'],
    remoteAddress: `10.0.0.${endereco}`,
    headers: { 'sec-fetch-site': 'same-origin', host: 'clube.test', ...extra },
  });
}

const pedir = (email: string) => call('POST', '/api/conta/recuperar', { email });
const redefinir = (token: string, nova: string) => call('POST', '/api/conta/redefinir', { token, nova });

/** The link's token in the e-mail that arrived. */
async function linkRecebido(): Promise<string> {
  const [mail] = await smtp.esperar(1);
  const m = /https:\/\/clube\.test\/redefinir\/([A-Za-z0-9_-]{43})/.exec(mail.texto);
  expect(m, mail.texto).not.toBeNull();
  return m![1];
}

async function entrar(usuario: string, senha: string) {
  return t.app.inject({ method: 'POST', url: '/login', payload: { usuario, senha } });
}

describe('POST /api/conta/recuperar', () => {
  beforeEach(() => {
    endereco++;
  });

  it('answers 202 with the same body for a staff e-mail, an unknown one and a guardian’s, and e-mails only the staff member', async () => {
    await criarPessoa(t.db, 'Rita Responsável', { email_pessoa: 'rita@familia.test' });
    const conhecido = await pedir(PROF.email);
    const desconhecido = await pedir('ninguem@teste.local');
    const responsavel = await pedir('rita@familia.test');
    for (const r of [conhecido, desconhecido, responsavel]) {
      expect(r.statusCode).toBe(202);
      expect(r.body).toBe(conhecido.body);
    }
    expect(conhecido.json()).toEqual({ message: MSG_MENSAGENS.recuperarEnviado });

    const [mail] = await smtp.esperar(1);
    expect(mail.para).toEqual([PROF.email]);
    expect(mail.assunto).toBe(MSG_MENSAGENS.redefinirAssunto('Sala de Armas Teste'));
    expect(mail.texto).toContain(MSG_MENSAGENS.redefinirSaudacao(PROF.nome));
    expect(mail.html).toContain('Sala de Armas Teste');
    expect(mail.html).toMatch(/href="https:\/\/clube\.test\/redefinir\/[A-Za-z0-9_-]{43}"/);
    // Only the staff member's link was made and sent; its row keeps a hash, never the token.
    const links = await t.db.selectFrom('senha_redefinicao').selectAll().execute();
    expect(links).toHaveLength(1);
    expect(links[0].hash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail.texto).not.toContain(links[0].hash);
    expect(Number(links[0].expira_em) - Number(links[0].criada_em)).toBe(3_600_000);
    // Once sent, the outbox keeps no copy of the link.
    await expect
      .poll(
        async () =>
          await t.db
            .selectFrom('mensagem')
            .select(['status', 'texto', 'html'])
            .where('motivo', '=', 'redefinir_senha')
            .execute(),
      )
      .toEqual([{ status: 'enviada', texto: null, html: null }]);
    const auditoria = await t.db
      .selectFrom('auditoria')
      .select(['acao', 'id_pessoa'])
      .where('acao', '=', 'senha_recuperacao')
      .execute();
    expect(auditoria).toHaveLength(1);
  });

  it('refuses a malformed e-mail with a pt-BR 400 and makes nothing', async () => {
    for (const email of ['', 'nao-e-email', 'a\u0000@b.com', 'x'.repeat(300)]) {
      const r = await pedir(email);
      expect(r.statusCode, email).toBe(400);
    }
    expect((await call('POST', '/api/conta/recuperar', {})).statusCode).toBe(400);
    expect(await t.db.selectFrom('senha_redefinicao').selectAll().execute()).toEqual([]);
  });
});

describe('POST /api/conta/redefinir', () => {
  beforeEach(() => {
    endereco++;
  });

  it('sets a strong new password once, ends every session of the account, and is audited', async () => {
    const aberta = await entrar(PROF.email, PROF.senha);
    const cookie = `estocada_sessao=${aberta.cookies.find((c) => c.name === 'estocada_sessao')!.value}`;
    expect((await call('GET', '/api/inicio', undefined, { cookie })).statusCode).toBe(200);

    await pedir(PROF.email);
    const token = await linkRecebido();

    const fraca = await redefinir(token, 'estrogildo1234');
    expect(fraca.statusCode).toBe(400);
    expect(Object.keys(fraca.json().campos)).toEqual(['nova']);
    const curta = await redefinir(token, 'curta');
    expect(curta.statusCode).toBe(400);
    expect(curta.json().campos.nova).toBe(MSG_CONTA.senhaMinimo);

    const ok = await redefinir(token, NOVA);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: MSG_MENSAGENS.redefinida });

    expect((await call('GET', '/api/inicio', undefined, { cookie })).statusCode).toBe(401);
    expect((await entrar(PROF.email, PROF.senha)).statusCode).toBe(401);
    expect((await entrar(PROF.email, NOVA)).statusCode).toBe(200);

    const denovo = await redefinir(token, 'outra-frase-bem-longa-77');
    expect(denovo.statusCode).toBe(400);
    expect(denovo.json()).toEqual({
      message: MSG_MENSAGENS.linkInvalido,
      campos: { token: MSG_MENSAGENS.linkInvalido },
    });
    const auditoria = await t.db
      .selectFrom('auditoria')
      .select(['acao', 'id_autor', 'id_pessoa'])
      .where('acao', '=', 'senha_redefinida')
      .execute();
    const { id_pessoa } = await t.db
      .selectFrom('pessoa')
      .select('id_pessoa')
      .where('email_pessoa', '=', PROF.email)
      .executeTakeFirstOrThrow();
    expect(auditoria).toEqual([{ acao: 'senha_redefinida', id_autor: id_pessoa, id_pessoa }]);
  });

  it('refuses a link an hour old, and one that never was, with the same 400', async () => {
    await pedir(PROF.email);
    const token = await linkRecebido();
    await t.db
      .updateTable('senha_redefinicao')
      .set({ expira_em: Date.now() - 1 })
      .execute();
    const velho = await redefinir(token, NOVA);
    expect(velho.statusCode).toBe(400);
    expect(velho.json().message).toBe(MSG_MENSAGENS.linkInvalido);
    for (const falso of ['A'.repeat(43), 'curto', '../../etc', 'x'.repeat(100)]) {
      const r = await redefinir(falso, NOVA);
      expect(r.statusCode, falso).toBe(400);
    }
    expect((await call('POST', '/api/conta/redefinir', { token: 'A'.repeat(43) })).statusCode).toBe(400);
  });

  it('is refused for a request from another site', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/conta/redefinir',
      payload: { token: 'A'.repeat(43), nova: NOVA },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(r.statusCode).toBe(403);
  });
});

describe('the limits and the log', () => {
  it('makes at most a few links per account per hour, and limits requests per address', async () => {
    endereco++;
    for (let i = 0; i < 5; i++) expect((await pedir(PROF.email)).statusCode).toBe(202);
    await expect
      .poll(async () => (await t.db.selectFrom('senha_redefinicao').selectAll().execute()).length)
      .toBe(3);
    let ultima = 202;
    for (let i = 0; i < 10 && ultima === 202; i++) ultima = (await pedir('ninguem@teste.local')).statusCode;
    expect(ultima).toBe(429);
    endereco++;
    expect((await pedir('ninguem@teste.local')).statusCode).toBe(202);
  });

  it('writes neither the SMTP password, nor a link’s token, nor an e-mail address to the log', async () => {
    const texto = linhas.join('\n');
    expect(texto).toContain('mensagens entregues');
    expect(texto).not.toContain(SENHA_SMTP);
    expect(texto).not.toContain(PROF.email);
    expect(texto).not.toMatch(/redefinir\/[A-Za-z0-9_-]{43}/);
    for (const m of smtp.recebidas) {
      const token = /redefinir\/([A-Za-z0-9_-]{43})/.exec(m.texto)?.[1];
      if (token) expect(texto).not.toContain(token);
    }
  });
});

describe('the link in the e-mail', () => {
  beforeEach(() => {
    endereco++;
  });

  it('builds the link from APP_URL, never from the Host header a caller sends', async () => {
    const r = await call('POST', '/api/conta/recuperar', { email: PROF.email }, { host: 'atacante.test' });
    expect(r.statusCode).toBe(202);
    const [mail] = await smtp.esperar(1);
    expect(mail.texto).toContain('https://clube.test/redefinir/');
    expect(mail.texto).not.toContain('atacante.test');
  });
});
