// The outbox's worker: every instance runs it (with SMTP_URL set) as the server starts, then
// on an interval, and at once when this process queued a message (avisarEntrega). A run
// claims due messages in small batches (repository.ts: a lease no other instance can take)
// and sends each: delivered → enviada; refused for good by the server (5xx) → falhou with
// its answer; failed for now (no connection, a timeout, a 4xx) → due again after a pause
// that doubles with each try, and falhou after the last try.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '#server/db/executor.ts';
import { aoAvisarEntrega } from '#server/mensagens/enviar.ts';
import { type Transporte, transporteSmtp } from '#server/mensagens/transporte.ts';
import { marcarEnviada, marcarFalha, reservarPendentes } from './repository';

export interface RegrasDeEntrega {
  lote: number;
  reservaMs: number;
  pausaMs: number;
  pausaMaximaMs: number;
  tentativas: number;
  intervaloMs: number;
}

export const ENTREGA: RegrasDeEntrega = {
  /** Messages one claim takes. */
  lote: 10,
  /** How long a claim holds its messages: far longer than a batch's sends may take. */
  reservaMs: 10 * 60_000,
  /** The pause after the first failed try; it doubles after each (30 s, 1 min, 2 min, … 1 h at most). */
  pausaMs: 30_000,
  pausaMaximaMs: 3_600_000,
  /** Tries before a message that keeps failing for now is given up. */
  tentativas: 10,
  intervaloMs: 60_000,
};

/** When a message that failed for now after `tentativas` tries is due again; null: give up. */
export function proximaTentativa(
  tentativas: number,
  agora: number,
  regras: RegrasDeEntrega = ENTREGA,
): number | null {
  if (tentativas >= regras.tentativas) return null;
  return agora + Math.min(regras.pausaMs * 2 ** (tentativas - 1), regras.pausaMaximaMs);
}

export interface Resumo {
  enviadas: number;
  falhas: number;
}

/** Sends every due message (batch after batch) through `transporte`; answers what happened. */
export async function entregarPendentes(
  db: Executor,
  transporte: Transporte,
  regras: RegrasDeEntrega = ENTREGA,
  relogio: () => number = Date.now,
): Promise<Resumo> {
  const resumo: Resumo = { enviadas: 0, falhas: 0 };
  for (;;) {
    const agora = relogio();
    const lote = await reservarPendentes(db, agora, agora + regras.reservaMs, regras.lote);
    if (lote.length === 0) return resumo;
    for (const m of lote) {
      const r = await transporte.enviar({
        para: m.destino,
        assunto: m.assunto,
        texto: m.texto,
        html: m.html,
      });
      if (r.ok) {
        await marcarEnviada(db, m, relogio());
        resumo.enviadas++;
      } else {
        await marcarFalha(
          db,
          m,
          r.erro,
          r.definitiva ? null : proximaTentativa(m.tentativas, relogio(), regras),
        );
        resumo.falhas++;
      }
    }
  }
}

/** The worker's schedule for this app (only with SMTP_URL): at start, on the interval, when woken. */
export function agendarEntrega(app: FastifyInstance, intervaloMs: number = ENTREGA.intervaloMs) {
  const { SMTP_URL, MAIL_FROM } = app.env;
  if (!SMTP_URL) return;
  const transporte = transporteSmtp(SMTP_URL, MAIL_FROM);
  let corrida: Promise<unknown> = Promise.resolve();
  let rodando = false;
  let denovo = false;
  let timer: NodeJS.Timeout | null = null;
  let parar: (() => void) | null = null;
  // One run at a time; a wake-up during a run asks for one more run after it.
  const rodar = () => {
    if (rodando) {
      denovo = true;
      return;
    }
    rodando = true;
    corrida = entregarPendentes(app.db, transporte)
      .then(({ enviadas, falhas }) => {
        if (enviadas || falhas) app.log.info({ enviadas, falhas }, 'mensagens entregues');
      })
      .catch((err) => app.log.error(err))
      .finally(() => {
        rodando = false;
        if (denovo) {
          denovo = false;
          rodar();
        }
      });
  };
  app.addHook('onReady', async () => {
    parar = aoAvisarEntrega(rodar);
    rodar();
    timer = setInterval(rodar, intervaloMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    parar?.();
    if (timer) clearInterval(timer);
    denovo = false;
    await corrida;
    transporte.fechar();
  });
}
