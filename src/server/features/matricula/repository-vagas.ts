// Classes and their free places: the public list the wizards show, and the capacity
// check an enrolment makes before it links the student to its classes.
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables.ts';
import { HttpError } from '#server/http-error.ts';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';

type Db = Kysely<Database> | Transaction<Database>;

const nomeFormatado = (t: { nome_turma: string; dia_semana: keyof typeof ROTULO_DIA; horario: string }) =>
  `${t.nome_turma} - ${ROTULO_DIA[t.dia_semana]} às ${t.horario.slice(0, 5)}`;

/** Classes with their formatted name and free places, optionally of one unit. */
export async function turmasFormatadas(db: Db, idUnidade?: number) {
  let q = db
    .selectFrom('turma')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('aluno_has_turma')
          .select((e) => ['id_turma', e.fn.countAll<number | string>().as('ocupadas')])
          .groupBy('id_turma')
          .as('oc'),
      (join) => join.onRef('oc.id_turma', '=', 'turma.id_turma'),
    )
    .select([
      'turma.id_turma',
      'turma.id_unidade',
      'turma.nome_turma',
      'turma.dia_semana',
      'turma.horario',
      'turma.qtd_maxima',
      'oc.ocupadas',
    ])
    .orderBy('turma.id_unidade')
    .orderBy('turma.nome_turma')
    .orderBy('turma.id_turma');
  if (idUnidade !== undefined) q = q.where('turma.id_unidade', '=', idUnidade);
  const rows = await q.execute();
  return rows.map((r) => {
    const vagas = Math.max(0, r.qtd_maxima - Number(r.ocupadas ?? 0));
    return {
      id_turma: r.id_turma,
      id_unidade: r.id_unidade,
      nome_formatado: nomeFormatado(r),
      qtd_maxima: r.qtd_maxima,
      vagas,
      lotada: vagas === 0,
    };
  });
}

/**
 * Capacity check of every class of an enrolment: each must belong to the unit and
 * have a free place, else the first failing class (in the order chosen) throws.
 * PostgreSQL locks the class rows first (in id order, so two enrolments never
 * deadlock) and counts after the lock, with a fresh snapshot: two enrolments
 * cannot both take the last place. SQLite serialises write transactions, so one
 * statement reads the classes and their counts.
 */
export async function conferirVagas(db: Db, dialect: Dialect, turmas: number[], idUnidade: number) {
  const ocupadas = new Map<number, number>();
  let encontradas: { id_turma: number; id_unidade: number; qtd_maxima: number }[];
  if (dialect === 'postgres') {
    encontradas = await db
      .selectFrom('turma')
      .select(['id_turma', 'id_unidade', 'qtd_maxima'])
      .where('id_turma', 'in', turmas)
      .orderBy('id_turma')
      .forUpdate()
      .execute();
    const contagens = await db
      .selectFrom('aluno_has_turma')
      .select((e) => ['id_turma', e.fn.countAll<number | string>().as('n')])
      .where('id_turma', 'in', turmas)
      .groupBy('id_turma')
      .execute();
    for (const c of contagens) ocupadas.set(c.id_turma, Number(c.n));
  } else {
    const rows = await db
      .selectFrom('turma')
      .select((eb) => [
        'turma.id_turma',
        'turma.id_unidade',
        'turma.qtd_maxima',
        eb
          .selectFrom('aluno_has_turma as aht')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('aht.id_turma', '=', 'turma.id_turma')
          .as('n'),
      ])
      .where('turma.id_turma', 'in', turmas)
      .execute();
    for (const r of rows) ocupadas.set(r.id_turma, Number(r.n ?? 0));
    encontradas = rows;
  }
  const porId = new Map(encontradas.map((t) => [t.id_turma, t]));
  for (const idTurma of turmas) {
    const turma = porId.get(idTurma);
    if (!turma || turma.id_unidade !== idUnidade) throw new HttpError(400, MSG.turmaForaDaUnidade);
    if ((ocupadas.get(idTurma) ?? 0) >= turma.qtd_maxima)
      throw new HttpError(409, MSG.turmaLotada, { id_turma: idTurma });
  }
}
