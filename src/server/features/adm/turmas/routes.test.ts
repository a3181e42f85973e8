import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdmCtx,
  contar,
  criarAlunoDireto,
  criarTurmaDireto,
  setupAdm,
} from '#server/features/adm/testing.ts';
import { MSG, MSG_ADM } from '#shared/messages.ts';

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

describe('spec calls /api/turma{/id}', () => {
  it('creates with the spec body, updates with PUT or POST and reads with names', async () => {
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

describe('deleting a class', () => {
  it('removes the class with its student links and attendance, keeping the students', async () => {
    const { id_turma } = await criarTurmaDireto(c, 'Florete');
    const { id_aluno } = await criarAlunoDireto(c, 'Bia', { turmas: [id_turma] });
    const { id_chamada } = await c.t.db
      .insertInto('chamada')
      .values({ id_turma, data_c: '2026-11-16', status_c: 1 })
      .returning('id_chamada')
      .executeTakeFirstOrThrow();
    await c.t.db.insertInto('chamada_aluno').values({ id_chamada, id_aluno, presenca: 1 }).execute();

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
