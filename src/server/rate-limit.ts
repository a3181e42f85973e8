// Per-address limits of the public routes, through @fastify/rate-limit. A feature
// registers the limiter once (`registrarLimites`); each limited route declares its
// limit in its config (`config: { ...publico.config, rateLimit: porEndereco(…) }`).
// The counts live in the memory of each process: behind N instances a client may
// make up to N times a limit (README, "Running several instances").
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './http-error';

/** The addresses remembered per limited route (least recently seen forgotten first). */
const ENDERECOS = 10_000;

/** The limiter, for the routes of one feature that declare a `rateLimit`; the others are not limited. */
export const registrarLimites = (app: FastifyInstance) => app.register(fastifyRateLimit, { global: false });

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

/** A route's limit per client address (`request.ip`: the proxy's client with TRUST_PROXY). */
export function porEndereco({
  max,
  janelaMs,
  mensagem,
  contar,
  isento,
}: LimitePorEndereco): RateLimitOptions {
  return {
    max,
    timeWindow: janelaMs,
    hook: contar === 'chegada' ? 'onRequest' : 'preHandler',
    cache: ENDERECOS,
    ...(isento ? { allowList: (request: FastifyRequest) => isento(request) } : {}),
    errorResponseBuilder: () => tooManyRequests(mensagem),
  };
}
