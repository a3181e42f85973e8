// Pure rules of the administrator's dashboard (/adm), shared by the server (its
// counts and the student list's filters) and the screens (labels and links).
import { somarDias } from './datas';
import { inicioMesAnterior, inicioSemana } from './frequencia';

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
