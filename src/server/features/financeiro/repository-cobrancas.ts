// The charges: the list (keyset pages), one charge in full, the accountant's rows.
// `vencida` and `valor_devido_hoje` are derived here from the club day, never stored.

import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { lerClube } from '#server/repositories/clube.ts';
import { nonceDoLink, tokenDe } from '#server/repositories/links-publicos.ts';
import { fraseTrigramas, type Leitura, nomeContem, paginarCursor } from '#server/repositories/listas.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import { linhasDeAtraso, percentualDeCentesimos, valorDevidoHoje } from '#shared/rules/financeiro-valores.ts';
import type {
  CobrancaDetalhe,
  CobrancaItem,
  CobrancasQuery,
  LinhaCobranca,
} from '#shared/schemas/financeiro.ts';
import type { PaginaCursor } from '#shared/schemas/lista.ts';
import { beneficiarioDe, brCodeDeHoje, qrSvg } from './pix';
import { mensagemDeCobranca } from './responsavel';

/** Above this many matching people, a list walks its date order and tests each row against them. */
const MUITOS_NOMES = 500;

/**
 * The students whose name contains `q` (accents and case ignored), as a condition on the
 * student id column `coluna`. SQLite: the ids come from the trigram index over the folded
 * name (pessoa_busca) before any charge is read; with `porOrdem` (a common name) the id
 * column's index is left out (`+`), so a list reads its own order and keeps the rows of
 * those students, instead of reading every charge of thousands of students and sorting.
 * Searches under three characters and PostgreSQL (its pg_trgm index serves the LIKE): the
 * folded name's LIKE on `colunaNome`.
 */
export function alunoChamado(
  db: Executor,
  coluna: string,
  colunaNome: string,
  q: string,
  porOrdem = false,
): Expression<SqlBool> {
  const frase = fraseTrigramas(db, q);
  if (frase === null) return nomeContem(colunaNome, q);
  const ids = sql`(select rowid from pessoa_busca where pessoa_busca match ${frase})`;
  return porOrdem ? sql<SqlBool>`+${sql.ref(coluna)} in ${ids}` : sql<SqlBool>`${sql.ref(coluna)} in ${ids}`;
}

/** Whether more than MUITOS_NOMES people match `q` in the trigram index (false where it does not serve). */
async function nomeComum(db: Executor, q: string): Promise<boolean> {
  const frase = fraseTrigramas(db, q);
  if (frase === null) return false;
  const { rows } = await sql<{ n: number }>`select count(*) as n from (select rowid from pessoa_busca
    where pessoa_busca match ${frase} limit ${MUITOS_NOMES + 1})`.execute(db);
  return Number(rows[0]?.n ?? 0) > MUITOS_NOMES;
}

/**
 * A charge (`c`) joined with its student's person (`p`) and its live payment (`pg`: the one
 * not reversed, if any): where every reader of charges with their payment starts.
 */
export const cobrancaComPagamento = (db: Executor) =>
  db
    .selectFrom('cobranca as c')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'c.id_aluno')
    .leftJoin('pagamento as pg', (j) =>
      j.onRef('pg.id_cobranca', '=', 'c.id_cobranca').on('pg.estornado_em', 'is', null),
    );

/** A charge with its student's name, its live payment and its public link's nonce. */
function cobrancasComAluno(db: Executor) {
  return cobrancaComPagamento(db)
    .select([
      'c.id_cobranca',
      'c.id_aluno',
      'p.nome_pessoa as nome_aluno',
      'c.competencia',
      'c.vencimento',
      'c.plano',
      'c.valor',
      'c.status',
      'c.multa_centesimos',
      'c.juros_centesimos_mes',
      'c.pix_copia_e_cola',
      'c.txid',
      'pg.pago_em',
      'pg.numero_recibo',
    ])
    .select(nonceDoLink);
}

type Linha = Awaited<ReturnType<ReturnType<typeof cobrancasComAluno>['execute']>>[number];

/** The public page's path of a charge's link. */
export const caminhoDoLink = (segredo: string, id_cobranca: number, nonce: string | null) =>
  nonce ? `/pagar/${tokenDe(segredo, 'cobranca', id_cobranca, nonce)}` : null;

function paraItem(r: Linha, hoje: string, segredo: string): CobrancaItem {
  const aberta = r.status === 'aberta';
  const devido = aberta ? valorDevidoHoje(r.valor, r.vencimento, r, hoje) : 0;
  return {
    id_cobranca: r.id_cobranca,
    id_aluno: r.id_aluno,
    nome_aluno: r.nome_aluno,
    competencia: r.competencia,
    vencimento: r.vencimento,
    plano: r.plano,
    valor: r.valor,
    status: r.status,
    vencida: aberta && r.vencimento < hoje,
    valor_devido_hoje: devido,
    // Every Pix shown for a charge carries what it owes today: past its due date, the
    // frozen receiver and txid with the late fees added (the charge itself stays frozen).
    pix_copia_e_cola: aberta ? brCodeDeHoje(r.pix_copia_e_cola, devido, r.txid) : null,
    link_publico: caminhoDoLink(segredo, r.id_cobranca, r.nonce as string | null),
    pago_em: r.pago_em ?? null,
    numero_recibo: r.numero_recibo ?? null,
  };
}

const ultimoDia = (competencia: string) => `${competencia}-31`;

/** The filters of the list, as conditions on `c` and `p`. */
function filtrar(
  db: Executor,
  q: ReturnType<typeof cobrancasComAluno> | ReturnType<typeof contagemBase>,
  f: CobrancasQuery,
  hoje: string,
  porOrdem = false,
) {
  let r = q as ReturnType<typeof cobrancasComAluno>;
  if (f.id_aluno) r = r.where('c.id_aluno', '=', f.id_aluno);
  if (f.competencia)
    r = r
      .where('c.vencimento', '>=', `${f.competencia}-01`)
      .where('c.vencimento', '<=', ultimoDia(f.competencia));
  if (f.status === 'vencida') r = r.where('c.status', '=', 'aberta').where('c.vencimento', '<', hoje);
  else if (f.status) r = r.where('c.status', '=', f.status);
  if (f.unidade || f.turma)
    r = r.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('aluno_has_turma as at')
          .innerJoin('turma as t', 't.id_turma', 'at.id_turma')
          .select('at.id_turma')
          .whereRef('at.id_aluno', '=', 'c.id_aluno')
          .$if(!!f.unidade, (s) => s.where('t.id_unidade', '=', f.unidade!))
          .$if(!!f.turma, (s) => s.where('t.id_turma', '=', f.turma!)),
      ),
    );
  if (f.q) r = r.where(alunoChamado(db, 'c.id_aluno', 'p.nome_busca', f.q, porOrdem));
  return r;
}

const contagemBase = (db: Executor) =>
  db
    .selectFrom('cobranca as c')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'c.id_aluno')
    .select('c.id_cobranca');

/** The charges, newest due date first (then newest id), in keyset pages. */
export async function listarCobrancas(
  db: Executor,
  f: CobrancasQuery,
  hoje: string,
  segredo: string,
): Promise<PaginaCursor<CobrancaItem>> {
  const porOrdem = f.q ? await nomeComum(db, f.q) : false;
  const ler = async ({ ordem, apos, limite }: Leitura) => {
    // List order is (vencimento, id) descending; `desc` reads backwards, ascending.
    const dir = ordem === 'asc' ? 'desc' : 'asc';
    let q = filtrar(db, cobrancasComAluno(db), f, hoje, porOrdem);
    if (apos) {
      const op = ordem === 'asc' ? '<' : '>';
      q = q.where((eb) =>
        eb.or([
          eb('c.vencimento', op, apos[0]),
          eb.and([eb('c.vencimento', '=', apos[0]), eb('c.id_cobranca', op, apos[1])]),
        ]),
      );
    }
    const rows = await q.orderBy('c.vencimento', dir).orderBy('c.id_cobranca', dir).limit(limite).execute();
    return rows.map((r) => paraItem(r, hoje, segredo));
  };
  const contar = async (limite: number) => {
    const sub = filtrar(db, contagemBase(db), f, hoje, porOrdem)
      .limit(limite + 1)
      .as('m');
    const { total } = await db
      .selectFrom(sub)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  };
  return paginarCursor(f, ler, (c) => [c.vencimento, c.id_cobranca], contar);
}

/**
 * One charge in full: its lines and today's late fees, its QR code, its cancellation, its
 * payments, and (while open) a WhatsApp message to its payer with its public link, whose
 * full address starts with `origem`.
 */
export async function lerCobranca(
  db: Executor,
  id_cobranca: number,
  hoje: string,
  segredo: string,
  origem: string,
): Promise<CobrancaDetalhe | null> {
  const r = await cobrancasComAluno(db)
    .leftJoin('pessoa as pc', 'pc.id_pessoa', 'c.id_cancelador')
    .select([
      'c.valor_bruto',
      'c.linhas',
      'c.txid',
      'c.emitida_em',
      'c.cancelada_em',
      'c.motivo_cancelamento',
      'pc.nome_pessoa as cancelador',
    ])
    .where('c.id_cobranca', '=', id_cobranca)
    .executeTakeFirst();
  if (!r) return null;
  const [pagamentos, reemissao, clube] = await Promise.all([
    db
      .selectFrom('pagamento as pg')
      .leftJoin('pessoa as pr', 'pr.id_pessoa', 'pg.id_registrador')
      .leftJoin('pessoa as pe', 'pe.id_pessoa', 'pg.id_estornador')
      .select([
        'pg.id_pagamento',
        'pg.numero_recibo',
        'pg.pago_em',
        'pg.forma',
        'pg.valor',
        'pg.observacao',
        'pg.registrado_em',
        'pr.nome_pessoa as registrador',
        'pg.estornado_em',
        'pe.nome_pessoa as estornador',
        'pg.motivo_estorno',
      ])
      .where('pg.id_cobranca', '=', id_cobranca)
      .orderBy('pg.id_pagamento', 'desc')
      .execute(),
    db.selectFrom('cobranca').select('id_cobranca').where('id_anterior', '=', id_cobranca).executeTakeFirst(),
    lerClube(db),
  ]);
  const item = paraItem(r, hoje, segredo);
  const aberta = r.status === 'aberta';
  const whatsapp =
    aberta && item.link_publico
      ? await mensagemDeCobranca(db, r, hoje, [{ ...r, link: `${origem}${item.link_publico}` }])
      : null;
  return {
    ...item,
    valor_bruto: r.valor_bruto,
    linhas: JSON.parse(r.linhas) as LinhaCobranca[],
    encargos: aberta ? linhasDeAtraso(r.valor, r.vencimento, r, hoje) : [],
    multa_percentual: percentualDeCentesimos(r.multa_centesimos),
    juros_percentual_mes: percentualDeCentesimos(r.juros_centesimos_mes),
    txid: r.txid,
    qr_svg: item.pix_copia_e_cola ? await qrSvg(item.pix_copia_e_cola) : null,
    clube: { nome: clube.nome, cnpj: clube.cnpj },
    beneficiario_pix: item.pix_copia_e_cola ? beneficiarioDe(item.pix_copia_e_cola) : null,
    emitida_em: instanteIso(r.emitida_em),
    cancelamento:
      r.cancelada_em !== null && r.cancelada_em !== undefined
        ? { por: r.cancelador ?? null, em: instanteIso(r.cancelada_em), motivo: r.motivo_cancelamento ?? '' }
        : null,
    pagamentos: pagamentos.map((p) => ({
      id_pagamento: p.id_pagamento,
      numero_recibo: p.numero_recibo,
      pago_em: p.pago_em,
      forma: p.forma,
      valor: p.valor,
      observacao: p.observacao,
      registrado: { por: p.registrador ?? null, em: instanteIso(p.registrado_em) },
      estorno:
        p.estornado_em !== null && p.estornado_em !== undefined
          ? { por: p.estornador ?? null, em: instanteIso(p.estornado_em), motivo: p.motivo_estorno ?? '' }
          : null,
    })),
    id_reemissao: reemissao?.id_cobranca ?? null,
    whatsapp,
  };
}
