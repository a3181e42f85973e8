// enviarMensagem: the one way anything sends a message to a person. It renders the e-mail
// from its content (modelo.tsx) and queues it in the caller's transaction; the worker
// (features/mensagens/entrega.ts) delivers it. `avisarEntrega` wakes the worker of this
// process once the caller's transaction is committed, so a message waits for no timer.
import { EventEmitter } from 'node:events';
import type { Executor } from '#server/db/executor.ts';
import { enfileirarMensagem } from '#server/repositories/mensagens.ts';
import type { MotivoMensagem } from '#shared/schemas/mensagens.ts';
import type { ConteudoEmail } from './modelo';

const avisos = new EventEmitter();
avisos.setMaxListeners(0);

export interface Mensagem {
  id_pessoa: number;
  /** The person's e-mail. */
  email: string;
  motivo: MotivoMensagem;
  conteudo: ConteudoEmail;
}

/** Renders and queues `m`; answers the outbox row's id. */
export async function enviarMensagem(db: Executor, m: Mensagem): Promise<number> {
  // The template (React and the renderer) is loaded on the first message, not with the server.
  const { renderizar } = await import('./modelo');
  const { html, texto } = await renderizar(m.conteudo);
  return enfileirarMensagem(db, {
    id_pessoa: m.id_pessoa,
    destino: m.email,
    motivo: m.motivo,
    assunto: m.conteudo.assunto,
    texto,
    html,
  });
}

/** Tells this process's worker that a message is waiting (call after the transaction commits). */
export function avisarEntrega(): void {
  avisos.emit('nova');
}

/** The worker's subscription; answers the function that ends it. */
export function aoAvisarEntrega(ouvinte: () => void): () => void {
  avisos.on('nova', ouvinte);
  return () => avisos.off('nova', ouvinte);
}
