// A class's students: the all-students search, adding, removing and moving students, and
// capacity on every path that adds one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vincular } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';
import { type Aulas, aula, montarAulas } from './testing';

let t: Aulas['t'];
let ids: Aulas['ids'];
let admin: string;
let dono: string;
let outro: string;
let call: Aulas['call'];
let count: Aulas['count'];
beforeEach(async () => {
  ({ t, ids, admin, dono, outro, call, count } = await montarAulas());
});
afterEach(() => t.close());

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
    expect(dup.json().message).toBe(MSG_RECUSA.alunoJaNaTurma);
    const cheia = await call('POST', '/api/aluno_has_turma', admin, {
      id_aluno: ids.ana,
      id_turma: ids.tCheia,
    });
    expect(cheia.statusCode).toBe(409);
    expect(cheia.json().message).toBe(MSG_RECUSA.turmaLotada);
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
    await vincular(t.db, ids.ana, ids.tB);
    const url = `/api/aluno_has_turma/aluno/${ids.ana}?id_turma=${ids.tA}`;
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect((await call('DELETE', url, outro)).statusCode).toBe(403);
    expect(await count('aluno_has_turma')).toBe(5);
    // In two classes, without ?id_turma=: refused, asking for it; never removed from both.
    const semTurma = await call('DELETE', `/api/aluno_has_turma/aluno/${ids.ana}`, dono);
    expect(semTurma.statusCode).toBe(400);
    expect(semTurma.json()).toMatchObject({
      message: MSG_RECUSA.informeTurma,
      campos: { id_turma: MSG_RECUSA.informeTurma },
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

describe("DELETE /api/aluno_has_turma/aluno/:id without id_turma (the original client's class page)", () => {
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
    expect(nenhuma.json().message).toBe(MSG_RECUSA.alunoSemTurma);
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
    expect(lotada.json().message).toBe(MSG_RECUSA.turmaLotada);
    await vincular(t.db, ids.ana, ids.tB);
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
    expect(res.find((r) => r.statusCode === 409)!.json().message).toBe(MSG_RECUSA.turmaLotada);
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
