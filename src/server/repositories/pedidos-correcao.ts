// Teachers' correction requests still pending: the chamada is at the version it had when
// asked (no correction saved since). The administrators' bell lists them; the requests
// are written by the teaching area (features/aulas/repository-pedido.ts).
import type { Executor } from '#server/db/executor.ts';

export interface PedidoPendente {
  id_pedido: number;
  id_turma: number;
  nome_turma: string;
  data_c: string;
}

/** Every pending request, newest first. */
export async function pedidosPendentes(db: Executor): Promise<PedidoPendente[]> {
  return db
    .selectFrom('pedido_correcao as pc')
    .innerJoin('chamada as c', 'c.id_chamada', 'pc.id_chamada')
    .innerJoin('turma as t', 't.id_turma', 'c.id_turma')
    .select(['pc.id_pedido', 't.id_turma', 't.nome_turma', 'c.data_c'])
    .whereRef('pc.versao', '=', 'c.versao')
    .orderBy('pc.id_pedido', 'desc')
    .execute();
}
