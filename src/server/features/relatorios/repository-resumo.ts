// The period's indicators for the club, a unit, a teacher or a class: per class, per
// teacher, per unit and per week. Two statements: the classes in scope, and one row
// per sent chamada of the period with its marks counted (chamada by (data_c, id_turma),
// marks by the primary key). The sums are made here.

import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { diaSemanaDe } from '#shared/rules/datas.ts';
import { inicioSemana, taxa } from '#shared/rules/frequencia.ts';
import { RESUMO_TURMAS, type Resumo } from '#shared/schemas/relatorios.ts';
import { atrasada, diasNoPeriodo, type Escopo, n, type Periodo, Soma } from './comum';
import { noEscopo, tomadaEm, turmasInfo } from './repository-comum';
import { porNome } from './repository-grade';

/** One row per sent chamada of the period in scope, with its presences and marks. */
async function chamadasContadas(db: Executor, e: Escopo, p: Pick<Periodo, 'de' | 'ate'>) {
  let q = db
    .selectFrom('chamada as c')
    .leftJoin('chamada_aluno as ca', 'ca.id_chamada', 'c.id_chamada')
    .select([
      'c.id_chamada',
      'c.id_turma',
      'c.data_c',
      tomadaEm('c'),
      (eb) => eb.fn.count<number>('ca.id_aluno').as('marcas'),
      sql<number>`coalesce(sum(ca.presenca), 0)`.as('presentes'),
    ])
    .where('c.data_c', '>=', p.de)
    .where('c.data_c', '<=', p.ate)
    .where('c.status_c', '=', 1)
    .groupBy(['c.id_chamada', 'c.id_turma', 'c.data_c', 'c.feita_em', 'c.enviada_em']);
  if (e.id_turma !== undefined) q = q.where('c.id_turma', '=', e.id_turma);
  if (e.id_unidade !== undefined || e.id_professor !== undefined) {
    q = q.where('c.id_turma', 'in', (eb) =>
      noEscopo(eb.selectFrom('turma as t').select('t.id_turma'), { ...e, id_turma: undefined }),
    );
  }
  return q.execute();
}

export async function resumo(db: Executor, e: Escopo, p: Periodo): Promise<Resumo> {
  const turmas = await noEscopo(turmasInfo(db), e).execute();
  const chamadas = await chamadasContadas(db, e, p);

  const ateDevida = p.ate < p.hoje ? p.ate : p.hoje;
  const dias = diasNoPeriodo(p.de, ateDevida);
  const porTurma = new Map(
    turmas.map((t) => [
      t.id_turma,
      {
        t,
        soma: new Soma().somar({
          previstas: dias[t.dia_semana],
          enviadas: 0,
          atrasadas: 0,
          presencas: 0,
          faltas: 0,
        }),
      },
    ]),
  );
  const semanas = new Map<string, { presencas: number; faltas: number }>();
  for (const c of chamadas) {
    const item = porTurma.get(c.id_turma);
    if (!item) continue;
    const marcas = n(c.marcas);
    const presencas = n(c.presentes);
    // A chamada on another weekday, or ahead of today, was not among the days due.
    const devida = c.data_c <= ateDevida && diaSemanaDe(c.data_c) === item.t.dia_semana;
    item.soma.somar({
      previstas: devida ? 0 : 1,
      enviadas: 1,
      atrasadas: atrasada(c.data_c, c.tomada_em, p.fuso) ? 1 : 0,
      presencas,
      faltas: marcas - presencas,
    });
    if (marcas > 0) {
      const k = inicioSemana(c.data_c);
      const s = semanas.get(k) ?? { presencas: 0, faltas: 0 };
      s.presencas += presencas;
      s.faltas += marcas - presencas;
      semanas.set(k, s);
    }
  }

  const geral = new Soma();
  const professores = new Map<number, { nome: string; turmas: number; soma: Soma }>();
  const unidades = new Map<number, { nome: string; turmas: number; soma: Soma }>();
  for (const { t, soma } of porTurma.values()) {
    const v = soma.valor;
    geral.somar(v);
    const pr = professores.get(t.id_professor) ?? { nome: t.nome_professor, turmas: 0, soma: new Soma() };
    pr.turmas++;
    pr.soma.somar(v);
    professores.set(t.id_professor, pr);
    const u = unidades.get(t.id_unidade) ?? { nome: t.nome_unidade, turmas: 0, soma: new Soma() };
    u.turmas++;
    u.soma.somar(v);
    unidades.set(t.id_unidade, u);
  }

  const linhasTurma = [...porTurma.values()].map(({ t, soma }) => ({
    id_turma: t.id_turma,
    nome_turma: t.nome_turma,
    dia_semana: t.dia_semana,
    horario: t.horario,
    nome_unidade: t.nome_unidade,
    nome_professor: t.nome_professor,
    ...soma.valor,
  }));
  linhasTurma.sort(
    (a, b) =>
      (a.taxa ?? 101) - (b.taxa ?? 101) ||
      porNome.compare(a.nome_turma, b.nome_turma) ||
      a.id_turma - b.id_turma,
  );
  const porNomeDe = (a: { nome: string }, b: { nome: string }) => porNome.compare(a.nome, b.nome);

  return {
    de: p.de,
    ate: p.ate,
    hoje: p.hoje,
    geral: geral.valor,
    semanas: [...semanas.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([inicio, s]) => ({ inicio, ...s, taxa: taxa(s.presencas, s.faltas) })),
    professores: [...professores.entries()]
      .map(([id_professor, x]) => ({ id_professor, nome: x.nome, turmas: x.turmas, ...x.soma.valor }))
      .sort(porNomeDe),
    unidades: [...unidades.entries()]
      .map(([id_unidade, x]) => ({ id_unidade, nome: x.nome, turmas: x.turmas, ...x.soma.valor }))
      .sort(porNomeDe),
    turmas: { total: linhasTurma.length, itens: linhasTurma.slice(0, RESUMO_TURMAS) },
  };
}
