// What a charge is worth (docs/product/finance.md). Integer centavos throughout.
//
// Discounts, in this order: the bolsa (a percentage of the price), then irmãos (a
// percentage of what remains), then the other discount (centavos off what remains); each
// percentage is rounded to the nearest centavo (half up) and nothing goes below zero. A
// student whose discounts leave 0 is a bolsista integral and gets no charge.
//
// Late fees: once a charge is past its due date (in the club's time zone) it owes the
// multa (a percentage of the charge, at most 2 %) once, plus juros pro rata die: the monthly
// percentage over 30 days, times the days late. Both rounded to the nearest centavo. Rates
// are kept in hundredths of a percent (200 = 2 %).

import type { LinhaAtraso, LinhaCobranca } from '#shared/schemas/financeiro.ts';
import { diasEntre } from './datas';

export interface DescontosAluno {
  bolsa_percentual: number;
  bolsa_motivo: string | null;
  irmaos_percentual: number;
  irmaos_motivo: string | null;
  outro_valor: number;
  outro_motivo: string | null;
}

/** `valor` × `partes` / `de`, rounded half up (non-negative integers). */
const proporcao = (valor: number, partes: number, de: number) =>
  Math.floor((2 * valor * partes + de) / (2 * de));

/** The charge's lines (the price, then each discount as a negative line) and its amount. */
export function calcularCobranca(
  preco: number,
  d: DescontosAluno | null,
): { linhas: LinhaCobranca[]; valor: number } {
  const linhas: LinhaCobranca[] = [{ tipo: 'preco', valor: preco, percentual: null, motivo: null }];
  let resto = preco;
  if (d && d.bolsa_percentual > 0) {
    const menos = Math.min(resto, proporcao(resto, d.bolsa_percentual, 100));
    linhas.push({ tipo: 'bolsa', valor: -menos, percentual: d.bolsa_percentual, motivo: d.bolsa_motivo });
    resto -= menos;
  }
  if (d && d.irmaos_percentual > 0) {
    const menos = Math.min(resto, proporcao(resto, d.irmaos_percentual, 100));
    linhas.push({ tipo: 'irmaos', valor: -menos, percentual: d.irmaos_percentual, motivo: d.irmaos_motivo });
    resto -= menos;
  }
  if (d && d.outro_valor > 0) {
    const menos = Math.min(resto, d.outro_valor);
    linhas.push({ tipo: 'outro', valor: -menos, percentual: null, motivo: d.outro_motivo });
    resto -= menos;
  }
  return { linhas, valor: resto };
}

/** Whether the discounts leave nothing to charge whatever the price (a 100 % bolsa or irmãos). */
export function bolsaIntegral(d: DescontosAluno | null): boolean {
  return !!d && (d.bolsa_percentual >= 100 || d.irmaos_percentual >= 100);
}

export interface RegraAtraso {
  /** Hundredths of a percent. */
  multa_centesimos: number;
  juros_centesimos_mes: number;
}

/** Multa and juros owed on `valor` due on `vencimento`, as of the club day `hoje`. */
export function encargos(valor: number, vencimento: string, regra: RegraAtraso, hoje: string) {
  const dias = diasEntre(vencimento, hoje);
  if (dias <= 0) return { dias: 0, multa: 0, juros: 0 };
  return {
    dias,
    multa: proporcao(valor, regra.multa_centesimos, 10_000),
    juros: proporcao(valor, regra.juros_centesimos_mes * dias, 10_000 * 30),
  };
}

/** The amount an open charge owes today: its value plus the late fees once past due. */
export function valorDevidoHoje(valor: number, vencimento: string, regra: RegraAtraso, hoje: string): number {
  const { multa, juros } = encargos(valor, vencimento, regra, hoje);
  return valor + multa + juros;
}

/**
 * The late fees of an open charge as lines under its frozen amount (none before its due
 * date): the multa with its rate, the juros with the days late and the monthly rate. The
 * frozen amount plus these lines is `valorDevidoHoje`, by the same computation.
 */
export function linhasDeAtraso(
  valor: number,
  vencimento: string,
  regra: RegraAtraso,
  hoje: string,
): LinhaAtraso[] {
  const { dias, multa, juros } = encargos(valor, vencimento, regra, hoje);
  if (dias <= 0) return [];
  return [
    { tipo: 'multa', valor: multa, percentual: percentualDeCentesimos(regra.multa_centesimos), dias: null },
    { tipo: 'juros', valor: juros, percentual: percentualDeCentesimos(regra.juros_centesimos_mes), dias },
  ];
}

/** A percentage as the API carries it (2.5) from hundredths (250), and back. */
export const percentualDeCentesimos = (c: number) => c / 100;
export const centesimosDePercentual = (p: number) => Math.round(p * 100);
