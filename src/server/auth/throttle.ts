// Login throttling with a growing delay, kept in the database so every app
// instance sees the same counts. Two counts, each answered 429 when it is too early:
// - one account from one client address: after `freeFails` failures, each further
//   try waits `firstDelayMs`, then twice that after every new failure, up to
//   `maxDelayMs`. Failures elsewhere never slow this pair down, so nobody can lock
//   the real user (the club's administrator, say) out of their account;
// - one address over all accounts (one address trying many): the same, after
//   `freeFailsAddress` failures.
// A count is forgotten after `forgetMs` without a new try. A try takes its place
// in both counts (one atomic statement each) before the password is checked, so
// parallel requests cannot slip past a count; a successful login gives its places
// back. A row of `tentativa_login` is one count: `falhas` tries (failed or under
// way) and `inicio_janela`, the time of the latest, from which the wait runs.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Executor } from '#server/db/executor.ts';
import type { Env } from '#server/env.ts';
import { type HttpError, tooManyRequests } from '#server/http-error.ts';
import { falha, ok, type Resultado } from '#server/result.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import {
  apagarContagem,
  devolverLugar,
  lerContagens,
  type Permissao,
  tomarLugar,
} from './repository-tentativas';

export interface ThrottleLimits {
  freeFails: number;
  freeFailsAddress: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
}

/** The limits the settings give (LOGIN_*): the login and the account's current-password check share it. */
export function limitesDeTentativas(env: Env): ThrottleLimits {
  return {
    freeFails: env.LOGIN_FREE_FAILS,
    freeFailsAddress: env.LOGIN_FREE_FAILS_ADDRESS,
    firstDelayMs: env.LOGIN_DELAY_SECONDS * 1000,
    maxDelayMs: env.LOGIN_MAX_DELAY_MINUTES * 60_000,
    forgetMs: env.LOGIN_FORGET_HOURS * 3_600_000,
  };
}

/** One account from one address; hashed, so the table holds no e-mail and keys stay short. */
const pairKey = (usuario: string, ip: string) =>
  `par:${createHash('sha256').update(`${ip}\n${usuario}`).digest('hex')}`;
const addressKey = (ip: string) => `ip:${ip.slice(0, 64)}`;

/** The wait before the next try, after `tries` counted tries. */
export function delayAfter(limits: ThrottleLimits, free: number, tries: number): number {
  if (tries < free) return 0;
  return Math.min(limits.firstDelayMs * 2 ** (tries - free), limits.maxDelayMs);
}

/**
 * When a try is allowed on a count: forgotten, or under the free tries, or its wait is
 * over. The wait is a step per count until it reaches the cap, each step a time a
 * count's latest try must be at or before (plain parameters on both databases).
 */
function permitidaAgora(limits: ThrottleLimits, free: number, now: number): Permissao {
  const passos: Permissao['passos'] = [];
  for (let tries = free; ; tries++) {
    const wait = delayAfter(limits, free, tries);
    const ultimo = wait >= limits.maxDelayMs || tries - free > 40;
    passos.push({ falhas: tries, ultimaAte: now - wait, ouMais: ultimo });
    if (ultimo) break;
  }
  return { esquecidaAte: now - limits.forgetMs, livres: free, passos };
}

/** How long until a try is allowed again (at least a second), for Retry-After. */
export async function esperaRestante(
  db: Executor,
  limits: ThrottleLimits,
  usuario: string,
  ip: string,
  now: number,
) {
  const rows = await lerContagens(db, [pairKey(usuario, ip), addressKey(ip)]);
  let wait = 1000;
  for (const r of rows) {
    const free = r.chave.startsWith('ip:') ? limits.freeFailsAddress : limits.freeFails;
    wait = Math.max(wait, Number(r.inicio_janela) + delayAfter(limits, free, r.falhas) - now);
  }
  return wait;
}

/**
 * Counts a login try of `usuario` from `ip` before its password is checked. Refused
 * (`muitas_tentativas`) when it is too early for this pair or this address; nothing is
 * counted then, and `tentativaRecusada` answers it.
 */
export async function beginAttempt(
  db: Executor,
  limits: ThrottleLimits,
  usuario: string,
  ip: string,
  now = Date.now(),
): Promise<Resultado<object, 'muitas_tentativas'>> {
  if (await tomarLugar(db, addressKey(ip), now, permitidaAgora(limits, limits.freeFailsAddress, now))) {
    if (await tomarLugar(db, pairKey(usuario, ip), now, permitidaAgora(limits, limits.freeFails, now)))
      return ok();
    await devolverLugar(db, addressKey(ip));
  }
  return falha('muitas_tentativas');
}

/**
 * The answer to a try refused as too early: 429 with the product's message, and
 * Retry-After (whole seconds) from the counts as they stand.
 */
export async function tentativaRecusada(
  db: Executor,
  limits: ThrottleLimits,
  usuario: string,
  ip: string,
  reply: FastifyReply,
  now = Date.now(),
): Promise<HttpError> {
  reply.header('retry-after', Math.ceil((await esperaRestante(db, limits, usuario, ip, now)) / 1000));
  return tooManyRequests(MSG_RECUSA.muitasTentativas);
}

/** A successful login: the pair starts over, and the address's count loses this try. */
export async function attemptSucceeded(db: Executor, usuario: string, ip: string) {
  await apagarContagem(db, pairKey(usuario, ip));
  await devolverLugar(db, addressKey(ip));
}
