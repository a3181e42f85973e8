// The outbox's one writer of new messages: every message to a person (a reminder, a
// receipt, a sign-in code, a password link) is a row first, written in the transaction of
// the action that makes it, and leaves later through the worker (features/mensagens/).
import type { Executor } from '#server/db/executor.ts';
import type { MotivoMensagem } from '#shared/schemas/mensagens.ts';

export interface NovaMensagem {
  id_pessoa: number;
  /** The address it goes to: the person's e-mail now. */
  destino: string;
  motivo: MotivoMensagem;
  assunto: string;
  texto: string;
  html: string;
}

/** An e-mail's outbox row, due at once. */
const linhaDa = (m: NovaMensagem, agora: number) => ({
  id_pessoa: m.id_pessoa,
  canal: 'email',
  motivo: m.motivo,
  destino: m.destino,
  assunto: m.assunto.slice(0, 200),
  texto: m.texto,
  html: m.html,
  criada_em: agora,
  proxima_tentativa: agora,
});

/** Queues one e-mail, due at once; answers its id. */
export async function enfileirarMensagem(db: Executor, m: NovaMensagem, agora = Date.now()): Promise<number> {
  const { id_mensagem } = await db
    .insertInto('mensagem')
    .values(linhaDa(m, agora))
    .returning('id_mensagem')
    .executeTakeFirstOrThrow();
  return id_mensagem;
}

/**
 * Queues many e-mails in one statement (a batch job); answers their ids in the order given.
 * A statement takes its ids in the order of its rows, so the ids sorted are the rows' ids.
 */
export async function enfileirarMensagens(
  db: Executor,
  ms: readonly NovaMensagem[],
  agora = Date.now(),
): Promise<number[]> {
  if (ms.length === 0) return [];
  const linhas = await db
    .insertInto('mensagem')
    .values(ms.map((m) => linhaDa(m, agora)))
    .returning('id_mensagem')
    .execute();
  return linhas.map((l) => l.id_mensagem).sort((a, b) => a - b);
}
