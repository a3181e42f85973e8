// The charge's public page (GET /api/pagar/{token}): the link opens its one charge and
// shows the club's name and CNPJ, the student's first name, the plan and period, the
// frozen amount with today's late fees, the amount due today, the Pix and the status.
// Nothing else about anyone. A link that opens nothing shows the club's name and contact.
import type { Kysely } from 'kysely';
import { preparedQuery } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { Database } from '#server/db/tables.ts';
import { linkAberto } from '#server/policies/index.ts';
import { lerClube } from '#server/repositories/clube.ts';
import { hashDe, TOKEN_LINK } from '#server/repositories/links-publicos.ts';
import { linhasDeAtraso, valorDevidoHoje } from '#shared/rules/financeiro-valores.ts';
import { periodoDe } from '#shared/rules/financeiro-vencimentos.ts';
import type { Pagar, PagarClube } from '#shared/schemas/financeiro.ts';
import { beneficiarioDe, brCodeDeHoje, qrSvg } from './pix';
import { cobrancaComPagamento } from './repository-cobrancas';

// The token's hash and the clock as they stand in the compiled statement, replaced per request.
const HASH = '\u0000hash';
const AGORA = -4_242_424_242;

/** The one query, compiled once per database and run as a prepared statement (planned once per connection on PostgreSQL). */
function consulta(db: Executor) {
  return cobrancaComPagamento(db)
    .innerJoin('link_publico as l', 'l.id_referencia', 'c.id_cobranca')
    .leftJoin('clube as cl', (j) => j.on('cl.id_clube', '=', 1))
    .select([
      'cl.nome as clube',
      'cl.cnpj',
      'c.plano',
      'p.nome_pessoa',
      'c.competencia',
      'c.vencimento',
      'c.valor',
      'c.status',
      'c.multa_centesimos',
      'c.juros_centesimos_mes',
      'c.pix_copia_e_cola',
      'c.txid',
      'pg.pago_em',
    ])
    .where('l.hash', '=', HASH)
    .where(linkAberto('cobranca', AGORA, 'l'));
}
type Linha = Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number];

const preparadas = new WeakMap<
  Kysely<Database>,
  { run: (parametros: unknown[]) => Promise<Linha[]>; parametros: readonly unknown[] }
>();

async function lerPorToken(db: Executor, token: string, agora: number): Promise<Linha | undefined> {
  let p = preparadas.get(db);
  if (!p) {
    const compilada = consulta(db).compile();
    p = { run: preparedQuery<Linha>(db, 'estocada_pagar', compilada), parametros: compilada.parameters };
    preparadas.set(db, p);
  }
  const hash = hashDe(token);
  return (await p.run(p.parametros.map((v) => (v === HASH ? hash : v === AGORA ? agora : v))))[0];
}

/**
 * One query: the link (by its token's hash, not expired) → its charge → the student's name,
 * the live payment and the club's name. Read fresh on every request (another instance may
 * have recorded a payment); only pure functions of the charge's values (the BR Code of
 * today's amount, its QR SVG) are kept in memory.
 */
export async function paginaDePagamento(
  db: Executor,
  token: string,
  hoje: string,
  agora = Date.now(),
): Promise<Pagar | null> {
  if (!TOKEN_LINK.test(token)) return null;
  const c = await lerPorToken(db, token, agora);
  if (!c) return null;
  const aberta = c.status === 'aberta';
  const devido = aberta ? valorDevidoHoje(c.valor, c.vencimento, c, hoje) : 0;
  const pix = aberta ? brCodeDeHoje(c.pix_copia_e_cola, devido, c.txid) : null;
  return {
    clube: c.clube ?? '',
    cnpj: c.cnpj ?? null,
    primeiro_nome: c.nome_pessoa.trim().split(/\s+/)[0] ?? '',
    competencia: c.competencia,
    vencimento: c.vencimento,
    plano: c.plano,
    periodo: periodoDe(c.vencimento, c.plano),
    valor: c.valor,
    encargos: aberta ? linhasDeAtraso(c.valor, c.vencimento, c, hoje) : [],
    valor_devido_hoje: devido,
    status: c.status,
    vencida: aberta && c.vencimento < hoje,
    pago_em: c.status === 'paga' ? (c.pago_em ?? null) : null,
    pix_copia_e_cola: pix,
    beneficiario_pix: pix ? beneficiarioDe(pix) : null,
    qr_svg: pix ? await qrSvg(pix) : null,
  };
}

/** What a link that opens nothing shows: the club's name, phone and e-mail (nothing else). */
export async function contatoDoClube(db: Executor): Promise<PagarClube> {
  const c = await lerClube(db);
  return { clube: c.nome, telefone: c.telefone, email: c.email };
}
