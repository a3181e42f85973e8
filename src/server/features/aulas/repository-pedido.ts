// A teacher's request that an administrator correct a sent chamada (POST
// /api/chamada/:id/pedido-correcao), and a chamada's requests for its history. A request
// is pending while the chamada is at the version it had when asked: a correction (or
// anything that writes the chamada again) settles it. The administrators' bell lists the
// pending ones (#server/repositories/pedidos-correcao.ts).
import type { Executor } from '#server/db/executor.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import type { PedidoCorrecao } from '#shared/schemas/chamada.ts';

export interface Pedido {
  id_chamada: number;
  mensagem: string;
  /** Who asks: the person and their name. */
  id_pessoa: number;
  autor: string;
  agora: number;
}

/** Records the request; 'chamada_inexistente', or 'nao_enviada' while the chamada was never sent. */
export async function pedirCorrecao(
  db: Executor,
  p: Pedido,
): Promise<Resultado<{ pedido: PedidoCorrecao }, 'chamada_inexistente' | 'nao_enviada'>> {
  return db.transaction().execute(async (trx) => {
    const c = await trx
      .selectFrom('chamada')
      .select(['status_c', 'versao'])
      .where('id_chamada', '=', p.id_chamada)
      .executeTakeFirst();
    if (!c) return falha('chamada_inexistente');
    if (c.status_c !== 1) return falha('nao_enviada');
    const { id_pedido } = await trx
      .insertInto('pedido_correcao')
      .values({
        id_chamada: p.id_chamada,
        id_pessoa: p.id_pessoa,
        autor: p.autor,
        mensagem: p.mensagem,
        criado_em: p.agora,
        versao: c.versao,
      })
      .returning('id_pedido')
      .executeTakeFirstOrThrow();
    return ok({
      pedido: {
        id_pedido,
        id_chamada: p.id_chamada,
        autor: p.autor,
        mensagem: p.mensagem,
        criado_em: new Date(p.agora).toISOString(),
        pendente: true,
      },
    });
  });
}

/** A chamada's correction requests, oldest first. */
export async function pedidosDaChamada(db: Executor, id_chamada: number): Promise<PedidoCorrecao[]> {
  const rows = await db
    .selectFrom('pedido_correcao as pc')
    .innerJoin('chamada as c', 'c.id_chamada', 'pc.id_chamada')
    .select([
      'pc.id_pedido',
      'pc.id_chamada',
      'pc.autor',
      'pc.mensagem',
      'pc.criado_em',
      'pc.versao',
      'c.versao as atual',
    ])
    .where('pc.id_chamada', '=', id_chamada)
    .orderBy('pc.id_pedido')
    .execute();
  return rows.map((r) => ({
    id_pedido: r.id_pedido,
    id_chamada: r.id_chamada,
    autor: r.autor,
    mensagem: r.mensagem,
    criado_em: new Date(Number(r.criado_em)).toISOString(),
    pendente: r.versao === r.atual,
  }));
}
