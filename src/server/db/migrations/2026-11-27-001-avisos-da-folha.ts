// PostgreSQL: the attendance sheets are cached too (features/aulas/folhas.ts, decision
// 025), so writes of the two tables they read besides the rosters' (chamada,
// chamada_aluno) are announced on `estocada_dados` like those of migration
// 2026-11-26-002, by the same function: delivered at commit, to every instance.
// SQLite: nothing (its driver counts writes itself).
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './schema-helpers';

const TABELAS = ['chamada', 'chamada_aluno'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const t of TABELAS) {
    await sql`create trigger ${sql.raw(`${t}_avisa_escrita`)}
      after insert or update or delete or truncate on ${sql.table(t)}
      for each statement execute function estocada_avisar_escrita()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const t of TABELAS) {
    await sql`drop trigger ${sql.raw(`${t}_avisa_escrita`)} on ${sql.table(t)}`.execute(db);
  }
}
