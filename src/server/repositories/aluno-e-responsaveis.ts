// Queries several features share: a student with the persons around them. The
// enrolment's edit mode reads every field of them; the reports read their contacts.
import type { Executor } from '#server/db/executor.ts';

/**
 * A student (`a`) with their person (`pa`) and the persons of guardian 1 (`p1`),
 * guardian 2 (`p2`) and the financial guardian (`pf`), each through its
 * responsavel_aluno row (`r1`, `r2`, `rf`). A guardian slot left empty gives nulls.
 * The caller selects the columns it needs and filters the students.
 */
export function alunoEResponsaveis(db: Executor) {
  return db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as pa', 'pa.id_pessoa', 'a.id_pessoa')
    .leftJoin('responsavel_aluno as r1', 'r1.id_responsavel', 'a.id_responsavel')
    .leftJoin('pessoa as p1', 'p1.id_pessoa', 'r1.id_pessoa')
    .leftJoin('responsavel_aluno as r2', 'r2.id_responsavel', 'a.id_responsavel2')
    .leftJoin('pessoa as p2', 'p2.id_pessoa', 'r2.id_pessoa')
    .leftJoin('responsavel_aluno as rf', 'rf.id_responsavel', 'a.id_responsavel_financeiro')
    .leftJoin('pessoa as pf', 'pf.id_pessoa', 'rf.id_pessoa');
}
