// The audit log: append-only in the database (UPDATE, TRUNCATE and a young entry's DELETE
// refused whatever client asks; the retention purge deletes only old entries), written for
// every full-record read and personal-data write, and searched by administrators.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANO_MS } from '#server/repositories/auditoria.ts';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarResponsavel } from '#server/test/fabrica.ts';
import { inicioDoDia } from './dias';

let t: TestApp;
let adm: string;
let prof: string;
let aluno: number;
let responsavel: number;

const json = { 'sec-fetch-site': 'same-origin' };
const get = (url: string, cookie = adm) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const entradas = (id_pessoa: number) =>
  t.db
    .selectFrom('auditoria')
    .select(['acao', 'id_autor', 'id_requisicao'])
    .where('id_pessoa', '=', id_pessoa)
    .orderBy('id_auditoria')
    .execute();

beforeAll(async () => {
  t = await makeTestApp();
  adm = await t.loginAdmin();
  await t.createUser({ email: 'prof@teste.local', senha: 'senha-prof', nome: 'Paulo Prof', professor: true });
  prof = await t.login('prof@teste.local', 'senha-prof');
  ({ id_pessoa: responsavel } = await criarResponsavel(t.db, 'Rita Responsável'));
  ({ id_aluno: aluno } = await criarAluno(t.db, 'Beto Aluno', {
    responsaveis: [responsavel],
    pessoa: { dt_nasc_pessoa: '2015-02-03' },
  }));
});
afterAll(() => t.close());

describe('append-only', () => {
  it('refuses to change or delete a recent entry, whatever client asks', async () => {
    await t.db
      .insertInto('auditoria')
      .values({
        em: Date.now(),
        id_autor: 999,
        acao: 'ver',
        id_pessoa: aluno,
        id_requisicao: 'x',
        detalhe: null,
      })
      .execute();
    await expect(t.db.updateTable('auditoria').set({ acao: 'editar' }).execute()).rejects.toThrow(
      /auditoria/,
    );
    await expect(t.db.updateTable('auditoria').set({ em: 0 }).execute()).rejects.toThrow(/auditoria/);
    await expect(t.db.deleteFrom('auditoria').execute()).rejects.toThrow(/auditoria/);
    if (t.dialect === 'postgres')
      await expect(sql`truncate auditoria`.execute(t.db)).rejects.toThrow(/auditoria/);
    expect(
      await t.db.selectFrom('auditoria').select('acao').where('id_requisicao', '=', 'x').execute(),
    ).toEqual([{ acao: 'ver' }]);
  });

  it('lets the retention purge delete only entries older than the setting', async () => {
    const agora = Date.now();
    await t.db
      .insertInto('auditoria')
      .values([
        {
          em: agora - 6 * ANO_MS,
          id_autor: 999,
          acao: 'ver',
          id_pessoa: aluno,
          id_requisicao: 'antiga',
          detalhe: null,
        },
        {
          em: agora - 4 * ANO_MS,
          id_autor: 999,
          acao: 'ver',
          id_pessoa: aluno,
          id_requisicao: 'quatro-anos',
          detalhe: null,
        },
      ])
      .execute();
    // Even a direct delete of a 4-year-old entry is refused at the default of 5 years.
    await expect(
      t.db.deleteFrom('auditoria').where('id_requisicao', '=', 'quatro-anos').execute(),
    ).rejects.toThrow(/auditoria/);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/pessoas/expurgo',
      headers: { cookie: adm, ...json },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ apagadas: 1, experimentais_apagadas: 0 });
    const restantes = await t.db
      .selectFrom('auditoria')
      .select('id_requisicao')
      .where('id_requisicao', 'in', ['antiga', 'quatro-anos'])
      .execute();
    expect(restantes).toEqual([{ id_requisicao: 'quatro-anos' }]);
    // The setting cannot go below a year, so the log cannot be emptied at once.
    await expect(t.db.updateTable('privacidade').set({ auditoria_anos: 0 }).execute()).rejects.toThrow();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/pessoas/expurgo',
          headers: { cookie: prof, ...json },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('what is recorded', () => {
  it('records the edit form read (allData) for the student and each guardian it shows', async () => {
    const r = await get(`/api/aluno/allData/${aluno}`);
    expect(r.statusCode).toBe(200);
    expect(await entradas(aluno)).toContainEqual({
      acao: 'ver',
      id_autor: t.admin.id_pessoa,
      id_requisicao: r.headers['x-request-id'],
    });
    expect((await entradas(responsavel)).map((e) => e.acao)).toEqual(['ver']);
  });

  it('records the profile read', async () => {
    const antes = (await entradas(aluno)).length;
    expect((await get(`/api/relatorios/aluno/${aluno}`)).statusCode).toBe(200);
    expect((await entradas(aluno)).length).toBe(antes + 1);
  });

  it('records a change of a person and a new person', async () => {
    const pessoa = {
      nome_pessoa: 'Nova Pessoa',
      dt_nasc_pessoa: '1990-01-01',
      cpf_pessoa: '390.533.447-05',
      rg_pessoa: '12.345.678-9',
      email_pessoa: 'nova@exemplo.com',
      telefone_pessoa: '(11) 98888-7777',
      genero: 'f',
    };
    const c = await t.app.inject({
      method: 'POST',
      url: '/api/pessoa',
      payload: pessoa,
      headers: { cookie: adm, ...json },
    });
    expect(c.statusCode).toBe(200);
    const id = c.json().id_pessoa;
    const e = await t.app.inject({
      method: 'PUT',
      url: `/api/pessoa/${id}`,
      payload: { ...pessoa, nome_pessoa: 'Nova Pessoa Dois' },
      headers: { cookie: adm, ...json },
    });
    expect(e.statusCode).toBe(200);
    expect((await get(`/api/pessoa/${id}`)).statusCode).toBe(200);
    expect((await entradas(id)).map((x) => x.acao)).toEqual(['editar', 'editar', 'ver']);
  });
});

describe('GET /api/auditoria', () => {
  it('answers who, when, what and about whom, newest first, filtered and paged', async () => {
    const r = await get(`/api/auditoria?id_pessoa=${aluno}&acao=ver&autor=${t.admin.id_pessoa}&pageSize=1`);
    expect(r.statusCode).toBe(200);
    const { items, total } = r.json();
    expect(total).toBe(2);
    expect(items).toEqual([
      expect.objectContaining({
        acao: 'ver',
        id_pessoa: aluno,
        pessoa: 'Beto Aluno',
        quem: { id_pessoa: t.admin.id_pessoa, nome: 'Ana Admin' },
      }),
    ]);
    expect(new Date(items[0].quando).toISOString()).toBe(items[0].quando);
    const p2 = (
      await get(`/api/auditoria?id_pessoa=${aluno}&acao=ver&autor=${t.admin.id_pessoa}&pageSize=1&pagina=2`)
    ).json();
    expect(p2.items).toHaveLength(1);
    expect(p2.items[0].id_auditoria).toBeLessThan(items[0].id_auditoria);
  });

  it("filters by the club's days", async () => {
    const hoje = new Date().toISOString().slice(0, 10);
    const ontem = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await get(`/api/auditoria?id_pessoa=${aluno}&de=${ontem}&ate=${ontem}`)).json().total).toBe(0);
    expect((await get(`/api/auditoria?id_pessoa=${aluno}&de=${ontem}`)).json().total).toBeGreaterThan(0);
    expect(hoje).toMatch(/^\d{4}/);
  });

  it('is for administrators only and refuses bad filters in pt-BR', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auditoria' })).statusCode).toBe(401);
    expect((await get('/api/auditoria', prof)).statusCode).toBe(403);
    for (const q of [
      'id_pessoa=abc',
      'acao=apagar',
      'de=2026-02-31',
      'de=2026-03-10&ate=2026-03-01',
      'pageSize=1000',
    ]) {
      const r = await get(`/api/auditoria?${q}`);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().message, q).toMatch(/[ãáéíóúç]|inválid/i);
    }
  });
});

describe('inicioDoDia', () => {
  it("gives the instant a club day starts in the club's time zone", () => {
    expect(new Date(inicioDoDia('2026-03-10', 'America/Sao_Paulo')).toISOString()).toBe(
      '2026-03-10T03:00:00.000Z',
    );
    expect(new Date(inicioDoDia('2026-03-10', 'America/Sao_Paulo', 1)).toISOString()).toBe(
      '2026-03-11T03:00:00.000Z',
    );
    expect(new Date(inicioDoDia('2026-07-01', 'Europe/Lisbon')).toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
  });
});
