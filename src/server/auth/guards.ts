// Who may call a route: every route of the API declares it in its options, as
// `{ ...publico }`, `{ ...usuario }` or `{ ...admin }`, beside its schema. The
// onRoute hook `exigirAcesso` (registered around every feature in app.ts) gives each
// route the guard of its declaration as its first onRequest hook, which enforces it
// before the body is read or validated:
// - `usuario` needs a session (401), `admin` a session with adm = 1 (403);
// - `familia` needs a family session (its own cookie and table: auth/sessoes-familia.ts;
//   401), and is declared only by routes under /api/familia/, which declare nothing else
//   but `publico` (the start fails otherwise): a family session reaches nothing but its
//   portal, and a staff session does not reach the portal;
// - a person who must change their password (pessoa.troca_senha) reaches only the
//   account's own routes, `/api/conta/*`; anything else is 403 with the code the client
//   recognises (CODIGO_TROCA_DE_SENHA) to show the change screen;
// - every state-changing request (any method but GET/HEAD/OPTIONS, and the original client's
//   few GETs that delete, declared `{ ...adminAltera }`) must come from our own
//   origin (403), whoever the caller is;
// - a route that declares nothing fails the server's start.
// Ownership rules ("this teacher teaches this class") stay in the handlers.
// The client's hiding of controls is only a convenience.
import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { forbidden, HttpError, unauthorized } from '#server/http-error.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { CODIGO_TROCA_DE_SENHA } from '#shared/schemas/conta.ts';
import { COOKIE_FAMILIA } from '#shared/schemas/familia.ts';
import { findSession, SESSION_COOKIE, type SessaoEncontrada, type SessionUser } from './sessions';
import { acharSessaoFamilia, type FamiliaUser } from './sessoes-familia';

export type Acesso = 'publico' | 'usuario' | 'admin' | 'familia';

declare module 'fastify' {
  interface FastifyContextConfig {
    acesso?: Acesso;
    /** A GET that changes data (`/admbackend/excluir…`, docs/compatibility.md): same-origin only, like a POST. */
    alteraComGet?: boolean;
  }
}

const declara = (acesso: Acesso) => ({ config: { acesso } });
export const publico = declara('publico');
export const usuario = declara('usuario');
export const admin = declara('admin');
export const adminAltera = { config: { acesso: 'admin', alteraComGet: true } } as const;
export const familia = declara('familia');

/** Where the families' portal's routes live: the only ones a family session reaches. */
const ROTAS_DA_FAMILIA = '/api/familia/';

/** The caller's family session, or null (sessoes-familia.ts). */
function familiaDe(request: FastifyRequest): Promise<FamiliaUser | null> {
  const token = request.cookies[COOKIE_FAMILIA];
  if (!token) return Promise.resolve(null);
  const { env, db } = request.server;
  return acharSessaoFamilia(db, token, {
    idleMs: env.SESSION_IDLE_HOURS * 3_600_000,
    maxMs: env.SESSION_MAX_DAYS * 86_400_000,
  });
}

/** The caller's session: without a promise when it is known in memory and current (sessions.ts). */
export function sessionOf(request: FastifyRequest): SessaoEncontrada {
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

/**
 * onRoute: a route without a declared `acesso` is a programming error, caught at start;
 * a declared one gets its guard as its first onRequest hook.
 */
export function exigirAcesso(route: RouteOptions) {
  const acesso = route.config?.acesso;
  if (!acesso) {
    throw new Error(
      `${route.method} ${route.url}: declare who may call it ({ ...publico | usuario | admin | familia })`,
    );
  }
  const daFamilia = route.url.startsWith(ROTAS_DA_FAMILIA);
  if ((acesso === 'familia') !== daFamilia && acesso !== 'publico') {
    throw new Error(
      `${route.method} ${route.url}: only the routes under ${ROTAS_DA_FAMILIA} are the family's`,
    );
  }
  const guarda = verificarAcesso(acesso, route.config?.alteraComGet === true);
  route.onRequest = [guarda, ...[route.onRequest ?? []].flat()];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one guard, made once per route for its declaration. It takes a callback, so a
 * session found without waiting lets the request go on without a promise of its own.
 */
function verificarAcesso(acesso: Acesso, alteraComGet: boolean): onRequestHookHandler {
  return (request, _reply, done) => {
    const altera = alteraComGet || !SAFE_METHODS.has(request.method);
    if (altera && isCrossSite(request, { allowTyped: false }))
      return done(forbidden(MSG_RECUSA.origemInvalida));
    if (acesso === 'publico') return done();
    if (acesso === 'familia') {
      familiaDe(request).then((f) => {
        request.familia = f;
        done(f ? undefined : unauthorized());
      }, done);
      return;
    }
    const user = sessionOf(request);
    if (user instanceof Promise) user.then((u) => done(admitir(request, acesso, u)), done);
    else done(admitir(request, acesso, user));
  };
}

/** What a person who must change their password may still call (besides the public /login and /sair). */
const ROTAS_DA_CONTA = '/api/conta/';

/** The request goes on as `user` (undefined), or is refused (the error). */
function admitir(
  request: FastifyRequest,
  acesso: Exclude<Acesso, 'publico' | 'familia'>,
  user: SessionUser | null,
): HttpError | undefined {
  if (!user) return unauthorized();
  if (user.troca_senha === 1 && !request.routeOptions.url?.startsWith(ROTAS_DA_CONTA)) {
    return new HttpError(403, MSG_CONTA.trocaObrigatoria, { code: CODIGO_TROCA_DE_SENHA });
  }
  if (acesso === 'admin' && user.adm !== 1) return forbidden();
  request.user = user;
  return undefined;
}

/** The signed-in family person of a route declared `familia`. */
export function familiaOf(request: FastifyRequest): FamiliaUser {
  if (!request.familia) throw unauthorized();
  return request.familia;
}

/** The logged-in user of a route declared `usuario` or `admin`. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * True when the browser says the request comes from another site: a link,
 * form or script elsewhere. Browsers send Sec-Fetch-Site on every request;
 * older ones send Origin on unsafe methods. Non-browser clients send neither.
 */
function isCrossSite(request: FastifyRequest, { allowTyped = true } = {}): boolean {
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
