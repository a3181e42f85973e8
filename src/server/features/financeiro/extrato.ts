// Reading a bank statement: the credits of an OFX export (the maintained ofx-js parser)
// or of a CSV (csv-parse), each as { fitid, data, valor (centavos), memo, nome_pagador }.
// Debits are left out: only money received can pay a charge.
import { parse as lerCsv } from 'csv-parse/sync';
import { parse as lerOfx } from 'ofx-js';
import { normalizarBusca } from '#shared/rules/busca.ts';
import { brParaIso, dataReal } from '#shared/rules/datas.ts';

export interface Credito {
  fitid: string;
  data: string;
  valor: number;
  memo: string;
  nome_pagador: string | null;
}

/** "150.00", "150,00", "1.500,50", "-3" as centavos; null when it is not an amount. */
export function centavosDe(texto: string): number | null {
  const t = texto.trim().replace(/\s/g, '');
  const m = /^([+-]?)(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return null;
  // A separator followed by exactly three digits at the end is read as thousands only when another separator precedes it.
  const inteiro = m[2]!.replace(/[.,]/g, '');
  const centavos = Number(inteiro) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] === '-' ? -centavos : centavos;
}

/** OFX dates: YYYYMMDD[hhmmss[.xxx]][[-3:BRT]] → YYYY-MM-DD. */
const dataOfx = (d: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(d.trim());
  const iso = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
  return dataReal(iso) ? iso : null;
};

type Transacao = Record<string, string | undefined>;

function transacoesOfx(no: unknown, saida: Transacao[]) {
  if (!no || typeof no !== 'object') return;
  for (const [chave, valor] of Object.entries(no)) {
    if (chave === 'STMTTRN') {
      for (const t of Array.isArray(valor) ? valor : [valor]) saida.push(t as Transacao);
    } else transacoesOfx(valor, saida);
  }
}

const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export async function creditosDoOfx(conteudo: string): Promise<Credito[] | null> {
  let dados: unknown;
  try {
    dados = await lerOfx(conteudo);
  } catch {
    return null;
  }
  const transacoes: Transacao[] = [];
  transacoesOfx(dados, transacoes);
  if (transacoes.length === 0 && !/<OFX>/i.test(conteudo)) return null;
  const creditos: Credito[] = [];
  for (const t of transacoes) {
    const valor = centavosDe(texto(t.TRNAMT));
    const data = dataOfx(texto(t.DTPOSTED));
    const fitid = texto(t.FITID);
    if (valor === null || valor <= 0 || !data || !fitid) continue;
    creditos.push({ fitid, data, valor, memo: texto(t.MEMO), nome_pagador: texto(t.NAME) || null });
  }
  return creditos;
}

export function creditosDoCsv(conteudo: string): Credito[] | null {
  let linhas: Record<string, string>[];
  try {
    const primeira = conteudo.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
    linhas = lerCsv(conteudo.replace(/^\uFEFF/, ''), {
      columns: (cab: string[]) => cab.map((c) => normalizarBusca(c.trim())),
      delimiter: primeira.includes(';') ? ';' : ',',
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch {
    return null;
  }
  if (linhas.length && !('data' in linhas[0]! && 'valor' in linhas[0]! && 'id' in linhas[0]!)) return null;
  const creditos: Credito[] = [];
  for (const l of linhas) {
    const valor = centavosDe(l.valor ?? '');
    const bruta = (l.data ?? '').trim();
    const data = /^\d{2}\/\d{2}\/\d{4}$/.test(bruta) ? brParaIso(bruta) : dataReal(bruta) ? bruta : null;
    const fitid = (l.id ?? '').trim();
    if (valor === null || valor <= 0 || !data || !fitid) continue;
    creditos.push({
      fitid,
      data,
      valor,
      memo: (l.descricao ?? '').trim(),
      nome_pagador: (l.nome ?? '').trim() || null,
    });
  }
  return creditos;
}

/** A charge's txid found in a memo (M<aluno>D<yyyymmdd>[R<n>]), or null. */
export function txidNoMemo(memo: string): string | null {
  return /\bM\d{1,10}D\d{8}(?:R\d{1,2})?\b/i.exec(memo)?.[0].toUpperCase() ?? null;
}

const LIGACOES = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);
/** A name's words, folded (accents and case ignored), without the linking words. */
export const palavras = (nome: string) =>
  normalizarBusca(nome)
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((p) => p.length > 1 && !LIGACOES.has(p));

/**
 * Whether the payer's name is close to a person's: the same first name and, when the
 * payer's has more, at least one more word in common (banks cut long names).
 */
export function nomesProximos(pagador: string, pessoa: string): boolean {
  const a = palavras(pagador);
  const b = palavras(pessoa);
  if (a.length === 0 || b.length === 0 || a[0] !== b[0]) return false;
  if (a.length === 1 || b.length === 1) return true;
  const resto = new Set(b.slice(1));
  return a.slice(1).some((p) => resto.has(p));
}
