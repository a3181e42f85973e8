// The outbox's statements: the worker's claim and its outcomes, the administrators' list
// and a person's e-mail situation. A claim is a lease (`reservada_ate`): the rows a worker
// takes are due, pending and held by nobody (or by a worker whose lease lapsed); on
// PostgreSQL the claim skips rows another instance is claiming at that moment (FOR UPDATE
// SKIP LOCKED) and re-reads a row it waited for, so two instances never take the same row;
// SQLite has one writer.
import { dialectOf, type Executor } from '#server/db/executor.ts';
import { contarAteLimite, type Leitura, paginarCursor } from '#server/repositories/listas.ts';
import {
  type MensagensQuery,
  MOTIVOS_SIGILOSOS,
  type MotivoMensagem,
  type StatusMensagem,
} from '#shared/schemas/mensagens.ts';

export interface Reservada {
  id_mensagem: number;
  motivo: MotivoMensagem;
  destino: string;
  assunto: string;
  texto: string;
  html: string;
  tentativas: number;
}

/** Takes up to `limite` due messages for this worker until `ate`; each try counted now. */
export async function reservarPendentes(
  db: Executor,
  agora: number,
  ate: number,
  limite: number,
): Promise<Reservada[]> {
  let devidas = db
    .selectFrom('mensagem')
    .select('id_mensagem')
    .where('status', '=', 'pendente')
    .where('proxima_tentativa', '<=', agora)
    .where((eb) => eb.or([eb('reservada_ate', 'is', null), eb('reservada_ate', '<', agora)]))
    .orderBy('proxima_tentativa')
    .orderBy('id_mensagem')
    .limit(limite);
  if (dialectOf(db) === 'postgres') devidas = devidas.forUpdate().skipLocked();
  const rows = await db
    .updateTable('mensagem')
    .set((eb) => ({ reservada_ate: ate, tentativas: eb('tentativas', '+', 1) }))
    .where('id_mensagem', 'in', devidas)
    .where('status', '=', 'pendente')
    .where((eb) => eb.or([eb('reservada_ate', 'is', null), eb('reservada_ate', '<', agora)]))
    .returning(['id_mensagem', 'motivo', 'destino', 'assunto', 'texto', 'html', 'tentativas'])
    .execute();
  return rows
    .map((r) => ({ ...r, motivo: r.motivo as MotivoMensagem, texto: r.texto ?? '', html: r.html ?? '' }))
    .sort((a, b) => a.id_mensagem - b.id_mensagem);
}

/** A secret message's bodies go once it leaves the queue: only the e-mail kept the link. */
const corpos = (motivo: MotivoMensagem) =>
  MOTIVOS_SIGILOSOS.includes(motivo) ? { texto: null, html: null } : {};

export async function marcarEnviada(db: Executor, m: Reservada, agora: number): Promise<void> {
  await db
    .updateTable('mensagem')
    .set({
      status: 'enviada',
      enviada_em: agora,
      reservada_ate: null,
      ultimo_erro: null,
      ...corpos(m.motivo),
    })
    .where('id_mensagem', '=', m.id_mensagem)
    .execute();
}

/** A failed try: given up (`proxima` null: falhou, with the error) or due again at `proxima`. */
export async function marcarFalha(
  db: Executor,
  m: Reservada,
  erro: string,
  proxima: number | null,
): Promise<void> {
  await db
    .updateTable('mensagem')
    .set(
      proxima === null
        ? { status: 'falhou', reservada_ate: null, ultimo_erro: erro.slice(0, 500), ...corpos(m.motivo) }
        : { proxima_tentativa: proxima, reservada_ate: null, ultimo_erro: erro.slice(0, 500) },
    )
    .where('id_mensagem', '=', m.id_mensagem)
    .execute();
}

export interface MensagemLida {
  id_mensagem: number;
  id_pessoa: number;
  nome_pessoa: string;
  telefone: string | null;
  motivo: MotivoMensagem;
  assunto: string;
  texto: string | null;
  status: StatusMensagem;
  criada_em: number;
  enviada_em: number | null;
  erro: string | null;
}

/** GET /api/mensagens: newest first (the list's key is the id, descending), one page. */
export function listarMensagens(db: Executor, q: MensagensQuery) {
  const base = () => {
    let c = db.selectFrom('mensagem as m').innerJoin('pessoa as p', 'p.id_pessoa', 'm.id_pessoa');
    if (q.id_pessoa !== undefined) c = c.where('m.id_pessoa', '=', q.id_pessoa);
    if (q.status) c = c.where('m.status', '=', q.status);
    if (q.motivo) c = c.where('m.motivo', '=', q.motivo);
    return c;
  };
  // The list's order is the id's, newest first: "after" a key is a smaller id.
  const ler = async ({ ordem, apos, limite }: Leitura): Promise<MensagemLida[]> => {
    let c = base().select([
      'm.id_mensagem',
      'm.id_pessoa',
      'p.nome_pessoa',
      'p.telefone_pessoa as telefone',
      'm.motivo',
      'm.assunto',
      'm.texto',
      'm.status',
      'm.criada_em',
      'm.enviada_em',
      'm.ultimo_erro as erro',
    ]);
    if (apos) c = c.where('m.id_mensagem', ordem === 'asc' ? '<' : '>', apos[1]);
    const rows = await c
      .orderBy('m.id_mensagem', ordem === 'asc' ? 'desc' : 'asc')
      .limit(limite)
      .execute();
    return rows.map((r) => ({
      ...r,
      motivo: r.motivo as MotivoMensagem,
      status: r.status as StatusMensagem,
      criada_em: Number(r.criada_em),
      enviada_em: r.enviada_em === null ? null : Number(r.enviada_em),
    }));
  };
  return paginarCursor(
    { ...q, q: undefined },
    ler,
    (m) => ['', m.id_mensagem] as const,
    (limite) => contarAteLimite(db, limite, base().select('m.id_mensagem')),
  );
}

/**
 * The mail server's refusal of the person's e-mail: the answer (a 5xx) that gave up their
 * latest e-mail that left the queue; null when it was delivered, or failed only for want of
 * a connection.
 */
export async function recusaDoEmail(db: Executor, id_pessoa: number): Promise<string | null> {
  const ultima = await db
    .selectFrom('mensagem')
    .select(['status', 'ultimo_erro'])
    .where('id_pessoa', '=', id_pessoa)
    .where('canal', '=', 'email')
    .where('status', 'in', ['enviada', 'falhou'])
    .orderBy('id_mensagem', 'desc')
    .limit(1)
    .executeTakeFirst();
  const erro = ultima?.status === 'falhou' ? (ultima.ultimo_erro ?? '') : '';
  return /^5\d\d/.test(erro) ? erro : null;
}
