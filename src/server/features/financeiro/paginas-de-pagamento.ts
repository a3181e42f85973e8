// The charge's public page (GET /api/pagar/{token}): the link opens its one charge and
// shows the club's name and CNPJ, the student's first name, the plan and period, the
// frozen amount with today's late fees, the amount due today, the Pix and the status.
// Nothing else about anyone.
//
// The answer's bytes are kept per link and club day while the tables the page reads are
// unchanged (decision 007; on PostgreSQL, whichever instance wrote them: decision 016),
// and each hit is checked against the link's own expiry (`linkAbre`): a page is a pure
// function of its row and the day. A link that opens nothing is not kept. Decision 048.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables.ts';
import { type DataVersions, VersionedCache } from '#server/db/versions.ts';
import { linkAbre } from '#server/policies/index.ts';
import { hashDe, TOKEN_LINK } from '#server/repositories/links-publicos.ts';
import { linhasDeAtraso, valorDevidoHoje } from '#shared/rules/financeiro-valores.ts';
import { periodoDe } from '#shared/rules/financeiro-vencimentos.ts';
import type { Pagar } from '#shared/schemas/financeiro.ts';
import { beneficiarioDe, brCodeDeHoje, qrSvg } from './pix';
import { type LinhaDoLink, lerPorHash } from './repository-publico';

/** Every table the page's statement reads (repository-publico.ts). */
export const PAGINA_TABLES = ['link_publico', 'cobranca', 'pagamento', 'pessoa', 'clube'] as const;

interface Pagina {
  /** The link's own terms, checked on every hit. */
  link: { finalidade: string; expira_em: number | null };
  /** The answer: a `Pagar` as JSON. */
  body: Buffer;
}

export class PaginasDePagamento {
  #cache: VersionedCache<string, Pagina>;

  constructor(
    readonly db: Kysely<Database>,
    versions: DataVersions,
    max = 5_000,
  ) {
    this.#cache = new VersionedCache(versions, PAGINA_TABLES, max);
  }

  /**
   * The page of the link `token` on the club's day `hoje` as JSON bytes, or null when the
   * link opens nothing at `agora`. Call after the request's `versions.sync()`.
   */
  async de(token: string, hoje: string, agora = Date.now()): Promise<Buffer | null> {
    if (!TOKEN_LINK.test(token)) return null;
    // Kept by the token itself: a hit hashes nothing.
    const chave = `${token}:${hoje}`;
    const hit = this.#cache.get(chave);
    if (hit) return linkAbre(hit.link, 'cobranca', agora) ? hit.body : null;
    const stamp = this.#cache.stamp();
    const linha = await lerPorHash(this.db, hashDe(token), agora);
    if (!linha) return null;
    const pagina: Pagina = {
      link: { finalidade: linha.finalidade, expira_em: linha.expira_em },
      body: Buffer.from(JSON.stringify(await paginaDe(linha, hoje))),
    };
    // Kept only if nothing the statement read changed since the stamp was taken.
    this.#cache.set(chave, stamp, pagina);
    return pagina.body;
  }
}

/** What the page shows of the charge on the day `hoje`. */
async function paginaDe(c: LinhaDoLink, hoje: string): Promise<Pagar> {
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
