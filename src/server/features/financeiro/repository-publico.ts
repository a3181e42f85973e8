// What the charge's public page (GET /api/pagar/{token}) reads: the link's one charge
// with what the page shows of it (paginas-de-pagamento.ts makes the answer), or, for a
// link that opens nothing, the club's name and contact.
import type { Kysely } from 'kysely';
import { preparedQuery } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { Database } from '#server/db/tables.ts';
import { linkAberto } from '#server/policies/index.ts';
import { lerClube } from '#server/repositories/clube.ts';
import type { PagarClube } from '#shared/schemas/financeiro.ts';
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
      'l.finalidade',
      'l.expira_em',
    ])
    .where('l.hash', '=', HASH)
    .where(linkAberto('cobranca', AGORA, 'l'));
}
export type LinhaDoLink = Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number];

const preparadas = new WeakMap<
  Kysely<Database>,
  { run: (parametros: unknown[]) => Promise<LinhaDoLink[]>; parametros: readonly unknown[] }
>();

/**
 * One query: the link (by its token's hash, open at `agora`) → its charge → the student's
 * name, the live payment and the club's name; undefined when the link opens nothing.
 */
export async function lerPorHash(
  db: Executor,
  hash: string,
  agora: number,
): Promise<LinhaDoLink | undefined> {
  let p = preparadas.get(db);
  if (!p) {
    const compilada = consulta(db).compile();
    p = {
      run: preparedQuery<LinhaDoLink>(db, 'estocada_pagar', compilada),
      parametros: compilada.parameters,
    };
    preparadas.set(db, p);
  }
  return (await p.run(p.parametros.map((v) => (v === HASH ? hash : v === AGORA ? agora : v))))[0];
}

/** What a link that opens nothing shows: the club's name, phone and e-mail (nothing else). */
export async function contatoDoClube(db: Executor): Promise<PagarClube> {
  const c = await lerClube(db);
  return { clube: c.nome, telefone: c.telefone, email: c.email };
}
