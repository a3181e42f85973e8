import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import type { DiaSemana } from '#shared/constants.ts';
import { MSG, MSG_REG } from '#shared/messages.ts';
import { diaSemanaDe, hojeNoFuso, isoParaBr } from '#shared/rules/datas.ts';
import { ultimoEncontro } from '#shared/rules/encontros.ts';
import { somarDias } from '#shared/rules/frequencia.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';

/** The club's day (the test app's TZ_CLUB is the run's zone, FUSO_TESTE). */
const HOJE = hojeNoFuso(FUSO_TESTE);
/** A day the class meets: its last `dia` up to today, or `semanasAtras` weeks before that. */
const aula = (dia: DiaSemana, semanasAtras = 0) => somarDias(ultimoEncontro(dia, HOJE), -7 * semanasAtras);
/** Florete A (tA) meets on Wednesdays: its last meeting. */
const QUARTA = aula('quarta');

let t: TestApp;
let admin: string;
let dono: string;
let outro: string;
let semTurma: string;
let ids: Awaited<ReturnType<typeof seed>>;

async function seed() {
  const db = t.db;
  const { id_endereco } = await db
    .insertInto('endereco')
    .values({
      cep: '01310100',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Bela Vista',
      rua: 'Avenida Paulista',
      numero: '1000',
    })
    .returning('id_endereco')
    .executeTakeFirstOrThrow();
  const { id_unidade } = await db
    .insertInto('unidade')
    .values({
      nome_unidade: 'DEC Centro',
      tipo: 'dec',
      id_endereco,
      cnpj_unidade: null,
      telefone_unidade: null,
      email_unidade: null,
      mais_contatos: null,
    })
    .returning('id_unidade')
    .executeTakeFirstOrThrow();
  const p1 = await t.createUser({
    email: 'dono@teste.local',
    senha: 'senha-dono-1',
    nome: 'Paulo Dono',
    professor: true,
  });
  const p2 = await t.createUser({
    email: 'outro@teste.local',
    senha: 'senha-outro-1',
    nome: 'Olga Outra',
    professor: true,
  });
  await t.createUser({ email: 'nada@teste.local', senha: 'senha-nada-1', nome: 'Nina Sem Turma' });
  const turma = async (
    nome: string,
    id_professor: number,
    dia: DiaSemana,
    horario: string,
    qtd_maxima = 10,
  ) =>
    (
      await db
        .insertInto('turma')
        .values({ nome_turma: nome, qtd_maxima, id_professor, id_unidade, dia_semana: dia, horario })
        .returning('id_turma')
        .executeTakeFirstOrThrow()
    ).id_turma;
  const tA = await turma('Florete A', p1.id_professor!, 'quarta', '18:00');
  const tB = await turma('Espada B', p1.id_professor!, 'segunda', '08:00');
  const tCheia = await turma('Sabre Cheia', p1.id_professor!, 'sexta', '10:00', 1);
  const tOutro = await turma('Sabre Outro', p2.id_professor!, 'terça', '19:30');
  const aluno = async (nome: string) => {
    const { id_pessoa } = await db
      .insertInto('pessoa')
      .values({ nome_pessoa: nome })
      .returning('id_pessoa')
      .executeTakeFirstOrThrow();
    return (
      await db
        .insertInto('aluno')
        .values({
          id_aluno: id_pessoa,
          id_pessoa,
          dt_inicio: '2026-01-10',
          tipo_aluno: 'pagante',
          destro_canhoto: 'd',
          id_responsavel: null,
          id_responsavel2: null,
          tipo_plano: 'mensal',
          dia_pagamento: 10,
          contrato: null,
          contrato_aceito_em: null,
        })
        .returning('id_aluno')
        .executeTakeFirstOrThrow()
    ).id_aluno;
  };
  const ana = await aluno('Ana Souza');
  const bruno = await aluno('Bruno Lima');
  const carla = await aluno('Carla Dias');
  const davi = await aluno('Davi 100% Reis');
  await db
    .insertInto('aluno_has_turma')
    .values([
      { id_aluno: ana, id_turma: tA },
      { id_aluno: bruno, id_turma: tA },
      { id_aluno: carla, id_turma: tOutro },
      { id_aluno: davi, id_turma: tCheia },
    ])
    .execute();
  return { tA, tB, tCheia, tOutro, ana, bruno, carla, davi, p1, p2 };
}

beforeEach(async () => {
  t = await makeTestApp();
  ids = await seed();
  admin = await t.loginAdmin();
  dono = await t.login('dono@teste.local', 'senha-dono-1');
  outro = await t.login('outro@teste.local', 'senha-outro-1');
  semTurma = await t.login('nada@teste.local', 'senha-nada-1');
});
afterEach(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/** The SQL of every statement the database runs while `fn` runs (pg's Client.query, better-sqlite3's all/run). */
async function comandos<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const spies = t.sqlite
    ? (['all', 'run', 'get', 'iterate'] as const).map((m) =>
        vi.spyOn(Object.getPrototypeOf(t.sqlite!.prepare('select 1')), m),
      )
    : [vi.spyOn(pg.Client.prototype, 'query')];
  try {
    const result = await fn();
    const statements = spies.flatMap((spy) =>
      t.sqlite
        ? spy.mock.contexts.map((stmt) => (stmt as { source: string }).source)
        : spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text)),
    );
    return { result, statements };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/** A trigger that counts every row an INSERT into chamada attempts, even one ON CONFLICT DO NOTHING skips. */
async function contarTentativasDeInsercao() {
  const statements =
    t.dialect === 'postgres'
      ? [
          'create table tentativa_chamada (n integer not null)',
          `create function conta_tentativa() returns trigger language plpgsql as
             $$ begin update tentativa_chamada set n = n + 1; return new; end $$`,
          'create trigger conta_tentativa before insert on chamada for each row execute function conta_tentativa()',
        ]
      : [
          'create table tentativa_chamada (n integer not null)',
          `create trigger conta_tentativa before insert on chamada
             begin update tentativa_chamada set n = n + 1; end`,
        ];
  for (const s of statements) await sql.raw(s).execute(t.db);
  await sql`insert into tentativa_chamada (n) values (0)`.execute(t.db);
  return async () =>
    Number((await sql<{ n: number }>`select n from tentativa_chamada`.execute(t.db)).rows[0].n);
}

const count = async (table: 'chamada' | 'chamada_aluno' | 'aluno_has_turma' | 'chamada_registro') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /minhasturmas and /api/aulas/hoje', () => {
  it('gives a teacher only their own classes, by weekday and time, with the full address', async () => {
    const res = await call('GET', '/minhasturmas', dono);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((x: { nome_turma: string }) => x.nome_turma)).toEqual([
      'Espada B',
      'Florete A',
      'Sabre Cheia',
    ]);
    expect(list[1]).toMatchObject({
      id_turma: ids.tA,
      dia_semana: 'quarta',
      horario: '18:00',
      endereco_completo: 'DEC Centro - Avenida Paulista, 1000 - Bela Vista, São Paulo - SP',
    });
    const filtrada = await call('GET', '/minhasturmas?dia=segunda', dono);
    expect(filtrada.json()).toHaveLength(1);
  });

  it('gives an administrator every class, a user who teaches nothing none, anonymous 401', async () => {
    expect((await call('GET', '/minhasturmas', admin)).json()).toHaveLength(4);
    expect((await call('GET', '/minhasturmas', outro)).json()).toHaveLength(1);
    expect((await call('GET', '/minhasturmas', semTurma)).json()).toEqual([]);
    expect((await call('GET', '/minhasturmas')).statusCode).toBe(401);
    expect((await call('GET', '/minhasturmas?dia=feriado', dono)).statusCode).toBe(400);
  });

  it('tells today in the club time zone', async () => {
    const res = await call('GET', '/api/aulas/hoje', dono);
    const hoje = hojeNoFuso(FUSO_TESTE);
    expect(res.json()).toEqual({ hoje, dia_hoje: diaSemanaDe(hoje) });
    expect((await call('GET', '/api/aulas/hoje')).statusCode).toBe(401);
  });
});

describe('class detail and roster', () => {
  it('PUT and GET /minhasturmas/:id: owner and admin read, other teacher 403, anonymous 401, unknown 404', async () => {
    for (const cookie of [dono, admin]) {
      const res = await call('PUT', `/minhasturmas/${ids.tA}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        nome_turma: 'Florete A',
        horario: '18:00',
        endereco_completo: expect.stringContaining('Avenida Paulista'),
        total_alunos: 2,
        nome_professor: 'Paulo Dono',
      });
    }
    expect((await call('GET', `/minhasturmas/${ids.tA}`, dono)).json().nome_turma).toBe('Florete A');
    const negado = await call('PUT', `/minhasturmas/${ids.tA}`, outro);
    expect(negado.statusCode).toBe(403);
    expect(negado.json().message).toBe(MSG.turmaNaoESua);
    expect((await call('PUT', `/minhasturmas/${ids.tA}`)).statusCode).toBe(401);
    expect((await call('PUT', '/minhasturmas/99999', admin)).statusCode).toBe(404);
    expect((await call('PUT', '/minhasturmas/abc', admin)).statusCode).toBe(400);
  });

  it('GET /listaralunos/:idturma lists the roster by name for owner and admin only', async () => {
    const res = await call('GET', `/listaralunos/${ids.tA}`, dono);
    // Each row also as the person it is: the same number (decision 012), the same name.
    expect(res.json()).toEqual([
      { id_aluno: ids.ana, nome_aluno: 'Ana Souza', id_pessoa: ids.ana, nome_pessoa: 'Ana Souza' },
      { id_aluno: ids.bruno, nome_aluno: 'Bruno Lima', id_pessoa: ids.bruno, nome_pessoa: 'Bruno Lima' },
    ]);
    expect((await call('GET', `/listaralunos/${ids.tA}`, admin)).json()).toHaveLength(2);
    expect((await call('GET', `/listaralunos/${ids.tA}`, outro)).statusCode).toBe(403);
    expect((await call('GET', `/listaralunos/${ids.tA}`)).statusCode).toBe(401);
  });

  describe('roster from the cache', () => {
    const roster = async (id_turma = ids.tA, cookie = dono) => {
      const res = await call('GET', `/listaralunos/${id_turma}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return (res.json() as { id_aluno: number; nome_aluno: string }[]).map((a) => a.nome_aluno);
    };

    it('answers the same bytes again and still refuses other teachers (403), anonymous (401), unknown (404)', async () => {
      const a = await call('GET', `/listaralunos/${ids.tA}`, dono);
      const b = await call('GET', `/listaralunos/${ids.tA}`, dono);
      expect(b.body).toBe(a.body);
      expect(b.body).toBe(JSON.stringify(a.json()));
      expect((await call('GET', `/listaralunos/${ids.tA}`, outro)).statusCode).toBe(403);
      expect((await call('GET', `/listaralunos/${ids.tA}`, semTurma)).statusCode).toBe(403);
      expect((await call('GET', `/listaralunos/${ids.tA}`)).statusCode).toBe(401);
      expect((await call('GET', '/listaralunos/99999', admin)).statusCode).toBe(404);
      expect((await call('GET', '/listaralunos/99999', admin)).statusCode).toBe(404);
      expect(await roster(ids.tB)).toEqual([]);
    });

    it('changes right after a student is added, removed or transferred', async () => {
      expect(await roster()).toEqual(['Ana Souza', 'Bruno Lima']);
      expect(
        (await call('POST', '/api/aluno_has_turma', admin, { id_aluno: ids.carla, id_turma: ids.tA }))
          .statusCode,
      ).toBe(201);
      expect(await roster()).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias']);
      expect(
        (await call('DELETE', `/api/aluno_has_turma/aluno/${ids.ana}?id_turma=${ids.tA}`, dono)).statusCode,
      ).toBe(200);
      expect(await roster()).toEqual(['Bruno Lima', 'Carla Dias']);
      expect(await roster(ids.tB)).toEqual([]);
      expect(
        (
          await call('POST', '/api/aluno_has_turma/transferir', dono, {
            id_aluno: ids.bruno,
            de: ids.tA,
            para: ids.tB,
          })
        ).statusCode,
      ).toBe(200);
      expect(await roster()).toEqual(['Carla Dias']);
      expect(await roster(ids.tB)).toEqual(['Bruno Lima']);
    });

    it("changes right after a student's name is edited or the student is deleted", async () => {
      expect(await roster()).toEqual(['Ana Souza', 'Bruno Lima']);
      const { id_pessoa } = await t.db
        .selectFrom('aluno')
        .select('id_pessoa')
        .where('id_aluno', '=', ids.ana)
        .executeTakeFirstOrThrow();
      const edit = await call('PUT', `/api/pessoa/${id_pessoa}`, admin, {
        nome_pessoa: 'Zélia Souza',
        dt_nasc_pessoa: '2000-02-03',
        cpf_pessoa: generateCPF(),
        rg_pessoa: '1234567',
        email_pessoa: 'zelia@teste.local',
        telefone_pessoa: '11987654321',
        genero: 'f',
      });
      expect(edit.statusCode).toBe(200);
      expect(await roster()).toEqual(['Bruno Lima', 'Zélia Souza']);
      expect((await call('DELETE', `/api/aluno/${ids.bruno}`, admin)).statusCode).toBe(200);
      expect(await roster()).toEqual(['Zélia Souza']);
    });

    it('a teacher who takes over the class sees it; the former teacher is refused', async () => {
      expect(await roster(ids.tOutro, outro)).toEqual(['Carla Dias']);
      await t.db
        .updateTable('turma')
        .set({ id_professor: ids.p1.id_professor! })
        .where('id_turma', '=', ids.tOutro)
        .execute();
      expect(await roster(ids.tOutro, dono)).toEqual(['Carla Dias']);
      expect((await call('GET', `/listaralunos/${ids.tOutro}`, outro)).statusCode).toBe(403);
    });
  });
});

describe('GET /listartodosalunos', () => {
  it('is for administrators only', async () => {
    expect((await call('GET', '/listartodosalunos')).statusCode).toBe(401);
    expect((await call('GET', '/listartodosalunos', dono)).statusCode).toBe(403);
    expect((await call('GET', '/listartodosalunos', outro)).statusCode).toBe(403);
  });

  it('searches on the server, case-insensitively, with limit/offset and without the class members', async () => {
    const all = (await call('GET', '/listartodosalunos', admin)).json();
    expect(all).toEqual([
      { id_aluno: ids.ana, nome_aluno: 'Ana Souza' },
      { id_aluno: ids.bruno, nome_aluno: 'Bruno Lima' },
      { id_aluno: ids.carla, nome_aluno: 'Carla Dias' },
      { id_aluno: ids.davi, nome_aluno: 'Davi 100% Reis' },
    ]);
    expect((await call('GET', '/listartodosalunos?q=LIMA', admin)).json()).toEqual([
      { id_aluno: ids.bruno, nome_aluno: 'Bruno Lima' },
    ]);
    expect((await call('GET', '/listartodosalunos?q=100%25', admin)).json()).toHaveLength(1);
    expect((await call('GET', '/listartodosalunos?q=%25', admin)).json()).toHaveLength(1);
    expect((await call('GET', `/listartodosalunos?q=${ids.carla}`, admin)).json()[0].id_aluno).toBe(
      ids.carla,
    );
    expect((await call('GET', '/listartodosalunos?q=zzz', admin)).json()).toEqual([]);
    expect((await call('GET', '/listartodosalunos?limit=2&offset=1', admin)).json()).toHaveLength(2);
    const fora = (await call('GET', `/listartodosalunos?fora_da_turma=${ids.tA}`, admin)).json();
    expect(fora.map((a: { id_aluno: number }) => a.id_aluno)).toEqual([ids.carla, ids.davi]);
    expect((await call('GET', '/listartodosalunos?limit=1000', admin)).statusCode).toBe(400);
  });
});

describe('POST /api/aluno_has_turma', () => {
  it('lets only administrators add; refuses full classes and duplicates with 409', async () => {
    const body = { id_aluno: ids.carla, id_turma: ids.tA };
    expect((await call('POST', '/api/aluno_has_turma', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/aluno_has_turma', dono, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/aluno_has_turma', outro, body)).statusCode).toBe(403);
    const before = await count('aluno_has_turma');
    expect(before).toBe(4);

    const ok = await call('POST', '/api/aluno_has_turma', admin, body);
    expect(ok.statusCode).toBe(201);
    const dup = await call('POST', '/api/aluno_has_turma', admin, body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MSG.alunoJaNaTurma);
    const cheia = await call('POST', '/api/aluno_has_turma', admin, {
      id_aluno: ids.ana,
      id_turma: ids.tCheia,
    });
    expect(cheia.statusCode).toBe(409);
    expect(cheia.json().message).toBe(MSG.turmaLotada);
    expect(
      (await call('POST', '/api/aluno_has_turma', admin, { id_aluno: 9999, id_turma: ids.tA })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/aluno_has_turma', admin, { id_aluno: ids.ana, id_turma: 9999 })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/aluno_has_turma', admin, { id_aluno: 'x' })).statusCode).toBe(400);
    expect(await count('aluno_has_turma')).toBe(before + 1);
  });

  it('never overfills a class under concurrent adds', async () => {
    const res = await Promise.all(
      [ids.ana, ids.bruno, ids.carla].map((id_aluno) =>
        call('POST', '/api/aluno_has_turma', admin, { id_aluno, id_turma: ids.tB }),
      ),
    );
    expect(res.every((r) => r.statusCode === 201)).toBe(true);
    // Emptied first: the database refuses a qtd_maxima below the students a class holds.
    await t.db.deleteFrom('aluno_has_turma').where('id_turma', '=', ids.tB).execute();
    await t.db.updateTable('turma').set({ qtd_maxima: 1 }).where('id_turma', '=', ids.tB).execute();
    const race = await Promise.all(
      [ids.ana, ids.bruno, ids.carla].map((id_aluno) =>
        call('POST', '/api/aluno_has_turma', admin, { id_aluno, id_turma: ids.tB }),
      ),
    );
    expect(race.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(race.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const n = await t.db.selectFrom('aluno_has_turma').selectAll().where('id_turma', '=', ids.tB).execute();
    expect(n).toHaveLength(1);
  });

  it('refuses a request another site triggered', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/aluno_has_turma',
      payload: { id_aluno: ids.carla, id_turma: ids.tA },
      headers: { cookie: admin, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(await count('aluno_has_turma')).toBe(4);
  });
});

describe('DELETE /api/aluno_has_turma/aluno/:id?id_turma=', () => {
  it('removes the student from that class only, for owner or admin; others 403 with nothing changed', async () => {
    await t.db.insertInto('aluno_has_turma').values({ id_aluno: ids.ana, id_turma: ids.tB }).execute();
    const url = `/api/aluno_has_turma/aluno/${ids.ana}?id_turma=${ids.tA}`;
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect((await call('DELETE', url, outro)).statusCode).toBe(403);
    expect(await count('aluno_has_turma')).toBe(5);
    // In two classes, without ?id_turma=: refused, asking for it; never removed from both.
    const semTurma = await call('DELETE', `/api/aluno_has_turma/aluno/${ids.ana}`, dono);
    expect(semTurma.statusCode).toBe(400);
    expect(semTurma.json()).toMatchObject({
      message: MSG.informeTurma,
      campos: { id_turma: MSG.informeTurma },
    });
    expect(await count('aluno_has_turma')).toBe(5);

    const ok = await call('DELETE', url, dono);
    expect(ok.statusCode).toBe(200);
    const links = await t.db
      .selectFrom('aluno_has_turma')
      .selectAll()
      .where('id_aluno', '=', ids.ana)
      .execute();
    // The link that stays keeps its joining date (null: seeded before dates were recorded).
    expect(links).toEqual([{ id_aluno: ids.ana, id_turma: ids.tB, dt_entrada: null }]);
    expect((await call('DELETE', url, dono)).statusCode).toBe(404);

    const byAdmin = await call(
      'DELETE',
      `/api/aluno_has_turma/aluno/${ids.carla}?id_turma=${ids.tOutro}`,
      admin,
    );
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe("DELETE /api/aluno_has_turma/aluno/:id without id_turma (the spec's class page)", () => {
  it("removes the student from the one class it is in, with the class's access rule", async () => {
    const url = `/api/aluno_has_turma/aluno/${ids.bruno}`;
    // Bruno is only in tA: another teacher may not, its owner may.
    expect((await call('DELETE', url, outro)).statusCode).toBe(403);
    expect(await count('aluno_has_turma')).toBe(4);
    const ok = await call('DELETE', url, dono);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id_aluno: ids.bruno, id_turma: ids.tA });
    expect(await count('aluno_has_turma')).toBe(3);
    // In no class any more: 404, nothing else touched.
    const nenhuma = await call('DELETE', url, dono);
    expect(nenhuma.statusCode).toBe(404);
    expect(nenhuma.json().message).toBe(MSG.alunoSemTurma);
    expect(await count('aluno_has_turma')).toBe(3);
  });
});

describe('transfer', () => {
  it('lists target classes with free places; a teacher sees only their own', async () => {
    const url = `/api/aluno_has_turma/destinos?id_aluno=${ids.ana}&de=${ids.tA}`;
    const doDono = (await call('GET', url, dono)).json();
    expect(doDono).toEqual([
      expect.objectContaining({
        id_turma: ids.tB,
        nome_turma: 'Espada B',
        dia_semana: 'segunda',
        horario: '08:00',
        nome_unidade: 'DEC Centro',
        vagas: 10,
        lotada: false,
      }),
      expect.objectContaining({ id_turma: ids.tCheia, vagas: 0, lotada: true }),
    ]);
    expect((await call('GET', url, admin)).json()).toHaveLength(3);
    expect((await call('GET', url, outro)).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
  });

  it('moves a student in one transaction and keeps attendance history with the old class', async () => {
    const hist = (
      await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: aula('quarta', 1) })
    ).json();
    await call('POST', '/api/chamada/enviar', dono, {
      id_chamada: hist[0].id_chamada,
      status_c: 1,
      alunos: [
        { id_aluno: ids.ana, presenca: 1 },
        { id_aluno: ids.bruno, presenca: 0 },
      ],
    });
    const body = { id_aluno: ids.ana, de: ids.tA, para: ids.tB };
    expect((await call('POST', '/api/aluno_has_turma/transferir', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/aluno_has_turma/transferir', outro, body)).statusCode).toBe(403);
    // A teacher cannot move a student into another teacher's class.
    const alheia = await call('POST', '/api/aluno_has_turma/transferir', dono, { ...body, para: ids.tOutro });
    expect(alheia.statusCode).toBe(403);
    const res = await call('POST', '/api/aluno_has_turma/transferir', dono, body);
    expect(res.statusCode).toBe(200);
    const links = await t.db
      .selectFrom('aluno_has_turma')
      .selectAll()
      .where('id_aluno', '=', ids.ana)
      .execute();
    // Ana joined the new class today (the club's day).
    expect(links).toEqual([{ id_aluno: ids.ana, id_turma: ids.tB, dt_entrada: hojeNoFuso(FUSO_TESTE) }]);
    // The old sheet still shows Ana's mark.
    const old = (
      await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: aula('quarta', 1) })
    ).json();
    expect(old.map((r: ChamadaLinha) => [r.nome_pessoa, r.presenca])).toEqual([
      ['Ana Souza', 1],
      ['Bruno Lima', 0],
    ]);
  });

  it('refuses full targets, duplicates, students not in the source, and same source and target', async () => {
    const lotada = await call('POST', '/api/aluno_has_turma/transferir', admin, {
      id_aluno: ids.ana,
      de: ids.tA,
      para: ids.tCheia,
    });
    expect(lotada.statusCode).toBe(409);
    expect(lotada.json().message).toBe(MSG.turmaLotada);
    await t.db.insertInto('aluno_has_turma').values({ id_aluno: ids.ana, id_turma: ids.tB }).execute();
    expect(
      (
        await call('POST', '/api/aluno_has_turma/transferir', admin, {
          id_aluno: ids.ana,
          de: ids.tA,
          para: ids.tB,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call('POST', '/api/aluno_has_turma/transferir', admin, {
          id_aluno: ids.carla,
          de: ids.tA,
          para: ids.tB,
        })
      ).statusCode,
    ).toBe(404);
    const mesma = await call('POST', '/api/aluno_has_turma/transferir', admin, {
      id_aluno: ids.ana,
      de: ids.tA,
      para: ids.tA,
    });
    expect(mesma.statusCode).toBe(400);
    expect(mesma.json().message).toContain(MSG.selecioneTurma);
    expect(await count('aluno_has_turma')).toBe(5);
  });
});

describe('POST /api/chamada/buscar', () => {
  const body = () => ({ id_turma: ids.tA, data_c: QUARTA });

  it('creates the chamada on first request and returns one row per student', async () => {
    const res = await call('POST', '/api/chamada/buscar', dono, body());
    expect(res.statusCode).toBe(200);
    const rows: ChamadaLinha[] = res.json();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      id_chamada: expect.any(Number),
      data_c: QUARTA,
      status_c: 0,
      observacao: null,
      id_aluno: ids.ana,
      nome_pessoa: 'Ana Souza',
      presenca: null,
    });
    const again: ChamadaLinha[] = (await call('POST', '/api/chamada/buscar', admin, body())).json();
    expect(again[0].id_chamada).toBe(rows[0].id_chamada);
    expect(await count('chamada')).toBe(1);
  });

  it('creates exactly one chamada under concurrent requests', async () => {
    const res = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/chamada/buscar', dono, body())),
    );
    expect(res.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(res.map((r) => r.json()[0].id_chamada)).size).toBe(1);
    expect(await count('chamada')).toBe(1);
  });

  it('answers one row with null student fields for a class without students', async () => {
    const rows = (
      await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tB, data_c: aula('segunda') })
    ).json();
    expect(rows).toEqual([
      {
        id_chamada: expect.any(Number),
        data_c: aula('segunda'),
        status_c: 0,
        observacao: null,
        id_aluno: null,
        nome_pessoa: null,
        presenca: null,
      },
    ]);
  });

  it('an existing sheet costs one statement besides the session and attempts no insert', async () => {
    const tentativas = await contarTentativasDeInsercao();
    const criada = (await call('POST', '/api/chamada/buscar', dono, body())).json();
    expect(await tentativas()).toBe(1);
    const { result, statements } = await comandos(() => call('POST', '/api/chamada/buscar', dono, body()));
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual(criada);
    expect(await tentativas()).toBe(1);
    // PostgreSQL: the session and the sheet; SQLite: the sheet (the session is cached).
    expect(statements.length).toBeLessThanOrEqual(2);
    expect(statements.filter((s) => /^\s*(insert|update|delete)/i.test(s))).toEqual([]);
  });

  it('refuses other teachers (403, no chamada created), anonymous (401) and bad dates (400)', async () => {
    const alheia = await call('POST', '/api/chamada/buscar', outro, body());
    expect(alheia.statusCode).toBe(403);
    expect(alheia.json().message).toBe(MSG.turmaNaoESua);
    expect((await call('POST', '/api/chamada/buscar', semTurma, body())).statusCode).toBe(403);
    expect((await call('POST', '/api/chamada/buscar', undefined, body())).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: '2026-02-30' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/chamada/buscar', dono, { id_turma: 9999, data_c: QUARTA })).statusCode,
    ).toBe(404);
    expect(await count('chamada')).toBe(0);
  });
});

describe('POST /api/chamada/enviar', () => {
  async function abrir(cookie = dono) {
    const rows: ChamadaLinha[] = (
      await call('POST', '/api/chamada/buscar', cookie, { id_turma: ids.tA, data_c: QUARTA })
    ).json();
    return rows[0].id_chamada;
  }
  const marcas = (a: 0 | 1, b: 0 | 1) => [
    { id_aluno: ids.ana, presenca: a },
    { id_aluno: ids.bruno, presenca: b },
  ];

  it('saves marks and note, sets status 1 and returns the saved sheet; reopening shows the saved marks', async () => {
    const id_chamada = await abrir();
    const res = await call('POST', '/api/chamada/enviar', dono, {
      id_chamada,
      status_c: 1,
      alunos: marcas(1, 0),
      observacao: 'Treino de ataque.',
    });
    expect(res.statusCode).toBe(200);
    const reopened: ChamadaLinha[] = (
      await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: QUARTA })
    ).json();
    expect(reopened.map((r) => [r.id_aluno, r.presenca, r.status_c, r.observacao])).toEqual([
      [ids.ana, 1, 1, 'Treino de ataque.'],
      [ids.bruno, 0, 1, 'Treino de ataque.'],
    ]);
    expect(res.json()).toEqual(reopened);
  });

  it('a Finalizada chamada is read-only: an identical repeat is a no-op, a different send is refused (409)', async () => {
    const id_chamada = await abrir();
    const primeira = await call('POST', '/api/chamada/enviar', dono, {
      id_chamada,
      status_c: 1,
      alunos: marcas(1, 1),
      observacao: 'Aula normal.',
    });
    expect(primeira.statusCode).toBe(200);
    // The same again (a retried request): the same answer, nothing written.
    const repetida = await call('POST', '/api/chamada/enviar', dono, {
      id_chamada,
      status_c: 1,
      alunos: marcas(1, 1),
      observacao: 'Aula normal.',
    });
    expect(repetida.statusCode).toBe(200);
    expect(repetida.json()).toEqual(primeira.json());
    // Other marks, another note, a student left out of the sheet: refused for the teacher and the administrator.
    for (const [cookie, body] of [
      [dono, { alunos: marcas(1, 0), observacao: 'Aula normal.' }],
      [dono, { alunos: marcas(1, 1), observacao: 'Outra.' }],
      [dono, { alunos: marcas(1, 1) }],
      [admin, { alunos: marcas(0, 0), observacao: 'Aula normal.' }],
    ] as const) {
      const res = await call('POST', '/api/chamada/enviar', cookie, { id_chamada, status_c: 1, ...body });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG_REG.chamadaJaEnviada);
    }
    const marcasSalvas = await t.db
      .selectFrom('chamada_aluno')
      .select(['id_aluno', 'presenca'])
      .orderBy('id_aluno')
      .execute();
    expect(marcasSalvas).toEqual([
      { id_aluno: ids.ana, presenca: 1 },
      { id_aluno: ids.bruno, presenca: 1 },
    ]);
    const c = await t.db.selectFrom('chamada').select(['observacao', 'versao']).executeTakeFirstOrThrow();
    expect(c).toEqual({ observacao: 'Aula normal.', versao: 1 });
    expect(await count('chamada_registro')).toBe(1);
  });

  it('concurrent first sends: one is written and recorded, identical ones answer the same, different ones 409', async () => {
    const id_chamada = await abrir();
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', '/api/chamada/enviar', i % 2 === 0 ? dono : admin, {
          id_chamada,
          status_c: 1,
          alunos: marcas(i < 5 ? 1 : 0, 0),
        }),
      ),
    );
    const ok = res.filter((r) => r.statusCode === 200);
    const recusadas = res.filter((r) => r.statusCode === 409);
    expect(ok.length + recusadas.length).toBe(10);
    // Whichever got there first wins; every 200 answers exactly what was stored.
    const salvas = await t.db
      .selectFrom('chamada_aluno')
      .select(['id_aluno', 'presenca'])
      .orderBy('id_aluno')
      .execute();
    expect(salvas).toHaveLength(2);
    const vencedora = salvas.find((m) => m.id_aluno === ids.ana)!.presenca;
    expect(ok).toHaveLength(5);
    for (const r of ok) {
      expect(r.json().map((l: ChamadaLinha) => [l.id_aluno, l.presenca])).toEqual([
        [ids.ana, vencedora],
        [ids.bruno, 0],
      ]);
    }
    expect(await count('chamada')).toBe(1);
    expect(await count('chamada_registro')).toBe(1);
  });

  it('rejects a student who is not in the class with 400 and changes nothing', async () => {
    const id_chamada = await abrir();
    const res = await call('POST', '/api/chamada/enviar', dono, {
      id_chamada,
      status_c: 1,
      alunos: [...marcas(1, 1), { id_aluno: ids.carla, presenca: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.alunoForaDaTurma);
    expect(await count('chamada_aluno')).toBe(0);
    const c = await t.db
      .selectFrom('chamada')
      .select('status_c')
      .where('id_chamada', '=', id_chamada)
      .executeTakeFirstOrThrow();
    expect(c.status_c).toBe(0);
  });

  it('rejects bad bodies: no student, repeated student, status other than 1, presenca other than 0/1', async () => {
    const id_chamada = await abrir();
    const vazio = await call('POST', '/api/chamada/enviar', dono, { id_chamada, status_c: 1, alunos: [] });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().message).toContain(MSG.adicioneAluno);
    const rep = [
      { id_aluno: ids.ana, presenca: 1 },
      { id_aluno: ids.ana, presenca: 0 },
    ];
    expect(
      (await call('POST', '/api/chamada/enviar', dono, { id_chamada, status_c: 1, alunos: rep })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/chamada/enviar', dono, { id_chamada, status_c: 0, alunos: marcas(1, 1) }))
        .statusCode,
    ).toBe(400);
    const p2 = [{ id_aluno: ids.ana, presenca: 2 }];
    expect(
      (await call('POST', '/api/chamada/enviar', dono, { id_chamada, status_c: 1, alunos: p2 })).statusCode,
    ).toBe(400);
    expect(await count('chamada_aluno')).toBe(0);
  });

  it('refuses other teachers (403) and anonymous (401) with nothing changed; unknown chamada 404', async () => {
    const id_chamada = await abrir();
    const body = { id_chamada, status_c: 1, alunos: marcas(1, 1) };
    expect((await call('POST', '/api/chamada/enviar', outro, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/chamada/enviar', undefined, body)).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/chamada/enviar', admin, { ...body, id_chamada: 99999 })).statusCode,
    ).toBe(404);
    expect(await count('chamada_aluno')).toBe(0);
    expect((await call('POST', '/api/chamada/enviar', admin, body)).statusCode).toBe(200);
  });

  it('a finished chamada shows exactly the saved record even after the roster changes', async () => {
    const id_chamada = await abrir();
    await call('POST', '/api/chamada/enviar', dono, { id_chamada, status_c: 1, alunos: marcas(0, 1) });
    await call('POST', '/api/aluno_has_turma', admin, { id_aluno: ids.carla, id_turma: ids.tA });
    const rows: ChamadaLinha[] = (
      await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: QUARTA })
    ).json();
    expect(rows.map((r) => r.nome_pessoa)).toEqual(['Ana Souza', 'Bruno Lima']);
  });
  it('answers the whole saved sheet: students marked before and left out of this correction stay, with their marks', async () => {
    const id_chamada = await abrir();
    await call('POST', '/api/chamada/enviar', dono, {
      id_chamada,
      status_c: 1,
      alunos: marcas(1, 0),
      observacao: 'Nota.',
    });
    // Bruno leaves the class: already on this sheet, so his mark may still be corrected.
    await call('DELETE', `/api/aluno_has_turma/aluno/${ids.bruno}?id_turma=${ids.tA}`, dono);
    const soBruno = await call('POST', '/api/chamada/corrigir', admin, {
      id_chamada,
      versao: 1,
      alunos: [{ id_aluno: ids.bruno, presenca: 1 }],
      observacao: '  ',
    });
    expect(soBruno.statusCode).toBe(200);
    const folha: ChamadaLinha[] = soBruno.json();
    expect(folha.map((r) => [r.nome_pessoa, r.presenca, r.status_c, r.observacao])).toEqual([
      ['Ana Souza', 1, 1, null],
      ['Bruno Lima', 1, 1, null],
    ]);
    const reaberta = await call('POST', '/api/chamada/buscar', dono, {
      id_turma: ids.tA,
      data_c: QUARTA,
    });
    expect(reaberta.json()).toEqual(folha);
  });

  it('sends arriving together (one commit on SQLite) are each checked and answered on their own', async () => {
    const datas = [1, 2, 3, 4].map((n) => aula('quarta', n));
    const chamadas: number[] = [];
    for (const data_c of datas) {
      const rows: ChamadaLinha[] = (
        await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c })
      ).json();
      chamadas.push(rows[0].id_chamada);
    }
    const [ok1, fora, alheia, ok2] = await Promise.all([
      call('POST', '/api/chamada/enviar', dono, {
        id_chamada: chamadas[0],
        status_c: 1,
        alunos: marcas(1, 0),
      }),
      call('POST', '/api/chamada/enviar', dono, {
        id_chamada: chamadas[1],
        status_c: 1,
        alunos: [...marcas(1, 1), { id_aluno: ids.carla, presenca: 1 }],
      }),
      call('POST', '/api/chamada/enviar', outro, {
        id_chamada: chamadas[2],
        status_c: 1,
        alunos: marcas(1, 1),
      }),
      call('POST', '/api/chamada/enviar', admin, {
        id_chamada: chamadas[3],
        status_c: 1,
        alunos: marcas(0, 1),
      }),
    ]);
    expect([ok1.statusCode, fora.statusCode, alheia.statusCode, ok2.statusCode]).toEqual([
      200, 400, 403, 200,
    ]);
    expect(ok1.json().map((r: ChamadaLinha) => [r.id_chamada, r.presenca])).toEqual([
      [chamadas[0], 1],
      [chamadas[0], 0],
    ]);
    expect(ok2.json().map((r: ChamadaLinha) => [r.id_chamada, r.presenca])).toEqual([
      [chamadas[3], 0],
      [chamadas[3], 1],
    ]);
    const salvas = await t.db
      .selectFrom('chamada')
      .select(['id_chamada', 'status_c'])
      .where('id_chamada', 'in', chamadas)
      .orderBy('id_chamada')
      .execute();
    expect(salvas.map((c) => c.status_c)).toEqual([1, 0, 0, 1]);
    expect(await count('chamada_aluno')).toBe(4);
  });

  it('refuses an unknown student id with 400 and writes nothing', async () => {
    const id_chamada = await abrir();
    const res = await call('POST', '/api/chamada/enviar', dono, {
      id_chamada,
      status_c: 1,
      alunos: [...marcas(1, 1), { id_aluno: 987654, presenca: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(await count('chamada_aluno')).toBe(0);
  });
});

describe('a chamada exists only for a real class meeting', () => {
  it('refuses a day the class does not meet and any date after today with 400 in pt-BR, writing nothing', async () => {
    const tentativas = await contarTentativasDeInsercao();
    const terca = somarDias(QUARTA, -1);
    for (const cookie of [dono, admin]) {
      const semAula = await call('POST', '/api/chamada/buscar', cookie, { id_turma: ids.tA, data_c: terca });
      expect(semAula.statusCode).toBe(400);
      const texto = MSG_REG.diaSemAula(isoParaBr(terca), 'quarta');
      expect(semAula.json()).toEqual({ message: texto, campos: { data_c: texto } });
      expect(texto).toContain('quartas-feiras');
      for (const data_c of [somarDias(QUARTA, 7), somarDias(HOJE, 1), '2036-11-26']) {
        const futura = await call('POST', '/api/chamada/buscar', cookie, { id_turma: ids.tA, data_c });
        expect(futura.statusCode, data_c).toBe(400);
        expect(futura.json().message).toBe(MSG_REG.dataFutura);
      }
    }
    expect(await tentativas()).toBe(0);
    expect(await count('chamada')).toBe(0);
  });

  it('keeps past class days open, years back included, with the spec answer', async () => {
    for (const data_c of [aula('quarta', 3), aula('quarta', 520)]) {
      const res = await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c });
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toMatchObject({ data_c, status_c: 0, nome_pessoa: 'Ana Souza' });
    }
    expect(await count('chamada')).toBe(2);
  });

  it("lists the class's meetings of the last 8 weeks with their state, newest first; owner and admin only", async () => {
    const aberta = (
      await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: aula('quarta', 1) })
    ).json()[0].id_chamada;
    const enviada = (
      await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: aula('quarta', 3) })
    ).json()[0].id_chamada;
    await call('POST', '/api/chamada/enviar', dono, {
      id_chamada: enviada,
      status_c: 1,
      alunos: [{ id_aluno: ids.ana, presenca: 1 }],
    });
    const res = await call('GET', `/minhasturmas/${ids.tA}/encontros`, dono);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      Array.from({ length: 8 }, (_, i) => ({
        data_c: aula('quarta', i),
        estado: i === 1 ? 'a_ser_feita' : i === 3 ? 'finalizada' : 'nao_aberta',
        id_chamada: i === 1 ? aberta : i === 3 ? enviada : null,
      })),
    );
    expect((await call('GET', `/minhasturmas/${ids.tA}/encontros`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/minhasturmas/${ids.tA}/encontros`, outro)).statusCode).toBe(403);
    expect((await call('GET', `/minhasturmas/${ids.tA}/encontros`)).statusCode).toBe(401);
    expect((await call('GET', '/minhasturmas/9999/encontros', admin)).statusCode).toBe(404);
    // Listing writes nothing.
    expect(await count('chamada')).toBe(2);
  });

  it('a class whose weekday changes keeps its past chamadas as they were, and they still open', async () => {
    const data_c = aula('quarta', 2);
    const { id_chamada } = (
      await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c })
    ).json()[0];
    await call('POST', '/api/chamada/enviar', dono, {
      id_chamada,
      status_c: 1,
      alunos: [
        { id_aluno: ids.ana, presenca: 1 },
        { id_aluno: ids.bruno, presenca: 0 },
      ],
    });
    const antes = (await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c })).json();
    await t.db.updateTable('turma').set({ dia_semana: 'sexta' }).where('id_turma', '=', ids.tA).execute();

    const depois = await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c });
    expect(depois.statusCode).toBe(200);
    expect(depois.json()).toEqual(antes);
    // A Wednesday never opened is no longer a class day.
    const nova = await call('POST', '/api/chamada/buscar', dono, {
      id_turma: ids.tA,
      data_c: aula('quarta', 1),
    });
    expect(nova.statusCode).toBe(400);
    expect(nova.json().message).toBe(MSG_REG.diaSemAula(isoParaBr(aula('quarta', 1)), 'sexta'));
    // The recent meetings: the Fridays, and the Wednesday that happened.
    const encontros = (await call('GET', `/minhasturmas/${ids.tA}/encontros`, dono)).json();
    expect(encontros).toContainEqual({ data_c, estado: 'finalizada', id_chamada });
    expect(encontros.filter((e: { data_c: string }) => diaSemanaDe(e.data_c) === 'sexta')).toHaveLength(8);
    expect(encontros).toHaveLength(9);
  });
});

describe('corrections of a Finalizada chamada, and its history', () => {
  async function enviada(observacao = 'Treino de base.') {
    const { id_chamada } = (
      await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: QUARTA })
    ).json()[0];
    const res = await call('POST', '/api/chamada/enviar', dono, {
      id_chamada,
      status_c: 1,
      observacao,
      alunos: [
        { id_aluno: ids.ana, presenca: 1 },
        { id_aluno: ids.bruno, presenca: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    return id_chamada as number;
  }
  const corrigir = (cookie: string, body: object) => call('POST', '/api/chamada/corrigir', cookie, body);
  const historico = (id: number, cookie = admin) => call('GET', `/api/chamada/${id}/historico`, cookie);

  it('an administrator corrects marks and note; the send and the correction are recorded, before → after', async () => {
    const id_chamada = await enviada();
    const res = await corrigir(admin, {
      id_chamada,
      versao: 1,
      alunos: [
        { id_aluno: ids.ana, presenca: 1 },
        { id_aluno: ids.bruno, presenca: 1 },
      ],
      observacao: 'Bruno chegou atrasado.',
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((l: ChamadaLinha) => [l.nome_pessoa, l.presenca, l.status_c, l.observacao]),
    ).toEqual([
      ['Ana Souza', 1, 1, 'Bruno chegou atrasado.'],
      ['Bruno Lima', 1, 1, 'Bruno chegou atrasado.'],
    ]);
    // Reopening shows the corrected sheet.
    const reaberta = await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: QUARTA });
    expect(reaberta.json()).toEqual(res.json());

    const h = await historico(id_chamada, dono);
    expect(h.statusCode).toBe(200);
    const corpo = h.json();
    expect(corpo).toMatchObject({
      id_chamada,
      id_turma: ids.tA,
      data_c: QUARTA,
      status_c: 1,
      versao: 2,
      observacao: 'Bruno chegou atrasado.',
      alunos: [
        { id_aluno: ids.ana, nome_pessoa: 'Ana Souza', presenca: 1 },
        { id_aluno: ids.bruno, nome_pessoa: 'Bruno Lima', presenca: 1 },
      ],
    });
    expect(corpo.registros).toEqual([
      {
        versao: 1,
        tipo: 'envio',
        autor: 'Paulo Dono',
        feito_em: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        observacao_antes: null,
        observacao_depois: 'Treino de base.',
        marcas: [
          { id_aluno: ids.ana, nome_pessoa: 'Ana Souza', antes: null, depois: 1 },
          { id_aluno: ids.bruno, nome_pessoa: 'Bruno Lima', antes: null, depois: 0 },
        ],
      },
      {
        versao: 2,
        tipo: 'correcao',
        autor: 'Ana Admin',
        feito_em: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        observacao_antes: 'Treino de base.',
        observacao_depois: 'Bruno chegou atrasado.',
        marcas: [{ id_aluno: ids.bruno, nome_pessoa: 'Bruno Lima', antes: 0, depois: 1 }],
      },
    ]);
    const [envio, correcao] = corpo.registros;
    expect(Date.parse(correcao.feito_em)).toBeGreaterThanOrEqual(Date.parse(envio.feito_em));
  });

  it('is for administrators only; a sheet not sent yet or a stale version is refused; no change writes nothing', async () => {
    const id_chamada = await enviada();
    const body = { id_chamada, versao: 1, alunos: [{ id_aluno: ids.ana, presenca: 0 }] };
    expect((await corrigir(dono, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/chamada/corrigir', undefined, body)).statusCode).toBe(401);
    expect((await corrigir(admin, { ...body, id_chamada: 99_999 })).statusCode).toBe(404);
    const velha = await corrigir(admin, { ...body, versao: 5 });
    expect(velha.statusCode).toBe(409);
    expect(velha.json().message).toBe(MSG_REG.correcaoConcorrente);
    const fora = await corrigir(admin, { ...body, alunos: [{ id_aluno: ids.carla, presenca: 1 }] });
    expect(fora.statusCode).toBe(400);
    expect(fora.json().message).toBe(MSG.alunoForaDaTurma);
    // Nothing changes: the sheet comes back, no record, same version.
    const igual = await corrigir(admin, {
      ...body,
      alunos: [{ id_aluno: ids.bruno, presenca: 0 }],
      observacao: 'Treino de base.',
    });
    expect(igual.statusCode).toBe(200);
    expect((await historico(id_chamada)).json()).toMatchObject({ versao: 1, registros: [{ tipo: 'envio' }] });

    const { id_chamada: aberta } = (
      await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: aula('quarta', 1) })
    ).json()[0];
    const naoEnviada = await corrigir(admin, { ...body, id_chamada: aberta });
    expect(naoEnviada.statusCode).toBe(409);
    expect(naoEnviada.json().message).toBe(MSG_REG.chamadaNaoEnviada);
    expect(await count('chamada_registro')).toBe(1);
    expect(
      await t.db.selectFrom('chamada_aluno').select('presenca').where('id_aluno', '=', ids.ana).execute(),
    ).toEqual([{ presenca: 1 }]);
  });

  it('two concurrent corrections: one wins, the others get the conflict message, never a silent overwrite', async () => {
    const id_chamada = await enviada();
    const propostas = [0, 1, 0, 1, 0].map((p, i) => ({
      id_chamada,
      versao: 1,
      alunos: [
        { id_aluno: ids.ana, presenca: p },
        { id_aluno: ids.bruno, presenca: 1 },
      ],
      observacao: `correção ${i}`,
    }));
    const res = await Promise.all(propostas.map((b) => corrigir(admin, b)));
    const ok = res.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of res.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(MSG_REG.correcaoConcorrente);
    }
    const vencedora = propostas[res.indexOf(ok[0])];
    const h = (await historico(id_chamada)).json();
    expect(h.versao).toBe(2);
    expect(h.observacao).toBe(vencedora.observacao);
    expect(h.alunos.map((a: { presenca: number }) => a.presenca)).toEqual([vencedora.alunos[0].presenca, 1]);
    expect(h.registros.map((r: { tipo: string }) => r.tipo)).toEqual(['envio', 'correcao']);
    // The next correction starts from the version that won.
    expect((await corrigir(admin, { ...propostas[0], versao: 2, observacao: 'depois' })).statusCode).toBe(
      200,
    );
  });

  it('a chamada sent without versions (a seed, an import: version 0) is corrected from version 0', async () => {
    const { id_chamada } = await t.db
      .insertInto('chamada')
      .values({ id_turma: ids.tA, data_c: aula('quarta', 6), status_c: 1, observacao: null })
      .returning('id_chamada')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('chamada_aluno').values({ id_chamada, id_aluno: ids.ana, presenca: 1 }).execute();
    const h = (await historico(id_chamada)).json();
    expect(h).toMatchObject({ versao: 0, registros: [], alunos: [{ id_aluno: ids.ana, presenca: 1 }] });
    const res = await corrigir(admin, {
      id_chamada,
      versao: 0,
      alunos: [{ id_aluno: ids.ana, presenca: 0 }],
    });
    expect(res.statusCode).toBe(200);
    expect((await historico(id_chamada)).json()).toMatchObject({
      versao: 1,
      registros: [{ tipo: 'correcao', versao: 1, marcas: [{ id_aluno: ids.ana, antes: 1, depois: 0 }] }],
    });
  });

  it('the history: the class teacher and administrators only', async () => {
    const id_chamada = await enviada();
    expect((await historico(id_chamada, outro)).statusCode).toBe(403);
    expect((await call('GET', `/api/chamada/${id_chamada}/historico`)).statusCode).toBe(401);
    expect((await historico(99_999)).statusCode).toBe(404);
    expect((await historico(id_chamada, dono)).statusCode).toBe(200);
  });
});

describe('capacity on every path that adds a student to a class', () => {
  it('concurrent transfers into a class with one free place: exactly one moves', async () => {
    await t.db.updateTable('turma').set({ qtd_maxima: 2 }).where('id_turma', '=', ids.tCheia).execute();
    const novos = [ids.ana, ids.bruno];
    const res = await Promise.all(
      novos.map((id_aluno) =>
        call('POST', '/api/aluno_has_turma/transferir', admin, { id_aluno, de: ids.tA, para: ids.tCheia }),
      ),
    );
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.statusCode === 409)!.json().message).toBe(MSG.turmaLotada);
    const naCheia = await t.db
      .selectFrom('aluno_has_turma')
      .select('id_aluno')
      .where('id_turma', '=', ids.tCheia)
      .execute();
    expect(naCheia).toHaveLength(2);
    // The one refused stays where it was.
    expect(await count('aluno_has_turma')).toBe(4);
  });

  it('adds and transfers racing for the same last place: the class never passes qtd_maxima', async () => {
    await t.db.updateTable('turma').set({ qtd_maxima: 2 }).where('id_turma', '=', ids.tCheia).execute();
    const res = await Promise.all([
      call('POST', '/api/aluno_has_turma/transferir', admin, {
        id_aluno: ids.ana,
        de: ids.tA,
        para: ids.tCheia,
      }),
      call('POST', '/api/aluno_has_turma', admin, { id_aluno: ids.carla, id_turma: ids.tCheia }),
      call('POST', '/api/aluno_has_turma/transferir', dono, {
        id_aluno: ids.bruno,
        de: ids.tA,
        para: ids.tCheia,
      }),
    ]);
    expect(res.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const naCheia = await t.db
      .selectFrom('aluno_has_turma')
      .select('id_aluno')
      .where('id_turma', '=', ids.tCheia)
      .execute();
    expect(naCheia).toHaveLength(2);
  });
});
