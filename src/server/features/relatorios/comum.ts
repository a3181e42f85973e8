// What the report repositories share: the class columns every answer shows, the
// scope filters, the "sent late" rule and the indicator sums.
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { DIAS_SEMANA, type DiaSemana } from '#shared/constants.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import { datasNoDia, taxa } from '#shared/rules/frequencia.ts';
import type { Indicadores } from '#shared/schemas/relatorios.ts';

/** Which classes a report covers; empty: every class. */
export interface Escopo {
  id_unidade?: number;
  id_professor?: number;
  id_turma?: number;
}

/** The period of a report and the club's "today" and time zone. */
export interface Periodo {
  de: string;
  ate: string;
  hoje: string;
  fuso: string;
}

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

/** Taken (tomadaEm) after the class day ended, in the club's time zone. Unknown times count as on time. */
export function atrasada(data_c: string, tomada_em: number | string | null, fuso: string): boolean {
  return tomada_em !== null && hojeNoFuso(fuso, new Date(Number(tomada_em))) > data_c;
}

/** How many of each weekday fall in [de, ate]. */
export function diasNoPeriodo(de: string, ate: string): Record<DiaSemana, number> {
  return Object.fromEntries(DIAS_SEMANA.map((d) => [d, datasNoDia(d, de, ate).length])) as Record<
    DiaSemana,
    number
  >;
}

/** Running sums of the indicators. */
export class Soma {
  previstas = 0;
  enviadas = 0;
  atrasadas = 0;
  presencas = 0;
  faltas = 0;

  somar(o: Omit<Indicadores, 'taxa'>): this {
    this.previstas += o.previstas;
    this.enviadas += o.enviadas;
    this.atrasadas += o.atrasadas;
    this.presencas += o.presencas;
    this.faltas += o.faltas;
    return this;
  }

  get valor(): Indicadores {
    return {
      previstas: this.previstas,
      enviadas: this.enviadas,
      atrasadas: this.atrasadas,
      presencas: this.presencas,
      faltas: this.faltas,
      taxa: taxa(this.presencas, this.faltas),
    };
  }
}

/** A count from the driver (PostgreSQL answers bigint sums as strings). */
export const n = (v: unknown) => Number(v ?? 0);
