// Which reminders are due on a club day. A rule is an offset in days from a charge's due
// date; with business days on, a reminder that falls on a Saturday, a Sunday or a national
// holiday of Brazil (date-holidays, public holidays only: no state's or city's) goes on the
// next business day. Days are the club's calendar days (its time zone's "today").
//
// A run sends each open charge at most one reminder: the latest of its rules already due,
// and only while that rule's day is at most ATRASO_MAXIMO days ago. So a rule added later, a
// charge issued late or a job that did not run for a while gives one reminder, never a
// burst of old ones, and a reminder long past its day is not sent at all.
import { diaSemanaDe, somarDias } from '#shared/rules/datas.ts';
import { LEMBRETE_DIAS_MAX, LEMBRETE_DIAS_MIN } from '#shared/schemas/lembretes.ts';

/** How many days late a reminder may still go. */
export const ATRASO_MAXIMO = 7;
/** The longest run of days without a business day is far shorter than this. */
const DESVIO_MAXIMO = 10;

type Feriados = (ano: number) => ReadonlySet<string>;

let feriadosCarregados: Promise<Feriados> | null = null;

/** Brazil's national holidays of a year as YYYY-MM-DD (the library is loaded on first use). */
export function feriadosNacionais(): Promise<Feriados> {
  feriadosCarregados ??= import('date-holidays').then(({ default: Holidays }) => {
    const calendario = new Holidays('BR');
    const porAno = new Map<number, ReadonlySet<string>>();
    return (ano: number) => {
      let dias = porAno.get(ano);
      if (!dias) {
        dias = new Set(
          calendario
            .getHolidays(ano)
            .filter((h) => h.type === 'public')
            .map((h) => h.date.slice(0, 10)),
        );
        porAno.set(ano, dias);
      }
      return dias;
    };
  });
  return feriadosCarregados;
}

/** Not a Saturday, a Sunday or a national holiday. */
function diaUtil(iso: string, feriados: Feriados): boolean {
  const semana = diaSemanaDe(iso);
  if (semana === 'sábado' || semana === 'domingo') return false;
  return !feriados(Number(iso.slice(0, 4))).has(iso);
}

/** The club day a rule's reminder of a charge due on `vencimento` goes. */
export function diaDoLembrete(
  vencimento: string,
  dias: number,
  diasUteis: boolean,
  feriados: Feriados,
): string {
  let dia = somarDias(vencimento, dias);
  if (!diasUteis) return dia;
  while (!diaUtil(dia, feriados)) dia = somarDias(dia, 1);
  return dia;
}

export interface LembreteDoDia {
  vencimento: string;
  dias: number;
  /** The day the rule's reminder was for. */
  dia: string;
}

/**
 * For the club day `hoje`: every due date that has a reminder to send today, with the rule
 * (the latest already due) and that rule's day. A charge of that due date gets it unless it
 * already got this rule or a later one.
 */
export function lembretesDoDia(
  hoje: string,
  regras: readonly number[],
  diasUteis: boolean,
  feriados: Feriados,
): LembreteDoDia[] {
  if (regras.length === 0) return [];
  const ordenadas = [...regras].sort((a, b) => b - a);
  const out: LembreteDoDia[] = [];
  const primeiro = somarDias(hoje, -(LEMBRETE_DIAS_MAX + ATRASO_MAXIMO + DESVIO_MAXIMO));
  const ultimo = somarDias(hoje, -LEMBRETE_DIAS_MIN);
  for (let vencimento = primeiro; vencimento <= ultimo; vencimento = somarDias(vencimento, 1)) {
    for (const dias of ordenadas) {
      const dia = diaDoLembrete(vencimento, dias, diasUteis, feriados);
      if (dia > hoje) continue;
      // The latest rule due: an older day than the limit sends nothing (not an earlier rule).
      if (dia >= somarDias(hoje, -ATRASO_MAXIMO)) out.push({ vencimento, dias, dia });
      break;
    }
  }
  return out;
}
