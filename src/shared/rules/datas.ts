// Date helpers. "Today" is always the club's calendar day, never UTC's.
import { DIAS_SEMANA, type DiaSemana } from '#shared/constants.ts';

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one.
const formatos = new Map<string, Intl.DateTimeFormat>();

type Agora = Readonly<{ hoje: string; hora: string }>;

/**
 * The last answer per zone and the UTC minute it holds for: formatting costs several
 * microseconds, and the server asks for today's date on most requests. Since 1972 every
 * zone's offset is a whole number of minutes, so within one UTC minute the local day and
 * hh:mm cannot change; earlier instants (odd local mean times) are always formatted.
 */
const ultimos = new Map<string, { minuto: number; agora: Agora }>();
const MINUTO_MS = 60_000;
const MINUTOS_INTEIROS_DESDE = Date.UTC(1973, 0, 1);

/** The club's day (YYYY-MM-DD) and time (hh:mm) at `now` in the IANA time zone `tz`. */
export function agoraNoFuso(tz: string, now: Date = new Date()): Agora {
  const ms = now.getTime();
  const minuto = ms >= MINUTOS_INTEIROS_DESDE ? Math.floor(ms / MINUTO_MS) : Number.NaN;
  const ultimo = ultimos.get(tz);
  if (ultimo !== undefined && ultimo.minuto === minuto) return ultimo.agora;
  const agora = formatar(tz, now);
  if (!Number.isNaN(minuto)) ultimos.set(tz, { minuto, agora });
  return agora;
}

function formatar(tz: string, now: Date): Agora {
  let formato = formatos.get(tz);
  if (!formato) {
    formato = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatos.set(tz, formato);
  }
  const parts = formato.formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return Object.freeze({
    hoje: `${get('year')}-${get('month')}-${get('day')}`,
    hora: `${get('hour')}:${get('minute')}`,
  });
}

/** YYYY-MM-DD of `now` in the IANA time zone `tz`. */
export function hojeNoFuso(tz: string, now: Date = new Date()): string {
  return agoraNoFuso(tz, now).hoje;
}

const DIA_MS = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The ISO date `n` days after `iso` (before it when `n` is negative). */
export function somarDias(iso: string, n: number): string {
  return new Date(utc(iso) + n * DIA_MS).toISOString().slice(0, 10);
}

/** Whole days from `de` to `ate` (negative when `ate` comes first). */
export function diasEntre(de: string, ate: string): number {
  return Math.round((utc(ate) - utc(de)) / DIA_MS);
}

/** The weekday name (docs/product/data.md) of an ISO date. */
export function diaSemanaDe(iso: string): DiaSemana {
  const day = new Date(`${iso}T12:00:00Z`).getUTCDay(); // 0 = domingo
  return DIAS_SEMANA[(day + 6) % 7];
}

/** Whole years between an ISO birth date and an ISO "today". */
export function idade(nascimento: string, hoje: string): number {
  const [ny, nm, nd] = nascimento.split('-').map(Number);
  const [hy, hm, hd] = hoje.split('-').map(Number);
  let anos = hy - ny;
  if (hm < nm || (hm === nm && hd < nd)) anos -= 1;
  return anos;
}

/** DD/MM/YYYY -> YYYY-MM-DD, or null when it is not a real date. */
export function brParaIso(br: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(br);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** YYYY-MM-DD -> DD/MM/YYYY. */
export function isoParaBr(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** A real calendar date written YYYY-MM-DD. */
export function dataReal(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/** The earliest birth date any form takes. */
const NASCIMENTO_MINIMO = '1900-01-01';

/**
 * The part of the birth-date rule that does not depend on today: a real calendar date,
 * not before 1900. The request schemas check it (fields.ts dataNascimento).
 */
export function nascimentoPlausivel(iso: string): boolean {
  return dataReal(iso) && iso >= NASCIMENTO_MINIMO;
}

/**
 * The one rule for every birth date (persons, teachers, students, guardians):
 * a real calendar date, not after `hoje` (the club's day) and not before 1900.
 * Only the server knows the club's day (TZ_CLUB), so only it checks the whole rule.
 */
export function nascimentoValido(iso: string, hoje: string): boolean {
  return nascimentoPlausivel(iso) && iso <= hoje;
}

/**
 * The club's time zone when no configuration is at hand (the request schemas,
 * shared with the browser). The server's TZ_CLUB defaults to the same zone.
 */
export const FUSO_CLUBE = 'America/Sao_Paulo';

/** A stored instant (epoch milliseconds, as the driver gives it: number, text or bigint) as ISO 8601, the API's one time format. */
export function instanteIso(ms: number | string | bigint): string {
  return new Date(Number(ms)).toISOString();
}

/** An instant (ISO 8601) as a person reads it: DD/MM/AAAA, HH:MM in the club's time zone (undefined: the browser's). */
export function dataHoraCurta(iso: string, fuso: string | undefined): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: fuso }).format(
    new Date(iso),
  );
}
