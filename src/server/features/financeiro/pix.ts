// The charge's static Pix (BR Code, "copia e cola") and its QR code, made by the
// maintained pix-utils and qrcode packages: no EMV or CRC code of our own.
import { createStaticPix, hasError, parsePix } from 'pix-utils';
import QRCode from 'qrcode';

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

/** The beneficiary's name a BR Code carries, as the payer's bank shows it; null when it cannot be read. */
export function beneficiarioDe(codigo: string): string | null {
  const lido = parsePix(codigo);
  return hasError(lido) || lido.type !== 'STATIC' ? null : lido.merchantName;
}

/** QR codes made lately, by their BR Code (the SVG is a pure function of it); oldest forgotten first. */
const QRS = new Map<string, Promise<string>>();
const QRS_MAX = 2000;

/** The QR code of a BR Code as an SVG document. */
export function qrSvg(codigo: string): Promise<string> {
  let svg = QRS.get(codigo);
  if (svg !== undefined) {
    QRS.delete(codigo);
    QRS.set(codigo, svg);
    return svg;
  }
  svg = QRCode.toString(codigo, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  svg.catch(() => QRS.delete(codigo));
  QRS.set(codigo, svg);
  if (QRS.size > QRS_MAX) QRS.delete(QRS.keys().next().value as string);
  return svg;
}

/** BR Codes of today's amounts made lately (a pure function of their inputs); oldest forgotten first. */
const DE_HOJE = new Map<string, string>();

/**
 * The BR Code for the amount due today: the frozen one while not overdue; past the due
 * date, the same receiver and txid with the amount including the late fees.
 */
export function brCodeDeHoje(congelado: string, centavos: number, txid: string): string {
  const chave = `${centavos}|${txid}|${congelado}`;
  const feito = DE_HOJE.get(chave);
  if (feito !== undefined) return feito;
  const codigo = brCodeNovo(congelado, centavos, txid);
  DE_HOJE.set(chave, codigo);
  if (DE_HOJE.size > QRS_MAX) DE_HOJE.delete(DE_HOJE.keys().next().value as string);
  return codigo;
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
