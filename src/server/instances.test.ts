// Several instances on one PostgreSQL database behave as one server: two real server
// processes (src/server/main.ts, bundled) start together on an empty database, then every
// change made through instance B holds on instance A's very next request. Nothing
// waits or sleeps between the change and the check. Each check first asks A twice,
// so anything A could keep in memory is warm. PostgreSQL only (TEST_DATABASE_URL, a
// role that may create databases): SQLite serves one process (decision 009).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/auth/passwords.ts';
import { migrations } from '#server/db/migrate.ts';
import { dialect } from '#server/test/app.ts';
import { CONFIGURACAO_DE_TESTE, PRECOS_DE_TESTE } from '#server/test/cobranca-de-teste.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { processoCompilado } from '#server/test/processo-compilado.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { ultimoEncontro } from '#shared/rules/encontros.ts';

/** A Wednesday the class met (it meets on Wednesdays), `n` weeks before its last one. */
const quarta = (n: number) => somarDias(ultimoEncontro('quarta', hojeNoFuso(FUSO_TESTE)), -7 * n);

const ADMIN = { email: 'admin@instancias.local', senha: 'senha-admin-inst' };
const SENHA = 'senha-de-teste-1';

interface Instance {
  name: string;
  base: string;
  proc: ChildProcess;
  out: string[];
}

let database: string;
let superuser: pg.Client;
let db: pg.Client;
let A: Instance;
let B: Instance;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function urlOf(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function start(name: string, port: number, url = urlOf(database)): Promise<Instance> {
  const proc = spawn(process.execPath, [await processoCompilado('main')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.senha,
      LOG_LEVEL: 'error',
      TZ_CLUB: FUSO_TESTE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  proc.stdout!.on('data', (d) => out.push(String(d)));
  proc.stderr!.on('data', (d) => out.push(String(d)));
  return { name, base: `http://127.0.0.1:${port}`, proc, out };
}

/** Polls until the instance answers (401 from a route that needs a session). */
async function ready(i: Instance) {
  const until = Date.now() + 60_000;
  for (;;) {
    if (i.proc.exitCode !== null) throw new Error(`${i.name} exited: ${i.out.join('')}`);
    const res = await fetch(`${i.base}/api/aulas/hoje`).catch(() => null);
    if (res?.status === 401) return;
    if (Date.now() > until) throw new Error(`${i.name} did not start: ${i.out.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stop(i: Instance | undefined) {
  if (!i || i.proc.exitCode !== null) return;
  const exited = new Promise((r) => i.proc.once('exit', r));
  i.proc.kill('SIGTERM');
  await exited;
}

type Res = { status: number; body: unknown; cookie?: string };

async function call(
  i: Instance,
  method: string,
  path: string,
  cookie?: string,
  body?: unknown,
): Promise<Res> {
  const res = await fetch(`${i.base}${path}`, {
    method,
    headers: {
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const set = res.headers.getSetCookie().find((c) => c.startsWith('estocada_sessao='));
  return {
    status: res.status,
    body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    cookie: set?.split(';')[0],
  };
}

async function login(i: Instance, usuario: string, senha = SENHA): Promise<string> {
  const res = await call(i, 'POST', '/login', undefined, { usuario, senha });
  if (res.status !== 200 || !res.cookie) throw new Error(`login ${usuario} on ${i.name}: ${res.status}`);
  return res.cookie;
}

/** Asks A twice (warming anything it might keep), returning the second answer. */
async function twiceOnA(method: string, path: string, cookie?: string, body?: unknown) {
  await call(A, method, path, cookie, body);
  return call(A, method, path, cookie, body);
}

const statusOnA = async (path: string, cookie: string) => (await call(A, 'GET', path, cookie)).status;

// ---- The club the cases use, written straight into the database ------------------------

let ids: {
  turma: number;
  unidade: number;
  ana: number;
  beto: number;
  ciro: number;
  caio: { id_pessoa: number; id_professor: number };
  davi: { id_pessoa: number; id_professor: number };
  dora: { id_pessoa: number; id_professor: number };
  bia: number;
  fabio: number;
};

const pessoaBody = (nome: string, email: string, adm: 0 | 1) => ({
  nome_pessoa: nome,
  dt_nasc_pessoa: '1990-05-17',
  cpf_pessoa: generateCPF(),
  rg_pessoa: '123456789',
  email_pessoa: email,
  telefone_pessoa: '11987654321',
  genero: 'f',
  adm,
});
const people = new Map<number, ReturnType<typeof pessoaBody>>();

async function seed() {
  const hash = await hashPassword(SENHA);
  const one = async (text: string, values: unknown[]) => (await db.query(text, values)).rows[0];
  const pessoa = async (nome: string, email: string | null, adm: 0 | 1 = 0) => {
    const body = pessoaBody(nome, email ?? `${nome.toLowerCase()}@sem-login.local`, adm);
    const { id_pessoa } = await one(
      `insert into pessoa (nome_pessoa, dt_nasc_pessoa, cpf_pessoa, rg_pessoa, email_pessoa, telefone_pessoa,
                           genero, senha_pessoa, adm)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id_pessoa`,
      [
        body.nome_pessoa,
        body.dt_nasc_pessoa,
        body.cpf_pessoa,
        body.rg_pessoa,
        body.email_pessoa,
        body.telefone_pessoa,
        body.genero,
        email ? hash : null,
        adm,
      ],
    );
    people.set(id_pessoa, body);
    return id_pessoa as number;
  };
  const professor = async (nome: string) => {
    const id_pessoa = await pessoa(nome, `${nome.toLowerCase()}@instancias.local`);
    const { id_professor } = await one(
      'insert into professor (id_professor, id_pessoa) values ($1, $1) returning id_professor',
      [id_pessoa],
    );
    return { id_pessoa, id_professor: id_professor as number };
  };
  const aluno = async (nome: string) => {
    const id_pessoa = await pessoa(nome, null);
    return (
      await one(
        `insert into aluno (id_aluno, id_pessoa, dt_inicio, tipo_aluno) values ($1, $1, '2026-01-05', 'pagante')
         returning id_aluno`,
        [id_pessoa],
      )
    ).id_aluno as number;
  };
  const { id_endereco } = await one(
    `insert into endereco (cep, estado, cidade, bairro, rua, numero)
     values ('01310100', 'SP', 'São Paulo', 'Bela Vista', 'Avenida Paulista', '1000') returning id_endereco`,
    [],
  );
  const { id_unidade } = await one(
    `insert into unidade (nome_unidade, tipo, id_endereco) values ('Sala Centro', 'dec', $1) returning id_unidade`,
    [id_endereco],
  );
  const caio = await professor('Caio');
  const davi = await professor('Davi');
  const dora = await professor('Dora');
  const { id_turma } = await one(
    `insert into turma (nome_turma, qtd_maxima, id_professor, id_unidade, dia_semana, horario)
     values ('Florete Quarta', 10, $1, $2, 'quarta', '18:00') returning id_turma`,
    [caio.id_professor, id_unidade],
  );
  const [ana, beto, ciro] = [await aluno('Ana'), await aluno('Beto'), await aluno('Ciro')];
  for (const a of [ana, beto]) {
    await db.query('insert into aluno_has_turma (id_aluno, id_turma) values ($1, $2)', [a, id_turma]);
  }
  const bia = await pessoa('Bia', 'bia@instancias.local', 1);
  const fabio = await pessoa('Fabio', 'fabio@instancias.local', 1);
  ids = { turma: id_turma, unidade: id_unidade, ana, beto, ciro, caio, davi, dora, bia, fabio };
}

const nomes = (res: Res) => (res.body as { nome_aluno: string }[]).map((a) => a.nome_aluno);
const folha = (res: Res) =>
  res.body as { id_chamada: number; status_c: number; nome_pessoa: string | null; presenca: number | null }[];

// ---- The cases ------------------------------------------------------------------------------

describe.skipIf(dialect !== 'postgres')('several instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = `estocada_inst_${randomBytes(5).toString('hex')}`;
    superuser = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await superuser.connect();
    await superuser.query(`create database ${database}`);
    // Both at once on the empty database: migrations and the first administrator race.
    const [pa, pb] = [await freePort(), await freePort()];
    [A, B] = await Promise.all([start('A', pa), start('B', pb)]);
    await Promise.all([ready(A), ready(B)]);
    db = new pg.Client({ connectionString: urlOf(database) });
    await db.connect();
    await seed();
  }, 90_000);

  afterAll(async () => {
    await Promise.all([stop(A), stop(B)]);
    await db?.end();
    if (superuser) {
      await superuser.query(`drop database if exists ${database} with (force)`);
      await superuser.end();
    }
  });

  it('both come up together on an empty database; migrations and the first administrator ran once', async () => {
    const created = [A, B].filter((i) => i.out.join('').includes(`Administrador criado: ${ADMIN.email}`));
    expect(created).toHaveLength(1);
    const admins = await db.query('select count(*)::int as n from pessoa where email_pessoa = $1', [
      ADMIN.email,
    ]);
    expect(admins.rows[0].n).toBe(1);
    const migrated = await db.query('select name from kysely_migration order by name');
    expect(migrated.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    await login(A, ADMIN.email, ADMIN.senha);
    await login(B, ADMIN.email, ADMIN.senha);
  });

  it('logout through B: the same session cookie no longer opens /admbackend/professor on A', async () => {
    const cookie = await login(A, ADMIN.email, ADMIN.senha);
    expect((await twiceOnA('GET', '/admbackend/professor', cookie)).status).toBe(200);
    expect((await call(B, 'GET', '/sair', cookie)).status).toBe(200);
    expect(await statusOnA('/admbackend/professor', cookie)).toBe(401);
  });

  it('a user deleted through B: the next request on A is refused, and so is a new login', async () => {
    const cookie = await login(A, 'dora@instancias.local');
    expect((await twiceOnA('GET', '/minhasturmas', cookie)).status).toBe(200);
    const admin = await login(B, ADMIN.email, ADMIN.senha);
    expect(
      (await call(B, 'GET', `/admbackend/excluirprofessor/${ids.dora.id_professor}`, admin)).status,
    ).toBe(200);
    expect(await statusOnA('/minhasturmas', cookie)).toBe(401);
    expect(
      (await call(A, 'POST', '/login', undefined, { usuario: 'dora@instancias.local', senha: SENHA })).status,
    ).toBe(401);
  });

  it('an administrator demoted through B: A refuses admin pages on the next request', async () => {
    const cookie = await login(A, 'bia@instancias.local');
    expect((await twiceOnA('GET', '/admbackend/professor', cookie)).status).toBe(200);
    const admin = await login(B, ADMIN.email, ADMIN.senha);
    const res = await call(B, 'PUT', `/api/pessoa/${ids.bia}`, admin, { ...people.get(ids.bia), adm: 0 });
    expect(res.status).toBe(200);
    expect(await statusOnA('/admbackend/professor', cookie)).toBe(403);
    expect((await call(A, 'POST', '/login', cookie)).body).toMatchObject({ adm: 0 });
  });

  it('a password changed through B: A refuses the open session and the old password, takes the new one', async () => {
    const cookie = await login(A, 'fabio@instancias.local');
    expect((await twiceOnA('GET', '/admbackend/professor', cookie)).status).toBe(200);
    const admin = await login(B, ADMIN.email, ADMIN.senha);
    const nova = 'senha-nova-do-fabio';
    const res = await call(B, 'PUT', `/api/pessoa/${ids.fabio}`, admin, {
      ...people.get(ids.fabio),
      senha_pessoa: nova,
    });
    expect(res.status).toBe(200);
    expect(await statusOnA('/admbackend/professor', cookie)).toBe(401);
    expect(
      (await call(A, 'POST', '/login', undefined, { usuario: 'fabio@instancias.local', senha: SENHA }))
        .status,
    ).toBe(401);
    await login(A, 'fabio@instancias.local', nova);
  });

  it('a student added to and removed from a class through B: A answers the new roster and sheet', async () => {
    const caio = await login(A, 'caio@instancias.local');
    const hoje = { id_turma: ids.turma, data_c: quarta(1) };
    expect(nomes(await twiceOnA('GET', `/listaralunos/${ids.turma}`, caio))).toEqual(['Ana', 'Beto']);
    expect(
      folha(await twiceOnA('POST', '/api/chamada/buscar', caio, hoje)).map((l) => l.nome_pessoa),
    ).toEqual(['Ana', 'Beto']);
    const admin = await login(B, ADMIN.email, ADMIN.senha);

    const add = await call(B, 'POST', '/api/aluno_has_turma', admin, {
      id_aluno: ids.ciro,
      id_turma: ids.turma,
    });
    expect(add.status).toBe(201);
    expect(nomes(await call(A, 'GET', `/listaralunos/${ids.turma}`, caio))).toEqual(['Ana', 'Beto', 'Ciro']);
    expect(
      folha(await twiceOnA('POST', '/api/chamada/buscar', caio, hoje)).map((l) => l.nome_pessoa),
    ).toEqual(['Ana', 'Beto', 'Ciro']);

    const del = await call(B, 'DELETE', `/api/aluno_has_turma/aluno/${ids.ana}?id_turma=${ids.turma}`, admin);
    expect(del.status).toBe(200);
    expect(nomes(await call(A, 'GET', `/listaralunos/${ids.turma}`, caio))).toEqual(['Beto', 'Ciro']);
    expect(folha(await call(A, 'POST', '/api/chamada/buscar', caio, hoje)).map((l) => l.nome_pessoa)).toEqual(
      ['Beto', 'Ciro'],
    );
  });

  it('a chamada sent through B: the next sheet on A is the sent one', async () => {
    const caio = await login(A, 'caio@instancias.local');
    const dia = { id_turma: ids.turma, data_c: quarta(2) };
    const aberta = folha(await twiceOnA('POST', '/api/chamada/buscar', caio, dia));
    expect(aberta.map((l) => [l.status_c, l.presenca])).toEqual([
      [0, null],
      [0, null],
    ]);
    const id_chamada = aberta[0].id_chamada;
    const enviada = await call(B, 'POST', '/api/chamada/enviar', await login(B, 'caio@instancias.local'), {
      id_chamada,
      status_c: 1,
      alunos: [
        { id_aluno: ids.beto, presenca: 1 },
        { id_aluno: ids.ciro, presenca: 0 },
      ],
      observacao: 'Enviada pela outra instância.',
    });
    expect(enviada.status).toBe(200);
    expect(folha(await call(A, 'POST', '/api/chamada/buscar', caio, dia))).toEqual(enviada.body);
    expect(folha(enviada).map((l) => [l.nome_pessoa, l.status_c, l.presenca])).toEqual([
      ['Beto', 1, 1],
      ['Ciro', 1, 0],
    ]);
  });

  it('marks corrected through B and a mark and a name changed by a script: the next sheet on A shows each', async () => {
    const caio = await login(A, 'caio@instancias.local');
    const dia = { id_turma: ids.turma, data_c: quarta(4) };
    const aberta = folha(await twiceOnA('POST', '/api/chamada/buscar', caio, dia));
    const id_chamada = aberta[0].id_chamada;
    const enviada = await call(B, 'POST', '/api/chamada/enviar', await login(B, 'caio@instancias.local'), {
      id_chamada,
      status_c: 1,
      alunos: [
        { id_aluno: ids.beto, presenca: 1 },
        { id_aluno: ids.ciro, presenca: 1 },
      ],
    });
    expect(enviada.status).toBe(200);
    expect(folha(await twiceOnA('POST', '/api/chamada/buscar', caio, dia))).toEqual(enviada.body);

    const admin = await login(B, ADMIN.email, ADMIN.senha);
    const historico = await call(B, 'GET', `/api/chamada/${id_chamada}/historico`, admin);
    const corrigida = await call(B, 'POST', '/api/chamada/corrigir', admin, {
      id_chamada,
      versao: (historico.body as { versao: number }).versao,
      alunos: [
        { id_aluno: ids.beto, presenca: 0 },
        { id_aluno: ids.ciro, presenca: 1 },
      ],
      observacao: 'Corrigida pela outra instância.',
    });
    expect(corrigida.status).toBe(200);
    expect(folha(await call(A, 'POST', '/api/chamada/buscar', caio, dia))).toEqual(corrigida.body);

    // Writes by another client (a script, psql) are announced the same way.
    await twiceOnA('POST', '/api/chamada/buscar', caio, dia);
    await db.query('update chamada_aluno set presenca = 0 where id_chamada = $1 and id_aluno = $2', [
      id_chamada,
      ids.ciro,
    ]);
    expect(
      folha(await call(A, 'POST', '/api/chamada/buscar', caio, dia)).map((l) => [l.nome_pessoa, l.presenca]),
    ).toEqual([
      ['Beto', 0],
      ['Ciro', 0],
    ]);
    await twiceOnA('POST', '/api/chamada/buscar', caio, dia);
    await db.query(
      'update pessoa set nome_pessoa = $1 where id_pessoa = (select id_pessoa from aluno where id_aluno = $2)',
      ['Beto Lima', ids.beto],
    );
    expect(folha(await call(A, 'POST', '/api/chamada/buscar', caio, dia)).map((l) => l.nome_pessoa)).toEqual([
      'Beto Lima',
      'Ciro',
    ]);
    await db.query(
      'update pessoa set nome_pessoa = $1 where id_pessoa = (select id_pessoa from aluno where id_aluno = $2)',
      ['Beto', ids.beto],
    );
  });

  it('a class edited through B (teacher, weekday, time): A answers with the new owner and schedule', async () => {
    const caio = await login(A, 'caio@instancias.local');
    const davi = await login(A, 'davi@instancias.local');
    const dia = { id_turma: ids.turma, data_c: quarta(3) };
    expect((await twiceOnA('GET', `/listaralunos/${ids.turma}`, caio)).status).toBe(200);
    expect((await twiceOnA('GET', `/listaralunos/${ids.turma}`, davi)).status).toBe(403);
    expect((await twiceOnA('POST', '/api/chamada/buscar', caio, dia)).status).toBe(200);
    expect(await twiceOnA('GET', '/minhasturmas', caio)).toMatchObject({
      body: [{ id_turma: ids.turma, dia_semana: 'quarta', horario: '18:00' }],
    });
    const admin = await login(B, ADMIN.email, ADMIN.senha);
    const res = await call(B, 'PUT', `/api/turma/${ids.turma}`, admin, {
      nome_turma: 'Florete Sexta',
      qtd_maxima: 10,
      id_professor: ids.davi.id_professor,
      id_unidade: ids.unidade,
      dia_semana: 'sexta',
      horario: '19:30',
    });
    expect(res.status).toBe(200);
    expect(await statusOnA(`/listaralunos/${ids.turma}`, caio)).toBe(403);
    expect(await statusOnA(`/listaralunos/${ids.turma}`, davi)).toBe(200);
    expect((await call(A, 'POST', '/api/chamada/buscar', caio, dia)).status).toBe(403);
    expect((await call(A, 'GET', '/minhasturmas', caio)).body).toEqual([]);
    expect((await call(A, 'GET', '/minhasturmas', davi)).body).toMatchObject([
      { id_turma: ids.turma, nome_turma: 'Florete Sexta', dia_semana: 'sexta', horario: '19:30' },
    ]);
  });
  it('a charge paid through B and its link expired by a script: the public page on A shows each', async () => {
    // Monthly plans due on each of the three days: one falls within any month's window.
    for (const [id, dia] of [
      [ids.ana, 10],
      [ids.beto, 20],
      [ids.ciro, 30],
    ])
      await db.query(`update aluno set tipo_plano = 'mensal', dia_pagamento = $2 where id_aluno = $1`, [
        id,
        dia,
      ]);
    const admin = await login(B, ADMIN.email, ADMIN.senha);
    const configuracao = await call(B, 'PUT', '/api/financeiro/configuracao', admin, CONFIGURACAO_DE_TESTE);
    expect(configuracao.status).toBe(200);
    expect((await call(B, 'PUT', '/api/financeiro/precos', admin, PRECOS_DE_TESTE)).status).toBe(200);
    expect(await call(B, 'POST', '/api/financeiro/emitir', admin)).toMatchObject({ status: 200 });
    const lista = await call(B, 'GET', '/api/financeiro/cobrancas?status=aberta&pageSize=1', admin);
    const [c] = (
      lista.body as { items: { id_cobranca: number; link_publico: string; valor_devido_hoje: number }[] }
    ).items;
    const pagina = `/api${c!.link_publico}`;
    expect(await twiceOnA('GET', pagina)).toMatchObject({ status: 200, body: { status: 'aberta' } });

    const { hoje } = (await call(B, 'GET', '/api/aulas/hoje', admin)).body as { hoje: string };
    const pago = await call(B, 'POST', `/api/financeiro/cobrancas/${c!.id_cobranca}/pagamento`, admin, {
      pago_em: hoje,
      forma: 'pix',
      valor: c!.valor_devido_hoje,
    });
    expect(pago.status).toBe(200);
    expect(await call(A, 'GET', pagina)).toMatchObject({
      status: 200,
      body: { status: 'paga', pago_em: hoje },
    });

    await db.query('update link_publico set expira_em = 1 where id_referencia = $1', [c!.id_cobranca]);
    expect((await call(A, 'GET', pagina)).status).toBe(404);
  });
});

describe.skipIf(dialect !== 'sqlite')('a second server on one SQLite file', () => {
  const started: Instance[] = [];
  let dir = '';
  afterAll(async () => {
    await Promise.all(started.map(stop));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('starts, and says at startup that SQLite serves one process', async () => {
    dir = mkdtempSync(join(tmpdir(), 'estocada-dois-'));
    const file = join(dir, 'clube.db');
    const first = await start('A', await freePort(), file);
    started.push(first);
    await ready(first);
    const second = await start('B', await freePort(), file);
    started.push(second);
    await ready(second);
    const aviso = `outro processo do Estocada já usa o banco SQLite ${file}`;
    expect(second.out.join('')).toContain(aviso);
    expect(first.out.join('')).not.toContain(aviso);
  }, 90_000);
});
