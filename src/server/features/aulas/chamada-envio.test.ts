// The attendance send: what it writes and answers, a Finalizada chamada read-only,
// concurrent sends, and who may send.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';
import { type Aulas, aula, montarAulas, QUARTA } from './testing';

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
    expect(res.json().message).toBe(MSG_RECUSA.alunoForaDaTurma);
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
