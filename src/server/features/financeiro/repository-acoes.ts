// What an administrator does to a charge: cancel it (with its reason, who and when) and
// issue its period again. A charge is never edited otherwise.
import type { Executor } from '#server/db/executor.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { lerRegras, tabelaDePrecos } from './repository-configuracao';
import { descontosDe, gravarCobrancas, montarCobranca } from './repository-emissao';

export type RecusaCobranca =
  | 'cobranca_nao_encontrada'
  | 'ja_paga'
  | 'ja_cancelada'
  | 'nao_cancelada'
  | 'periodo_com_cobranca'
  | 'sem_cobranca'
  | 'sem_configuracao';

async function statusDe(tx: Executor, id_cobranca: number) {
  return (
    await tx.selectFrom('cobranca').select('status').where('id_cobranca', '=', id_cobranca).executeTakeFirst()
  )?.status;
}

/** Cancels an open charge. */
export async function cancelarCobranca(
  db: Executor,
  quem: Autoria,
  id_cobranca: number,
  motivo: string,
): Promise<Resultado<object, RecusaCobranca>> {
  return db.transaction().execute(async (tx) => {
    const feita = await tx
      .updateTable('cobranca')
      .set({
        status: 'cancelada',
        cancelada_em: Date.now(),
        id_cancelador: quem.id_autor,
        motivo_cancelamento: motivo,
      })
      .where('id_cobranca', '=', id_cobranca)
      .where('status', '=', 'aberta')
      .returning(['id_aluno'])
      .executeTakeFirst();
    if (!feita) {
      const status = await statusDe(tx, id_cobranca);
      return falha(
        status === 'paga' ? 'ja_paga' : status === 'cancelada' ? 'ja_cancelada' : 'cobranca_nao_encontrada',
      );
    }
    await registrarAuditoria(tx, quem, {
      acao: 'financeiro_cancelamento',
      id_pessoa: feita.id_aluno,
      detalhe: `cobranca ${id_cobranca}: ${motivo}`,
    });
    return ok();
  });
}

/** Issues a cancelled charge's period again, frozen anew (today's price, discounts and rule). */
export async function reemitirCobranca(
  db: Executor,
  segredo: string,
  quem: Autoria,
  id_cobranca: number,
): Promise<Resultado<{ id_cobranca: number }, RecusaCobranca>> {
  return db.transaction().execute(async (tx) => {
    const c = await tx
      .selectFrom('cobranca')
      .select(['id_aluno', 'vencimento', 'plano', 'id_unidade', 'status'])
      .where('id_cobranca', '=', id_cobranca)
      .executeTakeFirst();
    if (!c) return falha('cobranca_nao_encontrada');
    if (c.status !== 'cancelada') return falha('nao_cancelada');
    const regras = await lerRegras(tx);
    if (!regras) return falha('sem_configuracao');
    const doPeriodo = await tx
      .selectFrom('cobranca')
      .select(['status'])
      .where('id_aluno', '=', c.id_aluno)
      .where('vencimento', '=', c.vencimento)
      .execute();
    if (doPeriodo.some((x) => x.status !== 'cancelada')) return falha('periodo_com_cobranca');
    const preco = (await tabelaDePrecos(tx)).preco(c.id_unidade, c.plano);
    const nova =
      preco &&
      montarCobranca(
        regras,
        preco,
        (await descontosDe(tx, c.id_aluno)).get(c.id_aluno) ?? null,
        { id_aluno: c.id_aluno, vencimento: c.vencimento, plano: c.plano, id_unidade: c.id_unidade },
        doPeriodo.length,
      );
    if (!nova) return falha('sem_cobranca');
    const [feita] = await gravarCobrancas(tx, regras, segredo, quem, [{ ...nova, id_anterior: id_cobranca }]);
    if (!feita) return falha('periodo_com_cobranca');
    return ok({ id_cobranca: feita.id_cobranca });
  });
}
