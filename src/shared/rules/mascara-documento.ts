// How a CPF or an RG is shown where the whole number is not needed (lists, the profile):
// enough to tell two people apart, not enough to use the document.
// - CPF (11 digits): the first three and the two check digits hidden: `***.438.009-**`.
// - RG (5 to 13 characters, formats vary by state): only the three characters before the
//   last one shown, everything else hidden, punctuation kept: `**.***.678-*`.
// Values arrive as stored (digits only) or formatted; anything else gives only asterisks.

/** A CPF masked as `***.ddd.ddd-**`; null stays null. */
export function mascararCpf(cpf: string | null): string | null {
  if (cpf === null) return null;
  const d = cpf.replace(/\D/g, '');
  if (d.length !== 11) return '***.***.***-**';
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** An RG with only the three characters before its last one shown; null stays null. */
export function mascararRg(rg: string | null): string | null {
  if (rg === null) return null;
  const formatado = /\D/.test(rg) ? rg : formatarRg(rg);
  const posicoes = [...formatado].flatMap((c, i) => (/[0-9a-z]/i.test(c) ? [i] : []));
  const visiveis = new Set(posicoes.length >= 5 ? posicoes.slice(-4, -1) : []);
  return [...formatado].map((c, i) => (/[0-9a-z]/i.test(c) && !visiveis.has(i) ? '*' : c)).join('');
}

/** Digits only as `dd.ddd.ddd-d` (the common 9-digit layout); other lengths stay as they are. */
function formatarRg(d: string): string {
  return d.length === 9 ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}-${d.slice(8)}` : d;
}
