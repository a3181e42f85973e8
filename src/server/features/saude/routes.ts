// GET /health and GET /ready, for a reverse proxy, a container healthcheck or an
// orchestrator (public, no session, never cached):
// - /health: the process answers (no database work);
// - /ready: the database answers within READY_TIMEOUT_MS and holds exactly the
//   migrations this build carries; otherwise 503 in the one error shape. While the
//   server shuts down every request, /ready included, is answered 503 (app.ts).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { publico } from '#server/auth/guards.ts';
import { migrationsCurrent } from '#server/db/migrations-current.ts';
import { serviceUnavailable } from '#server/http-error.ts';
import { MSG } from '#shared/messages.ts';

/** A database that has not answered by then counts as unreachable. */
const READY_TIMEOUT_MS = 3_000;

interface SaudeOptions {
  /** PostgreSQL: the schema the app works in (where Kysely keeps its migration table). */
  schema?: string;
}

const saudeRoutes: FastifyPluginAsyncZod<SaudeOptions> = async (app, { schema }) => {
  const { db } = app;

  app.get('/health', { ...publico }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });

  app.get('/ready', { ...publico }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const estado = await comPrazo(
      (async () => {
        await sql`select 1`.execute(db);
        return (await migrationsCurrent(db, schema)) ? 'pronto' : 'desatualizado';
      })(),
      READY_TIMEOUT_MS,
    ).catch(() => 'inacessivel' as const);
    if (estado === 'desatualizado') throw serviceUnavailable(MSG.bancoDesatualizado);
    if (estado !== 'pronto') throw serviceUnavailable(MSG.bancoInacessivel);
    return { ok: true };
  });
};

/** The promise's value, or a rejection once `ms` have passed. */
function comPrazo<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const prazo = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, prazo]).finally(() => clearTimeout(timer));
}

export default saudeRoutes;
