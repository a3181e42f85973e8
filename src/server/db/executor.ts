// What a repository function runs its statements on, and how it knows the dialect.
// Every repository takes an `Executor`: the database itself or a transaction opened
// by the repository function that is the user's action (one action, one transaction).
// Routes never open transactions and never hold a query builder of their own.
import { type Kysely, PostgresAdapter } from 'kysely';
import type { Dialect } from './connect';
import type { Database } from './tables';

/** The database or a transaction on it (Kysely's Transaction is a Kysely). */
export type Executor = Kysely<Database>;

/** The one way to know the dialect of an executor (or of a migration's database). */
export function dialectOf(db: Kysely<unknown> | Executor): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
