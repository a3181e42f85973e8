// Whether the database is ready to serve this build (GET /ready).
import { sql } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import { migrationsCurrent } from '#server/db/migrations-current.ts';
import { falha, ok, type Resultado } from '#server/result.ts';

/**
 * The database answers within `prazoMs` and holds exactly the migrations this build
 * carries: ready; `desatualizado` when a migration is missing or unknown;
 * `inacessivel` when it fails or does not answer in time. `schema`: on PostgreSQL,
 * the schema the app works in (where Kysely keeps its migration table).
 */
export async function bancoPronto(
  db: Executor,
  schema: string | undefined,
  prazoMs: number,
): Promise<Resultado<object, 'desatualizado' | 'inacessivel'>> {
  const atual = comPrazo(
    (async () => {
      await sql`select 1`.execute(db);
      return migrationsCurrent(db, schema);
    })(),
    prazoMs,
  );
  return atual.then(
    (sim) => (sim ? ok() : falha('desatualizado')),
    () => falha('inacessivel'),
  );
}

/** The promise's value, or a rejection once `ms` have passed. */
function comPrazo<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const prazo = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, prazo]).finally(() => clearTimeout(timer));
}
