// A student's meetings are decided by one rule everywhere: a club moving from paper
// links a student to a class today and then fills in the class's past chamadas with
// their marks. Those marks are the student's meetings in every answer: the profile's
// period, the class grid, the CSV, the students at risk and the dashboard's rate.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarTurma, criarUnidade, vincular } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { CONTRATO_VERSAO } from '#shared/constants.ts';
import { diaSemanaDe, hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { inicioSemana } from '#shared/rules/frequencia.ts';
import type { Painel } from '#shared/schemas/painel.ts';
import type { AlunoPeriodo, GradeTurma, Perfil, Risco } from '#shared/schemas/relatorios.ts';

let t: TestApp;
let admin: string;
let prof: string;
const hoje = hojeNoFuso(FUSO_TESTE);
const d = (n: number) => somarDias(hoje, n);
// The class meets on yesterday's weekday: four past meetings, none today.
const encontros = [d(-22), d(-15), d(-8), d(-1)];
let ids: { turma: number; novo: number; antigo: number };

async function seed() {
  const db = t.db;
  const p = await t.createUser({
    email: 'prof@teste.local',
    senha: 'senha-prof-1',
    nome: 'Pedro Prof',
    professor: true,
  });
  const id_unidade = await criarUnidade(db, { endereco: null });
  const id_turma = await criarTurma(db, {
    nome_turma: 'Florete Papel',
    qtd_maxima: 20,
    id_professor: p.id_professor!,
    id_unidade,
    dia_semana: diaSemanaDe(d(-1)),
  });
  const aluno = async (nome: string) =>
    (
      await criarAluno(db, nome, {
        dt_inicio: d(-60),
        contrato: 'clube',
        contrato_versao: CONTRATO_VERSAO.clube,
      })
    ).id_aluno;
  // Someone in the class for a long time, and the student the club moves from paper.
  const antigo = await aluno('Alda Antiga');
  await vincular(db, antigo, id_turma, d(-60));
  const novo = await aluno('Nico Novo');
  return { turma: id_turma, novo, antigo };
}

beforeEach(async () => {
  t = await makeTestApp();
  ids = await seed();
  admin = await t.loginAdmin();
  prof = await t.login('prof@teste.local', 'senha-prof-1');

  // Today the administrator links the student to the class (joining day: today)...
  const link = await t.app.inject({
    method: 'POST',
    url: '/api/aluno_has_turma',
    headers: { cookie: admin },
    payload: { id_aluno: ids.novo, id_turma: ids.turma },
  });
  expect(link.statusCode).toBe(201);
  // ...and the teacher fills in the month from the paper sheets: present once, then absent three times.
  for (const [i, data_c] of encontros.entries()) {
    const buscar = await t.app.inject({
      method: 'POST',
      url: '/api/chamada/buscar',
      headers: { cookie: prof },
      payload: { id_turma: ids.turma, data_c },
    });
    expect(buscar.statusCode).toBe(200);
    const enviar = await t.app.inject({
      method: 'POST',
      url: '/api/chamada/enviar',
      headers: { cookie: prof },
      payload: {
        id_chamada: buscar.json()[0].id_chamada,
        alunos: [
          { id_aluno: ids.antigo, presenca: 1 },
          { id_aluno: ids.novo, presenca: i === 0 ? 1 : 0 },
        ],
      },
    });
    expect(enviar.statusCode).toBe(200);
  }
});
afterEach(() => t.close());

const get = async (url: string, cookie = admin) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const periodo = `de=${d(-28)}&ate=${hoje}`;

describe('a student linked today and marked on the class’s past chamadas', () => {
  it('has those four meetings in the profile’s period, as in the grid', async () => {
    const p = (await get(`/api/relatorios/aluno/${ids.novo}/periodo?${periodo}`)).json() as AlunoPeriodo;
    const esperado = { previstas: 4, enviadas: 4, atrasadas: 4, presencas: 1, faltas: 3, taxa: 25 };
    expect(p.geral).toEqual(esperado);
    expect(p.turmas).toEqual([{ id_turma: ids.turma, nome_turma: 'Florete Papel', ...esperado }]);

    const g = (
      await get(`/api/relatorios/turma?id_turma=${ids.turma}&${periodo}`, prof)
    ).json() as GradeTurma;
    expect(g.datas.map((x) => x.data)).toEqual(encontros);
    const linha = g.alunos.find((a) => a.id_aluno === ids.novo);
    expect(linha).toMatchObject({ marcas: [1, 0, 0, 0], presencas: 1, faltas: 3, taxa: 25 });

    const csv = (await get(`/api/relatorios/frequencia.csv?id_turma=${ids.turma}&${periodo}`, prof)).body;
    expect(csv).toContain('Nico Novo;P;F;F;F;1;3;25,0\r\n');
  });

  it('is at risk: absent at the last three meetings', async () => {
    const r = (await get('/api/relatorios/risco')).json() as Risco;
    expect(r.alunos.map((a) => [a.nome, a.ultima_falta])).toEqual([['Nico Novo', d(-1)]]);
  });

  it('is at risk when those absences are older than the class’s last three chamadas', async () => {
    // Filled in further back: absent on d-29, d-22 and d-15; not on the later sheets
    // (before joining, unmarked: not meetings).
    const buscar = await t.app.inject({
      method: 'POST',
      url: '/api/chamada/buscar',
      headers: { cookie: prof },
      payload: { id_turma: ids.turma, data_c: d(-29) },
    });
    const enviar = await t.app.inject({
      method: 'POST',
      url: '/api/chamada/enviar',
      headers: { cookie: prof },
      payload: {
        id_chamada: buscar.json()[0].id_chamada,
        alunos: [
          { id_aluno: ids.antigo, presenca: 1 },
          { id_aluno: ids.novo, presenca: 0 },
        ],
      },
    });
    expect(enviar.statusCode).toBe(200);
    const chamadaDe = async (data_c: string) =>
      (
        await t.db
          .selectFrom('chamada')
          .select('id_chamada')
          .where('id_turma', '=', ids.turma)
          .where('data_c', '=', data_c)
          .executeTakeFirstOrThrow()
      ).id_chamada;
    await t.db
      .updateTable('chamada_aluno')
      .set({ presenca: 0 })
      .where('id_chamada', '=', await chamadaDe(d(-22)))
      .where('id_aluno', '=', ids.novo)
      .execute();
    await t.db
      .deleteFrom('chamada_aluno')
      .where('id_chamada', 'in', [await chamadaDe(d(-8)), await chamadaDe(d(-1))])
      .where('id_aluno', '=', ids.novo)
      .execute();

    const r = (await get('/api/relatorios/risco')).json() as Risco;
    expect(r.alunos.map((a) => [a.nome, a.ultima_falta])).toEqual([['Nico Novo', d(-15)]]);
    const p = (
      await get(`/api/relatorios/aluno/${ids.novo}/periodo?de=${d(-35)}&ate=${hoje}`)
    ).json() as AlunoPeriodo;
    expect(p.geral).toMatchObject({ previstas: 3, enviadas: 3, presencas: 0, faltas: 3 });
  });

  it('keeps those meetings after moving to a class that has not met yet', async () => {
    const outra = await criarTurma(t.db, {
      nome_turma: 'Sabre Novo',
      qtd_maxima: 20,
      id_professor: (await t.db.selectFrom('turma').select('id_professor').executeTakeFirstOrThrow())
        .id_professor,
      id_unidade: (await t.db.selectFrom('unidade').select('id_unidade').executeTakeFirstOrThrow())
        .id_unidade,
      dia_semana: diaSemanaDe(d(1)),
      horario: '19:00',
    });
    await t.db.deleteFrom('aluno_has_turma').where('id_aluno', '=', ids.novo).execute();
    await vincular(t.db, ids.novo, outra, hoje);

    const r = (await get('/api/relatorios/risco')).json() as Risco;
    expect(r.alunos.map((a) => [a.nome, a.ultima_falta])).toEqual([['Nico Novo', d(-1)]]);
    const p = (await get(`/api/relatorios/aluno/${ids.novo}/periodo?${periodo}`)).json() as AlunoPeriodo;
    expect(p.geral).toEqual({ previstas: 4, enviadas: 4, atrasadas: 4, presencas: 1, faltas: 3, taxa: 25 });
    expect(p.turmas.map((x) => [x.nome_turma, x.enviadas])).toEqual([
      ['Sabre Novo', 0],
      ['Florete Papel', 4],
    ]);
  });

  it('has the same marks in the profile’s rates and on the dashboard', async () => {
    const p = (await get(`/api/relatorios/aluno/${ids.novo}`)).json() as Perfil;
    expect(p.frequencia.taxas.d30).toEqual({ presencas: 1, faltas: 3, taxa: 25 });
    const painel = (await get('/api/relatorios/painel')).json() as Painel;
    const semana = (x: string) => painel.semanas.find((s) => s.inicio === inicioSemana(x));
    for (const [i, x] of encontros.entries()) {
      // Each meeting: the long-standing student present, the new one as marked.
      expect(semana(x)).toMatchObject({ presencas: i === 0 ? 2 : 1, faltas: i === 0 ? 0 : 1 });
    }
  });

  it('counts only the meetings since joining for a class member left unmarked', async () => {
    // Alda was in the class all along and marked every time; a chamada without her mark
    // after she joined is still one of her meetings (not an absence).
    const p = (await get(`/api/relatorios/aluno/${ids.antigo}/periodo?${periodo}`)).json() as AlunoPeriodo;
    expect(p.geral).toMatchObject({ previstas: 4, enviadas: 4, presencas: 4, faltas: 0 });
  });
});
