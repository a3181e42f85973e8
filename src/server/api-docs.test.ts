// The API described from its schemas (api-docs.ts): an OpenAPI 3.1 document that
// holds every route the server answers, with its zod schemas, and a reference page
// at /api/docs, both for administrators only.

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { AREAS_API, MSG_API } from '#shared/messages/api.ts';
import { chamadaEnviarInput } from '#shared/schemas/chamada.ts';
import { clubeInput } from '#shared/schemas/clube.ts';
import { configuracaoInput, precosInput } from '#shared/schemas/financeiro.ts';
import { loginInput } from '#shared/schemas/login.ts';
import { professorCompletoInput } from '#shared/schemas/professor.ts';
import { turmaInput } from '#shared/schemas/turma.ts';
import { unidadeInput } from '#shared/schemas/unidade.ts';
import { inlineScriptHashes, POLITICA_JSON } from './security-headers';

interface Operacao {
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
  security?: unknown[];
  description?: string;
  tags?: string[];
}
interface Documento {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operacao>>;
  components: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

/**
 * Every method and path the server's router answers ("POST /api/chamada/enviar"),
 * read from Fastify's own route tree, never from the document; HEAD is Fastify's
 * copy of each GET.
 */
function rotasDoServidor(app: FastifyInstance): string[] {
  const rotas: string[] = [];
  const caminhos: string[] = [];
  for (const linha of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(linha);
    if (!m) continue;
    const nivel = m[1].length / 4;
    caminhos[nivel] = (nivel > 0 ? caminhos[nivel - 1] : '') + m[2];
    for (const metodo of (m[3] ?? '').split(', ').filter(Boolean)) {
      if (metodo !== 'HEAD') rotas.push(`${metodo} ${caminhos[nivel].replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return rotas;
}

/** The routes the document leaves out, as "METHOD /path". */
function faltando(documento: Documento, rotas: string[]): string[] {
  return rotas.filter((rota) => {
    const [metodo, caminho] = rota.split(' ');
    return !documento.paths[caminho]?.[metodo.toLowerCase()];
  });
}

let t: TestApp;
let admin: string;
let professor: string;
beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.loginAdmin();
  await t.createUser({ email: 'prof@docs.local', senha: 'senha-do-prof', nome: 'Paulo', professor: true });
  professor = await t.login('prof@docs.local', 'senha-do-prof');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function documento(): Promise<Documento> {
  const res = await get('/api/docs/openapi.json', admin);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json();
}

describe('access', () => {
  const urls = [
    '/api/docs',
    '/api/docs/',
    '/api/docs/openapi.json',
    '/api/docs/openapi.yaml',
    '/api/docs/js/scalar.js',
  ];
  for (const url of urls) {
    it(`${url}: 401 without a session, 403 for a teacher, answered to an administrator`, async () => {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, professor)).statusCode).toBe(403);
      const res = await get(url, admin);
      expect(res.statusCode).toBe(url === '/api/docs' ? 301 : 200);
    });
  }
});

describe('the document', () => {
  it('holds every route the server answers, with its method', async () => {
    const rotas = rotasDoServidor(t.app);
    // The original client's paths and ours, not only /api.
    expect(rotas).toEqual(
      expect.arrayContaining([
        'POST /login',
        'GET /listartodosalunos',
        'GET /health',
        'POST /api/chamada/enviar',
      ]),
    );
    expect(rotas.length).toBeGreaterThan(80);
    const doc = await documento();
    // The reference's own routes are documentation, not operations.
    const operacoes = rotas.filter((r) => !r.split(' ')[1].startsWith('/api/docs'));
    expect(faltando(doc, operacoes)).toEqual([]);
    // And nothing the server does not answer.
    const documentadas = Object.entries(doc.paths).flatMap(([caminho, item]) =>
      Object.keys(item).map((metodo) => `${metodo.toUpperCase()} ${caminho}`),
    );
    expect(documentadas.sort()).toEqual([...operacoes].sort());
  });

  it('the check names a route the document lacks', async () => {
    const doc = await documento();
    delete doc.paths['/api/chamada/enviar'].post;
    expect(faltando(doc, rotasDoServidor(t.app))).toContain('POST /api/chamada/enviar');
  });

  it('is OpenAPI 3.1: operations with responses, declared path parameters, resolvable references', async () => {
    const doc = await documento();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: MSG_API.titulo, version: expect.any(String) });
    const texto = JSON.stringify(doc);
    for (const [, ref] of texto.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const alvo = ref.split('/').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], doc);
      expect(alvo, ref).toBeDefined();
    }
    const METODOS = new Set(['get', 'put', 'post', 'delete', 'patch']);
    for (const [caminho, item] of Object.entries(doc.paths)) {
      expect(caminho).toMatch(/^\//);
      const noCaminho = [...caminho.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [metodo, op] of Object.entries(item)) {
        expect(METODOS.has(metodo), `${metodo} ${caminho}`).toBe(true);
        expect(Object.keys(op.responses).length, `${metodo} ${caminho}`).toBeGreaterThan(0);
        const declarados = (op.parameters ?? []).filter((p) => p.in === 'path');
        expect(declarados.map((p) => p.name).sort(), `${metodo} ${caminho}`).toEqual(noCaminho);
        for (const p of declarados) expect(p.required).toBe(true);
      }
    }
  });

  it('describes request bodies and answers from the zod schemas', async () => {
    const doc = await documento();
    const enviar = doc.paths['/api/chamada/enviar'].post;
    const corpo = enviar.requestBody?.content['application/json'].schema;
    // The chamada by id, or by class and date (a sheet taken on a device): only the marks are always required.
    expect(corpo).toMatchObject({ type: 'object', required: ['alunos'] });
    expect(Object.keys(corpo?.properties as object).sort()).toEqual(
      Object.keys(chamadaEnviarInput.shape).sort(),
    );
    expect(enviar.responses['200']).toMatchObject({
      content: { 'application/json': { schema: expect.any(Object) } },
    });
    // Every error in the one error shape.
    expect(enviar.responses['4XX']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', required: ['message'] } } },
    });
    const comCorpo = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).filter((op) => op.requestBody),
    );
    expect(comCorpo.length).toBeGreaterThan(30);
  });

  it("says who may call each operation, from the route's declared access", async () => {
    const doc = await documento();
    expect(doc.components.securitySchemes?.sessao).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(doc.paths['/login'].post).toMatchObject({ security: [], description: MSG_API.acessoPublico });
    expect(doc.paths['/api/chamada/enviar'].post).toMatchObject({
      security: [{ sessao: [] }],
      description: MSG_API.acessoUsuario,
      tags: [AREAS_API.chamada.nome],
    });
    expect(doc.paths['/api/adm/alunos'].get.description).toBe(MSG_API.acessoAdmin);
  });

  it('puts every operation in one group, named by its area in pt-BR and described', async () => {
    const doc = (await documento()) as Documento & { tags: { name: string; description: string }[] };
    const nomes: string[] = Object.values(AREAS_API).map((a) => a.nome);
    expect(doc.tags.map((t) => t.name)).toEqual(nomes);
    for (const t of doc.tags) expect(t.description.length).toBeGreaterThan(10);
    const semGrupo: string[] = [];
    const usados = new Set<string>();
    for (const [caminho, item] of Object.entries(doc.paths))
      for (const [metodo, op] of Object.entries(item)) {
        if (op.tags?.length !== 1 || !nomes.includes(op.tags[0]!)) semGrupo.push(`${metodo} ${caminho}`);
        else usados.add(op.tags[0]!);
      }
    expect(semGrupo).toEqual([]);
    // No group left empty.
    expect([...usados].sort()).toEqual([...nomes].sort());
    expect(doc.paths['/listaralunos/{idturma}'].get.tags).toEqual([AREAS_API.turmas.nome]);
    expect(doc.paths['/api/financeiro/cobrancas'].get.tags).toEqual([AREAS_API.financeiro.nome]);
  });

  it("fills each request's sample with example values its own schema accepts", async () => {
    const doc = await documento();
    interface Campo {
      examples?: unknown[];
      enum?: unknown[];
      properties?: Record<string, Campo>;
    }
    /** A value as the page samples it: the example, the first allowed value, an object's fields. */
    const valor = (c: Campo): unknown =>
      c.properties
        ? Object.fromEntries(
            Object.entries(c.properties)
              .map(([campo, p]) => [campo, valor(p)] as const)
              .filter(([, v]) => v !== undefined),
          )
        : (c.examples?.[0] ?? c.enum?.[0]);
    /** The body a reader copies from the page. */
    const amostra = (metodo: string, caminho: string) =>
      valor(doc.paths[caminho]?.[metodo]?.requestBody?.content['application/json']?.schema as Campo);
    const casos = [
      ['post', '/login', loginInput],
      ['post', '/api/turma', turmaInput],
      ['post', '/api/unidade', unidadeInput],
      ['post', '/api/professor/completo', professorCompletoInput],
      ['put', '/api/clube', clubeInput],
      ['put', '/api/financeiro/configuracao', configuracaoInput],
      ['put', '/api/financeiro/precos', precosInput],
    ] as const;
    for (const [metodo, caminho, esquema] of casos) {
      const resultado = esquema.safeParse(amostra(metodo, caminho));
      expect(resultado.error?.issues ?? [], `${metodo} ${caminho}`).toEqual([]);
    }
    expect(amostra('post', '/api/turma')).toMatchObject({ nome_turma: 'Florete infantil', horario: '18:30' });
    // No text field a request must carry is left as an empty placeholder.
    const vazios: string[] = [];
    for (const [caminho, item] of Object.entries(doc.paths)) {
      for (const [metodo, op] of Object.entries(item)) {
        const corpo = op.requestBody?.content['application/json']?.schema as
          | { properties?: Record<string, Record<string, unknown>>; required?: string[] }
          | undefined;
        for (const campo of corpo?.required ?? []) {
          const p = corpo?.properties?.[campo] ?? {};
          if (p.type === 'string' && !('examples' in p || 'enum' in p || 'const' in p)) {
            vazios.push(`${metodo} ${caminho} ${campo}`);
          }
        }
      }
    }
    expect(vazios).toEqual([]);
  });

  it('is served as YAML too', async () => {
    const res = await get('/api/docs/openapi.yaml', admin);
    expect(res.headers['content-type']).toMatch(/^application\/yaml/);
    expect(res.body).toMatch(/^openapi: 3\.1\.0$/m);
  });
});

describe('the reference page', () => {
  it('sends a browser without a session to the login, which brings it back; other callers get 401', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    for (const url of ['/api/docs', '/api/docs/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe('/?voltar=%2Fapi%2Fdocs%2F');
    }
    // A program asking for the page, the document or the script gets the one error shape.
    const programa = await get('/api/docs/');
    expect(programa.statusCode).toBe(401);
    expect(programa.json()).toEqual({ message: expect.any(String) });
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js', headers: html });
    expect(script.statusCode).toBe(401);
    // A teacher is refused, not sent to a login they already passed.
    const prof = await t.app.inject({
      method: 'GET',
      url: '/api/docs/',
      headers: { ...html, cookie: professor },
    });
    expect(prof.statusCode).toBe(403);
  });

  it('/api/docs leads to /api/docs/, where the page loads its script from this server', async () => {
    const redirect = await get('/api/docs', admin);
    expect(redirect.headers.location).toBe('/api/docs/');
    const res = await get('/api/docs/', admin);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<title>${MSG_API.tituloDaPagina}</title>`);
    const fontes = [...res.body.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(fontes).toEqual(['js/scalar.js']);
    expect(res.body).not.toMatch(/https?:\/\//);
    expect(res.body).toContain('"/api/docs/openapi.json"');
    // The package's own labels in Portuguese.
    expect(res.body).toMatch(/"locale": "pt"/);
    const script = await get('/api/docs/js/scalar.js', admin);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.rawPayload.length).toBeGreaterThan(1_000_000);
  });

  it('sends the script compressed as the browser accepts it, and 304 to a browser that has it', async () => {
    const pedir = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js', headers: { cookie: admin, ...headers } });
    const cru = await pedir({});
    expect(cru.headers['content-encoding']).toBeUndefined();
    const br = await pedir({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(cru.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(cru.rawPayload)).toBe(true);
    const gz = await pedir({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(cru.rawPayload)).toBe(true);
    expect(br.headers.vary).toBe('accept-encoding');
    const etag = br.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const denovo = await pedir({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(denovo.statusCode).toBe(304);
    expect(denovo.rawPayload.length).toBe(0);
  });

  it("allows the page's inline script by its hash on the page only; every other answer keeps the app's policy", async () => {
    const pagina = await get('/api/docs/', admin);
    const hashes = inlineScriptHashes(pagina.body);
    expect(hashes).toHaveLength(1);
    const scriptSrc = (res: { headers: Record<string, unknown> }) =>
      (res.headers['content-security-policy'] as string)
        .split(';')
        .find((d) => d.trim().startsWith('script-src'))
        ?.trim();
    expect(scriptSrc(pagina)).toBe(`script-src 'self' ${hashes[0]}`);
    expect(scriptSrc(await get('/api/docs/js/scalar.js', admin))).toBe("script-src 'self'");
    // JSON answers have the policy that loads nothing (decision 045).
    for (const url of ['/api/docs/openapi.json', '/api/config', '/api/nada']) {
      const res = await get(url, admin);
      expect(res.headers['content-security-policy'], url).toBe(POLITICA_JSON);
    }
    // The rest of the policy is the app's.
    const resto = (res: { headers: Record<string, unknown> }) =>
      (res.headers['content-security-policy'] as string).replace(/script-src [^;]*/, '');
    expect(resto(pagina)).toBe(resto(await get('/api/docs/js/scalar.js', admin)));
  });
});
