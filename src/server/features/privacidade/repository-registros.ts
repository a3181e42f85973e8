// The privacy registers: data subjects' requests (deadline 15 days) and security incidents
// (notify within 3 business days; kept at least 5 years, so nothing here deletes).
import type { Executor } from '#server/db/executor.ts';
import { inserirPedido } from '#server/repositories/pedidos-titular.ts';
import { falha, ok } from '#server/result.ts';
import { instanteIso } from '#shared/rules/datas.ts';
import { prazoDoIncidente } from '#shared/rules/prazos-privacidade.ts';
import type {
  IncidenteInput,
  PedidoAndamentoInput,
  PedidoInput,
  RELACOES,
  STATUS_PEDIDO,
  TIPOS_PEDIDO,
} from '#shared/schemas/privacidade.ts';

const ABERTOS = ['aberta', 'em_andamento'];

/** Every request, open ones first, then by deadline; overdue ones marked against the club's day. */
export async function listarPedidos(db: Executor, hoje: string) {
  const linhas = await db
    .selectFrom('pedido_titular as r')
    .leftJoin('pessoa as p', 'p.id_pessoa', 'r.id_pessoa')
    .select([
      'r.id_pedido',
      'r.id_pessoa',
      'p.nome_pessoa',
      'r.solicitante_nome',
      'r.solicitante_relacao',
      'r.tipo',
      'r.descricao',
      'r.recebido_em',
      'r.prazo',
      'r.status',
      'r.resposta',
      'r.respondido_em',
    ])
    .orderBy('r.prazo')
    .orderBy('r.id_pedido')
    .execute();
  const pedidos = linhas.map((l) => ({
    ...l,
    solicitante_relacao: l.solicitante_relacao as (typeof RELACOES)[number],
    tipo: l.tipo as (typeof TIPOS_PEDIDO)[number],
    status: l.status as (typeof STATUS_PEDIDO)[number],
    atrasado: ABERTOS.includes(l.status) && l.prazo < hoje,
  }));
  return [
    ...pedidos.filter((p) => ABERTOS.includes(p.status)),
    ...pedidos.filter((p) => !ABERTOS.includes(p.status)),
  ];
}

export async function registrarPedido(db: Executor, p: PedidoInput, id_registrador: number) {
  const pessoa = await db
    .selectFrom('pessoa')
    .select('id_pessoa')
    .where('id_pessoa', '=', p.id_pessoa)
    .executeTakeFirst();
  if (!pessoa) return falha('pessoa_inexistente');
  const { id_pedido } = await inserirPedido(db, p, id_registrador);
  return ok({ id_pedido });
}

/** Moves a request on: its status, and the answer and its day once it is closed. */
export async function andamentoDoPedido(db: Executor, id_pedido: number, a: PedidoAndamentoInput) {
  const fechado = a.status === 'atendida' || a.status === 'recusada';
  const r = await db
    .updateTable('pedido_titular')
    .set({
      status: a.status,
      resposta: a.resposta ?? null,
      respondido_em: fechado ? (a.respondido_em ?? null) : null,
    })
    .where('id_pedido', '=', id_pedido)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 0 ? falha('pedido_inexistente') : ok();
}

const COLUNAS_INCIDENTE = [
  'id_incidente',
  'ciencia_em',
  'descricao',
  'dados_afetados',
  'pessoas_afetadas',
  'medidas',
  'prazo_comunicacao',
  'anpd_comunicada_em',
  'titulares_comunicados_em',
  'registrado_em',
] as const;

export async function listarIncidentes(db: Executor) {
  const linhas = await db
    .selectFrom('incidente')
    .select(COLUNAS_INCIDENTE)
    .orderBy('ciencia_em', 'desc')
    .orderBy('id_incidente', 'desc')
    .execute();
  return linhas.map((l) => ({ ...l, registrado_em: instanteIso(l.registrado_em) }));
}

const camposIncidente = (i: IncidenteInput) => ({
  ciencia_em: i.ciencia_em,
  descricao: i.descricao as string,
  dados_afetados: i.dados_afetados as string,
  pessoas_afetadas: i.pessoas_afetadas,
  medidas: i.medidas as string,
  prazo_comunicacao: prazoDoIncidente(i.ciencia_em),
  anpd_comunicada_em: i.anpd_comunicada_em ?? null,
  titulares_comunicados_em: i.titulares_comunicados_em ?? null,
});

export async function registrarIncidente(db: Executor, i: IncidenteInput, id_registrador: number) {
  const { id_incidente } = await db
    .insertInto('incidente')
    .values({ ...camposIncidente(i), id_registrador, registrado_em: Date.now() })
    .returning('id_incidente')
    .executeTakeFirstOrThrow();
  return { id_incidente };
}

/** Completes a record (measures, the days the ANPD and the people were told); never deletes it. */
export async function atualizarIncidente(db: Executor, id_incidente: number, i: IncidenteInput) {
  const r = await db
    .updateTable('incidente')
    .set(camposIncidente(i))
    .where('id_incidente', '=', id_incidente)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 0 ? falha('incidente_inexistente') : ok();
}
