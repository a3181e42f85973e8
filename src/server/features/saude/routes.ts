// GET /health and GET /ready, for a reverse proxy, a container healthcheck or an
// orchestrator (public, no session, never cached):
// - /health: the process answers (no database work);
// - /ready: the database answers within READY_TIMEOUT_MS and holds exactly the
//   migrations this build carries; otherwise 503 in the one error shape. While the
//   server shuts down every request, /ready included, is answered 503 (app.ts).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publico } from '#server/auth/guards.ts';
import { recusaDaProntidao } from './recusas';
import { bancoPronto } from './repository';

/** A database that has not answered by then counts as unreachable. */
const READY_TIMEOUT_MS = 3_000;

interface SaudeOptions {
  /** PostgreSQL: the schema the app works in (where Kysely keeps its migration table). */
  schema?: string;
}

const saudeRoutes: FastifyPluginAsyncZod<SaudeOptions> = async (app, { schema }) => {
  const { db } = app;

  app.get('/health', { ...publico }, async () => ({ ok: true }));

  app.get('/ready', { ...publico }, async () => {
    const r = await bancoPronto(db, schema, READY_TIMEOUT_MS);
    if (!r.ok) throw recusaDaProntidao(r);
    return { ok: true };
  });
};

export default saudeRoutes;
