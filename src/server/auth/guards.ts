// Who may call a route. Every protected route names one of these in its
// preHandler; the client's own hiding of controls is only a convenience.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import { MSG } from '#shared/messages.ts';
import { findSession, SESSION_COOKIE, type SessionUser } from './sessions';

export async function sessionOf(request: FastifyRequest): Promise<SessionUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const { env, db, sessionCache } = request.server;
  return findSession(
    db,
    token,
    { idleMs: env.SESSION_IDLE_HOURS * 3_600_000, maxMs: env.SESSION_MAX_DAYS * 86_400_000 },
    Date.now(),
    sessionCache,
  );
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const user = await sessionOf(request);
  if (!user) throw new HttpError(401, MSG.naoAutenticado);
  request.user = user;
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (request.user!.adm !== 1) throw new HttpError(403, MSG.semPermissao);
}

/** The logged-in user of a route guarded by requireUser/requireAdmin. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, MSG.naoAutenticado);
  return request.user;
}

/**
 * True when the browser says the request comes from another site: a link,
 * form or script elsewhere. Browsers send Sec-Fetch-Site on every request;
 * older ones send Origin on unsafe methods. Non-browser clients send neither.
 */
export function isCrossSite(request: FastifyRequest, { allowTyped = true } = {}): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    return !(site === 'same-origin' || (allowTyped && site === 'none'));
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }
  return origin === 'null';
}

/** preHandler: refuse a state-changing request that another site triggered. */
export async function requireSameOrigin(request: FastifyRequest) {
  if (isCrossSite(request, { allowTyped: false })) throw new HttpError(403, MSG.origemInvalida);
}
