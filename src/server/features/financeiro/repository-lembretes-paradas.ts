// A person's choice about payment reminders: the stop ledger (each stop by the personal link
// or at the desk, and each undo, a new row with an audit entry) and what the stop page shows.
import type { Executor } from '#server/db/executor.ts';
import { type Autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { falha, ok } from '#server/result.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import type { PreferenciaLembretes } from '#shared/schemas/lembretes.ts';

/** A person's choice about payment reminders and its whole history; null when no such person. */
export async function preferenciaDaPessoa(
  db: Executor,
  id_pessoa: number,
): Promise<PreferenciaLembretes | null> {
  const pessoa = await db
    .selectFrom('pessoa')
    .select('id_pessoa')
    .where('id_pessoa', '=', id_pessoa)
    .executeTakeFirst();
  if (!pessoa) return null;
  const historico = await db
    .selectFrom('lembrete_parada as lp')
    .leftJoin('pessoa as op', 'op.id_pessoa', 'lp.id_operador')
    .select(['lp.parado', 'lp.em', 'lp.canal', 'op.nome_pessoa as operador'])
    .where('lp.id_pessoa', '=', id_pessoa)
    .orderBy('lp.id_parada', 'desc')
    .execute();
  return {
    id_pessoa,
    recebe: historico.length === 0 || historico[0].parado === 0,
    historico: historico.map((h) => ({
      parado: h.parado === 1,
      em: instanteIso(h.em),
      canal: h.canal,
      operador: h.operador ?? null,
    })),
  };
}

/**
 * Records a person's choice (a new ledger row and an audit entry, in one transaction) when it
 * differs from the one in force; answers whether it changed.
 */
export async function registrarPreferencia(
  db: Executor,
  quem: Autoria,
  p: { id_pessoa: number; recebe: boolean; canal: 'link' | 'secretaria' },
) {
  return db.transaction().execute(async (tx) => {
    const pessoa = await tx
      .selectFrom('pessoa')
      .select('id_pessoa')
      .where('id_pessoa', '=', p.id_pessoa)
      .executeTakeFirst();
    if (!pessoa) return falha('pessoa_nao_encontrada');
    const atual = await tx
      .selectFrom('lembrete_parada')
      .select('parado')
      .where('id_pessoa', '=', p.id_pessoa)
      .orderBy('id_parada', 'desc')
      .limit(1)
      .executeTakeFirst();
    const parado = p.recebe ? 0 : 1;
    if ((atual?.parado ?? 0) === parado) return ok({ mudou: false });
    await tx
      .insertInto('lembrete_parada')
      .values({
        id_pessoa: p.id_pessoa,
        parado,
        em: Date.now(),
        canal: p.canal,
        id_operador: p.canal === 'secretaria' ? quem.id_autor : null,
      })
      .execute();
    await registrarAuditoria(tx, quem, {
      acao: 'consentimento',
      id_pessoa: p.id_pessoa,
      detalhe: `lembretes de cobranca ${parado ? 'parados' : 'retomados'} (${p.canal})`,
    });
    return ok({ mudou: true });
  });
}

/** The stop page's person: first name, and whether reminders are stopped already. */
export async function pessoaDoParar(db: Executor, id_pessoa: number) {
  return db
    .selectFrom('pessoa as p')
    .select((eb) => [
      'p.nome_pessoa',
      eb
        .selectFrom('lembrete_parada as lp')
        .select('lp.parado')
        .whereRef('lp.id_pessoa', '=', 'p.id_pessoa')
        .orderBy('lp.id_parada', 'desc')
        .limit(1)
        .as('parado'),
    ])
    .where('p.id_pessoa', '=', id_pessoa)
    .executeTakeFirst();
}
