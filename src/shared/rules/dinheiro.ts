// Money on screen. Amounts are integer centavos everywhere else (the database, the
// API, every computation); only here do they become `R$ 1.234,56`, and only here
// does what a person types (`150`, `150,00`, `1.500,50`, `R$ 1.500,50`) become
// centavos again. No floating point: the typed text is split into its whole reais
// and its (at most two) centavo digits, so a third decimal digit is refused rather
// than rounded.

/** Integer centavos as `R$ 1.234,56` (a minus sign before the symbol when negative). */
export function formatarReais(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError('centavos must be a safe integer');
  const sinal = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cent = (abs % 100).toString().padStart(2, '0');
  return `${sinal}R$ ${reais},${cent}`;
}

/** Integer centavos as the plain text an input shows to edit (`1.234,56`). */
export function reaisParaCampo(centavos: number): string {
  return formatarReais(centavos).replace('R$ ', '');
}

/**
 * What a person typed as integer centavos, or null when it is not an amount:
 * `150` → 15000, `150,5` → 15050, `150,00` → 15000, `1.500,50` → 150050,
 * `R$ 1.500,50` → 150050. The comma is the decimal separator; dots only group
 * thousands (in threes). Negative amounts and fractions of a centavo (`1,005`) are refused.
 */
export function parseReais(texto: string): number | null {
  const t = texto.trim().replace(/^R\$\s*/, '');
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const reais = Number(m[1].replace(/\./g, ''));
  const cent = Number((m[2] ?? '0').padEnd(2, '0'));
  const total = reais * 100 + cent;
  return Number.isSafeInteger(total) ? total : null;
}
