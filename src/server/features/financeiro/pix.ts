// The charge's static Pix (BR Code, "copia e cola") and its QR code, made by the
// maintained pix-utils and qrcode packages: no EMV or CRC code of our own.
import { createStaticPix, hasError, parsePix } from 'pix-utils';
import QRCode from 'qrcode';
import { Recentes } from '#server/recentes.ts';

export interface RecebedorPix {
  pix_chave: string;
  pix_nome: string;
  pix_cidade: string;
}

/**
 * The txid of a charge: letters and digits, at most 25 — "M", the student's id, "D", the due
 * date's digits, and "R" with the re-issue's number when the period was issued again.
 */
export function txidDe(id_aluno: number, vencimento: string, reemissao = 0): string {
  return `M${id_aluno}D${vencimento.replace(/-/g, '')}${reemissao > 0 ? `R${reemissao}` : ''}`;
}

/** The BR Code of `centavos` to the club's key, carrying the txid. */
export function brCode(recebedor: RecebedorPix, centavos: number, txid: string): string {
  const pix = createStaticPix({
    merchantName: recebedor.pix_nome,
    merchantCity: recebedor.pix_cidade,
    pixKey: recebedor.pix_chave,
    infoAdicional: '',
    transactionAmount: centavos / 100,
    txid,
  });
  if (hasError(pix)) throw new Error('BR Code inválido');
  return pix.toBRCode();
}

/**
 * The last values of a pure function of a string, by that string. Only values computed
 * from their key are kept (never what was read from the database), so a kept value is
 * right on every instance, whatever another one wrote.
 */
class Lembrados<V> extends Recentes<string, V> {
  de(chave: string, fazer: (chave: string) => V): V {
    return this.get(chave) ?? this.set(chave, fazer(chave));
  }
}

/** How many of each are kept: a month's open charges seen on the public page. */
const LEMBRADOS_MAX = 2000;

const BENEFICIARIOS = new Lembrados<{ nome: string | null }>(LEMBRADOS_MAX);

/** The beneficiary's name a BR Code carries, as the payer's bank shows it; null when it cannot be read. */
export function beneficiarioDe(codigo: string): string | null {
  return BENEFICIARIOS.de(codigo, (c) => {
    const lido = parsePix(c);
    return { nome: hasError(lido) || lido.type !== 'STATIC' ? null : lido.merchantName };
  }).nome;
}

const QRS = new Lembrados<Promise<string>>(LEMBRADOS_MAX);

/**
 * The QR code of a BR Code as an SVG document, its attributes in single quotes: a JSON
 * answer then carries it as it is, without an escaped double quote.
 */
export function qrSvg(codigo: string): Promise<string> {
  return QRS.de(codigo, (c) => {
    const svg = QRCode.toString(c, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((s) =>
      s.replaceAll('"', "'"),
    );
    svg.catch(() => QRS.delete(c));
    return svg;
  });
}

const DE_HOJE = new Lembrados<string>(LEMBRADOS_MAX);

/**
 * The BR Code for the amount due today: the frozen one while not overdue; past the due
 * date, the same receiver and txid with the amount including the late fees.
 */
export function brCodeDeHoje(congelado: string, centavos: number, txid: string): string {
  return DE_HOJE.de(`${centavos}|${txid}|${congelado}`, () => brCodeNovo(congelado, centavos, txid));
}

function brCodeNovo(congelado: string, centavos: number, txid: string): string {
  const lido = parsePix(congelado);
  if (hasError(lido) || lido.type !== 'STATIC') return congelado;
  if (Math.round((lido.transactionAmount ?? 0) * 100) === centavos) return congelado;
  return brCode(
    { pix_chave: lido.pixKey, pix_nome: lido.merchantName, pix_cidade: lido.merchantCity },
    centavos,
    txid,
  );
}
