// The attendance sheet: opened (and created on first request) only for a real class
// meeting, its cost, and who may open it.
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { diaSemanaDe, isoParaBr, somarDias } from '#shared/rules/datas.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';
import { type Aulas, aula, HOJE, montarAulas, QUARTA } from './testing';

let t: Aulas['t'];
let ids: Aulas['ids'];
let admin: string;
let dono: string;
let outro: string;
let semTurma: string;
let call: Aulas['call'];
let count: Aulas['count'];
beforeEach(async () => {
  ({ t, ids, admin, dono, outro, semTurma, call, count } = await montarAulas());
});
afterEach(() => t.close());

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

  it('a sheet answered from memory follows every write of what it shows, and the class policy still decides', async () => {
    const abrir = async (cookie = dono, data_c = QUARTA) => {
      // Twice: the second answer is the one kept in memory.
      await call('POST', '/api/chamada/buscar', cookie, { id_turma: ids.tA, data_c });
      return call('POST', '/api/chamada/buscar', cookie, { id_turma: ids.tA, data_c });
    };
    const marcas = (res: { json(): ChamadaLinha[] }) =>
      res.json().map((l) => [l.nome_pessoa, l.status_c, l.presenca]);
    const aberta = (await abrir()).json() as ChamadaLinha[];
    // Kept: opening it again reads nothing of the sheet (on PostgreSQL, the read that
    // inserts nothing announces no write).
    const deNovo = await comandos(() => call('POST', '/api/chamada/buscar', dono, body()));
    expect(deNovo.result.json()).toEqual(aberta);
    expect(deNovo.statements.filter((q) => typeof q === 'string' && /chamada/i.test(q))).toEqual([]);
    const { id_chamada } = aberta[0];
    const enviada = await call('POST', '/api/chamada/enviar', dono, {
      id_chamada,
      status_c: 1,
      alunos: [
        { id_aluno: ids.ana, presenca: 1 },
        { id_aluno: ids.bruno, presenca: 0 },
      ],
    });
    expect(enviada.statusCode).toBe(200);
    // Sent: chamada and chamada_aluno written.
    expect((await call('POST', '/api/chamada/buscar', dono, body())).json()).toEqual(enviada.json());
    await abrir();
    await t.db.updateTable('chamada_aluno').set({ presenca: 1 }).where('id_aluno', '=', ids.bruno).execute();
    expect(marcas(await call('POST', '/api/chamada/buscar', dono, body()))).toEqual([
      ['Ana Souza', 1, 1],
      ['Bruno Lima', 1, 1],
    ]);
    await abrir();
    const { id_pessoa } = await t.db
      .selectFrom('aluno')
      .select('id_pessoa')
      .where('id_aluno', '=', ids.ana)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('pessoa')
      .set({ nome_pessoa: 'Ana Souza Reis' })
      .where('id_pessoa', '=', id_pessoa)
      .execute();
    expect(marcas(await call('POST', '/api/chamada/buscar', dono, body()))[0]).toEqual([
      'Ana Souza Reis',
      1,
      1,
    ]);

    // An open chamada lists the current roster: a student added to the class shows.
    const outraData = aula('quarta', 1);
    expect((await abrir(dono, outraData)).json()).toHaveLength(2);
    await t.db.insertInto('aluno_has_turma').values({ id_aluno: ids.carla, id_turma: ids.tA }).execute();
    const comCarla = await call('POST', '/api/chamada/buscar', dono, { id_turma: ids.tA, data_c: outraData });
    expect(comCarla.json().map((l: ChamadaLinha) => l.nome_pessoa)).toEqual([
      'Ana Souza Reis',
      'Bruno Lima',
      'Carla Dias',
    ]);

    // Another teacher is refused from memory as from the database; a new owner is seen at once.
    await abrir();
    expect((await call('POST', '/api/chamada/buscar', outro, body())).statusCode).toBe(403);
    const { id_professor } = await t.db
      .selectFrom('turma')
      .select('id_professor')
      .where('id_turma', '=', ids.tOutro)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('turma').set({ id_professor }).where('id_turma', '=', ids.tA).execute();
    expect((await call('POST', '/api/chamada/buscar', outro, body())).statusCode).toBe(200);
    expect((await call('POST', '/api/chamada/buscar', dono, body())).statusCode).toBe(403);
    expect((await call('POST', '/api/chamada/buscar', admin, body())).statusCode).toBe(200);
  });

  it('refuses other teachers (403, no chamada created), anonymous (401) and bad dates (400)', async () => {
    const alheia = await call('POST', '/api/chamada/buscar', outro, body());
    expect(alheia.statusCode).toBe(403);
    expect(alheia.json().message).toBe(MSG_RECUSA.turmaNaoESua);
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

  it('keeps past class days open, years back included, with the original client answer', async () => {
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
