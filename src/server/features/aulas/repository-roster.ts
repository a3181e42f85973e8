// The roster's one statement (roster.ts keeps its answer's bytes): the class, for its
// owner, and its students, prepared once per database and then run with the class's id
// only (a named prepared statement on PostgreSQL: decision 025).
import type { Kysely } from 'kysely';
import { preparedQuery } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables.ts';

export type LinhaDoRoster = {
  id_professor: number;
  id_aluno: number | null;
  id_pessoa: number | null;
  nome_aluno: string | null;
};

/** Compiles the statement once; the answer runs it with `[id_turma]`. */
export function consultaDoRoster(db: Kysely<Database>): (parametros: [number]) => Promise<LinhaDoRoster[]> {
  const query = db
    .selectFrom('turma as t')
    .leftJoin('aluno_has_turma as aht', 'aht.id_turma', 't.id_turma')
    .leftJoin('aluno as a', 'a.id_aluno', 'aht.id_aluno')
    .leftJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .select(['t.id_professor', 'a.id_aluno', 'a.id_pessoa', 'p.nome_pessoa as nome_aluno'])
    .where('t.id_turma', '=', 0)
    .orderBy('p.nome_pessoa')
    .orderBy('a.id_aluno')
    .compile();
  return preparedQuery<LinhaDoRoster>(db, 'estocada_lista_turma', query);
}
