// A student's meetings: which chamadas count for one student. One rule for every answer
// that counts them (the profile and its period, the class grid and its CSV, the students
// at risk, the dashboard's weekly rate, the period's indicators):
// - only a sent chamada (status_c = 1) is a meeting;
// - an explicit mark for the student on a sent chamada always counts, present or absent,
//   whether or not the student is in the class now or had joined it on that day (a club
//   filling in past sheets from paper; a student who has since left);
// - without a mark, a sent chamada counts for the class's current students when it is
//   dated on or after the day they joined (a link without a joining day: since always).
//   Such a meeting is neither a presence nor an absence.
// Presences and absences come from marks alone: a mark is a presence when it is 1.
// A statement that must decide it inside the database takes its condition from
// #server/features/relatorios/repository-encontros-sql.ts, which a test checks against this module.
import type { DiaSemana } from '#shared/constants.ts';
import { datasNoDia } from './frequencia';

/** The student's current link to a class: the day they joined (null: since always). */
export interface Vinculo {
  dt_entrada: string | null;
}

/** A chamada dated on or after the day the student joined the class. */
export function desdeEntrada(data_c: string, vinculo: Vinculo): boolean {
  return vinculo.dt_entrada === null || data_c >= vinculo.dt_entrada;
}

/**
 * Whether a sent chamada of a class is one of the student's meetings: marked for them, or
 * (when they are in the class now: `vinculo`) dated on or after the day they joined.
 */
export function ehEncontro(data_c: string, vinculo: Vinculo | null, marcado: boolean): boolean {
  return marcado || (vinculo !== null && desdeEntrada(data_c, vinculo));
}

/** The sent chamadas of one class that are the student's meetings (`marcadas`: the ids marked for them). */
export function encontrosDoAluno<C extends { id_chamada: number; data_c: string }>(
  chamadas: readonly C[],
  vinculo: Vinculo | null,
  marcadas: ReadonlySet<number>,
): C[] {
  return chamadas.filter((c) => ehEncontro(c.data_c, vinculo, marcadas.has(c.id_chamada)));
}

/**
 * The class dates due to the student from `de` to `ate` (the caller stops at today): the
 * class's weekdays since they joined, for a current member, and the days of their meetings.
 * In date order.
 */
export function datasDoAluno(
  dia: DiaSemana,
  vinculo: Vinculo | null,
  de: string,
  ate: string,
  encontros: readonly { data_c: string }[],
): string[] {
  const semanais =
    vinculo === null
      ? []
      : datasNoDia(
          dia,
          vinculo.dt_entrada !== null && vinculo.dt_entrada > de ? vinculo.dt_entrada : de,
          ate,
        );
  return [...new Set([...semanais, ...encontros.map((c) => c.data_c)])].sort();
}

/** Presences and absences of a student's marks (1: present; anything else: absent). */
export function contarMarcas(marcas: readonly { presenca: number }[]): { presencas: number; faltas: number } {
  let presencas = 0;
  for (const m of marcas) if (m.presenca === 1) presencas++;
  return { presencas, faltas: marcas.length - presencas };
}
