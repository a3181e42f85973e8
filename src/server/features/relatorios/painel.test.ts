// The dashboard proves its numbers on a seeded club with known data: students by type,
// unit, city, gender, hand and competition category, enrolments and departures per month, class
// occupancy, the weekly rate and the chamadas pending. The summaries behind it are
// kept by triggers, so the same numbers must hold after each kind of write (a gender,
// a city, a class link, a class moving unit, a deleted student, a new enrolment),
// and each figure's link (the student list's filter) must list exactly its students.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import {
  criarAluno,
  criarChamada,
  criarEndereco,
  criarTurma,
  criarUnidade,
  vincular,
} from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import type { DiaSemana } from '#shared/constants.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { datasNoDia, inicioMesAnterior, inicioSemana } from '#shared/rules/frequencia.ts';
import { janelaPendentes, ultimasSemanas } from '#shared/rules/painel.ts';
import type { PaginaCursor } from '#shared/schemas/lista.ts';
import type { Painel } from '#shared/schemas/painel.ts';

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof seed>>;

const hoje = hojeNoFuso(FUSO_TESTE);
const ano = Number(hoje.slice(0, 4));
const d = (n: number) => somarDias(hoje, n);
const mes = (n: number) => inicioMesAnterior(hoje, n).slice(0, 7);
const janela = janelaPendentes(hoje);
/** The four dates of a weekday in the pending window. */
const datasJanela = (dia: DiaSemana) => datasNoDia(dia, janela.de, janela.ate);
/** A date in the window that is not on `dia` (a make-up meeting). */
const foraDoDia = (dia: DiaSemana) =>
  [0, 1, 2, 3, 4, 5, 6].map((i) => somarDias(janela.de, i)).find((x) => !datasJanela(dia).includes(x))!;

async function seed() {
  const db = t.db;
  const endereco = (cidade: string) => criarEndereco(db, { cidade });
  const unidade = (nome_unidade: string, tipo: 'dec' | 'publica') =>
    criarUnidade(db, { nome_unidade, tipo, endereco: null });
  const u1 = await unidade('DEC Centro', 'dec');
  const u2 = await unidade('Escola Norte', 'publica');
  const prof = await t.createUser({
    email: 'paulo@teste.local',
    senha: 'senha-paulo-1',
    nome: 'Paulo Dono',
    professor: true,
  });
  const turma = (nome_turma: string, id_unidade: number, qtd_maxima: number, dia_semana: DiaSemana) =>
    criarTurma(db, { nome_turma, qtd_maxima, id_professor: prof.id_professor!, id_unidade, dia_semana });
  const tA = await turma('Florete A', u1, 4, 'quarta');
  const tB = await turma('Espada B', u1, 10, 'segunda');
  const tC = await turma('Sabre C', u2, 5, 'sexta');
  const tD = await turma('Florete D', u2, 3, 'terça');

  const aluno = async (
    nome: string,
    o: {
      genero: 'm' | 'f';
      nasc: number | null;
      tipo: 'pagante' | 'naoPagante' | 'escola';
      mao: 'd' | 'c';
      cidade: string | null;
      inicio: string;
    },
  ) =>
    criarAluno(db, nome, {
      pessoa: {
        genero: o.genero,
        dt_nasc_pessoa: o.nasc === null ? null : `${ano - o.nasc}-06-15`,
        id_endereco: o.cidade === null ? null : await endereco(o.cidade),
        cpf_pessoa: generateCPF(),
      },
      destro_canhoto: o.mao,
      dt_inicio: o.inicio,
      tipo_aluno: o.tipo,
      tipo_plano: null,
      dia_pagamento: null,
    });
  // `nasc`: the age reached this year.
  const ana = await aluno('Ana Souza', {
    genero: 'f',
    nasc: 12,
    tipo: 'pagante',
    mao: 'd',
    cidade: 'São Paulo',
    inicio: `${mes(0)}-02`,
  });
  const bruno = await aluno('Bruno Lima', {
    genero: 'm',
    nasc: 16,
    tipo: 'pagante',
    mao: 'c',
    cidade: 'Santos',
    inicio: `${mes(1)}-10`,
  });
  const carla = await aluno('Carla Dias', {
    genero: 'f',
    nasc: 36,
    tipo: 'naoPagante',
    mao: 'd',
    cidade: 'São Paulo',
    inicio: `${mes(1)}-20`,
  });
  const davi = await aluno('Davi Reis', {
    genero: 'm',
    nasc: null,
    tipo: 'escola',
    mao: 'd',
    cidade: null,
    inicio: `${mes(2)}-05`,
  });
  const eva = await aluno('Eva Ramos', {
    genero: 'f',
    nasc: 9,
    tipo: 'pagante',
    mao: 'd',
    cidade: 'Santos',
    inicio: `${mes(13)}-05`,
  });
  const fabio = await aluno('Fábio Melo', {
    genero: 'm',
    nasc: 46,
    tipo: 'pagante',
    mao: 'd',
    cidade: 'Campinas',
    inicio: `${mes(5)}-05`,
  });
  const gil = await aluno('Gil Souto', {
    genero: 'm',
    nasc: 14,
    tipo: 'escola',
    mao: 'c',
    cidade: 'Campinas',
    inicio: `${mes(13)}-07`,
  });
  const link = (a: { id_aluno: number }, id_turma: number) => vincular(db, a.id_aluno, id_turma);
  await link(ana, tA);
  await link(ana, tB); // two classes of one unit: counted once in it
  await link(bruno, tA);
  await link(carla, tA);
  await link(carla, tC); // classes in two units: counted in both
  await link(davi, tC);
  await link(gil, tB);
  // Eva was in tA and left it; Fábio left without ever being marked.
  await link(eva, tA);

  const chamada = async (
    id_turma: number,
    data_c: string,
    marcas: [{ id_aluno: number }, 0 | 1][],
    status_c: 0 | 1 = 1,
  ) => {
    await criarChamada(db, id_turma, data_c, {
      status_c,
      marcas: marcas.map(([a, presenca]) => ({ id_aluno: a.id_aluno, presenca })),
    });
  };
  const [a1, a2, a3] = datasJanela('quarta');
  await chamada(tA, a1, [
    [ana, 1],
    [bruno, 0],
    [carla, 1],
  ]);
  await chamada(tA, a2, [
    [ana, 1],
    [bruno, 1],
    [carla, 0],
  ]);
  await chamada(tA, a3, [], 0); // opened, never sent: still pending
  for (const c of datasJanela('sexta'))
    await chamada(tC, c, [
      [carla, 1],
      [davi, 0],
    ]);
  await chamada(tC, foraDoDia('sexta'), [[davi, 1]]); // a make-up meeting, sent
  await chamada(tA, d(-60), [[eva, 1]]); // Eva's last meeting
  await chamada(tA, d(-200), [[eva, 0]]);
  await chamada(tB, d(-100), [[gil, 1]]); // beyond 12 weeks
  await chamada(tB, d(3), [[gil, 0]]); // ahead of today
  await db.deleteFrom('aluno_has_turma').where('id_aluno', '=', eva.id_aluno).execute();
  return { u1, u2, tA, tB, tC, tD, ana, bruno, carla, davi, eva, fabio, gil };
}

beforeEach(async () => {
  t = await makeTestApp();
  ids = await seed();
  admin = await t.loginAdmin();
});
afterEach(() => t.close());

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const painel = async () => {
  const res = await get('/api/relatorios/painel');
  expect(res.statusCode).toBe(200);
  return res.json() as Painel;
};
/** The names the student list gives for a filter (the link behind a figure). */
const lista = async (filtro: string) => {
  const res = await get(`/api/adm/alunos?pageSize=100&${filtro}`);
  expect(res.statusCode, res.body).toBe(200);
  const p = res.json() as PaginaCursor<{ nome_pessoa: string }>;
  expect(p.total).toBe(p.items.length);
  return p.items.map((i) => i.nome_pessoa);
};

/** The summaries equal what the base tables say (the triggers kept them). */
async function conferirResumos() {
  const { rows: esperado } = await sql<Record<string, unknown>>`
    select a.id_aluno,
           case when exists (select 1 from aluno_has_turma x where x.id_aluno = a.id_aluno) then 1 else 0 end as ativo,
           a.tipo_aluno, coalesce(p.genero, '') as genero, coalesce(a.destro_canhoto, '') as destro_canhoto,
           coalesce(cast(substr(p.dt_nasc_pessoa, 1, 4) as integer), 0) as ano_nasc, coalesce(e.cidade, '') as cidade
      from aluno a join pessoa p on p.id_pessoa = a.id_pessoa left join endereco e on e.id_endereco = p.id_endereco
     order by a.id_aluno`.execute(t.db);
  const resumo = await t.db.selectFrom('painel_aluno').selectAll().orderBy('id_aluno').execute();
  const num = (r: Record<string, unknown>) => ({
    ...r,
    ativo: Number(r.ativo),
    ano_nasc: Number(r.ano_nasc),
  });
  expect(resumo.map(num)).toEqual(esperado.map(num));
  const { rows: contagens } = await sql<{ chave: string; n: number }>`
    select ativo || tipo_aluno || genero || destro_canhoto || ano_nasc || cidade as chave, count(*) as n
      from painel_aluno group by ativo, tipo_aluno, genero, destro_canhoto, ano_nasc, cidade`.execute(t.db);
  const { rows: guardadas } = await sql<{ chave: string; n: number }>`
    select ativo || tipo_aluno || genero || destro_canhoto || ano_nasc || cidade as chave, n
      from painel_contagem where n > 0`.execute(t.db);
  const porChave = (rs: { chave: string; n: number }[]) =>
    Object.fromEntries(rs.map((r) => [r.chave, Number(r.n)]));
  expect(porChave(guardadas)).toEqual(porChave(contagens));
  const { rows: unidades } = await sql<{ id_unidade: number; n: number }>`
    select t.id_unidade, count(distinct x.id_aluno) as n
      from aluno_has_turma x join turma t on t.id_turma = x.id_turma group by t.id_unidade`.execute(t.db);
  const uGuardadas = await t.db
    .selectFrom('painel_unidade_contagem')
    .selectAll()
    .where('n', '>', 0)
    .execute();
  const porUnidade = (rs: { id_unidade: number; n: number | string }[]) =>
    Object.fromEntries(rs.map((r) => [r.id_unidade, Number(r.n)]));
  expect(porUnidade(uGuardadas)).toEqual(porUnidade(unidades));
  const { rows: turmas } = await sql<{ id_turma: number; n: number }>`
    select id_turma, count(*) as n from aluno_has_turma group by id_turma`.execute(t.db);
  const tGuardadas = await t.db.selectFrom('painel_turma').selectAll().where('alunos', '>', 0).execute();
  expect(Object.fromEntries(tGuardadas.map((r) => [r.id_turma, Number(r.alunos)]))).toEqual(
    Object.fromEntries(turmas.map((r) => [r.id_turma, Number(r.n)])),
  );
}

describe('GET /api/relatorios/painel', () => {
  it('gives the exact figures of a known club', async () => {
    const p = await painel();
    expect(p.hoje).toBe(hoje);
    expect(p.ativos).toEqual({
      total: 5,
      inativos: 2,
      tipos: [
        { tipo: 'pagante', alunos: 2 },
        { tipo: 'naoPagante', alunos: 1 },
        { tipo: 'escola', alunos: 2 },
      ],
    });
    expect(p.unidades).toEqual([
      { id_unidade: ids.u1, nome: 'DEC Centro', alunos: 4 },
      { id_unidade: ids.u2, nome: 'Escola Norte', alunos: 2 },
    ]);
    expect(p.cidades).toEqual([
      { cidade: 'São Paulo', alunos: 2 },
      { cidade: 'Campinas', alunos: 1 },
      { cidade: 'Santos', alunos: 1 },
      { cidade: null, alunos: 1 },
    ]);
    expect(p.generos).toEqual([
      { genero: 'm', alunos: 3 },
      { genero: 'f', alunos: 2 },
    ]);
    expect(p.maos).toEqual([
      { mao: 'd', alunos: 3 },
      { mao: 'c', alunos: 2 },
    ]);
    // The club's default categories, by the age completed in this (calendar-year) season.
    expect(p.categorias).toEqual([
      { categoria: 'Sub-9', alunos: 0 },
      { categoria: 'Sub-11', alunos: 0 },
      { categoria: 'Sub-13', alunos: 1 },
      { categoria: 'Sub-15', alunos: 1 },
      { categoria: 'Cadete', alunos: 1 },
      { categoria: 'Juvenil', alunos: 0 },
      { categoria: 'Adulto', alunos: 1 },
      { categoria: 'Veterano', alunos: 0 },
      { categoria: null, alunos: 1 },
    ]);
    // Enrolments by dt_inicio; Eva left in the month of her last meeting, Fábio on no known date.
    const meses = Object.fromEntries(p.meses.map((m) => [m.mes, m]));
    expect(p.meses.map((m) => m.mes)).toEqual(Array.from({ length: 12 }, (_, i) => mes(11 - i)));
    expect(meses[mes(0)].matriculas).toBe(1);
    expect(meses[mes(1)].matriculas).toBe(2);
    expect(meses[mes(2)].matriculas).toBe(1);
    expect(meses[mes(5)].matriculas).toBe(1);
    expect(p.meses.reduce((s, m) => s + m.matriculas, 0)).toBe(5);
    const mesEva = d(-60).slice(0, 7);
    expect(p.meses.filter((m) => m.saidas > 0)).toEqual([
      expect.objectContaining({ mes: mesEva, saidas: 1 }),
    ]);
    expect(p.saidas_sem_data).toBe(1);

    const oc = (id_turma: number, alunos: number, qtd_maxima: number, ocupacao: number) =>
      expect.objectContaining({ id_turma, alunos, qtd_maxima, ocupacao });
    expect(p.ocupacao).toEqual({
      turmas: 4,
      alunos: 7,
      vagas: 22,
      taxa: 31.8,
      cheias: [oc(ids.tA, 3, 4, 75), oc(ids.tC, 2, 5, 40), oc(ids.tB, 2, 10, 20), oc(ids.tD, 0, 3, 0)],
      vazias: [oc(ids.tD, 0, 3, 0), oc(ids.tB, 2, 10, 20), oc(ids.tC, 2, 5, 40), oc(ids.tA, 3, 4, 75)],
    });
    expect(p.ocupacao.cheias[0]).toMatchObject({ nome_turma: 'Florete A', nome_unidade: 'DEC Centro' });

    // The weekly rate: every sent mark of the 12 weeks up to today, by the week of its date.
    const semanas = ultimasSemanas(hoje, 12);
    const esperado = new Map(semanas.map((s) => [s, { presencas: 0, faltas: 0 }]));
    const marcar = (data: string, p1: number, f: number) => {
      const s = esperado.get(inicioSemana(data));
      if (s) {
        s.presencas += p1;
        s.faltas += f;
      }
    };
    const [a1, a2] = datasJanela('quarta');
    marcar(a1, 2, 1);
    marcar(a2, 2, 1);
    for (const c of datasJanela('sexta')) marcar(c, 1, 1);
    marcar(foraDoDia('sexta'), 1, 0);
    marcar(d(-60), 1, 0);
    expect(p.semanas.map((s) => s.inicio)).toEqual(semanas);
    expect(p.semanas.map(({ presencas, faltas }) => ({ presencas, faltas }))).toEqual([...esperado.values()]);
    expect(p.semanas.reduce((s, w) => s + w.presencas, 0)).toBe(10);
    expect(p.semanas.reduce((s, w) => s + w.faltas, 0)).toBe(6);
    const comMarcas = p.semanas.find((s) => s.presencas + s.faltas > 0)!;
    expect(comMarcas.taxa).toBe(
      Math.round((comMarcas.presencas * 1000) / (comMarcas.presencas + comMarcas.faltas)) / 10,
    );

    // Pending: 4 class days each in the window; tA sent 2 (one left open), tB and tD none, tC all
    // four and a make-up meeting (due, and sent).
    expect(p.pendentes).toEqual({
      ...janela,
      previstas: 17,
      pendentes: 10,
      turmas: [
        { id_turma: ids.tB, nome_turma: 'Espada B', nome_unidade: 'DEC Centro', pendentes: 4 },
        { id_turma: ids.tD, nome_turma: 'Florete D', nome_unidade: 'Escola Norte', pendentes: 4 },
        { id_turma: ids.tA, nome_turma: 'Florete A', nome_unidade: 'DEC Centro', pendentes: 2 },
      ],
    });
    await conferirResumos();
  });

  it('agrees with the reports: the pending chamadas are the period’s due minus sent', async () => {
    const res = await get(`/api/relatorios/resumo?de=${janela.de}&ate=${janela.ate}`);
    const r = res.json() as { geral: { previstas: number; enviadas: number } };
    const p = await painel();
    expect(r.geral.previstas).toBe(p.pendentes.previstas);
    expect(r.geral.previstas - r.geral.enviadas).toBe(p.pendentes.pendentes);
  });

  it('links every figure to a list of exactly its students', async () => {
    expect(await lista('ativo=1')).toEqual([
      'Ana Souza',
      'Bruno Lima',
      'Carla Dias',
      'Davi Reis',
      'Gil Souto',
    ]);
    expect(await lista('ativo=0')).toEqual(['Eva Ramos', 'Fábio Melo']);
    expect(await lista('ativo=1&tipo=pagante')).toEqual(['Ana Souza', 'Bruno Lima']);
    expect(await lista('ativo=1&tipo=escola')).toEqual(['Davi Reis', 'Gil Souto']);
    expect(await lista(`unidade=${ids.u1}`)).toEqual(['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Gil Souto']);
    expect(await lista(`unidade=${ids.u2}`)).toEqual(['Carla Dias', 'Davi Reis']);
    expect(await lista(`ativo=1&cidade=${encodeURIComponent('São Paulo')}`)).toEqual([
      'Ana Souza',
      'Carla Dias',
    ]);
    expect(await lista('ativo=1&cidade=-')).toEqual(['Davi Reis']);
    expect(await lista('ativo=1&genero=f')).toEqual(['Ana Souza', 'Carla Dias']);
    expect(await lista('ativo=1&mao=c')).toEqual(['Bruno Lima', 'Gil Souto']);
    expect(await lista('ativo=1&categoria=Sub-13')).toEqual(['Ana Souza']);
    expect(await lista('ativo=1&categoria=-')).toEqual(['Davi Reis']);
    expect(await lista('categoria=Sub-11')).toEqual(['Eva Ramos']);
    expect(await lista('categoria=Veterano')).toEqual(['Fábio Melo']);
    expect(await lista(`matricula=${mes(1)}`)).toEqual(['Bruno Lima', 'Carla Dias']);
    expect(await lista(`saida=${d(-60).slice(0, 7)}`)).toEqual(['Eva Ramos']);
    expect(await lista(`saida=${mes(0)}`)).toEqual([]);
    // With a search and a page size smaller than the list: the filter still holds.
    expect(await lista('ativo=1&q=souza')).toEqual(['Ana Souza']);
    const res = await get('/api/adm/alunos?pageSize=2&ativo=1');
    const pagina = res.json() as PaginaCursor<{ nome_pessoa: string }>;
    expect(pagina.total).toBe(5);
    expect(pagina.items.map((i) => i.nome_pessoa)).toEqual(['Ana Souza', 'Bruno Lima']);
    const proxima = await get(`/api/adm/alunos?pageSize=2&ativo=1&after=${pagina.proxima}`);
    expect((proxima.json() as typeof pagina).items.map((i) => i.nome_pessoa)).toEqual([
      'Carla Dias',
      'Davi Reis',
    ]);
  });

  it('names the age groups by the club’s categories: a new table moves every student at once', async () => {
    // A table from 13 to 20 only: Ana (12) and Carla (36) fall outside it, Davi has no birth date.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/esgrima/categorias',
      headers: { cookie: admin },
      payload: {
        inicio_temporada_mes: 1,
        categorias: [
          { nome: 'Base', idade_min: 13, idade_max: 15 },
          { nome: 'Topo', idade_min: 16, idade_max: 20 },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const p = await painel();
    expect(p.categorias).toEqual([
      { categoria: 'Base', alunos: 1 },
      { categoria: 'Topo', alunos: 1 },
      { categoria: null, alunos: 3 },
    ]);
    // Each bar's link lists exactly the students it counted.
    expect(await lista('ativo=1&categoria=Base')).toEqual(['Gil Souto']);
    expect(await lista('ativo=1&categoria=Topo')).toEqual(['Bruno Lima']);
    expect(await lista('ativo=1&categoria=-')).toEqual(['Ana Souza', 'Carla Dias', 'Davi Reis']);
    expect(await lista('ativo=1&categoria=Sub-13')).toEqual([]);
  });

  it('refuses bad filters with a 400 and nothing else', async () => {
    for (const f of [
      'ativo=2',
      'tipo=x',
      `categoria=${'x'.repeat(41)}`,
      'matricula=2026-13',
      'saida=ontem',
      'unidade=0',
    ]) {
      const res = await get(`/api/adm/alunos?${f}`);
      expect(res.statusCode, f).toBe(400);
    }
  });

  it('keeps the figures exact through every kind of write', async () => {
    const db = t.db;
    // Gil's gender, Bruno's city, Ana's birth year.
    await db.updateTable('pessoa').set({ genero: 'f' }).where('id_pessoa', '=', ids.gil.id_pessoa).execute();
    const { id_endereco } = await db
      .selectFrom('pessoa')
      .select('id_endereco')
      .where('id_pessoa', '=', ids.bruno.id_pessoa)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('endereco')
      .set({ cidade: 'Campinas' })
      .where('id_endereco', '=', id_endereco!)
      .execute();
    await db
      .updateTable('pessoa')
      .set({ dt_nasc_pessoa: `${ano - 30}-01-01` })
      .where('id_pessoa', '=', ids.ana.id_pessoa)
      .execute();
    // Carla leaves tC (still in tA); tB moves to the other unit.
    await db
      .deleteFrom('aluno_has_turma')
      .where('id_aluno', '=', ids.carla.id_aluno)
      .where('id_turma', '=', ids.tC)
      .execute();
    await db.updateTable('turma').set({ id_unidade: ids.u2 }).where('id_turma', '=', ids.tB).execute();
    // Bruno becomes non-paying.
    await db
      .updateTable('aluno')
      .set({ tipo_aluno: 'naoPagante' })
      .where('id_aluno', '=', ids.bruno.id_aluno)
      .execute();
    await conferirResumos();
    let p = await painel();
    expect(p.generos).toEqual([
      { genero: 'f', alunos: 3 },
      { genero: 'm', alunos: 2 },
    ]);
    expect(p.cidades).toEqual([
      { cidade: 'Campinas', alunos: 2 },
      { cidade: 'São Paulo', alunos: 2 },
      { cidade: null, alunos: 1 },
    ]);
    expect(p.categorias.find((c) => c.categoria === 'Adulto')!.alunos).toBe(2);
    expect(p.unidades).toEqual([
      { id_unidade: ids.u1, nome: 'DEC Centro', alunos: 3 }, // Ana, Bruno, Carla by tA
      { id_unidade: ids.u2, nome: 'Escola Norte', alunos: 3 }, // Ana and Gil by tB, Davi by tC
    ]);
    expect(p.ativos.tipos).toEqual([
      { tipo: 'pagante', alunos: 1 },
      { tipo: 'naoPagante', alunos: 2 },
      { tipo: 'escola', alunos: 2 },
    ]);

    // A deleted student leaves every count; an enrolment through the wizard enters them.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/aluno/${ids.davi.id_aluno}`,
      headers: { cookie: admin, 'sec-fetch-site': 'same-origin' },
    });
    expect(del.statusCode).toBe(200);
    const matricula = await t.app.inject({
      method: 'POST',
      url: '/api/matricula',
      headers: { cookie: admin, 'sec-fetch-site': 'same-origin' },
      payload: {
        tipo_aluno: 'naoPagante',
        aluno: {
          nome_pessoa: 'Hugo Alves',
          dt_nasc_pessoa: `${ano - 25}-03-10`,
          cpf_pessoa: generateCPF(),
          rg_pessoa: '123456789',
          email_pessoa: 'hugo@teste.local',
          telefone_pessoa: '11987654321',
          genero: 'm',
          destro_canhoto: 'c',
        },
        endereco: {
          cep: '11010000',
          estado: 'SP',
          cidade: 'Santos',
          bairro: 'Centro',
          rua: 'Rua B',
          numero: '2',
        },
        id_unidade: ids.u1,
        dias_semana: 1,
        turmas: [ids.tA],
        contrato_aceito: true,
      },
    });
    expect(matricula.statusCode, matricula.body).toBe(201);
    await conferirResumos();
    p = await painel();
    expect(p.ativos.total).toBe(5); // Davi out, Hugo in
    expect(p.ativos.tipos.find((x) => x.tipo === 'naoPagante')!.alunos).toBe(3);
    expect(p.ocupacao.cheias[0]).toMatchObject({ id_turma: ids.tA, alunos: 4, ocupacao: 100 });
    expect(p.meses.at(-1)!.matriculas).toBe(2); // Ana and Hugo this month
    expect(await lista(`ativo=1&cidade=Santos`)).toEqual(['Hugo Alves']);
  });

  it('is for administrators only', async () => {
    await t.createUser({ email: 'nina@teste.local', senha: 'senha-nina-1', nome: 'Nina' });
    const nina = await t.login('nina@teste.local', 'senha-nina-1');
    const paulo = await t.login('paulo@teste.local', 'senha-paulo-1');
    expect((await get('/api/relatorios/painel', nina)).statusCode).toBe(403);
    expect((await get('/api/relatorios/painel', paulo)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/relatorios/painel' })).statusCode).toBe(401);
  });
});
