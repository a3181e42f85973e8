import type { Kysely } from 'kysely';
import type { SessionUser } from './auth/sessions';
import type { Dialect } from './db/connect';
import type { Database } from './db/tables';
import type { Env } from './env';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    env: Env;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin. */
    user: SessionUser | null;
  }
}
