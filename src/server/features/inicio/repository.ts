// The home page's lists (GET /api/inicio), each a total and its first INICIO_LIMITE rows.
// Both dialects. Classes are read by weekday over the whole table (a club has hundreds,
// a few thousand at most); chamadas by (class, date) and students by start date through
// their indexes.
import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/tables.ts';
import { diaSemanaDe } from '#shared/rules/datas.ts';
import { somarDias } from '#shared/rules/frequencia.ts';
import {
  type ChamadaPendente,
  DIAS_PENDENTES,
  type EstadoChamada,
  INICIO_LIMITE,
  type TurmaDoDia,
  type TurmaLotada,
} from '#shared/schemas/inicio.ts';

type Db = Kysely<Database>;

const alunosDa = sql<number>`(select count(*) from aluno_has_turma x where x.id_turma = t.id_turma)`;

/** Today's classes of a teacher (`id_professor`), or every class today (null), by time. */
export async function turmasDeHoje(db: Db, hoje: string, id_professor: number | null) {
  let q = db
    .selectFrom('turma as t')
    .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
    .leftJoin('chamada as c', (j) => j.onRef('c.id_turma', '=', 't.id_turma').on('c.data_c', '=', hoje))
    .where('t.dia_semana', '=', diaSemanaDe(hoje));
  if (id_professor !== null) q = q.where('t.id_professor', '=', id_professor);
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

/**
 * Class days of the last DIAS_PENDENTES days (today not included) whose chamada was
 * not sent, for classes that had a student on that day (joined by then; a place
 * from before joining days were recorded counts): newest first.
 */
export async function chamadasPendentes(db: Db, hoje: string) {
  const dias = Array.from({ length: DIAS_PENDENTES }, (_, i) => somarDias(hoje, -(i + 1)));
  const valores = sql.join(dias.map((d) => sql`(${d}, ${diaSemanaDe(d)})`));
  // One pass: the window's count is taken over every pending day before the limit.
  const { rows } = await sql<ChamadaPendente & { total: number | string }>`
    with dias(data_c, dia) as (values ${valores})
    select t.id_turma, t.nome_turma, t.horario, dias.data_c, count(*) over () as total
      from dias join turma t on t.dia_semana = dias.dia
     where not exists (select 1 from chamada c
                        where c.id_turma = t.id_turma and c.data_c = dias.data_c and c.status_c = 1)
       and exists (select 1 from aluno_has_turma x where x.id_turma = t.id_turma
                     and (x.dt_entrada is null or x.dt_entrada <= dias.data_c))
     order by dias.data_c desc, t.horario, t.id_turma
     limit ${INICIO_LIMITE}`.execute(db);
  return {
    total: Number(rows[0]?.total ?? 0),
    itens: rows.map(({ total: _, ...r }) => ({ ...r, horario: r.horario.slice(0, 5) })),
  };
}

/** Classes with at least 90 % of their places taken, fullest first. */
export async function turmasLotadas(db: Db) {
  const base = db
    .selectFrom('turma as t')
    .innerJoin('painel_turma as pt', 'pt.id_turma', 't.id_turma')
    .where(sql<boolean>`pt.alunos * 10 >= t.qtd_maxima * 9`);
  const [rows, total] = await Promise.all([
    base
      .select(['t.id_turma', 't.nome_turma', 'pt.alunos', 't.qtd_maxima'])
      .orderBy(sql`pt.alunos * 1.0 / t.qtd_maxima`, 'desc')
      .orderBy('t.id_turma')
      .limit(INICIO_LIMITE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const itens: TurmaLotada[] = rows.map((r) => ({ ...r, alunos: Number(r.alunos) }));
  return { total: Number(total.n), itens };
}

/** Students who started on or after `desde`. */
export async function matriculasDesde(db: Db, desde: string) {
  const r = await db
    .selectFrom('aluno')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dt_inicio', '>=', desde)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
