// Per-address limits of the public routes. A feature registers the limiter once
// (`registrarLimites`); each limited route declares its limit in its config
// (`config: { ...publico.config, rateLimit: porEndereco(…) }`). Each route counts on its
// own, in a fixed window from an address's first request in it. The counts live in the
// memory of each process: behind N instances a client may make up to N times a limit
// (README, "Running several instances").
//
// Our own hook rather than @fastify/rate-limit's (decision 045): the same rule, checked
// in one synchronous step; the package's path took a dozen promises and microtask turns,
// read the route's options object on every request and wrote three headers on every
// answer (x-ratelimit-*), on the public payment page's hot path.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import { tooManyRequests } from './http-error';
import { Recentes } from './recentes';

/** The addresses remembered per limited route (least recently seen forgotten first). */
const ENDERECOS = 10_000;

export interface LimitePorEndereco {
  /** Requests allowed per address in a window; the next one is answered 429. */
  max: number;
  /** The fixed window, from an address's first request in it. */
  janelaMs: number;
  /** The pt-BR text of the 429, in the one error shape. */
  mensagem: string;
  /**
   * When the request is counted: `'chegada'` as it arrives (after the access guard,
   * before its body is read: refused bodies count too), `'validado'` only once its
   * input passed the schema.
   */
  contar: 'chegada' | 'validado';
  /** Callers the limit does not apply to. */
  isento?: (request: FastifyRequest) => boolean | Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's limit per client address (rate-limit.ts). */
    rateLimit?: LimitePorEndereco;
  }
}

/** A route's limit per client address (`request.ip`: the proxy's client with TRUST_PROXY). */
export const porEndereco = (limite: LimitePorEndereco): LimitePorEndereco => limite;

/** The limiter, for the routes of one feature that declare a `rateLimit`; the others are not limited. */
export function registrarLimites(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const limite = route.config?.rateLimit;
    if (!limite) return;
    const hook = limitador(limite);
    if (limite.contar === 'chegada') route.onRequest = [...[route.onRequest ?? []].flat(), hook];
    else route.preHandler = [...[route.preHandler ?? []].flat(), hook];
  });
}

interface Contagem {
  pedidos: number;
  /** When its window began (ms). */
  desde: number;
}

/** One route's counts and its hook (a callback: no promise unless `isento` returns one). */
function limitador({ max, janelaMs, mensagem, isento }: LimitePorEndereco) {
  const contagens = new Recentes<string, Contagem>(ENDERECOS);
  const contar = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const agora = Date.now();
    let c = contagens.get(request.ip);
    if (c === undefined || agora - c.desde >= janelaMs)
      c = contagens.set(request.ip, { pedidos: 0, desde: agora });
    c.pedidos += 1;
    if (c.pedidos <= max) return done();
    reply.header('retry-after', Math.max(1, Math.ceil((c.desde + janelaMs - agora) / 1000)));
    done(tooManyRequests(mensagem));
  };
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const livre = isento?.(request) ?? false;
    if (livre === false) return contar(request, reply, done);
    if (livre === true) return done();
    livre.then((sim) => (sim ? done() : contar(request, reply, done)), done);
  };
}
