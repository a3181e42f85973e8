// Payments and receipts. Paying takes the charge from aberta to paga in one conditional
// update: of two administrators paying at once, the second finds it paid (409). The
// receipt number comes from the counter row, incremented in the payment's transaction,
// so numbers run in sequence without gaps or repeats; the unique indexes back both.

import type { Executor } from '#server/db/executor.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { lerClube } from '#server/repositories/clube.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { MSG_WHATSAPP, planoEPeriodo } from '#shared/messages/financeiro.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import { periodoDe } from '#shared/rules/financeiro-vencimentos.ts';
import { linkWhatsapp } from '#shared/rules/whatsapp.ts';
import type { FormaPagamento, PagamentoInput, Recibo } from '#shared/schemas/financeiro.ts';
import { enfileirarRecibo } from './lembretes';
import { pagadores } from './repository-pagadores';

export type RecusaPagamento =
  | 'cobranca_nao_encontrada'
  | 'ja_paga'
  | 'ja_cancelada'
  | 'pagamento_nao_encontrado'
  | 'ja_estornado';

export interface Pagamento extends PagamentoInput {
  forma: FormaPagamento;
}

/** Records a payment inside `tx` (the statement import pays several in one transaction). */
export async function pagarEm(
  tx: Executor,
  quem: Autoria,
  id_cobranca: number,
  p: Pagamento,
  detalhe = '',
): Promise<Resultado<{ numero_recibo: number; id_pagamento: number }, RecusaPagamento>> {
  const paga = await tx
    .updateTable('cobranca')
    .set({ status: 'paga' })
    .where('id_cobranca', '=', id_cobranca)
    .where('status', '=', 'aberta')
    .returning(['id_aluno'])
    .executeTakeFirst();
  if (!paga) {
    const c = await tx
      .selectFrom('cobranca')
      .select('status')
      .where('id_cobranca', '=', id_cobranca)
      .executeTakeFirst();
    return falha(!c ? 'cobranca_nao_encontrada' : c.status === 'paga' ? 'ja_paga' : 'ja_cancelada');
  }
  const { valor: numero_recibo } = await tx
    .updateTable('financeiro_contador')
    .set((eb) => ({ valor: eb('valor', '+', 1) }))
    .where('nome', '=', 'recibo')
    .returning('valor')
    .executeTakeFirstOrThrow();
  const { id_pagamento } = await tx
    .insertInto('pagamento')
    .values({
      id_cobranca,
      numero_recibo,
      pago_em: p.pago_em,
      forma: p.forma,
      valor: p.valor,
      observacao: p.observacao ?? null,
      registrado_em: Date.now(),
      id_registrador: quem.id_autor,
    })
    .returning('id_pagamento')
    .executeTakeFirstOrThrow();
  await registrarAuditoria(tx, quem, {
    acao: 'financeiro_pagamento',
    id_pessoa: paga.id_aluno,
    detalhe: `cobranca ${id_cobranca} recibo ${numero_recibo}${detalhe}`,
  });
  // The receipt e-mail to the payer: queued with the payment, so both stand or fall together.
  await enfileirarRecibo(tx, id_pagamento);
  return ok({ numero_recibo, id_pagamento });
}

/** An administrator records a payment; answers the receipt's number. */
export function registrarPagamento(db: Executor, quem: Autoria, id_cobranca: number, p: PagamentoInput) {
  return db.transaction().execute((tx) => pagarEm(tx, quem, id_cobranca, p));
}

/** Reverses a payment: the charge is open again; the payment and its receipt stay, marked. */
export async function estornarPagamento(
  db: Executor,
  quem: Autoria,
  id_pagamento: number,
  motivo: string,
): Promise<Resultado<{ id_cobranca: number }, RecusaPagamento>> {
  return db.transaction().execute(async (tx) => {
    const feito = await tx
      .updateTable('pagamento')
      .set({ estornado_em: Date.now(), id_estornador: quem.id_autor, motivo_estorno: motivo })
      .where('id_pagamento', '=', id_pagamento)
      .where('estornado_em', 'is', null)
      .returning(['id_cobranca', 'numero_recibo'])
      .executeTakeFirst();
    if (!feito) {
      const existe = await tx
        .selectFrom('pagamento')
        .select('id_pagamento')
        .where('id_pagamento', '=', id_pagamento)
        .executeTakeFirst();
      return falha(existe ? 'ja_estornado' : 'pagamento_nao_encontrado');
    }
    const c = await tx
      .updateTable('cobranca')
      .set({ status: 'aberta' })
      .where('id_cobranca', '=', feito.id_cobranca)
      .where('status', '=', 'paga')
      .returning('id_aluno')
      .executeTakeFirstOrThrow();
    await registrarAuditoria(tx, quem, {
      acao: 'financeiro_estorno',
      id_pessoa: c.id_aluno,
      detalhe: `cobranca ${feito.id_cobranca} recibo ${feito.numero_recibo}: ${motivo}`,
    });
    return ok({ id_cobranca: feito.id_cobranca });
  });
}

/** The printable receipt's data. */
export async function lerRecibo(db: Executor, numero_recibo: number): Promise<Recibo | null> {
  const r = await db
    .selectFrom('pagamento as pg')
    .innerJoin('cobranca as c', 'c.id_cobranca', 'pg.id_cobranca')
    .innerJoin('pessoa as p', 'p.id_pessoa', 'c.id_aluno')
    .select([
      'pg.numero_recibo',
      'pg.id_pagamento',
      'pg.id_cobranca',
      'pg.pago_em',
      'pg.forma',
      'pg.valor',
      'pg.registrado_em',
      'pg.estornado_em',
      'c.id_aluno',
      'p.nome_pessoa',
      'c.competencia',
      'c.vencimento',
      'c.plano',
    ])
    .where('pg.numero_recibo', '=', numero_recibo)
    .executeTakeFirst();
  if (!r) return null;
  const [clube, quemPaga] = await Promise.all([lerClube(db), pagadores(db, [r.id_aluno])]);
  const pagador = quemPaga.get(r.id_aluno) ?? null;
  const periodo = periodoDe(r.vencimento, r.plano);
  const estornado = r.estornado_em !== null && r.estornado_em !== undefined;
  return {
    numero_recibo: r.numero_recibo,
    id_pagamento: r.id_pagamento,
    id_cobranca: r.id_cobranca,
    clube: { nome: clube.nome, cnpj: clube.cnpj },
    aluno: { id_aluno: r.id_aluno, nome: r.nome_pessoa },
    responsavel_financeiro: pagador,
    competencia: r.competencia,
    vencimento: r.vencimento,
    plano: r.plano,
    periodo,
    valor: r.valor,
    forma: r.forma,
    pago_em: r.pago_em,
    registrado_em: instanteIso(r.registrado_em),
    estornado,
    whatsapp:
      pagador && !estornado
        ? linkWhatsapp(
            pagador.telefone,
            MSG_WHATSAPP.recibo({
              nome: pagador.nome,
              aluno: r.nome_pessoa,
              clube: clube.nome,
              competencia: planoEPeriodo(r.plano, periodo),
              valor: r.valor,
              numero: r.numero_recibo,
            }),
          )
        : null,
  };
}
