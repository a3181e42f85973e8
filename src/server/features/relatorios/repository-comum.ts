// The pieces of statements the report repositories share: the class columns every
// answer shows, the scope filters and when a sheet was taken.
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { Escopo } from './comum';

/** The classes (with unit and teacher names) as the reports show them. */
export function turmasInfo(db: Executor) {
  return db
    .selectFrom('turma as t')
    .innerJoin('unidade as u', 'u.id_unidade', 't.id_unidade')
    .innerJoin('professor as pr', 'pr.id_professor', 't.id_professor')
    .innerJoin('pessoa as pp', 'pp.id_pessoa', 'pr.id_pessoa')
    .select([
      't.id_turma',
      't.nome_turma',
      't.dia_semana',
      't.horario',
      't.id_unidade',
      't.id_professor',
      'u.nome_unidade',
      'pp.nome_pessoa as nome_professor',
    ]);
}

// biome-ignore lint/suspicious/noExplicitAny: any query that has the turma alias `t`
export function noEscopo<Q extends SelectQueryBuilder<any, any, any>>(q: Q, e: Escopo, alias = 't'): Q {
  let r = q;
  if (e.id_turma !== undefined) r = r.where(`${alias}.id_turma`, '=', e.id_turma) as Q;
  if (e.id_unidade !== undefined) r = r.where(`${alias}.id_unidade`, '=', e.id_unidade) as Q;
  if (e.id_professor !== undefined) r = r.where(`${alias}.id_professor`, '=', e.id_professor) as Q;
  return r;
}

/**
 * When a sheet was taken: on a teacher's device (`feita_em`, kept while offline) or else when it
 * reached the server (`enviada_em`). A sheet taken in class and sent when the signal returned
 * is on time.
 */
export const tomadaEm = (alias?: string) => {
  const c = alias ? `${alias}.` : '';
  return sql<number | string | null>`coalesce(${sql.ref(`${c}feita_em`)}, ${sql.ref(`${c}enviada_em`)})`.as(
    'tomada_em',
  );
};
