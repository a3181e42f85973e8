// A student's weekly classes as an iCalendar feed (`ics`): one event per class, repeating
// every week (RRULE FREQ=WEEKLY;BYDAY=…) from its next meeting on or after the club's day,
// at the class's time in the club's time zone (DTSTART;TZID=<TZ_CLUB>, with the zone's
// VTIMEZONE). A class has a start time and no end: each event lasts DURACAO_AULA_MIN. The
// zone's definition is its one offset all year, as Brazil's zones have had since 2019.
import { createEvents, type EventAttributes } from 'ics';
import type { DiaSemana } from '#shared/constants.ts';
import { DIAS_SEMANA } from '#shared/constants.ts';
import { MSG_FAMILIA as M } from '#shared/messages/familia.ts';
import { diaSemanaDe, somarDias } from '#shared/rules/datas.ts';
import type { TurmaFamilia } from '#shared/schemas/familia.ts';

/** How long an event of a class lasts in the calendar. */
const DURACAO_AULA_MIN = 60;

const BYDAY: Record<DiaSemana, string> = {
  segunda: 'MO',
  terça: 'TU',
  quarta: 'WE',
  quinta: 'TH',
  sexta: 'FR',
  sábado: 'SA',
  domingo: 'SU',
};

/** The first day on or after `hoje` that is a `dia`. */
function proximo(dia: DiaSemana, hoje: string): string {
  const falta = (DIAS_SEMANA.indexOf(dia) - DIAS_SEMANA.indexOf(diaSemanaDe(hoje)) + 7) % 7;
  return somarDias(hoje, falta);
}

/** The zone's UTC offset at `instante` as ±HHMM. */
function deslocamento(tz: string, instante: Date): string {
  const nome =
    new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' })
      .formatToParts(instante)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})/.exec(nome);
  return m ? `${m[1]}${m[2]}${m[3]}` : '+0000';
}

function vtimezone(tz: string, agora: Date): string {
  const d = deslocamento(tz, agora);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${tz}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${d}`,
    `TZOFFSETTO:${d}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

/** The feed's text; `origem` names the events' UIDs' host. */
export function agendaIcs(
  a: { id_aluno: number; nome: string; turmas: TurmaFamilia[] },
  tz: string,
  hoje: string,
  host: string,
): string {
  const eventos: EventAttributes[] = a.turmas.map((t) => {
    const [ano, mes, dia] = proximo(t.dia_semana, hoje).split('-').map(Number);
    const [hora, minuto] = t.horario.split(':').map(Number);
    return {
      uid: `turma-${t.id_turma}-aluno-${a.id_aluno}@${host}`,
      title: M.agendaEvento(t.nome_turma),
      start: [ano, mes, dia, hora, minuto],
      startInputType: 'local',
      startOutputType: 'local',
      duration: { minutes: DURACAO_AULA_MIN },
      recurrenceRule: `FREQ=WEEKLY;BYDAY=${BYDAY[t.dia_semana]}`,
      ...(t.unidade.endereco
        ? { location: `${t.unidade.nome} - ${t.unidade.endereco}` }
        : { location: t.unidade.nome }),
    };
  });
  const { error, value } = createEvents(eventos, {
    productId: 'estocada/familia',
    calName: M.agendaNome(a.nome),
  });
  if (error || !value) throw error ?? new Error('ics');
  // Local times become the club's wall-clock times: TZID on each start, the zone defined once.
  const texto = value
    .replace(/^DTSTART:(\d{8}T\d{6})\r?$/gm, `DTSTART;TZID=${tz}:$1\r`)
    .replace(/^BEGIN:VEVENT\r?$/m, `${vtimezone(tz, new Date())}\r\nBEGIN:VEVENT\r`);
  return texto;
}
