// Deactivating and reactivating a student (docs/decisions/014-inactive-people.md).
// Deactivation moves the student's class links into aluno_turma_anterior: rosters,
// chamadas, class counts and the dashboard's summaries read aluno_has_turma and so
// leave the student; attendance marks stay. Reactivation moves them back, checking
// each class's room first (the capacity trigger stays the last guard).
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '#server/db/migrations/schema-helpers.ts';
import type { Tx } from '#server/features/adm/repository.ts';
import type { Situacao } from '#shared/schemas/inativo.ts';

/** SQLite runs one write transaction at a time; PostgreSQL locks the rows read. */
const pg = (db: Tx) => isPostgres(db as unknown as Kysely<unknown>);

/** The list condition on `aluno` of a situacao (null: every student). */
export function filtroSituacao(situacao: Situacao) {
  if (situacao === 'todos') return null;
  return situacao === 'ativos'
    ? sql<boolean>`aluno.inativo_desde is null`
    : sql<boolean>`aluno.inativo_desde is not null`;
}

export type ResultadoDesativar = 'ok' | 'inexistente' | 'ja-inativo';

export async function desativarAluno(
  trx: Tx,
  id_aluno: number,
  data: string,
  motivo: string | null,
): Promise<ResultadoDesativar> {
  const a = await trx
    .selectFrom('aluno')
    .select('inativo_desde')
    .where('id_aluno', '=', id_aluno)
    .$if(pg(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!a) return 'inexistente';
  if (a.inativo_desde !== null) return 'ja-inativo';
  await trx
    .insertInto('aluno_turma_anterior')
    .columns(['id_aluno', 'id_turma', 'dt_entrada'])
    .expression(
      trx
        .selectFrom('aluno_has_turma')
        .select(['id_aluno', 'id_turma', 'dt_entrada'])
        .where('id_aluno', '=', id_aluno),
    )
    .execute();
  await trx.deleteFrom('aluno_has_turma').where('id_aluno', '=', id_aluno).execute();
  await trx
    .updateTable('aluno')
    .set({ inativo_desde: data, motivo_inativo: motivo })
    .where('id_aluno', '=', id_aluno)
    .execute();
  return 'ok';
}

export type ResultadoReativar =
  | { r: 'ok' }
  | { r: 'inexistente' }
  | { r: 'ja-ativo' }
  | { r: 'lotada'; nome_turma: string };

export async function reativarAluno(trx: Tx, id_aluno: number): Promise<ResultadoReativar> {
  const a = await trx
    .selectFrom('aluno')
    .select('inativo_desde')
    .where('id_aluno', '=', id_aluno)
    .$if(pg(trx), (q) => q.forUpdate())
    .executeTakeFirst();
  if (!a) return { r: 'inexistente' };
  if (a.inativo_desde === null) return { r: 'ja-ativo' };
  const anteriores = await trx
    .selectFrom('aluno_turma_anterior as x')
    .innerJoin('turma as t', 't.id_turma', 'x.id_turma')
    .select(['x.id_turma', 'x.dt_entrada', 't.nome_turma', 't.qtd_maxima'])
    .where('x.id_aluno', '=', id_aluno)
    .orderBy('x.id_turma')
    .$if(pg(trx), (q) => q.forUpdate())
    .execute();
  for (const t of anteriores) {
    const { n } = await trx
      .selectFrom('aluno_has_turma')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('id_turma', '=', t.id_turma)
      .executeTakeFirstOrThrow();
    if (Number(n) >= t.qtd_maxima) return { r: 'lotada', nome_turma: t.nome_turma };
  }
  await trx
    .updateTable('aluno')
    .set({ inativo_desde: null, motivo_inativo: null })
    .where('id_aluno', '=', id_aluno)
    .execute();
  if (anteriores.length > 0)
    await trx
      .insertInto('aluno_has_turma')
      .values(anteriores.map((t) => ({ id_aluno, id_turma: t.id_turma, dt_entrada: t.dt_entrada })))
      .execute();
  await trx.deleteFrom('aluno_turma_anterior').where('id_aluno', '=', id_aluno).execute();
  return { r: 'ok' };
}

/** How many attendance marks the student has (what a delete would erase). */
export async function presencasDoAluno(db: Tx, id_aluno: number): Promise<number | null> {
  const a = await db
    .selectFrom('aluno')
    .select('id_aluno')
    .where('id_aluno', '=', id_aluno)
    .executeTakeFirst();
  if (!a) return null;
  const { n } = await db
    .selectFrom('chamada_aluno')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id_aluno', '=', id_aluno)
    .executeTakeFirstOrThrow();
  return Number(n);
}
