// Statement import: suggest, for each credit, the open charge it pays (the charge's txid in
// the memo; else the exact amount and a payer's name close to the financial guardian's),
// then record the matches the administrator accepts in one transaction: all or none.
// A credit's FITID is the key of extrato_lancamento, so it is never applied twice.

import { isUniqueViolation } from '#server/db/errors.ts';
import type { Executor } from '#server/db/executor.ts';
import type { Autoria } from '#server/repositories/auditoria.ts';
import { nomeContem } from '#server/repositories/listas.ts';
import { type Falha, falha, type Ok, ok } from '#server/result.ts';
import { valorDevidoHoje } from '#shared/rules/financeiro-valores.ts';
import type { ExtratoConfirmacao, LancamentoExtrato } from '#shared/schemas/financeiro.ts';
import { type Credito, nomesProximos, palavras, txidNoMemo } from './extrato';
import { pagadores } from './repository-pagadores';
import { pagarEm } from './repository-pagamentos';

const abertas = (db: Executor) =>
  db
    .selectFrom('cobranca as c')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'c.id_aluno')
    .select([
      'c.id_cobranca',
      'c.id_aluno',
      'p.nome_pessoa as nome_aluno',
      'c.competencia',
      'c.vencimento',
      'c.valor',
      'c.multa_centesimos',
      'c.juros_centesimos_mes',
    ])
    .where('c.status', '=', 'aberta');

type Aberta = Awaited<ReturnType<ReturnType<typeof abertas>['executeTakeFirstOrThrow']>>;

const sugestaoDe = (c: Aberta, criterio: 'txid' | 'valor_nome') => ({
  id_cobranca: c.id_cobranca,
  id_aluno: c.id_aluno,
  nome_aluno: c.nome_aluno,
  competencia: c.competencia,
  valor: c.valor,
  criterio,
});

/** The credits with their suggested charges and whether each was applied before. */
export async function sugerirConciliacao(db: Executor, creditos: Credito[]): Promise<LancamentoExtrato[]> {
  const aplicados = new Set<string>();
  for (let i = 0; i < creditos.length; i += 500) {
    const lote = creditos.slice(i, i + 500).map((c) => c.fitid);
    for (const r of await db
      .selectFrom('extrato_lancamento')
      .select('fitid')
      .where('fitid', 'in', lote)
      .execute())
      aplicados.add(r.fitid);
  }
  const usadas = new Set<number>();
  const saida: LancamentoExtrato[] = [];
  for (const c of creditos) {
    const ja_aplicado = aplicados.has(c.fitid);
    let sugestao: LancamentoExtrato['sugestao'] = null;
    if (!ja_aplicado) {
      const txid = txidNoMemo(`${c.memo} ${c.nome_pagador ?? ''}`);
      const porTxid = txid ? await abertas(db).where('c.txid', '=', txid).executeTakeFirst() : undefined;
      if (porTxid && !usadas.has(porTxid.id_cobranca)) sugestao = sugestaoDe(porTxid, 'txid');
      else if (c.nome_pagador) sugestao = await porValorENome(db, c, usadas);
    }
    if (sugestao) usadas.add(sugestao.id_cobranca);
    saida.push({ ...c, ja_aplicado, sugestao });
  }
  return saida;
}

/** The one open charge of this exact amount (due, or due on the credit's day) whose payer's name is close. */
async function porValorENome(db: Executor, c: Credito, usadas: Set<number>) {
  const nomes = palavras(c.nome_pagador ?? '');
  if (nomes.length === 0) return null;
  // Students whose own, guardian's or financial guardian's name holds the payer's first name.
  const candidatas = await abertas(db)
    .innerJoin('aluno as a', 'a.id_aluno', 'c.id_aluno')
    .leftJoin('responsavel_aluno as r1', 'r1.id_responsavel', 'a.id_responsavel')
    .leftJoin('pessoa as p1', 'p1.id_pessoa', 'r1.id_pessoa')
    .leftJoin('responsavel_aluno as rf', 'rf.id_responsavel', 'a.id_responsavel_financeiro')
    .leftJoin('pessoa as pf', 'pf.id_pessoa', 'rf.id_pessoa')
    .where((eb) =>
      eb.or([
        nomeContem('p.nome_busca', nomes[0]!),
        nomeContem('p1.nome_busca', nomes[0]!),
        nomeContem('pf.nome_busca', nomes[0]!),
      ]),
    )
    .orderBy('c.vencimento')
    .limit(200)
    .execute();
  const valorBate = candidatas.filter(
    (x) =>
      !usadas.has(x.id_cobranca) &&
      (x.valor === c.valor || valorDevidoHoje(x.valor, x.vencimento, x, c.data) === c.valor),
  );
  if (valorBate.length === 0) return null;
  const quem = await pagadores(db, [...new Set(valorBate.map((x) => x.id_aluno))]);
  const proximas = valorBate.filter((x) => {
    const p = quem.get(x.id_aluno);
    return p && nomesProximos(c.nome_pagador ?? '', p.nome);
  });
  // One student only (the oldest charge of theirs); two students alike: no guess.
  if (proximas.length === 0 || new Set(proximas.map((x) => x.id_aluno)).size > 1) return null;
  return sugestaoDe(proximas[0]!, 'valor_nome');
}

export type RecusaExtrato = 'lancamento_aplicado' | 'lancamento_cobranca';

class Recusa extends Error {
  constructor(
    readonly motivo: RecusaExtrato,
    readonly fitid: string,
  ) {
    super(motivo);
  }
}

/** Records every accepted match as a payment (method pix), in one transaction. */
export async function confirmarConciliacao(
  db: Executor,
  quem: Autoria,
  { itens }: ExtratoConfirmacao,
): Promise<Ok<{ aplicados: number; recibos: number[] }> | (Falha<RecusaExtrato> & { fitid: string })> {
  try {
    const recibos = await db.transaction().execute(async (tx) => {
      const numeros: number[] = [];
      for (const i of itens) {
        const ja = await tx
          .selectFrom('extrato_lancamento')
          .select('fitid')
          .where('fitid', '=', i.fitid)
          .executeTakeFirst();
        if (ja) throw new Recusa('lancamento_aplicado', i.fitid);
        const pago = await pagarEm(
          tx,
          quem,
          i.id_cobranca,
          { pago_em: i.data, forma: 'pix', valor: i.valor, observacao: `Extrato ${i.fitid}` },
          ` extrato ${i.fitid}`,
        );
        if (!pago.ok) throw new Recusa('lancamento_cobranca', i.fitid);
        try {
          await tx
            .insertInto('extrato_lancamento')
            .values({
              fitid: i.fitid,
              id_pagamento: pago.id_pagamento,
              data: i.data,
              valor: i.valor,
              memo: i.memo ?? null,
              nome_pagador: i.nome_pagador ?? null,
              importado_em: Date.now(),
              id_autor: quem.id_autor,
            })
            .execute();
        } catch (err) {
          if (isUniqueViolation(err)) throw new Recusa('lancamento_aplicado', i.fitid);
          throw err;
        }
        numeros.push(pago.numero_recibo);
      }
      return numeros;
    });
    return ok({ aplicados: recibos.length, recibos });
  } catch (err) {
    if (err instanceof Recusa) return { ...falha(err.motivo), fitid: err.fitid };
    throw err;
  }
}
