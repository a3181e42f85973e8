// No input crashes the server or gets a 500. Generated from the app itself:
// every route buildApp registers (collected by an onRoute hook put on the
// Fastify instance as it is created) has the fields of its params, querystring
// and body read from its zod schemas; each field in turn gets the hostile values
// of its type in an otherwise valid request, sent anonymously to the public
// routes, by a teacher and an administrator to the teachers' routes, by an
// administrator to the administration's, and by a family session to the families' portal's. Every answer must be below 500;
// every refusal must be the pt-BR error shape and leave every table as it was;
// NUL and control characters, non-ids in id fields and impossible birth dates
// must be refused with 400; free text that is accepted must be stored as sent.
// Protected routes answer 401/403 before they look at the input.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { criarSessaoFamilia } from '#server/auth/repository-sessoes-familia.ts';
import { PROF } from '#server/features/adm/testing.ts';
import { makeTestApp } from '#server/test/app.ts';
import { criarAluno, criarPessoas, criarResponsavel } from '#server/test/fabrica.ts';
import { COOKIE_FAMILIA } from '#shared/schemas/familia.ts';

import type { z } from '#shared/schemas/fields.ts';
import {
  type Campo,
  CURSORES_RECUSADOS,
  campos,
  erroForaDoPadrao,
  GUARDADOS_COMO_ENVIADOS,
  IDS_RECUSADOS_JSON,
  IDS_RECUSADOS_URL,
  MENSAGENS_DE_ACESSO,
  nascimentosRecusados,
  PROIBIDOS,
  SURROGATAS,
  TEXTOS,
  TIPOS_ERRADOS,
  trocar,
  valido,
} from './test/hostil';
import { contadorDeEscritas, contemValor, retrato, tabelasAlteradas } from './test/hostil-retrato';

const rotas = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const criar = ((opts?: object) => {
    const app = original.default(opts);
    app.addHook('onRoute', (rota) => {
      rotas.push(rota);
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: criar };
});
// Password hashing (argon2id, tens of milliseconds each) is not under test here.
vi.mock('#server/auth/passwords.ts', () => ({
  hashPassword: async (p: string) => `h:${p}`,
  verifyPassword: async (s: string, p: string) => s === `h:${p}`,
}));

// A postal-code service that knows no code, so /api/cep never leaves the machine.
const cepFalso: Server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"erro":"true"}');
});
await new Promise<void>((ok) => cepFalso.listen(0, '127.0.0.1', ok));
const cepUrl = `http://127.0.0.1:${(cepFalso.address() as AddressInfo).port}`;

const t = await makeTestApp({ CEP_VIACEP_URL: cepUrl, CEP_BRASILAPI_URL: cepUrl, CEP_TIMEOUT_MS: '1000' });
await t.createUser({ ...PROF, professor: true });
// A guardian with a student, for the families' portal's routes.
const { id_pessoa: responsavel } = await criarResponsavel(t.db, 'Rita Responsável', {
  email_pessoa: 'rita@familia.test',
});
await criarAluno(t.db, 'Rui Aluno', { responsaveis: [responsavel] });
const entrar = {
  anonimo: async () => undefined,
  professor: () => t.login(PROF.email, PROF.senha),
  admin: () => t.loginAdmin(),
  familia: async () => `${COOKIE_FAMILIA}=${await criarSessaoFamilia(t.db, responsavel, Date.now(), null)}`,
};
type Quem = keyof typeof entrar;
const cookies: Record<Quem, string | undefined> = {
  anonimo: undefined,
  professor: await entrar.professor(),
  admin: await entrar.admin(),
  familia: await entrar.familia(),
};
/** Routes that end the caller's own session when they succeed ("Sair de todos os aparelhos"): the caller logs in again. */
const ENCERRAM_A_SESSAO = new Set(['POST /api/conta/sessoes/encerrar-todas']);
// Some rows for the searches and lists to walk.
await criarPessoas(t.db, ['Ana Beatriz', 'Bia "Ana" Souza']);

afterAll(async () => {
  await t.close();
  await new Promise((ok) => cepFalso.close(ok));
});

interface Rota {
  method: string;
  url: string;
  acesso: 'publico' | 'usuario' | 'admin' | 'familia';
  schemas: Partial<Record<Campo['local'], z.ZodType>>;
}
const lista: Rota[] = rotas
  .flatMap((r) => (Array.isArray(r.method) ? r.method.map((m) => ({ ...r, method: m })) : [r]))
  .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/') && r.config?.acesso)
  .map((r) => ({
    method: r.method as string,
    url: r.url,
    acesso: r.config!.acesso!,
    schemas: (r.schema ?? {}) as Rota['schemas'],
  }));
const nome = (r: Rota) => `${r.method} ${r.url}`;

/** Who calls each route: the least trusted caller it admits, and an administrator on the teachers' routes. */
const chamadores = (r: Rota): Quem[] =>
  r.acesso === 'publico'
    ? ['anonimo']
    : r.acesso === 'usuario'
      ? ['professor', 'admin']
      : r.acesso === 'familia'
        ? ['familia']
        : ['admin'];

interface Pedido {
  params: Record<string, unknown>;
  querystring: Record<string, unknown>;
  body: unknown;
}

/** Path and query text exactly as a client could send it (lone surrogates as their WTF-8 bytes). */
function naUrl(v: unknown): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  let out = '';
  for (const ch of s) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return out;
}

let ip = 0;
async function enviar(r: Rota, quem: Quem, p: Pedido) {
  const path = r.url.replace(/:(\w+)/g, (_m, k: string) => naUrl(p.params[k] ?? '999999'));
  const query = Object.entries(p.querystring)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${naUrl(v)}`)
    .join('&');
  ip++;
  const comCorpo = r.method !== 'GET' && r.method !== 'DELETE' && r.schemas.body !== undefined;
  return t.app.inject({
    method: r.method as 'GET',
    url: query ? `${path}?${query}` : path,
    // Each request from its own address, so the per-address limits never answer in place of validation.
    remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
    headers: {
      'sec-fetch-site': 'same-origin',
      ...(cookies[quem] ? { cookie: cookies[quem] } : {}),
      ...(comCorpo ? { 'content-type': 'application/json' } : {}),
    },
    ...(comCorpo ? { payload: JSON.stringify(p.body) } : {}),
  });
}

function pedidoValido(r: Rota): Pedido {
  return {
    params: (r.schemas.params ? valido(r.schemas.params) : {}) as Record<string, unknown>,
    querystring: (r.schemas.querystring ? valido(r.schemas.querystring) : {}) as Record<string, unknown>,
    body: r.schemas.body ? valido(r.schemas.body) : undefined,
  };
}

/**
 * The values one field is tried with, and whether each must be refused with 400.
 * Text fields get the whole table; fields of other types one NUL, the text
 * extremes and the wrong JSON types; ids, birth dates and cursors their own
 * lists. A field schema already tried on an earlier route (the shared id, the
 * person and address fields) gets a sample of each list.
 */
function valoresPara(c: Campo, jaVisto: boolean): { valor: unknown; recusar: boolean }[] {
  const naUrl = c.local !== 'body';
  const ultimo = c.caminho[c.caminho.length - 1];
  const cursor = ultimo === 'after' || ultimo === 'before';
  const texto = c.tipo === 'texto' && !cursor;
  const v: { valor: unknown; recusar: boolean }[] = [];
  const add = (valores: readonly unknown[], recusar: boolean, amostra = 1) => {
    for (const valor of jaVisto ? valores.slice(0, amostra) : valores) v.push({ valor, recusar });
  };
  add(texto ? PROIBIDOS : PROIBIDOS.slice(0, 1), true);
  add(texto ? SURROGATAS : SURROGATAS.slice(0, 1), c.local !== 'querystring');
  if (c.tipo === 'id') add(naUrl ? IDS_RECUSADOS_URL : IDS_RECUSADOS_JSON, true, 3);
  else if (c.tipo === 'nascimento') add(nascimentosRecusados(), true, 2);
  else if (cursor) add(CURSORES_RECUSADOS, true);
  else add(texto ? TEXTOS : [TEXTOS[0], ''], false, 2);
  if (naUrl) add([['a', 'b']], false);
  else add(TIPOS_ERRADOS, false, 2);
  if (c.tipo === 'lista') add([Array.from({ length: 600 }, () => 1)], false);
  return v;
}

const falhas: string[] = [];
let atual = await retrato(t.db);
let escritas = await contadorDeEscritas(t.db);
let guardadosConferidos = 0;

function json(corpo: string): unknown {
  try {
    return JSON.parse(corpo);
  } catch {
    return undefined;
  }
}

/** Sends one request and checks its answer; `recusar` demands a 400. */
async function conferir(
  r: Rota,
  quem: Quem,
  p: Pedido,
  rotulo: string,
  opts: { recusar?: boolean; esperado?: 401 | 403; campo?: Campo; valor?: unknown } = {},
) {
  const res = await enviar(r, quem, p);
  if (res.statusCode === 200 && ENCERRAM_A_SESSAO.has(nome(r))) cookies[quem] = await entrar[quem]();
  const onde = `${nome(r)} [${quem}] ${rotulo}`;
  // Read whole only when something may have been written since the last snapshot.
  const contador = await contadorDeEscritas(t.db);
  const depois = contador === escritas ? atual : await retrato(t.db);
  escritas = contador;
  const status = res.statusCode;
  if (status >= 500) falhas.push(`${onde}: ${status} ${res.body.slice(0, 200)}`);
  if (opts.esperado && status !== opts.esperado) falhas.push(`${onde}: ${status}, esperado ${opts.esperado}`);
  if (
    opts.esperado &&
    status === opts.esperado &&
    (json(res.body) as { message?: string })?.message !== MENSAGENS_DE_ACESSO[opts.esperado]
  )
    falhas.push(`${onde}: mensagem ${res.body}`);
  if (opts.recusar && status !== 400)
    falhas.push(`${onde}: ${status}, esperado 400 (${res.body.slice(0, 120)})`);
  if (status >= 400) {
    const erro = erroForaDoPadrao(res.body);
    if (erro) falhas.push(`${onde}: ${erro}`);
    // A refused login is counted against the account and address: that write is the point of it.
    // So is a wrong current password given to change it, and a family's wrong sign-in code.
    const contaTentativa =
      (r.url === '/login' && (status === 401 || status === 429)) ||
      (r.url === '/api/familia/entrar' && (status === 400 || status === 429)) ||
      (r.url === '/api/conta/senha' && (status === 400 || status === 429));
    const alteradas = tabelasAlteradas(atual, depois).filter(
      (n) => !(contaTentativa && n === 'tentativa_login'),
    );
    if (alteradas.length) falhas.push(`${onde}: ${status} alterou ${alteradas.join(', ')}`);
  } else if (
    r.method !== 'GET' &&
    opts.campo &&
    GUARDADOS_COMO_ENVIADOS.has(String(opts.campo.caminho.at(-1))) &&
    typeof opts.valor === 'string' &&
    opts.valor.trim() !== '' &&
    (json(res.body) as { id?: unknown } | undefined)?.id !== undefined
  ) {
    guardadosConferidos++;
    if (!contemValor(depois, opts.valor.trim()))
      falhas.push(`${onde}: ${status}, mas o texto não foi guardado como enviado`);
  }
  atual = depois;
}

function relatar() {
  const lidas = falhas.splice(0);
  expect(lidas.slice(0, 40), `${lidas.length} falhas`).toEqual([]);
}

describe('the routes under test', () => {
  it('are every API route, each with a valid request to start from', () => {
    expect(lista.length).toBeGreaterThan(60);
    for (const u of ['/api/matricula', '/api/aluno_has_turma/transferir', '/login', '/api/adm/professores'])
      expect(lista.some((r) => r.url === u)).toBe(true);
    for (const r of lista) {
      const p = pedidoValido(r);
      for (const local of ['params', 'querystring', 'body'] as const) {
        const s = r.schemas[local];
        if (!s) continue;
        const res = s.safeParse(p[local]);
        expect(res.success, `${nome(r)} ${local}: ${JSON.stringify(res.error?.issues)}`).toBe(true);
      }
    }
  });
});

describe('a protected route answers 401 or 403 before it reads the input', () => {
  it.each(lista.filter((r) => r.acesso !== 'publico').map((r) => [nome(r), r] as const))(
    '%s',
    async (_n, r) => {
      const ruim: Pedido = {
        params: Object.fromEntries([...r.url.matchAll(/:(\w+)/g)].map((m) => [m[1], 'a\u0000b'])),
        querystring: Object.fromEntries(
          campos('querystring', r.schemas.querystring).map((c) => [c.caminho[0], '\u0000']),
        ),
        body: { '\u0000': 'x'.repeat(1000), id: true },
      };
      await conferir(r, 'anonimo', ruim, 'sem sessão', { esperado: 401 });
      if (r.acesso === 'admin') await conferir(r, 'professor', ruim, 'professor', { esperado: 403 });
      relatar();
    },
  );
});

// Generous: two cores shared by several test runs, and the enrolment has some thirty fields.
const PRAZO = 120_000;

/**
 * The original client's aliases (POST and PUT of the same path, with the same schemas and
 * handler) are tried once in full; the other gets the valid request and one
 * NUL per field.
 */
const chaveDaRota = (r: Rota) => [r.url, r.schemas.params, r.schemas.querystring, r.schemas.body];
const gemeas = new Set(
  lista.filter((r, i) =>
    lista.slice(0, i).some((o) => chaveDaRota(o).every((parte, k) => parte === chaveDaRota(r)[k])),
  ),
);
const vistosAntes = new Set<z.ZodType>();

describe('no input gets a 5xx, and every refusal is pt-BR and changes nothing', () => {
  it.each(lista.map((r) => [nome(r), r] as const))(
    '%s',
    async (_n, r) => {
      const vistos = new Set<z.ZodType>();
      for (const quem of chamadores(r)) {
        await conferir(r, quem, pedidoValido(r), 'pedido válido');
        for (const local of ['params', 'querystring', 'body'] as const) {
          if (local === 'body' && r.schemas.body && !gemeas.has(r)) {
            for (const valor of [null, [], 'x', 5])
              await conferir(
                r,
                quem,
                { ...pedidoValido(r), body: valor },
                `corpo = ${JSON.stringify(valor)}`,
              );
          }
          for (const c of campos(local, r.schemas[local])) {
            if (vistos.has(c.schema)) continue;
            vistos.add(c.schema);
            const valores = gemeas.has(r)
              ? [{ valor: PROIBIDOS[0], recusar: true }]
              : valoresPara(c, vistosAntes.has(c.schema));
            for (const { valor, recusar } of valores) {
              const p = pedidoValido(r);
              const pedido: Pedido = { ...p, [local]: trocar(p[local], c.caminho, valor) };
              const rotulo = `${local}.${c.caminho.join('.')} = ${JSON.stringify(valor)?.slice(0, 40)}`;
              await conferir(r, quem, pedido, rotulo, { recusar, campo: c, valor });
            }
          }
        }
        vistos.clear();
      }
      for (const local of ['params', 'querystring', 'body'] as const)
        for (const c of campos(local, r.schemas[local])) vistosAntes.add(c.schema);
      relatar();
    },
    PRAZO,
  );
});

describe('the run itself', () => {
  it('saw accepted free text stored as sent', () => {
    expect(guardadosConferidos).toBeGreaterThan(20);
  });
});
