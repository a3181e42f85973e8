// The home page's lists (GET /api/inicio), each a total and its first INICIO_LIMITE rows.
// Both dialects. Classes are read by weekday over the whole table (a club has hundreds,
// a few thousand at most); chamadas by (class, date) and students by start date through
// their indexes. Which classes each list covers is the handler's to say: it passes the
// class rule (#server/policies, `acessoTurma`) and the statements apply its condition.
import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { AcessoTurma } from '#server/policies/index.ts';
import * as pendencias from '#server/repositories/pendencias.ts';
import { diaSemanaDe } from '#shared/rules/datas.ts';
import {
  DIAS_PENDENTES,
  type EstadoChamada,
  INICIO_LIMITE,
  type TurmaDoDia,
  type TurmaLotada,
} from '#shared/schemas/inicio.ts';

const alunosDa = sql<number>`(select count(*) from aluno_has_turma x where x.id_turma = t.id_turma)`;

/** Today's classes that `acesso` admits, by time. */
export async function turmasDeHoje(db: Executor, hoje: string, acesso: AcessoTurma) {
  const q = db
    .selectFrom('turma as t')
    .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
    .leftJoin('chamada as c', (j) => j.onRef('c.id_turma', '=', 't.id_turma').on('c.data_c', '=', hoje))
    .where('t.dia_semana', '=', diaSemanaDe(hoje))
    .where(acesso.condicao('t.id_professor'));
  const [rows, total] = await Promise.all([
    q
      .select(['t.id_turma', 't.nome_turma', 't.horario', 'u.nome_unidade', 'c.status_c'])
      .select(alunosDa.as('alunos'))
      .orderBy('t.horario')
      .orderBy('t.nome_turma')
      .orderBy('t.id_turma')
      .limit(INICIO_LIMITE)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const itens: TurmaDoDia[] = rows.map((r) => ({
    id_turma: r.id_turma,
    nome_turma: r.nome_turma,
    horario: r.horario.slice(0, 5),
    nome_unidade: r.nome_unidade,
    alunos: Number(r.alunos),
    estado: (r.status_c === null
      ? 'nao_aberta'
      : r.status_c === 1
        ? 'finalizada'
        : 'a_ser_feita') as EstadoChamada,
  }));
  return { total: Number(total.n), itens };
}

/** Chamadas still to send of the last DIAS_PENDENTES days, of the classes `acesso` admits (#server/repositories/pendencias.ts). */
export const chamadasPendentes = (db: Executor, hoje: string, acesso: AcessoTurma) =>
  pendencias.chamadasPendentes(db, hoje, { dias: DIAS_PENDENTES, limite: INICIO_LIMITE, acesso });

/** Classes `acesso` admits with at least 90 % of their places taken, fullest first. */
export async function turmasLotadas(db: Executor, acesso: AcessoTurma) {
  const { total, itens } = await pendencias.turmasCheias(db, {
    percentual: 90,
    limite: INICIO_LIMITE,
    acesso,
  });
  return {
    total,
    itens: itens.map(
      ({ id_turma, nome_turma, alunos, qtd_maxima }): TurmaLotada => ({
        id_turma,
        nome_turma,
        alunos,
        qtd_maxima,
      }),
    ),
  };
}

/** Students who started on or after `desde`. */
export async function matriculasDesde(db: Executor, desde: string) {
  // Counted as the student list it opens counts them: anonymised people are no longer listed.
  const r = await db
    .selectFrom('aluno')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dt_inicio', '>=', desde)
    .where('id_pessoa', 'not in', (eb) =>
      eb.selectFrom('pessoa').select('id_pessoa').where('anonimizada_em', 'is not', null),
    )
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
