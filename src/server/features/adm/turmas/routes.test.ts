import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdmCtx, contar, criarTurmaDireto, setupAdm } from '#server/features/adm/testing.ts';
import { criarAluno, criarChamada } from '#server/test/fabrica.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';

let c: AdmCtx;
let id_unidade: number;
beforeEach(async () => {
  c = await setupAdm();
  ({ id_unidade } = await criarTurmaDireto(c, 'Sabre Avançado'));
});
afterEach(() => c.t.close());

const turma = (extra: Record<string, unknown> = {}) => ({
  nome_turma: 'Espada Iniciante',
  qtd_maxima: 12,
  id_professor: c.idProfessor,
  id_unidade,
  dia_semana: 'terça',
  horario: '19:30',
  ...extra,
});

describe('the original client calls /api/turma{/id}', () => {
  it('creates with the original client body, updates with PUT or POST and reads with names', async () => {
    const res = await c.call('POST', '/api/turma', { cookie: c.admin, payload: turma() });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(
      (await c.call('PUT', `/api/turma/${id}`, { cookie: c.admin, payload: turma({ qtd_maxima: '15' }) }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await c.call('POST', `/api/turma/${id}`, {
          cookie: c.admin,
          payload: turma({ qtd_maxima: 15, horario: '20:00:00' }),
        })
      ).statusCode,
    ).toBe(200);
    const got = (await c.call('GET', `/api/turma/${id}`, { cookie: c.admin })).json();
    expect(got).toMatchObject({
      id_turma: id,
      nome_turma: 'Espada Iniciante',
      qtd_maxima: 15,
      dia_semana: 'terça',
      horario: '20:00',
      nome_professor: 'Paulo Prof',
      nome_unidade: 'Unidade Sabre Avançado',
    });
    // Without paging parameters: the complete list, in id order; a page comes by name.
    const lista = await c.call('GET', '/api/turma', { cookie: c.admin });
    expect(lista.json().map((t: { nome_turma: string }) => t.nome_turma)).toEqual([
      'Sabre Avançado',
      'Espada Iniciante',
    ]);
    const pagina = await c.call('GET', '/api/turma?limit=100', { cookie: c.admin });
    expect(pagina.json().map((t: { nome_turma: string }) => t.nome_turma)).toEqual([
      'Espada Iniciante',
      'Sabre Avançado',
    ]);
    const busca = (await c.call('GET', '/api/adm/turmas?q=espada&pageSize=5', { cookie: c.admin })).json();
    expect(busca).toMatchObject({ total: 1, items: [{ nome_turma: 'Espada Iniciante' }] });
    expect((await c.call('PUT', '/api/turma', { cookie: c.admin, payload: turma() })).statusCode).toBe(200);
    expect(await contar(c, 'turma')).toBe(3);
  });

  it('rejects bad values and unknown references with 400 per field, changing nothing', async () => {
    for (const [extra, campo] of [
      [{ qtd_maxima: 0 }, 'qtd_maxima'],
      [{ qtd_maxima: 'muitos' }, 'qtd_maxima'],
      [{ qtd_maxima: true }, 'qtd_maxima'],
      [{ dia_semana: 'feriado' }, 'dia_semana'],
      [{ horario: '25:00' }, 'horario'],
      [{ nome_turma: undefined }, 'nome_turma'],
      [{ id_professor: 'abc' }, 'id_professor'],
    ] as const) {
      const res = await c.call('POST', '/api/turma', { cookie: c.admin, payload: turma(extra) });
      expect(res.statusCode, campo).toBe(400);
      expect(res.json().campos).toHaveProperty(campo);
    }
    const refs = await c.call('POST', '/api/turma', {
      cookie: c.admin,
      payload: turma({ id_professor: 999, id_unidade: 998 }),
    });
    expect(refs.statusCode).toBe(400);
    expect(refs.json().campos).toEqual({
      id_professor: MSG_ADM.professorNaoEncontrado,
      id_unidade: MSG_ADM.unidadeNaoEncontrada,
    });
    expect(await contar(c, 'turma')).toBe(1);
    expect((await c.call('PUT', '/api/turma/999', { cookie: c.admin, payload: turma() })).statusCode).toBe(
      404,
    );
  });

  it('is for administrators only', async () => {
    expect((await c.call('GET', '/api/turma')).statusCode).toBe(401);
    expect((await c.call('GET', '/api/turma', { cookie: c.professor })).statusCode).toBe(403);
    expect((await c.call('GET', '/api/turma/1', { cookie: c.professor })).statusCode).toBe(403);
    expect((await c.call('POST', '/api/turma', { cookie: c.professor, payload: turma() })).statusCode).toBe(
      403,
    );
    expect((await c.call('PUT', '/api/turma/1', { payload: turma() })).statusCode).toBe(401);
    expect(await contar(c, 'turma')).toBe(1);
  });
});

describe('the classes list', () => {
  it("shows each class's occupancy (students of qtd_maxima) and its teacher's name, on both list paths", async () => {
    const { id_turma } = await criarTurmaDireto(c, 'Florete');
    await criarAluno(c.t.db, 'Bia', { turmas: [id_turma] });
    await criarAluno(c.t.db, 'Caio', { turmas: [id_turma] });
    const esperado = [
      { nome_turma: 'Florete', qtd_alunos: 2, qtd_maxima: 10, nome_professor: 'Paulo Prof' },
      { nome_turma: 'Sabre Avançado', qtd_alunos: 0, qtd_maxima: 10, nome_professor: 'Paulo Prof' },
    ];
    const pagina = (await c.call('GET', '/api/adm/turmas?pageSize=5', { cookie: c.admin })).json();
    expect(pagina.items).toMatchObject(esperado);
    // The complete list (docs/compatibility.md) answers in id order: Sabre Avançado was created first.
    expect((await c.call('GET', '/api/turma', { cookie: c.admin })).json()).toMatchObject([
      esperado[1],
      esperado[0],
    ]);
    const ultima = (await c.call('GET', '/api/adm/turmas?pageSize=1&last=1', { cookie: c.admin })).json();
    expect(ultima.items).toMatchObject([esperado[1]]);
  });
});

describe('deleting a class', () => {
  it('removes the class with its student links and attendance, keeping the students', async () => {
    const { id_turma } = await criarTurmaDireto(c, 'Florete');
    const { id_aluno } = await criarAluno(c.t.db, 'Bia', { turmas: [id_turma] });
    await criarChamada(c.t.db, id_turma, '2026-11-16', {
      status_c: 1,
      marcas: [{ id_aluno, presenca: 1 }],
    });

    expect(
      (
        await c.call('GET', `/admbackend/excluirturma/${id_turma}`, {
          cookie: c.admin,
          headers: { 'sec-fetch-site': 'cross-site' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await c.call('DELETE', `/api/turma/${id_turma}`, { cookie: c.professor })).statusCode).toBe(403);
    expect(await contar(c, 'turma')).toBe(2);

    const res = await c.call('GET', `/admbackend/excluirturma/${id_turma}`, { cookie: c.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.turmaExcluida);
    expect(await contar(c, 'turma')).toBe(1);
    expect(await c.t.db.selectFrom('chamada').selectAll().execute()).toEqual([]);
    expect(await c.t.db.selectFrom('aluno_has_turma').selectAll().execute()).toEqual([]);
    expect(await contar(c, 'aluno')).toBe(1);
    expect((await c.call('DELETE', `/api/turma/${id_turma}`, { cookie: c.admin })).statusCode).toBe(404);
  });
});

describe('capacity when a class is edited', () => {
  it('refuses lowering qtd_maxima below the students the class holds, with the count; equal or more is fine', async () => {
    const { id_turma } = await criarTurmaDireto(c, 'Florete');
    for (const nome of ['Ana', 'Bia', 'Caio']) await criarAluno(c.t.db, nome, { turmas: [id_turma] });
    const editar = (qtd_maxima: number) =>
      c.call('PUT', `/api/turma/${id_turma}`, { cookie: c.admin, payload: turma({ qtd_maxima }) });
    const abaixo = await editar(2);
    expect(abaixo.statusCode).toBe(409);
    expect(abaixo.json()).toEqual({
      message: MSG_REG.turmaAbaixoDaOcupacao(3),
      campos: { qtd_maxima: MSG_REG.turmaAbaixoDaOcupacao(3) },
    });
    expect(abaixo.json().message).toContain('3 alunos');
    const salva = await c.t.db
      .selectFrom('turma')
      .select(['qtd_maxima', 'nome_turma'])
      .where('id_turma', '=', id_turma)
      .executeTakeFirstOrThrow();
    expect(salva).toEqual({ qtd_maxima: 10, nome_turma: 'Florete' });
    expect((await editar(3)).statusCode).toBe(200);
    expect((await editar(12)).statusCode).toBe(200);
  });

  it('the database itself refuses a link into a full class and a qtd_maxima below the count', async () => {
    const { id_turma } = await criarTurmaDireto(c, 'Florete');
    await c.t.db.updateTable('turma').set({ qtd_maxima: 2 }).where('id_turma', '=', id_turma).execute();
    await criarAluno(c.t.db, 'Ana', { turmas: [id_turma] });
    await criarAluno(c.t.db, 'Bia', { turmas: [id_turma] });
    await expect(criarAluno(c.t.db, 'Caio', { turmas: [id_turma] })).rejects.toThrow(/turma_lotada/);
    await expect(
      c.t.db.updateTable('turma').set({ qtd_maxima: 1 }).where('id_turma', '=', id_turma).execute(),
    ).rejects.toThrow(/turma_abaixo_da_ocupacao/);
    // A move into the full class by changing a link's class: refused too.
    const { id_turma: outra } = await criarTurmaDireto(c, 'Sabre');
    const { id_aluno } = await criarAluno(c.t.db, 'Davi', { turmas: [outra] });
    await expect(
      c.t.db
        .updateTable('aluno_has_turma')
        .set({ id_turma })
        .where('id_aluno', '=', id_aluno)
        .where('id_turma', '=', outra)
        .execute(),
    ).rejects.toThrow(/turma_lotada/);
    expect(await c.t.db.selectFrom('aluno_has_turma').selectAll().execute()).toHaveLength(3);

    // Concurrent plain inserts, each on its own connection (PostgreSQL's pool): two places, two links.
    await c.t.db.updateTable('turma').set({ qtd_maxima: 4 }).where('id_turma', '=', id_turma).execute();
    const novos: number[] = [];
    for (const nome of ['Eva', 'Fábio', 'Gil', 'Hugo', 'Iara'])
      novos.push((await criarAluno(c.t.db, nome)).id_aluno);
    const r = await Promise.allSettled(
      novos.map((id_aluno) => c.t.db.insertInto('aluno_has_turma').values({ id_aluno, id_turma }).execute()),
    );
    expect(r.filter((x) => x.status === 'fulfilled')).toHaveLength(2);
    const naTurma = await c.t.db
      .selectFrom('aluno_has_turma')
      .select('id_aluno')
      .where('id_turma', '=', id_turma)
      .execute();
    expect(naTurma).toHaveLength(4);
  });

  it('under concurrency a class never holds more students than qtd_maxima: lowering it races adds', async () => {
    const { id_turma } = await criarTurmaDireto(c, 'Florete');
    const alunos: number[] = [];
    for (const nome of ['Ana', 'Bia', 'Caio', 'Davi', 'Eva', 'Fábio']) {
      alunos.push((await criarAluno(c.t.db, nome)).id_aluno);
    }
    await criarAluno(c.t.db, 'Gil', { turmas: [id_turma] });
    for (let rodada = 0; rodada < 3; rodada++) {
      await c.t.db
        .deleteFrom('aluno_has_turma')
        .where('id_turma', '=', id_turma)
        .where('id_aluno', 'in', alunos)
        .execute();
      await c.t.db.updateTable('turma').set({ qtd_maxima: 10 }).where('id_turma', '=', id_turma).execute();
      const adds = alunos.map((id_aluno) =>
        c.call('POST', '/api/aluno_has_turma', { cookie: c.admin, payload: { id_aluno, id_turma } }),
      );
      const edicao = c.call('PUT', `/api/turma/${id_turma}`, {
        cookie: c.admin,
        payload: turma({ qtd_maxima: 3 }),
      });
      const res = await Promise.all([...adds.slice(0, 3), edicao, ...adds.slice(3)]);
      expect(res.every((r) => r.statusCode === 200 || r.statusCode === 201 || r.statusCode === 409)).toBe(
        true,
      );
      const { qtd_maxima } = await c.t.db
        .selectFrom('turma')
        .select('qtd_maxima')
        .where('id_turma', '=', id_turma)
        .executeTakeFirstOrThrow();
      const n = (
        await c.t.db
          .selectFrom('aluno_has_turma')
          .select('id_aluno')
          .where('id_turma', '=', id_turma)
          .execute()
      ).length;
      expect(n).toBeLessThanOrEqual(qtd_maxima);
      // The edit either went through (then at most 3 students) or was refused with the count it saw.
      const r = res[3];
      if (r.statusCode === 200) expect(qtd_maxima).toBe(3);
      else expect(r.json().message).toMatch(/A turma tem \d+ alunos/);
    }
  });
});
