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

/** Queues one e-mail, due at once; answers its id. */
export async function enfileirarMensagem(db: Executor, m: NovaMensagem, agora = Date.now()): Promise<number> {
  const { id_mensagem } = await db
    .insertInto('mensagem')
    .values({
      id_pessoa: m.id_pessoa,
      canal: 'email',
      motivo: m.motivo,
      destino: m.destino,
      assunto: m.assunto.slice(0, 200),
      texto: m.texto,
      html: m.html,
      criada_em: agora,
      proxima_tentativa: agora,
    })
    .returning('id_mensagem')
    .executeTakeFirstOrThrow();
  return id_mensagem;
}
