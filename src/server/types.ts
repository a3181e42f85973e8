import type { Kysely } from 'kysely';
import type { SessionCache, SessionUser } from './auth/sessions';
import type { FamiliaUser } from './auth/sessoes-familia';
import type { Dialect } from './db/connect';
import type { Database } from './db/tables';
import type { DataVersions } from './db/versions';
import type { Env } from './env';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    env: Env;
    /** Per-table data versions; caches compare them (db/versions.ts, db/versions-pg.ts). */
    versions: DataVersions;
    /** Sessions by token, valid while sessao, pessoa and professor are unchanged. */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** Set by the access guard (auth/guards.ts) on routes declared `usuario` or `admin`. */
    user: SessionUser | null;
    /** Set by the access guard on routes declared `familia` (the families' portal). */
    familia: FamiliaUser | null;
  }
}
