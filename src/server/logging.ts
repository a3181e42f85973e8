// The server's log: pino (through Fastify), one JSON object per line.
//
// - One line per request, written when it ends: request id, method, path, the route
//   it matched, status, duration, the logged-in person's id and the client address.
//   The same request id is answered in the X-Request-Id header, so a user's report
//   ("it failed at 10:42", with the id the browser saw) finds its line.
// - Never in a log: bodies, query strings (searches carry names and CPFs; list
//   cursors carry names), headers (cookies), and of an error only its type, code,
//   constraint and stack, with e-mails and long numbers redacted in its message
//   (PostgreSQL's `detail` repeats the row's values: "Key (email_pessoa)=(…)").
// - Lines go to process.stdout, never to pino's own file-descriptor writer: that
//   writer flushes what it still holds synchronously when the process exits, and
//   retries a failed write every 100 ms for ever, so a server whose stdout reader
//   had gone (a supervisor closing its pipes before SIGTERM) never finished exiting.
//   process.stdout writes at once when the pipe has room, queues otherwise, and
//   holds nothing back at exit; once its reader is gone (ignoreClosedOutput) the
//   lines are dropped and the server goes on.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Env } from './env';

/** Where log lines go instead of stdout (tests, the browser tests' server). */
export interface LogStream {
  write(line: string): void;
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Fastify's logger options and request-id generator. */
export function opcoesDeLog(
  env: Env,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  return {
    logger: {
      level: env.LOG_LEVEL,
      serializers: { err: (err: unknown) => erroParaLog(err) },
      hooks: {
        // pino's message of an error is its unredacted message; every message is redacted.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (first instanceof Error && typeof rest[0] !== 'string') {
            return method.apply(this, [first, redact(first.message)] as never);
          }
          const redacted = args.map((a) => (typeof a === 'string' ? redact(a) : a));
          return method.apply(this, redacted as never);
        },
      },
      stream: stream ?? process.stdout,
    },
    // Fastify's own two lines per request log the whole URL (query string included).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId(req: IncomingMessage) {
      // A request id set by our own reverse proxy ties its log to ours.
      const given = req.headers['x-request-id'];
      if (env.TRUST_PROXY && typeof given === 'string' && REQUEST_ID.test(given)) return given;
      return randomUUID();
    },
  };
}

/**
 * A write error on stdout or stderr (EPIPE: the reader has gone) would be an
 * uncaught exception that ends the process through its exit handlers; the server
 * carries on without its output instead (later writes are dropped).
 */
export function ignoreClosedOutput() {
  for (const output of [process.stdout, process.stderr]) {
    output.off('error', ignorar).on('error', ignorar);
  }
}

function ignorar() {}

const ESCREVE_INFO = new Set(['trace', 'debug', 'info']);

/** The request id, answered on every request (app.ts calls it from its one onRequest hook). */
export function idNaResposta(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
}

/** Writes the one line of every request. */
export function registrarLogDeRequisicoes(app: FastifyInstance) {
  // Hooks of every request take a callback: an async one costs a promise and a microtask each.
  app.addHook('onResponse', (request, reply, done) => {
    // The line's object is built only when it is written (LOG_LEVEL may be above info).
    if (ESCREVE_INFO.has(request.log.level)) request.log.info(linhaDaRequisicao(request, reply), 'request');
    done();
  });
  // The client went away before the answer: still one line.
  app.addHook('onRequestAbort', async (request) => {
    request.log.info({ ...linhaDaRequisicao(request), aborted: true }, 'request');
  });
}

function linhaDaRequisicao(request: FastifyRequest, reply?: FastifyReply) {
  return {
    method: request.method,
    url: caminhoParaLog(request.url),
    route: request.routeOptions.url,
    status: reply?.statusCode,
    ms: reply ? Math.round(reply.elapsedTime * 10) / 10 : undefined,
    user: request.user?.id_pessoa,
    ip: request.ip,
  };
}

/**
 * The path of a request URL, for the log: no query string, and any segment that
 * could be personal data (an e-mail; seven digits or more, as in a CPF, RG or
 * phone number) or a personal link's token (32 or more URL-safe characters in one
 * run) replaced by `*`. Our routes' own segments are words and ids.
 */
export function caminhoParaLog(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).slice(0, 512);
  return path
    .split('/')
    .map((segment) => {
      let text = segment;
      try {
        text = decodeURIComponent(segment);
      } catch {}
      const pessoal = text.includes('@') || (text.match(/\d/g)?.length ?? 0) >= 7;
      return pessoal || /^[A-Za-z0-9_-]{32,}$/.test(text) ? '*' : segment;
    })
    .join('/');
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Seven digits or more, possibly split by dots, dashes or slashes, or a phone's "(11) ".
const NUMERO_LONGO = /\(?\d(?:(?:[./-]|\)\s?)?\d){6,}/g;
const DATA_ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Text that may quote a value (an error message), with e-mails and long numbers redacted. */
export function redact(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(NUMERO_LONGO, (n) => (DATA_ISO.test(n) ? n : '[número]'));
}

// What an error may show in the log; never `detail`, `where`, `parameters`, …
const CAMPOS_SEGUROS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'];

interface ErroNoLog {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** pino serializer for errors: type, message (redacted), safe fields, stack, cause. */
function erroParaLog(err: unknown, depth = 0): ErroNoLog {
  if (!(err instanceof Error)) return { type: typeof err, message: redact(String(err)), stack: '' };
  const message = redact(err.message);
  // The stack starts with the message; the frames below it are kept as they are.
  const stack = (err.stack ?? '').replace(err.message, message);
  const out: ErroNoLog = { type: err.constructor?.name ?? err.name, message, stack };
  const fields = err as unknown as Record<string, unknown>;
  for (const key of CAMPOS_SEGUROS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (err.cause !== undefined && depth < 3) out.cause = erroParaLog(err.cause, depth + 1);
  return out;
}
