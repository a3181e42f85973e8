// A student's departure: what the dashboard (features/relatorios) and the student
// list's filters (features/adm) both read, defined once.
//
// The records hold no "inactive" state or exit date yet, so a departure is what they
// can honestly say (docs/decisions/011-dashboard-summaries.md): a student in no class
// now (painel_aluno.ativo = 0) left on the date of the last sent chamada they were
// marked in. A student in no class who was never marked left on an unknown date; a
// deleted student left no record at all. When an inactive date exists, `saidas` is
// the one function to change.
import type { Executor } from '#server/db/executor.ts';

/** One row per student who left and when (`dt_saida`, YYYY-MM-DD), as a subquery. */
export function saidas(db: Executor) {
  return db
    .selectFrom('painel_aluno as pa')
    .innerJoin('chamada_aluno as ca', 'ca.id_aluno', 'pa.id_aluno')
    .innerJoin('chamada as c', 'c.id_chamada', 'ca.id_chamada')
    .where('pa.ativo', '=', 0)
    .where('c.status_c', '=', 1)
    .groupBy('pa.id_aluno')
    .select((eb) => ['pa.id_aluno', eb.fn.max('c.data_c').as('dt_saida')]);
}
