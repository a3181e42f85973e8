// Pure rules of the administrator's dashboard (/adm), shared by the server (its
// counts and the student list's filters) and the screens (labels and links).
import { somarDias } from './datas';
import { inicioMesAnterior, inicioSemana } from './frequencia';

/**
 * Age bands by the age a student reaches in the current year (year − birth year),
 * the way fencing federations count categories (M11, M13, M15, M17, M20, senior,
 * veteran). So a band is a range of birth years, which the dashboard's summary keeps.
 */
const FAIXAS_ETARIAS = [
  { chave: 'ate10', min: 0, max: 10 },
  { chave: '11a12', min: 11, max: 12 },
  { chave: '13a14', min: 13, max: 14 },
  { chave: '15a16', min: 15, max: 16 },
  { chave: '17a19', min: 17, max: 19 },
  { chave: '20a39', min: 20, max: 39 },
  { chave: '40mais', min: 40, max: null },
] as const;
/** A band, or 'sem': no birth date recorded. */
export type FaixaEtaria = (typeof FAIXAS_ETARIAS)[number]['chave'] | 'sem';
export const CHAVES_FAIXA = [
  'ate10',
  '11a12',
  '13a14',
  '15a16',
  '17a19',
  '20a39',
  '40mais',
  'sem',
] as const satisfies readonly FaixaEtaria[];

/** The band of a birth year in the year `ano`. */
export function faixaDoAno(anoNasc: number | null, ano: number): FaixaEtaria {
  if (anoNasc === null) return 'sem';
  const idade = ano - anoNasc;
  for (const f of FAIXAS_ETARIAS) if (idade <= (f.max ?? Number.POSITIVE_INFINITY)) return f.chave;
  return '40mais';
}

/** The birth years of a band in the year `ano` (null: open end); 'sem' has none. */
export function anosDaFaixa(
  faixa: Exclude<FaixaEtaria, 'sem'>,
  ano: number,
): { de: number | null; ate: number } {
  const f = FAIXAS_ETARIAS.find((x) => x.chave === faixa)!;
  return { de: f.max === null ? null : ano - f.max, ate: ano - f.min };
}

/** The `n` months up to the month of `hoje`, oldest first, as YYYY-MM. */
export function ultimosMeses(hoje: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => inicioMesAnterior(hoje, n - 1 - i).slice(0, 7));
}

/** The Mondays of the `n` weeks up to the week of `hoje`, oldest first. */
export function ultimasSemanas(hoje: string, n: number): string[] {
  const atual = inicioSemana(hoje);
  return Array.from({ length: n }, (_, i) => somarDias(atual, -7 * (n - 1 - i)));
}

/** Chamadas pending: the class days of the four whole weeks before today. */
const PENDENTES_DIAS = 28;
export function janelaPendentes(hoje: string): { de: string; ate: string } {
  return { de: somarDias(hoje, -PENDENTES_DIAS), ate: somarDias(hoje, -1) };
}
