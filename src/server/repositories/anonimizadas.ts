// Whether a person was anonymised: such a record identifies no one, so the actions on an
// identity (an edit, a reactivation, an export) refuse it (docs/decisions/028-audit-and-anonymisation.md).
// Anonymisation is final, so the answer never turns back to false.
import type { Executor } from '#server/db/executor.ts';

export async function estaAnonimizada(db: Executor, id_pessoa: number): Promise<boolean> {
  const p = await db
    .selectFrom('pessoa')
    .select('anonimizada_em')
    .where('id_pessoa', '=', id_pessoa)
    .executeTakeFirst();
  return p !== undefined && p.anonimizada_em !== null;
}
