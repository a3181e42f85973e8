// GET /api/financeiro/cobrancas.csv: the charges due in a period, for the accountant, in
// the attendance CSV's format (what Excel in pt-BR opens as is): a UTF-8 BOM, `;`
// separators, CRLF, dates DD/MM/AAAA, amounts with a comma decimal; a field with `;`,
// quotes or a line break is quoted, one starting with = + - @ gets a leading apostrophe.
// Written as it is read, in keyset batches.
import type { Executor } from '#server/db/executor.ts';
import { CSV_COBRANCAS, ROTULO_FORMA, ROTULO_STATUS } from '#shared/messages/financeiro.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { cobrancaComPagamento } from './repository-cobrancas';

const LOTE = 1000;
const BOM = '\uFEFF';
const FIM = '\r\n';

function campo(valor: string): string {
  const v = /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
  return /[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

const linha = (campos: string[]) => campos.map(campo).join(';') + FIM;

/** Centavos as "1234,56" (no thousands separator: a spreadsheet reads it as a number). */
const decimal = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)},${String(Math.abs(c) % 100).padStart(2, '0')}`;

const dataHora = (ms: number, fuso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: fuso, dateStyle: 'short' }).format(new Date(ms));

export async function* cobrancasCsv(
  db: Executor,
  de: string,
  ate: string,
  hoje: string,
  fuso: string,
): AsyncGenerator<string> {
  yield BOM + linha([...CSV_COBRANCAS]);
  let apos: [string, number] | null = null;
  for (;;) {
    let q = cobrancaComPagamento(db)
      .select([
        'c.id_cobranca',
        'p.nome_pessoa',
        'c.competencia',
        'c.vencimento',
        'c.plano',
        'c.valor_bruto',
        'c.valor',
        'c.status',
        'c.cancelada_em',
        'c.motivo_cancelamento',
        'pg.pago_em',
        'pg.forma',
        'pg.valor as valor_pago',
        'pg.numero_recibo',
      ])
      .where('c.vencimento', '>=', de)
      .where('c.vencimento', '<=', ate);
    if (apos) {
      const [v, id] = apos;
      q = q.where((eb) =>
        eb.or([
          eb('c.vencimento', '>', v),
          eb.and([eb('c.vencimento', '=', v), eb('c.id_cobranca', '>', id)]),
        ]),
      );
    }
    const rows = await q.orderBy('c.vencimento').orderBy('c.id_cobranca').limit(LOTE).execute();
    if (rows.length === 0) return;
    let texto = '';
    for (const r of rows) {
      const situacao = r.status === 'aberta' && r.vencimento < hoje ? 'vencida' : r.status;
      texto += linha([
        String(r.id_cobranca),
        r.nome_pessoa,
        `${r.competencia.slice(5, 7)}/${r.competencia.slice(0, 4)}`,
        isoParaBr(r.vencimento),
        r.plano,
        decimal(r.valor_bruto),
        decimal(r.valor_bruto - r.valor),
        decimal(r.valor),
        ROTULO_STATUS[situacao],
        r.pago_em ? isoParaBr(r.pago_em) : '',
        r.forma ? ROTULO_FORMA[r.forma] : '',
        r.valor_pago !== null && r.valor_pago !== undefined ? decimal(r.valor_pago) : '',
        r.numero_recibo ? String(r.numero_recibo) : '',
        r.cancelada_em ? dataHora(r.cancelada_em, fuso) : '',
        r.motivo_cancelamento ?? '',
      ]);
    }
    yield texto;
    const ultima = rows[rows.length - 1]!;
    apos = [ultima.vencimento, ultima.id_cobranca];
    if (rows.length < LOTE) return;
  }
}
