import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdmCtx, contar, criarTurmaDireto, setupAdm } from '#server/features/adm/testing.ts';
import { criarAluno, criarChamada, criarResponsavel } from '#server/test/fabrica.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';

let c: AdmCtx;
beforeEach(async () => {
  c = await setupAdm();
});
afterEach(() => c.t.close());

describe('GET /admbackend/aluno and /api/adm/alunos', () => {
  it('lists students by name with id_aluno, searchable by name or id, paginated', async () => {
    const ids: number[] = [];
    for (const nome of ['Carla Dias', 'Ana Lima', 'Bruno Reis'])
      ids.push((await criarAluno(c.t.db, nome)).id_aluno);
    // Without paging parameters the complete list (docs/compatibility.md) in id order, without a
    // count header; a page comes by name and carries the count.
    const res = await c.call('GET', '/admbackend/aluno', { cookie: c.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { nome_pessoa: string }) => a.nome_pessoa)).toEqual([
      'Carla Dias',
      'Ana Lima',
      'Bruno Reis',
    ]);
    expect(res.headers['x-total-count']).toBeUndefined();
    const paginada = await c.call('GET', '/admbackend/aluno?limit=100', { cookie: c.admin });
    expect(paginada.json().map((a: { nome_pessoa: string }) => a.nome_pessoa)).toEqual([
      'Ana Lima',
      'Bruno Reis',
      'Carla Dias',
    ]);
    expect(paginada.json()[0]).toMatchObject({ id_aluno: ids[1], tipo_aluno: 'pagante' });
    expect(paginada.headers['x-total-count']).toBe('3');
    expect((await c.call('GET', '/admbackend/aluno?limit=2', { cookie: c.admin })).json()).toHaveLength(2);

    const pagina = (await c.call('GET', '/api/adm/alunos?page=2&pageSize=2', { cookie: c.admin })).json();
    expect(pagina).toMatchObject({ total: 3, items: [{ nome_pessoa: 'Carla Dias' }] });
    const nome = (await c.call('GET', '/api/adm/alunos?q=reis', { cookie: c.admin })).json();
    expect(nome).toMatchObject({ total: 1, items: [{ nome_pessoa: 'Bruno Reis' }] });
    const id = (await c.call('GET', `/api/adm/alunos?q=${ids[0]}`, { cookie: c.admin })).json();
    expect(id.items.map((a: { id_aluno: number }) => a.id_aluno)).toContain(ids[0]);
  });

  it('filters by enrolment date (?desde=), paged by keyset, every situation', async () => {
    const ids: Record<string, number> = {};
    for (const [nome, dt_inicio] of [
      ['Ana Antiga', '2026-01-10'],
      ['Bia Nova', '2026-11-20'],
      ['Caio Novo', '2026-11-23'],
      ['Davi Limite', '2026-11-19'],
    ] as const) {
      ids[nome] = (await criarAluno(c.t.db, nome)).id_aluno;
      await c.t.db.updateTable('aluno').set({ dt_inicio }).where('id_aluno', '=', ids[nome]).execute();
    }
    const nomes = (r: { items: { nome_pessoa: string }[] }) => r.items.map((a) => a.nome_pessoa);
    const semana = (await c.call('GET', '/api/adm/alunos?desde=2026-11-20', { cookie: c.admin })).json();
    // In no class (none of them is): a filtered list shows every situation, as the home page counts.
    expect(nomes(semana)).toEqual(['Bia Nova', 'Caio Novo']);
    expect(semana.total).toBe(2);
    const p1 = (
      await c.call('GET', '/api/adm/alunos?desde=2026-11-19&pageSize=2', { cookie: c.admin })
    ).json();
    expect([nomes(p1), p1.total]).toEqual([['Bia Nova', 'Caio Novo'], 3]);
    const p2 = (
      await c.call('GET', `/api/adm/alunos?desde=2026-11-19&pageSize=2&after=${p1.proxima}`, {
        cookie: c.admin,
      })
    ).json();
    expect(nomes(p2)).toEqual(['Davi Limite']);
    const busca = (
      await c.call('GET', '/api/adm/alunos?desde=2026-11-19&q=caio', { cookie: c.admin })
    ).json();
    expect(nomes(busca)).toEqual(['Caio Novo']);
    for (const ruim of ['2026-02-30', '20-11-2026', 'ontem', '2026-11-20%00'])
      expect(
        (await c.call('GET', `/api/adm/alunos?desde=${ruim}`, { cookie: c.admin })).json(),
        ruim,
      ).toMatchObject({ message: expect.stringMatching(/inválid/) });
    expect((await c.call('GET', '/api/adm/alunos?desde=abc', { cookie: c.admin })).statusCode).toBe(400);
  });

  it('is for administrators only and checks paging', async () => {
    expect((await c.call('GET', '/admbackend/aluno')).statusCode).toBe(401);
    expect((await c.call('GET', '/admbackend/aluno', { cookie: c.professor })).statusCode).toBe(403);
    expect((await c.call('GET', '/api/adm/alunos', { cookie: c.professor })).statusCode).toBe(403);
    expect((await c.call('GET', '/api/adm/alunos?page=0', { cookie: c.admin })).statusCode).toBe(400);
    expect((await c.call('GET', '/api/adm/alunos?pageSize=101', { cookie: c.admin })).statusCode).toBe(400);
  });
});

describe('deleting a student', () => {
  it('removes links, attendance marks, the person and unshared guardians in one go', async () => {
    const { id_turma } = await criarTurmaDireto(c);
    const r1 = await criarResponsavel(c.t.db, 'Mãe Compartilhada');
    const r2 = await criarResponsavel(c.t.db, 'Pai Só Deste');
    const irmao = await criarAluno(c.t.db, 'Irmão', {
      responsaveis: [r1.id_responsavel],
      turmas: [id_turma],
    });
    const aluno = await criarAluno(c.t.db, 'Aluno', {
      responsaveis: [r1.id_responsavel, r2.id_responsavel],
      turmas: [id_turma],
    });
    await criarChamada(c.t.db, id_turma, '2026-11-16', {
      status_c: 1,
      marcas: [
        { id_aluno: aluno.id_aluno, presenca: 1 },
        { id_aluno: irmao.id_aluno, presenca: 0 },
      ],
    });

    const res = await c.call('GET', `/admbackend/excluiraluno/${aluno.id_aluno}`, { cookie: c.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG_RECUSA.alunoExcluido);

    const alunos = await c.t.db.selectFrom('aluno').select('id_aluno').execute();
    expect(alunos).toEqual([{ id_aluno: irmao.id_aluno }]);
    expect(await c.t.db.selectFrom('chamada_aluno').select('id_aluno').execute()).toEqual([
      { id_aluno: irmao.id_aluno },
    ]);
    expect(await c.t.db.selectFrom('aluno_has_turma').select('id_aluno').execute()).toEqual([
      { id_aluno: irmao.id_aluno },
    ]);
    const responsaveis = await c.t.db.selectFrom('responsavel_aluno').select('id_responsavel').execute();
    expect(responsaveis).toEqual([{ id_responsavel: r1.id_responsavel }]);
    const pessoas = await c.t.db
      .selectFrom('pessoa')
      .select('id_pessoa')
      .where('id_pessoa', 'in', [aluno.id_pessoa, r2.id_pessoa, r1.id_pessoa])
      .execute();
    expect(pessoas).toEqual([{ id_pessoa: r1.id_pessoa }]);
    expect((await c.call('DELETE', `/api/aluno/${aluno.id_aluno}`, { cookie: c.admin })).statusCode).toBe(
      404,
    );
  });

  it('does nothing for cross-site links, teachers or anonymous callers', async () => {
    const { id_aluno } = await criarAluno(c.t.db, 'Aluno');
    const url = `/admbackend/excluiraluno/${id_aluno}`;
    expect(
      (await c.call('GET', url, { cookie: c.admin, headers: { 'sec-fetch-site': 'cross-site' } })).statusCode,
    ).toBe(403);
    expect((await c.call('GET', url, { cookie: c.professor })).statusCode).toBe(403);
    expect((await c.call('DELETE', `/api/aluno/${id_aluno}`)).statusCode).toBe(401);
    expect((await c.call('GET', '/admbackend/excluiraluno/abc', { cookie: c.admin })).statusCode).toBe(400);
    expect(await contar(c, 'aluno')).toBe(1);
    expect((await c.call('DELETE', `/api/aluno/${id_aluno}`, { cookie: c.admin })).statusCode).toBe(200);
    expect(await contar(c, 'aluno')).toBe(0);
  });
});
