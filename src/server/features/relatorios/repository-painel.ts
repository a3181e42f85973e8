// The administrator's dashboard (GET /api/relatorios/painel): eight short statements,
// none over the whole of the marks or of the students' people and addresses.
// - the students: painel_contagem, about a thousand counts (migration 2026-11-24-002-painel
//   keeps it, by triggers, in the transaction of every write; decision 011);
// - per unit and per class: painel_unidade_contagem and painel_turma, one row each;
// - enrolments per month: aluno by dt_inicio (its index), the last 12 months only;
// - departures per month: db/painel.ts `saidas` (students in no class: a few);
// - the weekly rate: the sent chamadas of the 12 weeks (chamada by (data_c, id_turma)),
//   each one's marks and absences counted in the primary key and the partial index of
//   absences, never in the table;
// - chamadas pending: the sent chamadas of four weeks, against each class's weekday;
// - the names of the few classes shown.
// One function per part of the answer; painel() puts them together.

import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { lerCategorias } from '#server/repositories/categorias.ts';
import { saidas } from '#server/repositories/saidas.ts';
import { diaSemanaDe, somarDias } from '#shared/rules/datas.ts';
import { categoriaDoAno } from '#shared/rules/esgrima.ts';
import { inicioMesAnterior, inicioSemana, taxa } from '#shared/rules/frequencia.ts';
import { janelaPendentes, ultimasSemanas, ultimosMeses } from '#shared/rules/painel.ts';
import { PAINEL_TURMAS, type Painel } from '#shared/schemas/painel.ts';
import { n } from './comum';
import { porNome } from './repository-grade';

/** Adds `k`'s count to a tally. */
function somar<K>(m: Map<K, number>, k: K, v: number) {
  m.set(k, (m.get(k) ?? 0) + v);
}

/** A tally as rows, most first (ties by key). */
function maiores<K>(m: Map<K, number>, ordem: (a: K, b: K) => number) {
  return [...m.entries()].sort((a, b) => b[1] - a[1] || ordem(a[0], b[0]));
}

const porTexto = (a: string | null, b: string | null) =>
  a === null ? 1 : b === null ? -1 : porNome.compare(a, b);

/**
 * Active students by type, city, gender, hand and competition category; the inactive count.
 * A category is a range of birth years in the season, so the summary's birth years give it.
 */
async function alunos(db: Executor, hoje: string) {
  const [grupos, tabela] = await Promise.all([
    db.selectFrom('painel_contagem').selectAll().where('n', '>', 0).execute(),
    lerCategorias(db, hoje),
  ]);
  let total = 0;
  let inativos = 0;
  const tipos = new Map<Painel['ativos']['tipos'][number]['tipo'], number>([
    ['pagante', 0],
    ['naoPagante', 0],
    ['escola', 0],
  ]);
  const cidades = new Map<string | null, number>();
  const generos = new Map<Painel['generos'][number]['genero'], number>();
  const maos = new Map<Painel['maos'][number]['mao'], number>();
  const categorias = new Map<string | null, number>([
    ...tabela.categorias.map((c) => [c.nome, 0] as const),
    [null, 0],
  ]);
  for (const g of grupos) {
    const k = n(g.n);
    if (Number(g.ativo) !== 1) {
      inativos += k;
      continue;
    }
    total += k;
    somar(tipos, g.tipo_aluno, k);
    somar(cidades, g.cidade || null, k);
    somar(generos, g.genero || null, k);
    somar(maos, g.destro_canhoto || null, k);
    somar(categorias, categoriaDoAno(tabela.categorias, Number(g.ano_nasc) || null, tabela.ano_temporada), k);
  }
  return {
    ativos: { total, inativos, tipos: [...tipos.entries()].map(([tipo, alunos]) => ({ tipo, alunos })) },
    cidades: maiores(cidades, porTexto).map(([cidade, alunos]) => ({ cidade, alunos })),
    generos: maiores(generos, porTexto).map(([genero, alunos]) => ({ genero, alunos })),
    maos: maiores(maos, porTexto).map(([mao, alunos]) => ({ mao, alunos })),
    categorias: [...categorias.entries()].map(([categoria, alunos]) => ({ categoria, alunos })),
  };
}

/** Students per unit, every unit (none left out for having no students). */
async function unidades(db: Executor): Promise<Painel['unidades']> {
  const rows = await db
    .selectFrom('unidade as u')
    .leftJoin('painel_unidade_contagem as pu', 'pu.id_unidade', 'u.id_unidade')
    .select(['u.id_unidade', 'u.nome_unidade', 'pu.n'])
    .execute();
  return rows
    .map((u) => ({ id_unidade: u.id_unidade, nome: u.nome_unidade, alunos: n(u.n) }))
    .sort((a, b) => b.alunos - a.alunos || porNome.compare(a.nome, b.nome));
}

/** Classes with their students and places: numbers only (the names of the few shown come later). */
function turmas(db: Executor) {
  return db
    .selectFrom('turma as t')
    .leftJoin('painel_turma as pt', 'pt.id_turma', 't.id_turma')
    .select(['t.id_turma', 't.dia_semana', 't.qtd_maxima', 'pt.alunos'])
    .execute();
}

type TurmaDoPainel = Awaited<ReturnType<typeof turmas>>[number];

/** Enrolments and departures per month of the last 12, and the departures without a date. */
async function meses(db: Executor, hoje: string, inativos: number) {
  const primeiroDia = inicioMesAnterior(hoje, 11);
  const mesDe = sql<string>`substr(dt_inicio, 1, 7)`;
  const matriculas = await db
    .selectFrom('aluno')
    .select((eb) => [mesDe.as('mes'), eb.fn.countAll<number | string>().as('n')])
    .where('dt_inicio', '>=', primeiroDia)
    .groupBy(mesDe)
    .execute();
  const mesSaida = sql<string>`substr(s.dt_saida, 1, 7)`;
  const porMesSaida = await db
    .selectFrom(saidas(db).as('s'))
    .select((eb) => [mesSaida.as('mes'), eb.fn.countAll<number | string>().as('n')])
    .groupBy(mesSaida)
    .execute();
  const comData = porMesSaida.reduce((s, r) => s + n(r.n), 0);
  return {
    meses: ultimosMeses(hoje, 12).map((mes) => ({
      mes,
      matriculas: n(matriculas.find((m) => m.mes === mes)?.n),
      saidas: n(porMesSaida.find((m) => m.mes === mes)?.n),
    })),
    saidas_sem_data: Math.max(0, inativos - comData),
  };
}

/**
 * The weekly rate of the last 12 weeks: every mark on a sent chamada, present or absent
 * (a student's meetings: #shared/rules/encontros-aluno.ts).
 */
async function semanas(db: Executor, hoje: string): Promise<Painel['semanas']> {
  const inicios = ultimasSemanas(hoje, 12);
  const { rows: dias } = await sql<{ data_c: string; marcas: number | string; faltas: number | string }>`
    select x.data_c, sum(x.marcas) as marcas, sum(x.faltas) as faltas from (
      select c.data_c,
             (select count(*) from chamada_aluno ca where ca.id_chamada = c.id_chamada) as marcas,
             (select count(*) from chamada_aluno ca
               where ca.id_chamada = c.id_chamada and ca.presenca = 0) as faltas
        from chamada c
       where c.data_c >= ${inicios[0]} and c.data_c <= ${hoje} and c.status_c = 1
    ) x
    group by x.data_c`.execute(db);
  const porSemana = new Map(inicios.map((s) => [s, { presencas: 0, faltas: 0 }]));
  for (const d of dias) {
    const s = porSemana.get(inicioSemana(d.data_c));
    if (!s) continue;
    s.faltas += n(d.faltas);
    s.presencas += n(d.marcas) - n(d.faltas);
  }
  return inicios.map((inicio) => {
    const s = porSemana.get(inicio)!;
    return { inicio, ...s, taxa: taxa(s.presencas, s.faltas) };
  });
}

/**
 * Chamadas pending: each class's weekday dates of the window without a sent chamada.
 * The window is four whole weeks, so every weekday falls in it the same number of times.
 */
async function pendentes(db: Executor, hoje: string, ts: TurmaDoPainel[]) {
  const janela = janelaPendentes(hoje);
  const diaDe = new Map<string, string>();
  for (let x = janela.de; x <= janela.ate; x = somarDias(x, 1)) diaDe.set(x, diaSemanaDe(x));
  const vezes = (diaDe.size / 7) | 0;
  const enviadas = await db
    .selectFrom('chamada')
    .select(['id_turma', 'data_c'])
    .where('data_c', '>=', janela.de)
    .where('data_c', '<=', janela.ate)
    .where('status_c', '=', 1)
    .execute();
  const diaDaTurma = new Map(ts.map((t) => [t.id_turma, t.dia_semana]));
  const feitas = new Map<number, number>();
  let extras = 0;
  for (const c of enviadas) {
    // Make-up meetings on another weekday were due (and sent): the reports count them too.
    if (diaDe.get(c.data_c) === diaDaTurma.get(c.id_turma)) somar(feitas, c.id_turma, 1);
    else extras++;
  }
  const pendentesDe = (id: number) => vezes - (feitas.get(id) ?? 0);
  const mais = ts
    .filter((t) => pendentesDe(t.id_turma) > 0)
    .sort((a, b) => pendentesDe(b.id_turma) - pendentesDe(a.id_turma) || a.id_turma - b.id_turma)
    .slice(0, PAINEL_TURMAS)
    .map((t) => ({ id_turma: t.id_turma, pendentes: pendentesDe(t.id_turma) }));
  return {
    janela,
    previstas: ts.length * vezes + extras,
    pendentes: ts.reduce((s, t) => s + pendentesDe(t.id_turma), 0),
    mais,
  };
}

/** Occupancy: the club's, and the fullest and the emptiest classes. */
function ocupacao(ts: TurmaDoPainel[]) {
  const porOcupacao = ts
    .map((t) => ({ t, o: Math.round((n(t.alunos) * 1000) / t.qtd_maxima) / 10, a: n(t.alunos) }))
    .sort((x, y) => y.o - x.o || y.a - x.a || x.t.id_turma - y.t.id_turma);
  const alunos = ts.reduce((s, t) => s + n(t.alunos), 0);
  const vagas = ts.reduce((s, t) => s + t.qtd_maxima, 0);
  return {
    turmas: ts.length,
    alunos,
    vagas,
    taxa: vagas === 0 ? null : Math.round((alunos * 1000) / vagas) / 10,
    cheias: porOcupacao.slice(0, PAINEL_TURMAS),
    vazias: [...porOcupacao]
      .sort((x, y) => x.o - y.o || x.a - y.a || x.t.id_turma - y.t.id_turma)
      .slice(0, PAINEL_TURMAS),
  };
}

/** The names (and unit, time) of the few classes shown. */
async function nomesDasTurmas(db: Executor, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('turma as t')
          .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
          .select(['t.id_turma', 't.nome_turma', 't.horario', 'u.nome_unidade'])
          .where('t.id_turma', 'in', ids)
          .execute();
  return new Map(rows.map((r) => [r.id_turma, r]));
}

export async function painel(db: Executor, hoje: string): Promise<Painel> {
  const doAlunos = await alunos(db, hoje);
  const porUnidade = await unidades(db);
  const ts = await turmas(db);
  const porMes = await meses(db, hoje, doAlunos.ativos.inativos);
  const porSemana = await semanas(db, hoje);
  const pend = await pendentes(db, hoje, ts);
  const ocup = ocupacao(ts);

  const mostradas = [
    ...new Set(
      [...ocup.cheias, ...ocup.vazias].map((x) => x.t.id_turma).concat(pend.mais.map((t) => t.id_turma)),
    ),
  ];
  const nomes = await nomesDasTurmas(db, mostradas);
  const linhaOcupacao = ({ t, o, a }: (typeof ocup.cheias)[number]) => {
    const x = nomes.get(t.id_turma)!;
    return {
      id_turma: t.id_turma,
      nome_turma: x.nome_turma,
      nome_unidade: x.nome_unidade,
      dia_semana: t.dia_semana,
      horario: x.horario,
      alunos: a,
      qtd_maxima: t.qtd_maxima,
      ocupacao: o,
    };
  };

  return {
    hoje,
    ...doAlunos,
    unidades: porUnidade,
    ...porMes,
    ocupacao: {
      turmas: ocup.turmas,
      alunos: ocup.alunos,
      vagas: ocup.vagas,
      taxa: ocup.taxa,
      cheias: ocup.cheias.map(linhaOcupacao),
      vazias: ocup.vazias.map(linhaOcupacao),
    },
    semanas: porSemana,
    pendentes: {
      ...pend.janela,
      previstas: pend.previstas,
      pendentes: pend.pendentes,
      turmas: pend.mais.map((t) => ({
        id_turma: t.id_turma,
        nome_turma: nomes.get(t.id_turma)!.nome_turma,
        nome_unidade: nomes.get(t.id_turma)!.nome_unidade,
        pendentes: t.pendentes,
      })),
    },
  };
}
