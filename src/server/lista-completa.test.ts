// The original client's list calls without paging parameters answer the complete list (the
// original client loads it once and finds items by id), in id order, read in keyset
// parts: more rows than one part and than PAGINA_MAX, each row exactly once. With
// paging parameters: a page in name order, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { PAGINA_MAX } from '#shared/constants.ts';

let t: TestApp;
let cookie: string;
/** More than one part (1000 rows) of students. */
const ALUNOS = 2_150;
const MUITOS = PAGINA_MAX + 20;

async function emLotes<T>(linhas: T[], inserir: (lote: T[]) => Promise<unknown>) {
  for (let i = 0; i < linhas.length; i += 500) await inserir(linhas.slice(i, i + 500));
}

beforeAll(async () => {
  t = await makeTestApp();
  const { db } = t;
  const pessoas = await db
    .insertInto('pessoa')
    .values(Array.from({ length: ALUNOS + MUITOS }, (_, i) => ({ nome_pessoa: `Nome ${i % 7}` })))
    .returning('id_pessoa')
    .execute();
  const alunos = pessoas.slice(0, ALUNOS).map(({ id_pessoa }) => ({
    id_aluno: id_pessoa,
    id_pessoa,
    dt_inicio: '2026-01-10',
    tipo_aluno: 'escola' as const,
  }));
  await emLotes(alunos, (lote) => db.insertInto('aluno').values(lote).execute());
  const professores = pessoas.slice(ALUNOS).map(({ id_pessoa }) => ({ id_professor: id_pessoa, id_pessoa }));
  await emLotes(professores, (lote) => db.insertInto('professor').values(lote).execute());
  const enderecos = Array.from({ length: MUITOS }, (_, i) => ({
    cep: '01310100',
    estado: 'SP',
    cidade: 'São Paulo',
    bairro: 'Centro',
    rua: `Rua ${i}`,
    numero: '1',
  }));
  await emLotes(enderecos, (lote) => db.insertInto('endereco').values(lote).execute());
  const unidades = Array.from({ length: MUITOS }, (_, i) => ({
    nome_unidade: `U ${i % 3}`,
    tipo: 'dec' as const,
  }));
  await emLotes(unidades, (lote) => db.insertInto('unidade').values(lote).execute());
  const { id_unidade } = await db.selectFrom('unidade').select('id_unidade').executeTakeFirstOrThrow();
  const turmas = professores.map((p, i) => ({
    nome_turma: `T ${i % 5}`,
    qtd_maxima: 10,
    id_professor: p.id_professor,
    id_unidade,
    dia_semana: 'segunda' as const,
    horario: '18:00',
  }));
  await emLotes(turmas, (lote) => db.insertInto('turma').values(lote).execute());
  cookie = await t.loginAdmin();
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** The rows of a complete list, checked: each id once, in id order. */
async function completa<T extends Record<string, unknown>>(url: string, id: keyof T) {
  const res = await get(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const linhas = res.json() as T[];
  const ids = linhas.map((l) => Number(l[id]));
  expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
  return linhas;
}

describe('complete lists (no paging parameters)', () => {
  it('GET /admbackend/aluno and /listartodosalunos: every student, once each, by name', async () => {
    const adm = await completa<{ id_aluno: number; id_pessoa: number; nome_pessoa: string }>(
      '/admbackend/aluno',
      'id_aluno',
    );
    expect(adm).toHaveLength(ALUNOS);
    for (const a of adm) expect(a.id_aluno).toBe(a.id_pessoa);
    expect(Object.keys(adm[0]).sort()).toEqual(['id_aluno', 'id_pessoa', 'nome_pessoa', 'tipo_aluno']);
    const todos = await completa<{ id_aluno: number; nome_aluno: string }>('/listartodosalunos', 'id_aluno');
    expect(todos.map((a) => a.id_aluno)).toEqual(adm.map((a) => a.id_aluno));
    expect(Object.keys(todos[0]).sort()).toEqual(['id_aluno', 'nome_aluno']);
    // A search without paging narrows the complete list.
    const nome3 = (await get('/listartodosalunos?q=nome%203')).json() as unknown[];
    expect(nome3).toHaveLength(adm.filter((a) => a.nome_pessoa === 'Nome 3').length);
  });

  it('GET /api/pessoa, /api/professor, /admbackend/professor, /api/turma, /api/unidade, /api/endereco: every row', async () => {
    expect(await completa('/api/pessoa', 'id_pessoa')).toHaveLength(ALUNOS + MUITOS + 1);
    expect(await completa('/api/professor', 'id_professor')).toHaveLength(MUITOS);
    expect(await completa('/admbackend/professor', 'id_professor')).toHaveLength(MUITOS);
    expect(await completa('/api/turma', 'id_turma')).toHaveLength(MUITOS);
    expect(await completa('/api/unidade', 'id_unidade')).toHaveLength(MUITOS);
    expect(await completa('/api/endereco', 'id_endereco')).toHaveLength(MUITOS);
  });

  it('with paging parameters, a page as before (never more than PAGINA_MAX rows)', async () => {
    const pagina = await get('/admbackend/aluno?limit=5&offset=10');
    expect(pagina.json()).toHaveLength(5);
    expect(pagina.headers['x-total-count']).toBe(String(ALUNOS));
    expect((await get('/api/pessoa?offset=0')).json()).toHaveLength(PAGINA_MAX);
    expect((await get('/listartodosalunos?limit=20')).json()).toHaveLength(20);
    expect((await get('/listartodosalunos?offset=0')).json()).toHaveLength(20);
    expect((await get('/api/unidade?limit=101')).statusCode).toBe(400);
  });
});
