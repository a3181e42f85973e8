// The request log: one JSON line per request, with the request id the answer carries,
// and never a CPF, RG, phone number, e-mail, password or session token, whatever the
// request carried them in (body, query string, path, cookie) or an error quoted them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, makeTestApp, type TestApp } from '#server/test/app.ts';
import { caminhoParaLog, redact } from './logging';

const MARIA = {
  nome_pessoa: 'Maria Silva',
  dt_nasc_pessoa: '1990-05-17',
  cpf_pessoa: '529.982.247-25',
  rg_pessoa: '12.345.678-9',
  email_pessoa: 'maria.silva@exemplo.com',
  telefone_pessoa: '(11) 98765-4321',
  genero: 'f',
  senha_pessoa: 'senha-secreta-da-maria',
};

/** Every form in which these values could reach a log. */
const PROIBIDOS = [
  '52998224725',
  '529.982.247-25',
  '123456789',
  '12.345.678-9',
  '11987654321',
  '(11) 98765-4321',
  '98765-4321',
  'maria.silva@exemplo.com',
  'maria.silva%40exemplo.com',
  MARIA.senha_pessoa,
  ADMIN.email,
  ADMIN.senha,
];

let t: TestApp;
let linhas: string[];
beforeEach(async () => {
  linhas = [];
  t = await makeTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void linhas.push(line) } });
});
afterEach(() => t.close());

const registros = () => linhas.map((l) => JSON.parse(l) as Record<string, unknown>);
const deRequisicao = () => registros().filter((r) => r.msg === 'request');

describe('request log', () => {
  it('writes one line per request, with the id answered in X-Request-Id', async () => {
    const cookie = await t.loginAdmin();
    const respostas = [
      await t.app.inject({ method: 'GET', url: '/minhasturmas', headers: { cookie } }),
      await t.app.inject({ method: 'GET', url: '/minhasturmas' }),
      await t.app.inject({ method: 'GET', url: '/api/nada' }),
      await t.app.inject({ method: 'POST', url: '/api/chamada/enviar', headers: { cookie }, payload: {} }),
    ];
    const linhasDeRequisicao = deRequisicao();
    expect(linhasDeRequisicao).toHaveLength(5); // the login, then the four above
    const ids = linhasDeRequisicao.map((r) => r.reqId);
    expect(new Set(ids).size).toBe(5);
    for (const res of respostas) expect(ids).toContain(res.headers['x-request-id']);

    const [login, comSessao, semSessao, inexistente, invalido] = linhasDeRequisicao;
    expect(login).toMatchObject({ level: 30, method: 'POST', url: '/login', route: '/login', status: 200 });
    expect(comSessao).toMatchObject({
      method: 'GET',
      url: '/minhasturmas',
      status: 200,
      user: t.admin.id_pessoa,
    });
    expect(semSessao).toMatchObject({ url: '/minhasturmas', status: 401 });
    expect(semSessao.user).toBeUndefined();
    expect(inexistente).toMatchObject({ url: '/api/nada', status: 404 });
    expect(inexistente.route).toBeUndefined();
    expect(invalido).toMatchObject({ url: '/api/chamada/enviar', status: 400 });
    for (const r of linhasDeRequisicao) {
      expect(typeof r.ms).toBe('number');
      expect(r.ip).toBe('127.0.0.1');
      expect(Object.keys(r).sort()).toEqual(
        [
          'hostname',
          'ip',
          'level',
          'method',
          'ms',
          'msg',
          'pid',
          'reqId',
          'route',
          'status',
          'time',
          'url',
          'user',
        ]
          .filter((k) => k in r)
          .sort(),
      );
    }
    // Fastify's own "incoming request" / "request completed" lines are gone.
    expect(registros().filter((r) => r.msg !== 'request')).toEqual([]);
  });

  it('never holds personal data sent in bodies, query strings, paths or cookies', async () => {
    const admin = await t.loginAdmin();
    const criada = await t.app.inject({
      method: 'POST',
      url: '/api/pessoa',
      headers: { cookie: admin },
      payload: MARIA,
    });
    expect(criada.statusCode).toBe(200);
    const repetida = await t.app.inject({
      method: 'POST',
      url: '/api/pessoa',
      headers: { cookie: admin },
      payload: MARIA,
    });
    expect(repetida.statusCode).toBe(409);
    const maria = await t.login(MARIA.email_pessoa, MARIA.senha_pessoa);
    await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { usuario: MARIA.email_pessoa, senha: 'senha-errada-da-maria' },
    });
    const buscas = [
      '/api/adm/alunos?q=529.982.247-25',
      '/api/pessoa?q=maria.silva%40exemplo.com',
      '/listartodosalunos?q=11987654321',
      '/api/pessoa/maria.silva@exemplo.com',
      '/api/pessoa/52998224725',
      '/qualquer/529.982.247-25/coisa',
      '/api/cep/12345678',
    ];
    for (const url of buscas) {
      await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    }
    await t.app.inject({ method: 'GET', url: '/minhasturmas', headers: { cookie: maria } });

    const texto = linhas.join('');
    const tokens = [admin, maria].map((c) => c.split('=')[1]);
    for (const valor of [...PROIBIDOS, 'senha-errada-da-maria', ...tokens]) {
      expect(texto, valor).not.toContain(valor);
    }
    expect(texto).not.toMatch(/"(senha|cpf|rg|telefone|email)[_a-z]*"\s*:/);
    expect(texto).not.toContain('cookie');
    // The searches are still there, by path, and the hidden paths too.
    const urls = deRequisicao().map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/adm/alunos',
        '/api/pessoa',
        '/listartodosalunos',
        '/api/pessoa/*',
        '/qualquer/*/coisa',
      ]),
    );
    expect(deRequisicao()).toHaveLength(4 + buscas.length + 1 + 1); // + the admin login
  });

  it('logs a failure without the values its error quotes', async () => {
    // A fault outside our HttpErrors: the message and a PostgreSQL-style detail quote a row.
    t.app.get('/teste/falha', { config: { acesso: 'publico' } }, async () => {
      throw Object.assign(new Error('falhou para maria.silva@exemplo.com, CPF 529.982.247-25'), {
        code: '23505',
        detail: 'Key (cpf_pessoa)=(52998224725) already exists.',
        constraint: 'pessoa_cpf_uq',
      });
    });
    const res = await t.app.inject({ method: 'GET', url: '/teste/falha' });
    expect(res.statusCode).toBe(500);
    const erro = registros().find((r) => r.level === 50);
    expect(erro?.reqId).toBe(res.headers['x-request-id']);
    expect(erro?.err).toMatchObject({
      type: 'Error',
      message: 'falhou para [e-mail], CPF [número]',
      code: '23505',
      constraint: 'pessoa_cpf_uq',
    });
    const texto = linhas.join('');
    for (const valor of PROIBIDOS) expect(texto, valor).not.toContain(valor);
    expect(texto).not.toContain('detail');
  });

  it("keeps a database's own error free of the row's values", async () => {
    // The login e-mail is unique among people with a password.
    const pessoa = { nome_pessoa: 'Maria Silva', email_pessoa: MARIA.email_pessoa, senha_pessoa: 'x' };
    await t.db.insertInto('pessoa').values(pessoa).execute();
    const err = await t.db
      .insertInto('pessoa')
      .values(pessoa)
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    t.app.log.error(err);
    const [linha] = registros();
    expect(linha.level).toBe(50);
    expect(linha.err).toMatchObject({ type: expect.any(String), message: expect.any(String) });
    // PostgreSQL's error carries `detail: Key (email_pessoa)=(maria.silva@exemplo.com) already exists.`
    expect(linhas.join('')).not.toContain(MARIA.email_pessoa);
  });
});

describe('caminhoParaLog / redact', () => {
  it('drops the query string and hides segments that look like personal data', () => {
    expect(caminhoParaLog('/api/adm/alunos?q=Maria')).toBe('/api/adm/alunos');
    expect(caminhoParaLog('/api/turma/123')).toBe('/api/turma/123');
    expect(caminhoParaLog('/x/maria%40exemplo.com/y')).toBe('/x/*/y');
    expect(caminhoParaLog('/x/(11)%2098765-4321')).toBe('/x/*');
    expect(caminhoParaLog('/x/%E0%A4%A')).toBe('/x/%E0%A4%A');
    // A personal link's token is a credential: never logged, whatever digits it holds.
    expect(caminhoParaLog(`/api/consentimento/${'aB_-'.repeat(10)}xyz`)).toBe('/api/consentimento/*');
    expect(caminhoParaLog('/api/privacidade/documentos/vigentes')).toBe(
      '/api/privacidade/documentos/vigentes',
    );
  });

  it('redacts e-mails and long numbers in free text, not short ones', () => {
    expect(redact('a b@c.de 529.982.247-25 (11) 98765-4321 12.345.678-9 id 42 em 2026-01-10')).toBe(
      'a [e-mail] [número] [número] [número] id 42 em 2026-01-10',
    );
  });
});
