// Queries several features share: how full some classes are. The enrolment checks
// its classes with it, the CSV import the classes of the whole file.
import { dialectOf, type Executor } from '#server/db/executor.ts';

/** A class's capacity and how many students it has. */
export interface Ocupacao {
  id_turma: number;
  id_unidade: number;
  qtd_maxima: number;
  ocupadas: number;
}

/** Classes per statement: PostgreSQL and SQLite both take this many parameters. */
const LOTE = 500;

/**
 * The given classes (the ones that exist) with their capacity and occupancy, by id.
 *
 * `travar` (inside the transaction that will take places): on PostgreSQL the class
 * rows are locked first, in id order so two transactions never deadlock, and counted
 * after the lock with a fresh snapshot, so two enrolments cannot both take the last
 * place. SQLite runs one write transaction at a time, so there (and without
 * `travar`) one statement reads the classes and their counts.
 */
export async function ocupacaoDasTurmas(
  db: Executor,
  turmas: readonly number[],
  { travar }: { travar: boolean },
): Promise<Map<number, Ocupacao>> {
  const ids = [...new Set(turmas)].sort((a, b) => a - b);
  const out = new Map<number, Ocupacao>();
  const bloquear = travar && dialectOf(db) === 'postgres';
  for (let i = 0; i < ids.length; i += LOTE) {
    const lote = ids.slice(i, i + LOTE);
    if (bloquear) {
      const linhas = await db
        .selectFrom('turma')
        .select(['id_turma', 'id_unidade', 'qtd_maxima'])
        .where('id_turma', 'in', lote)
        .orderBy('id_turma')
        .forUpdate()
        .execute();
      const contagens = await db
        .selectFrom('aluno_has_turma')
        .select((e) => ['id_turma', e.fn.countAll<number | string>().as('n')])
        .where('id_turma', 'in', lote)
        .groupBy('id_turma')
        .execute();
      const n = new Map(contagens.map((c) => [c.id_turma, Number(c.n)]));
      for (const t of linhas) out.set(t.id_turma, { ...t, ocupadas: n.get(t.id_turma) ?? 0 });
    } else {
      const linhas = await db
        .selectFrom('turma')
        .select((eb) => [
          'turma.id_turma',
          'turma.id_unidade',
          'turma.qtd_maxima',
          eb
            .selectFrom('aluno_has_turma as aht')
            .select((e) => e.fn.countAll<number | string>().as('n'))
            .whereRef('aht.id_turma', '=', 'turma.id_turma')
            .as('n'),
        ])
        .where('turma.id_turma', 'in', lote)
        .execute();
      for (const { n, ...t } of linhas) out.set(t.id_turma, { ...t, ocupadas: Number(n ?? 0) });
    }
  }
  return out;
}
