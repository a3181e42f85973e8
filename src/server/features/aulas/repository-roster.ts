// The roster's one statement (roster.ts keeps its answer's bytes): the class, for its
// owner, and its students with their competition category, prepared once per database and
// then run with the class's id and the club's today (a named prepared statement on
// PostgreSQL: decision 025).
import type { Kysely } from 'kysely';
import { preparedQuery } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables.ts';
import { anoNascimentoSql, categoriaSql } from '#server/repositories/categorias.ts';

export type LinhaDoRoster = {
  id_professor: number;
  id_aluno: number | null;
  id_pessoa: number | null;
  nome_aluno: string | null;
  categoria: string | null;
};

/** The day the statement is compiled with; each run replaces its parameters. */
const HOJE_MODELO = '2000-01-01';

/** Compiles the statement once; the answer runs it with the class's id and the club's today (YYYY-MM-DD). */
export function consultaDoRoster(
  db: Kysely<Database>,
): (id_turma: number, hoje: string) => Promise<LinhaDoRoster[]> {
  const query = db
    .selectFrom('turma as t')
    .leftJoin('aluno_has_turma as aht', 'aht.id_turma', 't.id_turma')
    .leftJoin('aluno as a', 'a.id_aluno', 'aht.id_aluno')
    .leftJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .select(['t.id_professor', 'a.id_aluno', 'a.id_pessoa', 'p.nome_pessoa as nome_aluno'])
    .select(categoriaSql(anoNascimentoSql('p.dt_nasc_pessoa'), HOJE_MODELO).as('categoria'))
    .where('t.id_turma', '=', 0)
    .orderBy('p.nome_pessoa')
    .orderBy('a.id_aluno')
    .compile();
  // The category's parameters come first (the season's month and years: anoTemporadaSql),
  // then the class's id; checked against the compiled statement so a change to either fails here.
  const modelo = parametrosDe(0, HOJE_MODELO);
  if (JSON.stringify(query.parameters) !== JSON.stringify(modelo))
    throw new Error(
      `roster statement parameters ${JSON.stringify(query.parameters)} are not ${JSON.stringify(modelo)}`,
    );
  const run = preparedQuery<LinhaDoRoster>(db, 'estocada_lista_turma_categoria', query);
  return (id_turma, hoje) => run(parametrosDe(id_turma, hoje));
}

function parametrosDe(id_turma: number, hoje: string): number[] {
  const ano = Number(hoje.slice(0, 4));
  return [Number(hoje.slice(5, 7)), ano, ano - 1, id_turma];
}
