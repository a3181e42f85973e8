// The Pix beneficiary's name when the settings leave it empty: the club's name as a BR Code
// carries a name (letters without accents, digits and single spaces, at most
// PIX_NOME_MAX characters), cut at the last whole word that fits.
import { PIX_NOME_MAX } from '#shared/schemas/financeiro-base.ts';

/** `Clube de Esgrima São Paulo — Centro` → `Clube de Esgrima Sao`. */
export function nomePixDoClube(nome: string): string {
  const limpo = nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z\d ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A name of signs only still gives the bank a name.
  if (limpo === '') return 'Clube';
  if (limpo.length <= PIX_NOME_MAX) return limpo;
  const corte = limpo.slice(0, PIX_NOME_MAX + 1);
  const ultimoEspaco = corte.lastIndexOf(' ');
  return (ultimoEspaco > 0 ? corte.slice(0, ultimoEspaco) : limpo.slice(0, PIX_NOME_MAX)).trim();
}
