// When a paying student's charges fall due (docs/product/finance.md). The first due date
// is the first date on or after the student's start (dt_inicio) whose day is their due day
// (10, 20 or 30; 30 in February is the month's last day); then one every 1, 6 or 12 months
// for mensal, semestral and anual, always on the due day (30 → the last day of a shorter month).
import type { DiaPagamento, TipoPlano } from '#shared/constants.ts';

/** How many months each plan's charge covers. */
const MESES_DO_PLANO: Record<TipoPlano, number> = { mensal: 1, semestral: 6, anual: 12 };

const dois = (n: number) => String(n).padStart(2, '0');

function diasNoMes(ano: number, mes: number): number {
  return new Date(Date.UTC(ano, mes, 0)).getUTCDate();
}

/** The due date in month `indice` (months since year 0: ano * 12 + mes - 1). */
function vencimentoNoIndice(indice: number, dia: DiaPagamento): string {
  const ano = Math.floor(indice / 12);
  const mes = (indice % 12) + 1;
  return `${ano}-${dois(mes)}-${dois(Math.min(dia, diasNoMes(ano, mes)))}`;
}

const indiceDe = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/** The first due date on or after the start. */
export function primeiroVencimento(dt_inicio: string, dia: DiaPagamento): string {
  const neste = vencimentoNoIndice(indiceDe(dt_inicio), dia);
  return neste >= dt_inicio ? neste : vencimentoNoIndice(indiceDe(dt_inicio) + 1, dia);
}

/** Every due date of the student from `de` to `ate` (inclusive), oldest first. */
export function vencimentosEntre(
  dt_inicio: string,
  dia: DiaPagamento,
  plano: TipoPlano,
  de: string,
  ate: string,
): string[] {
  const passo = MESES_DO_PLANO[plano];
  const inicio = indiceDe(primeiroVencimento(dt_inicio, dia));
  // The first step whose month is not before `de`'s month, less one to be safe at the edge.
  let k = Math.max(0, Math.floor((indiceDe(de) - inicio) / passo) - 1);
  const datas: string[] = [];
  for (;;) {
    const d = vencimentoNoIndice(inicio + k * passo, dia);
    if (d > ate) return datas;
    if (d >= de) datas.push(d);
    k++;
  }
}

/** The months (YYYY-MM) a charge due on `vencimento` covers: from its month, 1, 6 or 12 of them. */
export function periodoDe(vencimento: string, plano: TipoPlano): { de: string; ate: string } {
  const i = indiceDe(vencimento);
  const fim = i + MESES_DO_PLANO[plano] - 1;
  return { de: vencimento.slice(0, 7), ate: `${Math.floor(fim / 12)}-${dois((fim % 12) + 1)}` };
}

/** The 12 months ending at `competencia` (YYYY-MM), oldest first. */
export function dozeMeses(competencia: string): string[] {
  const fim = indiceDe(`${competencia}-01`);
  return Array.from({ length: 12 }, (_, i) => {
    const n = fim - 11 + i;
    return `${Math.floor(n / 12)}-${dois((n % 12) + 1)}`;
  });
}
