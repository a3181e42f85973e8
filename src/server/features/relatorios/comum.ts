// What the report repositories share besides statements (repository-comum.ts): the
// scope and period types, the "sent late" rule and the indicator sums.
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
