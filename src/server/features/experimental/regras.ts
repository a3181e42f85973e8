// The rules of a trial's date, the same for the public list and the booking: a meeting of
// the class (its weekday), from the club's today (today only before the class's time) to
// EXPERIMENTAL_DIAS_A_FRENTE days ahead.

import type { DiaSemana } from '#shared/constants.ts';
import { type agoraNoFuso, diaSemanaDe, somarDias } from '#shared/rules/datas.ts';
import { EXPERIMENTAL_DIAS_A_FRENTE } from '#shared/schemas/experimental.ts';

/** The club's today and time now (hh:mm), in its time zone (rules/datas.ts agoraNoFuso). */
export type Agora = ReturnType<typeof agoraNoFuso>;

interface TurmaDoDia {
  dia_semana: DiaSemana;
  /** hh:mm */
  horario: string;
}

export type RecusaData = 'passado' | 'ja_comecou' | 'longe' | 'nao_e_dia';

/** Why `data` cannot be booked in this class now; null when it can. */
export function conferirData(turma: TurmaDoDia, data: string, agora: Agora): RecusaData | null {
  if (data < agora.hoje) return 'passado';
  if (data > somarDias(agora.hoje, EXPERIMENTAL_DIAS_A_FRENTE)) return 'longe';
  if (diaSemanaDe(data) !== turma.dia_semana) return 'nao_e_dia';
  if (data === agora.hoje && turma.horario.slice(0, 5) <= agora.hora) return 'ja_comecou';
  return null;
}

/** Every date the class can be booked for now, in order. */
export function datasAbertas(turma: TurmaDoDia, agora: Agora): string[] {
  const datas: string[] = [];
  for (let i = 0; i <= EXPERIMENTAL_DIAS_A_FRENTE; i++) {
    const data = somarDias(agora.hoje, i);
    if (conferirData(turma, data, agora) === null) datas.push(data);
  }
  return datas;
}
