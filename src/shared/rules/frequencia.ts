// Pure rules of the attendance reports, shared by the server (answers, CSV) and the
// screens: attendance rates, the class days of a period, weeks, and phone links.
import { DIAS_SEMANA, type DiaSemana } from '#shared/constants.ts';
import { diaSemanaDe, diasEntre, somarDias } from './datas';

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Presences over marked meetings, in percent with one decimal; null without marks. */
export function taxa(presencas: number, faltas: number): number | null {
  const total = presencas + faltas;
  return total === 0 ? null : Math.round((presencas * 1000) / total) / 10;
}

/** A rate as pt-BR text with a comma decimal ("87,5"); empty without marks. */
export function taxaTexto(t: number | null): string {
  return t === null ? '' : t.toFixed(1).replace('.', ',');
}

/** Days from `de` to `ate`, both included (0 when ate < de). */
export function quantosDias(de: string, ate: string): number {
  return Math.max(0, diasEntre(de, ate) + 1);
}

/** Every date of [de, ate] that falls on `dia`, in order. */
export function datasNoDia(dia: DiaSemana, de: string, ate: string): string[] {
  if (ate < de) return [];
  const alvo = DIAS_SEMANA.indexOf(dia);
  const atual = DIAS_SEMANA.indexOf(diaSemanaDe(de));
  const out: string[] = [];
  for (let d = somarDias(de, (alvo - atual + 7) % 7); d <= ate; d = somarDias(d, 7)) out.push(d);
  return out;
}

/** The Monday that starts the week of `dia`. */
export function inicioSemana(dia: string): string {
  return somarDias(dia, -DIAS_SEMANA.indexOf(diaSemanaDe(dia)));
}

/** The calendar month of `dia`: its first and last days. */
export function mesDe(dia: string): { de: string; ate: string } {
  const de = `${dia.slice(0, 7)}-01`;
  const [y, m] = dia.split('-').map(Number);
  const ate = iso(Date.UTC(y, m, 0)); // day 0 of the next month
  return { de, ate };
}

/** The first day of the month `n` months before the month of `dia`. */
export function inicioMesAnterior(dia: string, n: number): string {
  const [y, m] = dia.split('-').map(Number);
  return iso(Date.UTC(y, m - 1 - n, 1));
}

/** A Brazilian mobile number: DDD + 9 digits starting with 9. */
export function ehCelular(telefone: string | null | undefined): boolean {
  return typeof telefone === 'string' && /^\d{2}9\d{8}$/.test(telefone);
}

/** tel: link of a stored phone (digits, with DDD). */
export function linkTelefone(telefone: string): string {
  return `tel:+55${telefone}`;
}

/** WhatsApp link of a mobile, or null for a landline. */
export function linkWhatsApp(telefone: string | null | undefined): string | null {
  return ehCelular(telefone) ? `https://wa.me/55${telefone}` : null;
}

/** (11) 98765-4321 / (11) 3456-7890 */
export function formatarTelefone(telefone: string): string {
  const m = /^(\d{2})(\d{4,5})(\d{4})$/.exec(telefone);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : telefone;
}
