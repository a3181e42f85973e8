// The armory over the API, on SQLite and PostgreSQL: items created, listed, searched and
// edited; lent and returned with their history; the refusals (an item out, under repair or
// written off; bad and hostile input) in pt-BR with nothing changed; who may see what; the
// overdue list with the guardian's WhatsApp link; the student's delete, export and
// anonymisation with gear.

import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '#server/test/app.ts';
import {
  criarAluno,
  criarProfessor,
  criarResponsavel,
  criarTurma,
  criarUnidade,
} from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG_MATERIAL } from '#shared/messages/material.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import type { MaterialDetalhe, MaterialItem } from '#shared/schemas/material.ts';

const PROF = { email: 'prof@teste.local', senha: 'senha-do-prof', nome: 'Paulo Prof' };

/** The app, an administrator's and a teacher's sessions, and calls as a same-origin browser makes them. */
async function preparar() {
  const t = await makeTestApp();
  const prof = await t.createUser({ ...PROF, professor: true });
  return {
    t,
    admin: await t.loginAdmin(),
    professor: await t.login(PROF.email, PROF.senha),
    idProfessor: prof.id_professor!,
    call: (method: InjectOptions['method'], url: string, opts: { cookie?: string; payload?: unknown } = {}) =>
      t.app.inject({
        method,
        url,
        payload: opts.payload as InjectOptions['payload'],
        headers: { 'sec-fetch-site': 'same-origin', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
      }),
  };
}

let c: Awaited<ReturnType<typeof preparar>>;
const hoje = hojeNoFuso(FUSO_TESTE);
beforeEach(async () => {
  c = await preparar();
});
afterEach(() => c.t.close());

const mascara = (extra: Record<string, unknown> = {}) => ({
  tipo: 'mascara',
  tamanho: 'M',
  codigo: 'MAS-01',
  observacao: 'Tela nova',
  ...extra,
});

async function novoMaterial(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await c.call('POST', '/api/material', { cookie: c.admin, payload: mascara(extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id_material;
}

/** A student in a class of the logged-in teacher, with a guardian who has a mobile phone. */
async function alunoDaTurma(nome = 'Beatriz Lima') {
  const id_unidade = await criarUnidade(c.t.db);
  const id_turma = await criarTurma(c.t.db, { id_professor: c.idProfessor, id_unidade });
  const resp = await criarResponsavel(c.t.db, 'Carla Lima', { telefone_pessoa: '11987654321' });
  const { id_aluno } = await criarAluno(c.t.db, nome, {
    responsaveis: [resp.id_responsavel],
    turmas: [id_turma],
  });
  return { id_turma, id_aluno, id_unidade };
}

const emprestar = (id: number, id_aluno: number, devolver_ate = somarDias(hoje, 7)) =>
  c.call('POST', `/api/material/${id}/emprestimo`, { cookie: c.admin, payload: { id_aluno, devolver_ate } });
const devolver = (id: number, estado = 'bom') =>
  c.call('POST', `/api/material/${id}/devolucao`, { cookie: c.admin, payload: { estado } });
const contarLinhas = async (tabela: 'material' | 'emprestimo_material') =>
  Number(
    (
      await c.t.db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('items', () => {
  it('are created (201), read, edited, and listed with filters and a server search', async () => {
    const m1 = await novoMaterial();
    await novoMaterial({ tipo: 'arma', arma: 'florete', tamanho: '5', codigo: 'FL-01' });
    await novoMaterial({ tipo: 'fio_de_corpo', codigo: 'FIO-01', tamanho: null });
    const put = await c.call('PUT', `/api/material/${m1}`, {
      cookie: c.admin,
      payload: mascara({ tamanho: 'G', observacao: '' }),
    });
    expect(put.statusCode, put.body).toBe(200);
    const detalhe: MaterialDetalhe = (await c.call('GET', `/api/material/${m1}`, { cookie: c.admin })).json();
    expect(detalhe.item).toMatchObject({ tamanho: 'G', observacao: null, estado: 'bom', emprestimo: null });
    expect(detalhe.historico).toEqual([]);

    const lista = async (q: string) =>
      (await c.call('GET', `/api/material?${q}`, { cookie: c.admin }))
        .json()
        .items.map((i: MaterialItem) => i.codigo);
    expect(await lista('')).toEqual(['FIO-01', 'FL-01', 'MAS-01']);
    expect(await lista('tipo=arma')).toEqual(['FL-01']);
    expect(await lista('q=fl')).toEqual(['FL-01']);
    expect(await lista('q=mas-0')).toEqual(['MAS-01']);
    // Pages by keyset: two, then the one after the cursor.
    const p1 = (await c.call('GET', '/api/material?pageSize=2', { cookie: c.admin })).json();
    expect(p1.items.map((i: MaterialItem) => i.codigo)).toEqual(['FIO-01', 'FL-01']);
    expect(p1.total).toBe(3);
    const p2 = (
      await c.call('GET', `/api/material?pageSize=2&after=${p1.proxima}`, { cookie: c.admin })
    ).json();
    expect(p2.items.map((i: MaterialItem) => i.codigo)).toEqual(['MAS-01']);
  });

  it('refuse a repeated code (409 beside the field), a blade without weapon and a weapon on a mask (400)', async () => {
    await novoMaterial();
    const repetido = await c.call('POST', '/api/material', { cookie: c.admin, payload: mascara() });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toMatchObject({
      message: MSG_MATERIAL.codigoEmUso,
      campos: { codigo: MSG_MATERIAL.codigoEmUso },
    });
    const semArma = await c.call('POST', '/api/material', {
      cookie: c.admin,
      payload: mascara({ tipo: 'arma', codigo: 'X1' }),
    });
    expect(semArma.statusCode).toBe(400);
    expect(semArma.json().campos).toEqual({ arma: MSG_MATERIAL.armaObrigatoria });
    const armaNaMascara = await c.call('POST', '/api/material', {
      cookie: c.admin,
      payload: mascara({ arma: 'sabre', codigo: 'X2' }),
    });
    expect(armaNaMascara.json().campos).toEqual({ arma: MSG_MATERIAL.armaSoDeLaminaOuFio });
    expect(await contarLinhas('material')).toBe(1);
  });

  it('refuse NUL, control characters, huge strings, unknown types and bad filters with a pt-BR 400, nothing changed', async () => {
    const corpos = [
      mascara({ codigo: 'a\u0000b' }),
      mascara({ codigo: 'x'.repeat(31) }),
      mascara({ codigo: 'X', observacao: 'y'.repeat(100_000) }),
      mascara({ codigo: 'X', tamanho: '\u001b[0m' }),
      mascara({ codigo: 'X', tipo: 'capacete' }),
      mascara({ codigo: 'X', estado: 'quebrado' }),
      mascara({ codigo: '' }),
      { codigo: 'X' },
    ];
    for (const payload of corpos) {
      const res = await c.call('POST', '/api/material', { cookie: c.admin, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/^Dados inválidos\./);
    }
    for (const q of [
      'tipo=capacete',
      'disponivel=2',
      `q=${'z'.repeat(121)}`,
      'q=a%00b',
      'after=lixo',
      'pageSize=0',
    ])
      expect((await c.call('GET', `/api/material?${q}`, { cookie: c.admin })).statusCode, q).toBe(400);
    for (const url of ['/api/material/0', '/api/material/abc', '/api/material/99999999999'])
      expect((await c.call('GET', url, { cookie: c.admin })).statusCode, url).toBe(400);
    expect(await contarLinhas('material')).toBe(0);
  });
});

describe('loans', () => {
  it('lend (201) and return (200) keep the history: who, when, by whom, the condition at return', async () => {
    const { id_aluno } = await alunoDaTurma();
    const id = await novoMaterial();
    const r = await emprestar(id, id_aluno);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({
      id_emprestimo: expect.any(Number),
      message: MSG_MATERIAL.emprestimoFeito,
    });
    const fora: MaterialItem[] = (
      await c.call('GET', '/api/material?disponivel=0', { cookie: c.admin })
    ).json().items;
    expect(fora).toEqual([
      expect.objectContaining({
        codigo: 'MAS-01',
        emprestimo: expect.objectContaining({
          id_aluno,
          nome_aluno: 'Beatriz Lima',
          devolver_ate: somarDias(hoje, 7),
        }),
      }),
    ]);
    expect((await c.call('GET', '/api/material?disponivel=1', { cookie: c.admin })).json().items).toEqual([]);
    expect((await c.call('GET', '/api/material?q=beatriz', { cookie: c.admin })).json().items).toHaveLength(
      1,
    );

    const d = await devolver(id, 'reparo');
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json()).toEqual({ message: MSG_MATERIAL.devolucaoFeita });
    const detalhe: MaterialDetalhe = (await c.call('GET', `/api/material/${id}`, { cookie: c.admin })).json();
    expect(detalhe.item).toMatchObject({ estado: 'reparo', emprestimo: null });
    expect(detalhe.historico).toEqual([
      expect.objectContaining({
        id_aluno,
        nome_aluno: 'Beatriz Lima',
        emprestado_por: 'Ana Admin',
        recebido_por: 'Ana Admin',
        estado_devolucao: 'reparo',
        devolver_ate: somarDias(hoje, 7),
      }),
    ]);
    expect(Date.parse(detalhe.historico[0]!.devolvido_em!)).toBeGreaterThanOrEqual(
      Date.parse(detalhe.historico[0]!.emprestado_em),
    );
  });

  it('refuse an item already lent, under repair or written off (409 in pt-BR), and a return of an item not out', async () => {
    const { id_aluno } = await alunoDaTurma();
    const outro = await criarAluno(c.t.db, 'Davi Souza');
    const id = await novoMaterial();
    expect((await emprestar(id, id_aluno)).statusCode).toBe(201);
    const segundo = await emprestar(id, outro.id_aluno);
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json().message).toBe(MSG_MATERIAL.jaEmprestado('Beatriz Lima'));
    // Its condition waits for the return.
    const put = await c.call('PUT', `/api/material/${id}`, {
      cookie: c.admin,
      payload: mascara({ estado: 'baixado' }),
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().campos).toEqual({ estado: MSG_MATERIAL.devolvaAntes });
    expect((await devolver(id, 'reparo')).statusCode).toBe(200);
    const naoEmprestado = await devolver(id);
    expect(naoEmprestado.statusCode).toBe(409);
    expect(naoEmprestado.json().message).toBe(MSG_MATERIAL.naoEmprestado);
    const reparo = await emprestar(id, outro.id_aluno);
    expect(reparo.statusCode).toBe(409);
    expect(reparo.json().message).toBe(MSG_MATERIAL.emReparo);
    const baixado = await novoMaterial({ codigo: 'MAS-02', estado: 'baixado' });
    expect((await emprestar(baixado, outro.id_aluno)).json().message).toBe(MSG_MATERIAL.baixado);
    expect(await contarLinhas('emprestimo_material')).toBe(1);
  });

  it("name an item's condition as such when refusing it, not as an address's state", async () => {
    const r = await c.call('POST', '/api/material', {
      cookie: c.admin,
      payload: { tipo: 'mascara', codigo: 'MAS-77', estado: 'novo' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain(`Estado de conservação: ${MSG_MATERIAL.estadoInvalido}`);
  });

  it('refuse a missing item (404), a missing or inactive student and a due day out of range, beside the field', async () => {
    const { id_aluno } = await alunoDaTurma();
    const id = await novoMaterial();
    expect((await emprestar(999_999, id_aluno)).statusCode).toBe(404);
    const semAluno = await emprestar(id, 999_999);
    expect(semAluno.statusCode).toBe(400);
    expect(semAluno.json().campos).toEqual({ id_aluno: MSG_MATERIAL.alunoNaoEncontrado });
    const passado = await emprestar(id, id_aluno, somarDias(hoje, -1));
    expect(passado.statusCode).toBe(400);
    expect(passado.json().campos).toEqual({ devolver_ate: MSG_MATERIAL.devolucaoNoPassado });
    expect((await emprestar(id, id_aluno, somarDias(hoje, 400))).json().campos).toEqual({
      devolver_ate: MSG_MATERIAL.devolucaoLonge,
    });
    for (const payload of [
      { id_aluno, devolver_ate: '2026-02-30' },
      { id_aluno, devolver_ate: 'a\u0000b' },
      { id_aluno: 'a\u0000b', devolver_ate: hoje },
      { id_aluno: -1, devolver_ate: hoje },
      { id_aluno },
    ])
      expect(
        (await c.call('POST', `/api/material/${id}/emprestimo`, { cookie: c.admin, payload })).statusCode,
      ).toBe(400);
    expect(
      (await c.call('POST', `/api/material/${id}/devolucao`, { cookie: c.admin, payload: { estado: 'x' } }))
        .statusCode,
    ).toBe(400);
    const desativar = await c.call('POST', `/api/adm/alunos/${id_aluno}/desativar`, {
      cookie: c.admin,
      payload: {},
    });
    expect(desativar.statusCode, desativar.body).toBe(200);
    const inativo = await emprestar(id, id_aluno);
    expect(inativo.statusCode).toBe(409);
    expect(inativo.json().message).toBe(MSG_MATERIAL.alunoInativo);
    expect(await contarLinhas('emprestimo_material')).toBe(0);
  });

  it('many desks lending one item at once: exactly one loan, the others 409', async () => {
    const id = await novoMaterial();
    const alunos = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => criarAluno(c.t.db, `Aluno ${i}`)));
    const r = await Promise.all(alunos.map((a) => emprestar(id, a.id_aluno)));
    expect(r.map((x) => x.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await contarLinhas('emprestimo_material')).toBe(1);
  });

  it('the database holds one open loan per item, whatever the code checks', async () => {
    const id = await novoMaterial();
    const a = await criarAluno(c.t.db, 'Aluno A');
    const linha = {
      id_material: id,
      id_aluno: a.id_aluno,
      id_emprestou: null,
      emprestado_em: 1,
      devolver_ate: hoje,
    };
    await c.t.db.insertInto('emprestimo_material').values(linha).execute();
    await expect(c.t.db.insertInto('emprestimo_material').values(linha).execute()).rejects.toThrow();
    // A returned loan leaves the item free to be lent again.
    await c.t.db
      .updateTable('emprestimo_material')
      .set({ devolvido_em: 2, estado_devolucao: 'bom' })
      .where('id_material', '=', id)
      .execute();
    await c.t.db.insertInto('emprestimo_material').values(linha).execute();
    expect(await contarLinhas('emprestimo_material')).toBe(2);
  });
});

describe('who sees what', () => {
  it('administrators only manage; anonymous callers get 401, teachers 403', async () => {
    const id = await novoMaterial();
    const rotas: [string, string, unknown?][] = [
      ['GET', '/api/material'],
      ['GET', '/api/material/atrasados'],
      ['GET', `/api/material/${id}`],
      ['POST', '/api/material', mascara({ codigo: 'Z' })],
      ['PUT', `/api/material/${id}`, mascara()],
      ['POST', `/api/material/${id}/emprestimo`, { id_aluno: 1, devolver_ate: hoje }],
      ['POST', `/api/material/${id}/devolucao`, { estado: 'bom' }],
    ];
    for (const [method, url, payload] of rotas) {
      const anon = await c.call(method as 'GET', url, { payload });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(anon.json().message).toBe(MSG_RECUSA.naoAutenticado);
      const prof = await c.call(method as 'GET', url, { cookie: c.professor, payload });
      expect(prof.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await contarLinhas('material')).toBe(1);
  });

  it('a teacher sees the gear of their own students and classes only', async () => {
    const { id_aluno, id_turma, id_unidade } = await alunoDaTurma();
    const outroProf = await criarProfessor(c.t.db, 'Outro Prof');
    const outraTurma = await criarTurma(c.t.db, { id_professor: outroProf, id_unidade, nome_turma: 'Sabre' });
    const alheio = await criarAluno(c.t.db, 'Eduardo Alheio', { turmas: [outraTurma] });
    const m1 = await novoMaterial();
    const m2 = await novoMaterial({ tipo: 'luva', codigo: 'LUV-01' });
    expect((await emprestar(m1, id_aluno)).statusCode).toBe(201);
    expect((await emprestar(m2, alheio.id_aluno)).statusCode).toBe(201);

    const doAluno = await c.call('GET', `/api/material/aluno/${id_aluno}`, { cookie: c.professor });
    expect(doAluno.statusCode).toBe(200);
    expect(doAluno.json()).toEqual([
      expect.objectContaining({
        codigo: 'MAS-01',
        tipo: 'mascara',
        atrasado: false,
        devolver_ate: somarDias(hoje, 7),
      }),
    ]);
    const daTurma = await c.call('GET', `/api/material/turma/${id_turma}`, { cookie: c.professor });
    expect(daTurma.json()).toEqual([
      { id_aluno, nome_aluno: 'Beatriz Lima', itens: [expect.objectContaining({ codigo: 'MAS-01' })] },
    ]);
    // Another teacher's student and class: 403; administrators see both.
    expect(
      (await c.call('GET', `/api/material/aluno/${alheio.id_aluno}`, { cookie: c.professor })).statusCode,
    ).toBe(403);
    expect(
      (await c.call('GET', `/api/material/turma/${outraTurma}`, { cookie: c.professor })).statusCode,
    ).toBe(403);
    expect(
      (await c.call('GET', `/api/material/turma/${outraTurma}`, { cookie: c.admin })).json(),
    ).toHaveLength(1);
    expect((await c.call('GET', '/api/material/aluno/999999', { cookie: c.admin })).statusCode).toBe(404);
    expect((await c.call('GET', '/api/material/turma/999999', { cookie: c.admin })).statusCode).toBe(404);
    expect((await c.call('GET', `/api/material/aluno/${id_aluno}`)).statusCode).toBe(401);
  });
});

describe('overdue loans', () => {
  it("list the loans past their day with the guardian's WhatsApp link", async () => {
    const { id_aluno } = await alunoDaTurma();
    const id = await novoMaterial();
    const emDia = await novoMaterial({ codigo: 'MAS-02' });
    expect((await emprestar(id, id_aluno)).statusCode).toBe(201);
    expect((await emprestar(emDia, id_aluno)).statusCode).toBe(201);
    // Due three days ago (a loan made earlier; the API takes no day in the past).
    await c.t.db
      .updateTable('emprestimo_material')
      .set({ devolver_ate: somarDias(hoje, -3) })
      .where('id_material', '=', id)
      .execute();
    const r = await c.call('GET', '/api/material/atrasados', { cookie: c.admin });
    expect(r.statusCode).toBe(200);
    const { items } = r.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      codigo: 'MAS-01',
      nome_aluno: 'Beatriz Lima',
      dias_atraso: 3,
      responsavel: { nome: 'Carla Lima', telefone: '11987654321' },
    });
    const link = new URL(items[0].whatsapp);
    expect(link.origin + link.pathname).toBe('https://wa.me/5511987654321');
    expect(link.searchParams.get('text')).toContain('Beatriz Lima');
    expect(link.searchParams.get('text')).toContain('Máscara M (MAS-01)');
    expect(
      (await c.call('GET', '/api/material/atrasados?q=mas-02', { cookie: c.admin })).json().items,
    ).toEqual([]);
    // The student's own profile list marks it late.
    const doAluno = (await c.call('GET', `/api/material/aluno/${id_aluno}`, { cookie: c.admin })).json();
    expect(doAluno.map((i: { atrasado: boolean }) => i.atrasado)).toEqual([true, false]);
  });
});

describe('the student and their data', () => {
  it('a student with gear out cannot be deleted (409 naming it); once returned, the delete goes', async () => {
    const { id_aluno } = await alunoDaTurma();
    const id = await novoMaterial();
    expect((await emprestar(id, id_aluno)).statusCode).toBe(201);
    const r = await c.call('DELETE', `/api/aluno/${id_aluno}`, { cookie: c.admin });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(MSG_MATERIAL.alunoComMaterial(['Máscara M (MAS-01)']));
    expect((await devolver(id)).statusCode).toBe(200);
    expect((await c.call('DELETE', `/api/aluno/${id_aluno}`, { cookie: c.admin })).statusCode).toBe(200);
    expect(await contarLinhas('material')).toBe(1);
  });

  it("the loans are in the student's export, and anonymisation keeps them without the name", async () => {
    const { id_aluno } = await alunoDaTurma();
    const id = await novoMaterial({ tipo: 'arma', arma: 'espada', tamanho: '5', codigo: 'ESP-7' });
    expect((await emprestar(id, id_aluno)).statusCode).toBe(201);
    expect((await devolver(id)).statusCode).toBe(200);
    const exp = await c.call('GET', `/api/pessoas/${id_aluno}/exportacao`, { cookie: c.admin });
    expect(exp.statusCode, exp.body).toBe(200);
    expect(exp.json().material).toEqual([
      expect.objectContaining({
        item: 'Arma Espada 5 (ESP-7)',
        estado_devolucao: 'bom',
        devolver_ate: somarDias(hoje, 7),
      }),
    ]);
    expect(
      (await c.call('POST', `/api/adm/alunos/${id_aluno}/desativar`, { cookie: c.admin, payload: {} }))
        .statusCode,
    ).toBe(200);
    const anon = await c.call('POST', `/api/pessoas/${id_aluno}/anonimizacao`, {
      cookie: c.admin,
      payload: { confirmacao: 'ANONIMIZAR' },
    });
    expect(anon.statusCode, anon.body).toBe(200);
    const detalhe: MaterialDetalhe = (await c.call('GET', `/api/material/${id}`, { cookie: c.admin })).json();
    expect(detalhe.historico).toEqual([
      expect.objectContaining({
        id_aluno,
        nome_aluno: MSG_AUDITORIA.nomeAnonimizado(id_aluno),
        estado_devolucao: 'bom',
      }),
    ]);
    expect(JSON.stringify(detalhe)).not.toContain('Beatriz');
  });
});
