// A data subject's request written into the privacy register (its deadline counted from the
// day it was received): the one insert the desk's form and the families' portal share.
import type { Executor } from '#server/db/executor.ts';
import { prazoDoPedido } from '#shared/rules/prazos-privacidade.ts';
import type { PedidoInput } from '#shared/schemas/privacidade.ts';

/** Inserts the request, open; answers its id. `id_registrador`: who wrote it down (staff, or the family person filing it). */
export async function inserirPedido(
  db: Executor,
  p: Omit<PedidoInput, 'descricao'> & { descricao?: string | null },
  id_registrador: number,
): Promise<{ id_pedido: number; prazo: string }> {
  const prazo = prazoDoPedido(p.recebido_em);
  const { id_pedido } = await db
    .insertInto('pedido_titular')
    .values({
      id_pessoa: p.id_pessoa,
      solicitante_nome: p.solicitante_nome,
      solicitante_relacao: p.solicitante_relacao,
      tipo: p.tipo,
      descricao: p.descricao ?? null,
      recebido_em: p.recebido_em,
      prazo,
      status: 'aberta',
      id_registrador,
      registrado_em: Date.now(),
    })
    .returning('id_pedido')
    .executeTakeFirstOrThrow();
  return { id_pedido, prazo };
}
