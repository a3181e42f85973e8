// The reports prove their numbers on a seeded club with known marks: the exact grid
// and rates of a class, the exact CSV bytes, the exact indicators, the exact list of
// students at risk, the profile's calendar and rates, and who may read what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import {
  criarAluno,
  criarChamada,
  criarResponsavel,
  criarTurma,
  criarUnidade,
  vincular,
} from '#server/test/fabrica.ts';
import { FUSO_TESTE, noFusoTeste } from '#server/test/fuso.ts';
import { CONTRATO_VERSAO, type DiaSemana } from '#shared/constants.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { ultimoEncontro } from '#shared/rules/encontros.ts';
import { inicioMesAnterior } from '#shared/rules/frequencia.ts';
import type { GradeTurma, Perfil, Resumo, Risco } from '#shared/schemas/relatorios.ts';

let t: TestApp;
let admin: string;
let paulo: string;
let olga: string;
let nina: string;
let ids: Awaited<ReturnType<typeof seed>>;
const hoje = hojeNoFuso(FUSO_TESTE);
const d = (n: number) => somarDias(hoje, n);

async function seed() {
  const db = t.db;
  const unidade = (nome_unidade: string) => criarUnidade(db, { nome_unidade, endereco: null });
  const u1 = await unidade('DEC Centro');
  const u2 = await unidade('Escola Norte');
  const p1 = await t.createUser({
    email: 'paulo@teste.local',
    senha: 'senha-paulo-1',
    nome: 'Paulo Dono',
    professor: true,
  });
  const p2 = await t.createUser({
    email: 'olga@teste.local',
    senha: 'senha-olga-1',
    nome: 'Olga Outra',
    professor: true,
  });
  await t.createUser({ email: 'nina@teste.local', senha: 'senha-nina-1', nome: 'Nina Sem Turma' });

  const turma = (nome_turma: string, id_professor: number, id_unidade: number, dia_semana: DiaSemana) =>
    criarTurma(db, { nome_turma, qtd_maxima: 20, id_professor, id_unidade, dia_semana });
  // A quote in the name: the all-classes CSV must escape it.
  const tA = await turma('Florete "A"', p1.id_professor!, u1, 'quarta');
  const tB = await turma('Espada B', p2.id_professor!, u2, 'segunda');
  const tR = await turma('Sabre R', p1.id_professor!, u1, 'sexta');
  const tS = await turma('Sabre S', p1.id_professor!, u1, 'sábado');
  const tN = await turma('Florete N', p1.id_professor!, u1, 'terça');

  const responsavel = async (nome: string, telefone_pessoa: string, email_pessoa: string) =>
    (await criarResponsavel(db, nome, { telefone_pessoa, email_pessoa })).id_responsavel;
  const aluno = async (
    nome: string,
    o: { r1?: number; r2?: number; telefone?: string; email?: string } = {},
  ) =>
    (
      await criarAluno(db, nome, {
        pessoa: { telefone_pessoa: o.telefone ?? null, email_pessoa: o.email ?? null },
        responsaveis: [o.r1, o.r2].filter((r) => r !== undefined),
        tipo_plano: 'semestral',
        dia_pagamento: 20,
        contrato: 'clube',
        contrato_versao: CONTRATO_VERSAO.clube,
        contrato_aceito_em: noFusoTeste('2026-01-10', '14:30'),
      })
    ).id_aluno;

  const ana = await aluno('Ana Souza', {
    r1: await responsavel('Rita Souza', '11987654321', 'rita@teste.local'),
    r2: await responsavel('Raul Souza', '1133334444', 'raul@teste.local'),
    email: 'ana@teste.local',
  });
  const bruno = await aluno('Bruno Lima');
  const carla = await aluno('Carla Dias');
  const davi = await aluno('Davi Reis');
  const eva = await aluno('Eva Ramos');
  const fabio = await aluno('Fábio Melo');
  const gil = await aluno('Gil Souto');
  const hugo = await aluno('Hugo Alves', {
    r1: await responsavel('Helena Alves', '21998887777', 'h@teste.local'),
  });
  const iara = await aluno('Iara Nunes');
  const joao = await aluno('João Paz');
  const katia = await aluno('Kátia Luz');
  const lia = await aluno('Lia Mota');
  const mario = await aluno('Mário Cruz');
  const nair = await aluno('Nair Dantas', { telefone: '11912345678' });
  const otto = await aluno('Otto Brum');

  const link = (id_aluno: number, id_turma: number, dt_entrada: string | null = null) =>
    vincular(db, id_aluno, id_turma, dt_entrada);
  await link(ana, tA);
  await link(bruno, tA);
  await link(carla, tA, '2025-03-10');
  await link(fabio, tA, '2025-04-10'); // joined after March: not in March's grid
  await link(gil, tA);
  await link(davi, tB);
  await link(otto, tB);
  for (const a of [hugo, iara, joao, lia]) await link(a, tR);
  await link(katia, tR, d(-14));
  await link(lia, tS);
  await link(nair, tN);
  // Eva left tA and Mário left every class: their marks stay.

  const chamada = (
    id_turma: number,
    data_c: string,
    marcas: [number, 0 | 1][],
    o: { enviada_em?: number | null; feita_em?: number | null; status_c?: 0 | 1; observacao?: string } = {},
  ) =>
    criarChamada(db, id_turma, data_c, {
      ...o,
      status_c: o.status_c ?? 1,
      marcas: marcas.map(([id_aluno, presenca]) => ({ id_aluno, presenca })),
    });

  // March 2025 (before any date relative to today), class tA: quartas 05, 12, 19, 26 and a
  // make-up class on sábado 08.
  await chamada(
    tA,
    '2025-03-05',
    [
      [ana, 1],
      [bruno, 0],
      [eva, 1],
    ],
    { enviada_em: noFusoTeste('2025-03-05', '20:00') },
  );
  await chamada(
    tA,
    '2025-03-08',
    [
      [ana, 1],
      [bruno, 0],
    ],
    { enviada_em: noFusoTeste('2025-03-08', '12:00') },
  );
  await chamada(
    tA,
    '2025-03-12',
    [
      [ana, 1],
      [bruno, 1],
      [carla, 1],
    ],
    { enviada_em: noFusoTeste('2025-03-13', '10:00') },
  );
  await chamada(tA, '2025-03-19', [], { status_c: 0 }); // opened, never sent
  await chamada(
    tA,
    '2025-03-26',
    [
      [ana, 0],
      [bruno, 1],
      [carla, 1],
    ],
    // Taken in class on a phone without signal, sent the next morning: on time.
    {
      observacao: 'Treino de ataque.',
      feita_em: noFusoTeste('2025-03-26', '19:30'),
      enviada_em: noFusoTeste('2025-03-27', '08:00'),
    },
  );
  // Class tB (segundas 03, 10, 17, 24, 31): two sent.
  await chamada(tB, '2025-03-03', [[davi, 1]], { enviada_em: noFusoTeste('2025-03-03', '19:00') });
  await chamada(tB, '2025-03-10', [[davi, 0]], { enviada_em: noFusoTeste('2025-03-10', '19:00') });

  // At risk, relative to today: tR met on d1 < d2 < d3 < d4, and once ahead of today.
  const [d1, d2, d3, d4] = [d(-28), d(-21), d(-14), d(-7)];
  await chamada(tR, d1, [
    [hugo, 1],
    [iara, 0],
    [lia, 0],
    [mario, 0],
  ]);
  await chamada(tR, d2, [
    [hugo, 0],
    [iara, 0],
    [joao, 0],
    [lia, 0],
    [mario, 0],
  ]);
  await chamada(tR, d3, [
    [hugo, 0],
    [iara, 0],
    [joao, 0],
    [katia, 0],
    [lia, 0],
    [mario, 0],
  ]);
  await chamada(tR, d4, [
    [hugo, 0],
    [iara, 1],
    [katia, 0],
    [lia, 0],
    [mario, 0],
  ]); // João not marked
  await chamada(tR, d(7), [[hugo, 1]]); // ahead of today: not a meeting yet
  await chamada(tS, hoje, [[lia, 1]]); // Lia came to her other class today
  // tB's Otto: absent three times in a row (another teacher's class).
  await chamada(tB, d(-20), [[otto, 0]]);
  await chamada(tB, d(-13), [[otto, 0]]);
  await chamada(tB, d(-6), [[otto, 0]]);

  // Nair's year in tN.
  await chamada(tN, d(-400), [[nair, 1]]);
  await chamada(tN, d(-200), [[nair, 1]]);
  await chamada(tN, d(-40), [[nair, 0]], { observacao: 'Chegou sem equipamento.' });
  await chamada(tN, d(-3), [[nair, 1]]);
  await chamada(tN, d(2), [[nair, 1]]); // ahead of today

  return { u1, u2, p1, p2, tA, tB, tR, tS, tN, ana, bruno, carla, davi, eva, hugo, katia, nair, otto, d4 };
}

/** A new app, the club seeded into it, and a session of each of its people. */
async function prepararClube() {
  t = await makeTestApp();
  ids = await seed();
  admin = await t.loginAdmin();
  paulo = await t.login('paulo@teste.local', 'senha-paulo-1');
  olga = await t.login('olga@teste.local', 'senha-olga-1');
  nina = await t.login('nina@teste.local', 'senha-nina-1');
}
// The reports only read: their tests share one seeded club. A test that writes starts
// with `clubeProprio()`, so no other test ever sees what it wrote.
beforeAll(prepararClube);
afterAll(() => t.close());
async function clubeProprio() {
  await t.close();
  await prepararClube();
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const MARCO = 'de=2025-03-01&ate=2025-03-31';

describe('GET /api/relatorios/turma', () => {
  it('gives the exact grid, counts and rates of a class over a period', async () => {
    const res = await get(`/api/relatorios/turma?id_turma=${ids.tA}&${MARCO}`, paulo);
    expect(res.statusCode).toBe(200);
    const g = res.json() as GradeTurma;
    expect(g.turma).toEqual({
      id_turma: ids.tA,
      nome_turma: 'Florete "A"',
      dia_semana: 'quarta',
      horario: '18:00',
      nome_unidade: 'DEC Centro',
      nome_professor: 'Paulo Dono',
    });
    expect(g.datas).toEqual([
      { data: '2025-03-05', enviada: true, atrasada: false, presentes: 2, ausentes: 1 },
      { data: '2025-03-08', enviada: true, atrasada: false, presentes: 1, ausentes: 1 },
      { data: '2025-03-12', enviada: true, atrasada: true, presentes: 3, ausentes: 0 },
      { data: '2025-03-19', enviada: false, atrasada: false, presentes: 0, ausentes: 0 },
      { data: '2025-03-26', enviada: true, atrasada: false, presentes: 2, ausentes: 1 },
    ]);
    expect(
      g.alunos.map(({ nome, marcas, presencas, faltas, taxa }) => ({
        nome,
        marcas,
        presencas,
        faltas,
        taxa,
      })),
    ).toEqual([
      { nome: 'Ana Souza', marcas: [1, 1, 1, null, 0], presencas: 3, faltas: 1, taxa: 75 },
      { nome: 'Bruno Lima', marcas: [0, 0, 1, null, 1], presencas: 2, faltas: 2, taxa: 50 },
      { nome: 'Carla Dias', marcas: [null, null, 1, null, 1], presencas: 2, faltas: 0, taxa: 100 },
      { nome: 'Eva Ramos', marcas: [1, null, null, null, null], presencas: 1, faltas: 0, taxa: 100 },
      { nome: 'Gil Souto', marcas: [null, null, null, null, null], presencas: 0, faltas: 0, taxa: null },
    ]);
    expect(g.alunos.find((a) => a.nome === 'Carla Dias')?.dt_entrada).toBe('2025-03-10');
    // 8 presences of 11 marks; 5 class dates due (4 quartas and the sábado sent), 4 sent, 1 late.
    expect(g.indicadores).toEqual({
      previstas: 5,
      enviadas: 4,
      atrasadas: 1,
      presencas: 8,
      faltas: 3,
      taxa: 72.7,
    });
  });

  it('defaults to the current month and refuses bad periods', async () => {
    const res = await get(`/api/relatorios/turma?id_turma=${ids.tA}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().de).toBe(`${hoje.slice(0, 7)}-01`);
    const invertido = await get(
      `/api/relatorios/turma?id_turma=${ids.tA}&de=2025-03-31&ate=2025-03-01`,
      admin,
    );
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().campos.ate).toBe(MSG_REL.periodoInvertido);
    const longo = await get(`/api/relatorios/turma?id_turma=${ids.tA}&de=2020-01-01&ate=2025-03-01`, admin);
    expect(longo.statusCode).toBe(400);
    expect((await get(`/api/relatorios/turma?id_turma=${ids.tA}&de=2025-02-30`, admin)).statusCode).toBe(400);
    expect((await get('/api/relatorios/turma?id_turma=0', admin)).statusCode).toBe(400);
    expect((await get('/api/relatorios/turma?id_turma=99999', admin)).statusCode).toBe(404);
  });

  it('lets the class teacher and administrators read it; another teacher 403, anonymous 401', async () => {
    expect((await get(`/api/relatorios/turma?id_turma=${ids.tA}&${MARCO}`, admin)).statusCode).toBe(200);
    const negado = await get(`/api/relatorios/turma?id_turma=${ids.tA}&${MARCO}`, olga);
    expect(negado.statusCode).toBe(403);
    expect(negado.json().message).toBe(MSG_RECUSA.semPermissao);
    expect((await get(`/api/relatorios/turma?id_turma=${ids.tA}&${MARCO}`, nina)).statusCode).toBe(403);
    expect((await get(`/api/relatorios/turma?id_turma=${ids.tA}&${MARCO}`)).statusCode).toBe(401);
  });
});

describe('GET /api/relatorios/frequencia.csv', () => {
  it('streams the exact bytes of one class: BOM, ";" separators, DD/MM/AAAA, comma decimals', async () => {
    const res = await get(`/api/relatorios/frequencia.csv?id_turma=${ids.tA}&${MARCO}`, paulo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      `frequencia-turma-${ids.tA}-2025-03-01-2025-03-31.csv`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.rawPayload.toString('utf8')).toBe(
      '\uFEFF' +
        'Aluno;05/03/2025;08/03/2025;12/03/2025;19/03/2025;26/03/2025;Presenças;Faltas;Frequência (%)\r\n' +
        'Ana Souza;P;P;P;;F;3;1;75,0\r\n' +
        'Bruno Lima;F;F;P;;P;2;2;50,0\r\n' +
        'Carla Dias;;;P;;P;2;0;100,0\r\n' +
        'Eva Ramos;P;;;;;1;0;100,0\r\n' +
        'Gil Souto;;;;;;0;0;\r\n',
    );
  });

  it('without id_turma gives administrators every class, with a Turma column', async () => {
    const res = await get(`/api/relatorios/frequencia.csv?${MARCO}`, admin);
    expect(res.statusCode).toBe(200);
    const linhas = res.rawPayload.toString('utf8').split('\r\n');
    // Every class date of any class: segundas (tB), terças (tN), quartas (tA), sextas (tR)
    // and sábados (tS; tA's make-up class): March 2025 without its domingos and quintas.
    const cabecalho = linhas[0].replace('\uFEFF', '').split(';');
    expect(cabecalho.slice(0, 2)).toEqual(['Turma', 'Aluno']);
    expect(cabecalho.slice(-3)).toEqual(['Presenças', 'Faltas', 'Frequência (%)']);
    const datas = cabecalho.slice(2, -3);
    expect(datas).toHaveLength(22);
    expect(datas).not.toContain('06/03/2025');
    const col = (br: string) => 2 + datas.indexOf(br);
    const espada = linhas.filter((l) => l.startsWith('Espada B;'));
    expect(espada).toHaveLength(2);
    const davi = espada[0].split(';');
    expect(davi[1]).toBe('Davi Reis');
    expect(davi[col('03/03/2025')]).toBe('P');
    expect(davi[col('10/03/2025')]).toBe('F');
    expect(davi.slice(2, -3).filter((c) => c !== '')).toEqual(['P', 'F']);
    expect(davi.slice(-3)).toEqual(['1', '1', '50,0']);
    const florete = linhas.filter((l) => l.startsWith('"Florete ""A""";'));
    expect(florete.map((l) => l.split(';')[1])).toEqual([
      'Ana Souza',
      'Bruno Lima',
      'Carla Dias',
      'Eva Ramos',
      'Gil Souto',
    ]);
    const ana = florete[0].split(';');
    expect(
      ['05/03/2025', '08/03/2025', '12/03/2025', '19/03/2025', '26/03/2025'].map((b) => ana[col(b)]),
    ).toEqual(['P', 'P', 'P', '', 'F']);
    expect(ana.slice(-3)).toEqual(['3', '1', '75,0']);
    // Classes in name order; the file ends with a line break.
    const ordem = [...new Set(linhas.slice(1, -1).map((l) => l.split(';')[0]))];
    expect(ordem).toEqual(['Espada B', '"Florete ""A"""', 'Florete N', 'Sabre R', 'Sabre S']);
    expect(linhas.at(-1)).toBe('');
  });

  it('refuses every-class exports to teachers and another teacher’s class', async () => {
    const todas = await get(`/api/relatorios/frequencia.csv?${MARCO}`, paulo);
    expect(todas.statusCode).toBe(403);
    expect(todas.json().message).toBe(MSG_REL.csvTodasSoAdm);
    expect((await get(`/api/relatorios/frequencia.csv?id_turma=${ids.tB}&${MARCO}`, paulo)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/relatorios/frequencia.csv?id_turma=${ids.tA}`)).statusCode).toBe(401);
    expect(
      (await get(`/api/relatorios/frequencia.csv?id_turma=${ids.tA}&de=2025-04-01&ate=2025-03-01`, paulo))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /api/relatorios/resumo', () => {
  it('gives the exact indicators per class, teacher, unit and week', async () => {
    const res = await get(`/api/relatorios/resumo?${MARCO}&id_turma=${ids.tA}`, admin);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Resumo).geral).toEqual({
      previstas: 5,
      enviadas: 4,
      atrasadas: 1,
      presencas: 8,
      faltas: 3,
      taxa: 72.7,
    });

    const r = (await get(`/api/relatorios/resumo?${MARCO}&id_unidade=${ids.u2}`, admin)).json() as Resumo;
    expect(r.geral).toEqual({ previstas: 5, enviadas: 2, atrasadas: 0, presencas: 1, faltas: 1, taxa: 50 });
    expect(r.unidades).toEqual([{ id_unidade: ids.u2, nome: 'Escola Norte', turmas: 1, ...r.geral }]);

    const p = (
      await get(`/api/relatorios/resumo?${MARCO}&id_professor=${ids.p1.id_professor}`, admin)
    ).json() as Resumo;
    expect(p.professores).toHaveLength(1);
    expect(p.professores[0]).toMatchObject({
      nome: 'Paulo Dono',
      turmas: 4,
      enviadas: 4,
      presencas: 8,
      faltas: 3,
    });
    // tA's weeks, from Monday: 03–09 (05 and 08), 10–16 (12), 24–30 (26).
    expect(p.semanas).toEqual([
      { inicio: '2025-03-03', presencas: 3, faltas: 2, taxa: 60 },
      { inicio: '2025-03-10', presencas: 3, faltas: 0, taxa: 100 },
      { inicio: '2025-03-24', presencas: 2, faltas: 1, taxa: 66.7 },
    ]);
    // Lowest rate first; classes without marks last.
    expect(p.turmas.itens.map((x) => [x.nome_turma, x.taxa])).toEqual([
      ['Florete "A"', 72.7],
      ['Florete N', null],
      ['Sabre R', null],
      ['Sabre S', null],
    ]);
  });

  it('is for administrators only', async () => {
    expect((await get(`/api/relatorios/resumo?${MARCO}`, paulo)).statusCode).toBe(403);
    expect((await get(`/api/relatorios/resumo?${MARCO}`)).statusCode).toBe(401);
  });
});

describe('GET /api/relatorios/risco', () => {
  it('lists exactly the active students absent from their last three meetings', async () => {
    const res = await get('/api/relatorios/risco', admin);
    expect(res.statusCode).toBe(200);
    const r = res.json() as Risco;
    // Hugo (F F F after a P; a future chamada does not count) and Otto (another teacher's class).
    // Not: Iara (came last time), João (not marked last time), Kátia (two meetings since she
    // joined), Lia (came to her other class today), Mário (in no class any more).
    expect(r.alunos.map((a) => a.nome)).toEqual(['Hugo Alves', 'Otto Brum']);
    expect(r.total).toBe(2);
    expect(r.alunos[0]).toEqual({
      id_aluno: ids.hugo,
      nome: 'Hugo Alves',
      ultima_falta: ids.d4,
      turmas: [{ id_turma: ids.tR, nome_turma: 'Sabre R' }],
      contatos: [{ papel: 'responsavel1', nome: 'Helena Alves', telefone: '21998887777', email: null }],
    });
    const doPaulo = (
      await get(`/api/relatorios/risco?id_professor=${ids.p1.id_professor}`, admin)
    ).json() as Risco;
    expect(doPaulo.alunos.map((a) => a.nome)).toEqual(['Hugo Alves']);
    const daTurma = (await get(`/api/relatorios/risco?id_turma=${ids.tB}`, admin)).json() as Risco;
    expect(daTurma.alunos.map((a) => a.nome)).toEqual(['Otto Brum']);
    expect((await get('/api/relatorios/risco', paulo)).statusCode).toBe(403);
  });
});

describe('GET /api/relatorios/aluno/:id (profile)', () => {
  it('gives an administrator everything, with the calendar and the 30/90/365-day rates', async () => {
    const res = await get(`/api/relatorios/aluno/${ids.nair}`, admin);
    expect(res.statusCode).toBe(200);
    const p = res.json() as Perfil;
    expect(p).toMatchObject({ id_aluno: ids.nair, nome: 'Nair Dantas', completo: true, ativo: true });
    expect(p.dados).toMatchObject({ telefone: '11912345678' });
    expect(p.contatos).toEqual([
      { papel: 'aluno', nome: 'Nair Dantas', telefone: '11912345678', email: null },
    ]);
    expect(p.turmas?.map((x) => x.nome_turma)).toEqual(['Florete N']);
    expect(p.frequencia.hoje).toBe(hoje);
    expect(p.frequencia.desde).toBe(inicioMesAnterior(hoje, 11));
    expect(p.frequencia.dias).toEqual([
      { data: d(-200), presentes: 1, ausentes: 0 },
      { data: d(-40), presentes: 0, ausentes: 1 },
      { data: d(-3), presentes: 1, ausentes: 0 },
    ]);
    expect(p.frequencia.taxas).toEqual({
      d30: { presencas: 1, faltas: 0, taxa: 100 },
      d90: { presencas: 1, faltas: 1, taxa: 50 },
      d365: { presencas: 2, faltas: 1, taxa: 66.7 },
    });
    expect(p.frequencia.ultimas.map((u) => [u.data_c, u.presenca, u.observacao])).toEqual([
      [d(-3), 1, null],
      [d(-40), 0, 'Chegou sem equipamento.'],
      [d(-200), 1, null],
      [d(-400), 1, null],
    ]);
  });

  it('shows the enrolment, the contract accepted and the guardians with their contacts', async () => {
    const p = (await get(`/api/relatorios/aluno/${ids.ana}`, admin)).json() as Perfil;
    expect(p.matricula).toEqual({
      dt_inicio: '2026-01-10',
      tipo_aluno: 'pagante',
      tipo_plano: 'semestral',
      dia_pagamento: 20,
      contrato: 'clube',
      contrato_versao: CONTRATO_VERSAO.clube,
      contrato_aceito_em: new Date(noFusoTeste('2026-01-10', '14:30')).toISOString(),
    });
    expect(p.contatos).toEqual([
      { papel: 'responsavel1', nome: 'Rita Souza', telefone: '11987654321', email: 'rita@teste.local' },
      { papel: 'responsavel2', nome: 'Raul Souza', telefone: '1133334444', email: 'raul@teste.local' },
      { papel: 'aluno', nome: 'Ana Souza', telefone: null, email: 'ana@teste.local' },
    ]);
    expect(p.turmas).toEqual([
      {
        id_turma: ids.tA,
        nome_turma: 'Florete "A"',
        dia_semana: 'quarta',
        horario: '18:00',
        nome_unidade: 'DEC Centro',
        nome_professor: 'Paulo Dono',
        dt_entrada: null,
      },
    ]);
    const eva = (await get(`/api/relatorios/aluno/${ids.eva}`, admin)).json() as Perfil;
    expect(eva.ativo).toBe(false);
    expect(eva.turmas).toEqual([]);
  });

  it('gives the student’s teacher the teaching view only; others 403, anonymous 401, unknown 404', async () => {
    const res = await get(`/api/relatorios/aluno/${ids.ana}`, paulo);
    expect(res.statusCode).toBe(200);
    const p = res.json() as Perfil;
    expect(p).toMatchObject({
      nome: 'Ana Souza',
      completo: false,
      dados: null,
      turmas: null,
      matricula: null,
    });
    expect(p.contatos).toEqual([
      { papel: 'responsavel1', nome: 'Rita Souza', telefone: '11987654321', email: null },
      { papel: 'responsavel2', nome: 'Raul Souza', telefone: '1133334444', email: null },
    ]);
    expect(p.frequencia.ultimas.length).toBeGreaterThan(0);
    // Davi is only in Olga's class: Paulo cannot read him, Olga can.
    const negado = await get(`/api/relatorios/aluno/${ids.davi}`, paulo);
    expect(negado.statusCode).toBe(403);
    expect(negado.json()).toEqual({ message: MSG_RECUSA.semPermissao });
    expect((await get(`/api/relatorios/aluno/${ids.davi}/periodo?${MARCO}`, paulo)).statusCode).toBe(403);
    expect((await get(`/api/relatorios/aluno/${ids.davi}`, olga)).statusCode).toBe(200);
    expect((await get(`/api/relatorios/aluno/${ids.ana}`, nina)).statusCode).toBe(403);
    // A student who left every class: only administrators.
    expect((await get(`/api/relatorios/aluno/${ids.eva}`, paulo)).statusCode).toBe(403);
    expect((await get(`/api/relatorios/aluno/${ids.ana}`)).statusCode).toBe(401);
    const nenhum = await get('/api/relatorios/aluno/99999', admin);
    expect(nenhum.statusCode).toBe(404);
    expect(nenhum.json().message).toBe(MSG_ADM.alunoNaoEncontrado);
    expect((await get('/api/relatorios/aluno/abc', admin)).statusCode).toBe(400);
  });

  it('gives one student’s indicators per class over a period', async () => {
    const res = await get(`/api/relatorios/aluno/${ids.carla}/periodo?${MARCO}`, paulo);
    expect(res.statusCode).toBe(200);
    // Carla joined tA on 10/03: due 12, 19 and 26; sent 12 (late) and 26.
    expect(res.json()).toEqual({
      de: '2025-03-01',
      ate: '2025-03-31',
      geral: { previstas: 3, enviadas: 2, atrasadas: 1, presencas: 2, faltas: 0, taxa: 100 },
      turmas: [
        {
          id_turma: ids.tA,
          nome_turma: 'Florete "A"',
          previstas: 3,
          enviadas: 2,
          atrasadas: 1,
          presencas: 2,
          faltas: 0,
          taxa: 100,
        },
      ],
    });
    // Eva left tA: only the chamada she was marked in counts.
    const eva = (await get(`/api/relatorios/aluno/${ids.eva}/periodo?${MARCO}`, admin)).json();
    expect(eva.geral).toEqual({
      previstas: 1,
      enviadas: 1,
      atrasadas: 0,
      presencas: 1,
      faltas: 0,
      taxa: 100,
    });
  });
});

describe('GET /api/relatorios/filtros', () => {
  it('lists units, teachers and the classes of the chosen ones, for administrators', async () => {
    const f = (await get(`/api/relatorios/filtros?id_unidade=${ids.u2}`, admin)).json();
    expect(f.unidades.map((u: { nome: string }) => u.nome)).toEqual(['DEC Centro', 'Escola Norte']);
    expect(f.professores.map((p: { nome: string }) => p.nome)).toEqual(['Olga Outra', 'Paulo Dono']);
    expect(f.turmas).toEqual([
      { id_turma: ids.tB, nome_turma: 'Espada B', dia_semana: 'segunda', horario: '18:00' },
    ]);
    expect((await get('/api/relatorios/filtros', paulo)).statusCode).toBe(403);
  });
});

describe('sending a chamada records when it was first sent', () => {
  it('keeps the first send time when the sheet is sent again', async () => {
    await clubeProprio();
    // A Tuesday (Florete N's class day) at least ten days ago.
    const dia = ultimoEncontro('terça', d(-10));
    const buscar = await t.app.inject({
      method: 'POST',
      url: '/api/chamada/buscar',
      headers: { cookie: paulo },
      payload: { id_turma: ids.tN, data_c: dia },
    });
    const { id_chamada } = buscar.json()[0];
    const enviar = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/chamada/enviar',
        headers: { cookie: paulo },
        payload: { id_chamada, status_c: 1, alunos: [{ id_aluno: ids.nair, presenca: 1 }] },
      });
    const antes = Date.now();
    expect((await enviar()).statusCode).toBe(200);
    const lida = () =>
      t.db
        .selectFrom('chamada')
        .select('enviada_em')
        .where('id_chamada', '=', id_chamada)
        .executeTakeFirstOrThrow();
    const primeira = Number((await lida()).enviada_em);
    expect(primeira).toBeGreaterThanOrEqual(antes);
    expect(primeira).toBeLessThanOrEqual(Date.now());
    await new Promise((r) => setTimeout(r, 5));
    expect((await enviar()).statusCode).toBe(200);
    expect(Number((await lida()).enviada_em)).toBe(primeira);
    // Sent days after the class day: late.
    const g = (
      await get(`/api/relatorios/turma?id_turma=${ids.tN}&de=${dia}&ate=${dia}`, paulo)
    ).json() as GradeTurma;
    expect(g.datas.find((x) => x.data === dia)).toMatchObject({ enviada: true, atrasada: true });
  });
});
