// GET /api/inicio on both dialects: a teacher's classes of today with their chamada
// state; an administrator's every class today, chamadas still to send, full classes
// and the week's enrolments.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarChamada, criarTurma, criarUnidade, vincular } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import type { DiaSemana } from '#shared/constants.ts';
import { diaSemanaDe, hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import type { Inicio } from '#shared/schemas/inicio.ts';

const HOJE = hojeNoFuso(FUSO_TESTE);
const ONTEM = somarDias(HOJE, -1);

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

async function clube() {
  const db = t.db;
  const id_unidade = await criarUnidade(db);
  const dono = await t.createUser({
    email: 'dono@t.local',
    senha: 'senha-dono-1',
    nome: 'Dono',
    professor: true,
  });
  const outro = await t.createUser({
    email: 'outro@t.local',
    senha: 'senha-outro-1',
    nome: 'Outro',
    professor: true,
  });
  const turma = (nome_turma: string, id_professor: number, dia_semana: DiaSemana, qtd_maxima = 10) =>
    criarTurma(db, { nome_turma, id_professor, id_unidade, dia_semana, qtd_maxima });
  const hojeDono = await turma('Hoje do Dono', dono.id_professor!, diaSemanaDe(HOJE), 2);
  const hojeOutro = await turma('Hoje do Outro', outro.id_professor!, diaSemanaDe(HOJE));
  const ontem = await turma('Ontem', dono.id_professor!, diaSemanaDe(ONTEM));
  const nova = await turma('Nova', outro.id_professor!, diaSemanaDe(ONTEM));
  const aluno = async (nome: string, dt_inicio: string) =>
    (await criarAluno(db, nome, { dt_inicio })).id_aluno;
  const a1 = await aluno('Ana', HOJE);
  const a2 = await aluno('Bia', somarDias(HOJE, -30));
  for (const [id_aluno, id_turma] of [
    [a1, hojeDono],
    [a2, hojeDono],
    [a1, ontem],
  ])
    await vincular(db, id_aluno, id_turma);
  // Its only student joined today: yesterday it had no one to call.
  await vincular(db, a2, nova, HOJE);
  return { hojeDono, hojeOutro, ontem, nova };
}

async function inicio(cookie: string): Promise<Inicio> {
  const res = await t.app.inject({ method: 'GET', url: '/api/inicio', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/inicio', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/inicio' })).statusCode).toBe(401);
  });

  it("gives a teacher their own classes of today, with each chamada's state", async () => {
    const ids = await clube();
    const dono = await t.login('dono@t.local', 'senha-dono-1');
    let r = await inicio(dono);
    expect(r.hoje).toBe(HOJE);
    expect(r.adm).toBeUndefined();
    expect(r.hoje_turmas.total).toBe(1);
    expect(r.hoje_turmas.itens).toEqual([
      expect.objectContaining({
        id_turma: ids.hojeDono,
        alunos: 2,
        estado: 'nao_aberta',
        nome_unidade: 'Sede',
      }),
    ]);
    const id_chamada = await criarChamada(t.db, ids.hojeDono, HOJE);
    expect((await inicio(dono)).hoje_turmas.itens[0].estado).toBe('a_ser_feita');
    await t.db.updateTable('chamada').set({ status_c: 1 }).where('id_chamada', '=', id_chamada).execute();
    r = await inicio(dono);
    expect(r.hoje_turmas.itens[0].estado).toBe('finalizada');
  });

  it('gives a logged-in person who teaches nothing no class and no club lists', async () => {
    await clube();
    await t.createUser({ email: 'nada@t.local', senha: 'senha-nada-1', nome: 'Nada' });
    const r = await inicio(await t.login('nada@t.local', 'senha-nada-1'));
    expect(r).toEqual({ hoje: HOJE, hoje_turmas: { total: 0, itens: [] } });
  });

  it("gives an administrator every class today and the club's lists", async () => {
    const ids = await clube();
    const r = await inicio(await t.loginAdmin());
    expect(r.hoje_turmas.itens.map((i) => i.id_turma).sort()).toEqual([ids.hojeDono, ids.hojeOutro].sort());
    // Yesterday's class has a student and no chamada sent; today's classes are not pending.
    expect(r.adm?.pendentes.itens).toContainEqual(
      expect.objectContaining({ id_turma: ids.ontem, data_c: ONTEM }),
    );
    expect(r.adm?.pendentes.itens.some((p) => p.data_c === HOJE)).toBe(false);
    expect(r.adm?.pendentes.itens.some((p) => p.id_turma === ids.nova)).toBe(false);
    // Two students in two places: full.
    expect(r.adm?.lotadas.itens).toEqual([
      { id_turma: ids.hojeDono, nome_turma: 'Hoje do Dono', alunos: 2, qtd_maxima: 2 },
    ]);
    expect(r.adm?.matriculas_semana).toBe(1);
    // An anonymised person enrolled this week is counted no more than the list it opens shows them.
    const { id_pessoa } = await criarAluno(t.db, 'Pessoa anonimizada', { dt_inicio: HOJE });
    await t.db
      .updateTable('pessoa')
      .set({ anonimizada_em: Date.now() })
      .where('id_pessoa', '=', id_pessoa)
      .execute();
    expect((await inicio(await t.loginAdmin())).adm?.matriculas_semana).toBe(1);

    await criarChamada(t.db, ids.ontem, ONTEM, { status_c: 1 });
    const depois = await inicio(await t.loginAdmin());
    expect(depois.adm?.pendentes.itens.some((p) => p.id_turma === ids.ontem && p.data_c === ONTEM)).toBe(
      false,
    );
  });
});
