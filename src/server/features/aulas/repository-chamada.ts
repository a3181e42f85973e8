// The attendance sheet's reads: the chamada of a class on a date (created on first
// request) and its rows. The send is in repository-envio.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/tables.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The chamada of a class on a date, created on first request: exactly one per (id_turma, data_c). */
export async function garantirChamada(db: Db, id_turma: number, data_c: string): Promise<number> {
  await db
    .insertInto('chamada')
    .values({ id_turma, data_c, status_c: 0, observacao: null })
    .onConflict((oc) => oc.columns(['id_turma', 'data_c']).doNothing())
    .execute();
  const row = await db
    .selectFrom('chamada')
    .select('id_chamada')
    .where('id_turma', '=', id_turma)
    .where('data_c', '=', data_c)
    .executeTakeFirstOrThrow();
  return row.id_chamada;
}

/**
 * The attendance sheet: one row per student. An open chamada lists the current
 * roster plus anyone already marked; a finished one lists exactly what was saved.
 */
export async function folhaChamada(db: Db, id_chamada: number): Promise<ChamadaLinha[]> {
  const c = await db
    .selectFrom('chamada')
    .select(['id_chamada', 'id_turma', 'data_c', 'status_c', 'observacao'])
    .where('id_chamada', '=', id_chamada)
    .executeTakeFirstOrThrow();
  const status_c: 0 | 1 = c.status_c === 1 ? 1 : 0;
  const alunos = await db
    .selectFrom('aluno as a')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'a.id_pessoa')
    .leftJoin('chamada_aluno as ca', (j) =>
      j.onRef('ca.id_aluno', '=', 'a.id_aluno').on('ca.id_chamada', '=', id_chamada),
    )
    .select(['a.id_aluno', 'p.nome_pessoa', 'ca.presenca'])
    .where((eb) => {
      const marcados = eb(
        'a.id_aluno',
        'in',
        eb.selectFrom('chamada_aluno').select('id_aluno').where('id_chamada', '=', id_chamada),
      );
      if (status_c === 1) return marcados;
      return eb.or([
        marcados,
        eb(
          'a.id_aluno',
          'in',
          eb.selectFrom('aluno_has_turma').select('id_aluno').where('id_turma', '=', c.id_turma),
        ),
      ]);
    })
    .orderBy('p.nome_pessoa')
    .orderBy('a.id_aluno')
    .execute();
  const base = { id_chamada: c.id_chamada, data_c: c.data_c, status_c, observacao: c.observacao };
  if (alunos.length === 0) return [{ ...base, id_aluno: null, nome_pessoa: null, presenca: null }];
  return alunos.map((a) => ({
    ...base,
    id_aluno: a.id_aluno,
    nome_pessoa: a.nome_pessoa,
    presenca: a.presenca === null ? null : a.presenca === 1 ? 1 : 0,
  }));
}
