// Graceful shutdown (SIGTERM from an orchestrator or systemd, SIGINT from Ctrl-C):
// stop accepting connections, let the requests already in flight finish (at most
// SHUTDOWN_TIMEOUT_MS, 10 s by default; requests still arriving on open connections
// get 503, see app.ts), then close the database and exit. Exit code 0 when every
// request finished; 1 when some had to be cut at the limit or closing failed.
// Whatever else happens (a promise that never settles, a step that throws), the
// process exits once both limits and a margin have passed: an unref'd timer,
// which keeps nothing alive by itself.
import type { FastifyInstance } from 'fastify';

interface Encerramento {
  app: FastifyInstance;
  database: { close(): Promise<void> };
  timeoutMs: number;
}

/** Closing the database after the requests ended should be quick; past this it is abandoned. */
const FECHAR_BANCO_MS = 2_000;

/** The last resort's margin past the requests' and the database's limits. */
const MARGEM_MS = 1_000;

/** Shuts down; resolves the process's exit code. */
async function encerrar({ app, database, timeoutMs }: Encerramento): Promise<0 | 1> {
  let code: 0 | 1 = 0;
  const limite = setTimeout(() => {
    code = 1;
    app.log.warn(`encerramento: requisições ainda abertas após ${timeoutMs} ms foram interrompidas`);
    app.server.closeAllConnections();
  }, timeoutMs);
  // A keep-alive connection whose last answer left before closing began would wait
  // idle for its next request: closed as soon as it is idle.
  const ociosas = setInterval(() => app.server.closeIdleConnections(), 200);
  try {
    await app.close(); // resolves once every connection has ended
  } catch (err) {
    code = 1;
    app.log.error(err);
  } finally {
    clearTimeout(limite);
    clearInterval(ociosas);
  }
  let prazo: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.close(),
      new Promise((_, reject) => {
        prazo = setTimeout(() => reject(new Error('o banco de dados não fechou a tempo')), FECHAR_BANCO_MS);
      }),
    ]);
  } catch (err) {
    code = 1;
    app.log.error(err);
  } finally {
    clearTimeout(prazo);
  }
  app.log.info(code === 0 ? 'encerrado' : 'encerrado com requisições interrompidas');
  return code;
}

/**
 * On the first SIGTERM or SIGINT: shut down, then exit. Later signals are ignored
 * (`npm start` under Ctrl-C delivers SIGINT twice: from the terminal and from npm).
 */
export function encerrarAoSinal(encerramento: Encerramento) {
  let encerrando = false;
  const aoSinal = (signal: NodeJS.Signals) => {
    if (encerrando) return;
    encerrando = true;
    encerramento.app.log.info(`${signal}: encerrando`);
    void encerrarESair(encerramento, (code) => process.exit(code));
  };
  process.on('SIGTERM', aoSinal);
  process.on('SIGINT', aoSinal);
}

/**
 * Shuts down, then calls `sair` with the exit code; if the shutdown has not ended
 * by `timeoutMs` + FECHAR_BANCO_MS + MARGEM_MS, calls it with 1 anyway.
 */
export async function encerrarESair(encerramento: Encerramento, sair: (code: 0 | 1) => void) {
  const prazoFinal = encerramento.timeoutMs + FECHAR_BANCO_MS + MARGEM_MS;
  const ultimoRecurso = setTimeout(() => {
    encerramento.app.log.error(`encerramento não terminou em ${prazoFinal} ms: saindo assim mesmo`);
    sair(1);
  }, prazoFinal);
  ultimoRecurso.unref();
  const code = await encerrar(encerramento).catch((err: unknown) => {
    encerramento.app.log.error(err);
    return 1 as const;
  });
  clearTimeout(ultimoRecurso);
  sair(code);
}
