// Search ignores accents and case: "araujo", "ARAUJO" and "Araújo" all find
// "Joana Araújo". Both sides are folded the same way: the text searched by the
// databases' SQL (#server/db/sem-acento.ts, from ACENTOS: each accented letter
// replaced by its plain one, the combining marks dropped, then lower()) and the
// search typed, here. Letters outside the table keep their accents.

/** Accented letters (both cases) and the plain letter each becomes. */
const COM_ACENTO = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝŸ';
const SEM_ACENTO = 'aaaaaaeeeeiiiiooooouuuucnyyAAAAAAEEEEIIIIOOOOOUUUUCNYY';

/** Combining marks (text written decomposed, as "a" + U+0301): dropped. */
const MARCAS = ['\u0300', '\u0301', '\u0302', '\u0303', '\u0308', '\u030a', '\u0327'];

/** Every replacement, in the order the SQL applies them: [from, to]. */
export const ACENTOS: readonly (readonly [string, string])[] = [
  ...[...COM_ACENTO].map((c, i) => [c, SEM_ACENTO[i] as string] as const),
  ...MARCAS.map((m) => [m, ''] as const),
];

const MAPA = new Map(ACENTOS);

/** The text as the search compares it: plain letters, lower case. */
export function normalizarBusca(texto: string): string {
  let s = '';
  for (const c of texto) s += MAPA.get(c) ?? c;
  return s.toLowerCase();
}

/** Whether `texto` contains `busca`, accents and case ignored (lists filtered in the browser). */
export function contemSemAcento(texto: string, busca: string): boolean {
  return normalizarBusca(texto).includes(normalizarBusca(busca.trim()));
}
