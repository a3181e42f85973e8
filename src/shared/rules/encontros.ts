// A class's meetings: the days a chamada may exist for. A class meets on its weekday
// (`dia_semana`), and a chamada is for a meeting that already happened or happens
// today, in the club's time zone ("today" comes from hojeNoFuso).
import type { DiaSemana } from '#shared/constants.ts';
import { diaSemanaDe, somarDias } from './datas';

/** How many weeks back the class page lists meetings. */
const SEMANAS_RECENTES = 8;

/** Why a chamada cannot be opened on a date: 'futura' (after today), 'sem_aula' (not the class's weekday). */
export type DataRecusada = 'futura' | 'sem_aula';

/** null when a chamada of a class meeting on `dia` may be opened on `data`; else why not. */
export function recusaDaData(data: string, dia: DiaSemana, hoje: string): DataRecusada | null {
  if (data > hoje) return 'futura';
  if (diaSemanaDe(data) !== dia) return 'sem_aula';
  return null;
}

/** The class's most recent meeting day: today when it meets today, else its last weekday before. */
export function ultimoEncontro(dia: DiaSemana, hoje: string): string {
  let d = hoje;
  while (diaSemanaDe(d) !== dia) d = somarDias(d, -1);
  return d;
}

/** The class's meeting days of the last `semanas` weeks (today included when it meets today), newest first. */
export function encontrosRecentes(dia: DiaSemana, hoje: string, semanas = SEMANAS_RECENTES): string[] {
  const ultimo = ultimoEncontro(dia, hoje);
  return Array.from({ length: semanas }, (_, i) => somarDias(ultimo, -7 * i));
}

/** The first day of the window encontrosRecentes covers (for the chamadas already stored in it). */
export function inicioRecentes(hoje: string, semanas = SEMANAS_RECENTES): string {
  return somarDias(hoje, -7 * semanas + 1);
}
