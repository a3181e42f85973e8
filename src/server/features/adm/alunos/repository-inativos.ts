// Deactivating and reactivating a student (docs/decisions/014-inactive-people.md).
// Deactivation moves the student's class links into aluno_turma_anterior: rosters,
// chamadas, class counts and the dashboard's summaries read aluno_has_turma and so
// leave the student; attendance marks stay. Reactivation moves them back, checking
// each class's room first (the capacity trigger stays the last guard).
import { dialectOf, type Executor } from '#server/db/executor.ts';
import { type Falha, falha, ok, type Resultado } from '#server/result.ts';

/** SQLite runs one write transaction at a time; PostgreSQL locks the rows read. */
const pg = (db: Executor) => dialectOf(db) === 'postgres';

/** Deactivates a student from `data` (YYYY-MM-DD), in one transaction. */
export function desativarAluno(
  db: Executor,
  id_aluno: number,
  data: string,
  motivo: string | null,
): Promise<Resultado<object, 'inexistente' | 'ja_inativo'>> {
  return db.transaction().execute(async (trx) => {
    const a = await trx
      .selectFrom('aluno')
      .select('inativo_desde')
      .where('id_aluno', '=', id_aluno)
      .$if(pg(trx), (q) => q.forUpdate())
      .executeTakeFirst();
    if (!a) return falha('inexistente');
    if (a.inativo_desde !== null) return falha('ja_inativo');
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
    return ok();
  });
}

/** One of the student's former classes has no room left (`nome_turma`): nothing changed. */
export type TurmaLotada = Falha<'turma_lotada'> & { nome_turma: string };
type Reativacao = Resultado<object, 'inexistente' | 'ja_ativo' | 'anonimizado'> | TurmaLotada;

/** Reactivates a student into their former classes, in one transaction. */
export function reativarAluno(db: Executor, id_aluno: number): Promise<Reativacao> {
  return db.transaction().execute(async (trx): Promise<Reativacao> => {
    const a = await trx
      .selectFrom('aluno')
      .innerJoin('pessoa', 'pessoa.id_pessoa', 'aluno.id_pessoa')
      .select(['aluno.inativo_desde', 'pessoa.anonimizada_em'])
      .where('aluno.id_aluno', '=', id_aluno)
      .$if(pg(trx), (q) => q.forUpdate())
      .executeTakeFirst();
    if (!a) return falha('inexistente');
    if (a.inativo_desde === null) return falha('ja_ativo');
    // An anonymised student stays a record without an identity (docs/decisions/028-audit-and-anonymisation.md).
    if (a.anonimizada_em !== null) return falha('anonimizado');
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
      if (Number(n) >= t.qtd_maxima) return { ...falha('turma_lotada'), nome_turma: t.nome_turma };
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
    return ok();
  });
}

/** How many attendance marks the student has (what a delete would erase). */
export async function presencasDoAluno(
  db: Executor,
  id_aluno: number,
): Promise<Resultado<{ presencas: number }, 'inexistente'>> {
  const a = await db
    .selectFrom('aluno')
    .select('id_aluno')
    .where('id_aluno', '=', id_aluno)
    .executeTakeFirst();
  if (!a) return falha('inexistente');
  const { n } = await db
    .selectFrom('chamada_aluno')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id_aluno', '=', id_aluno)
    .executeTakeFirstOrThrow();
  return ok({ presencas: Number(n) });
}
