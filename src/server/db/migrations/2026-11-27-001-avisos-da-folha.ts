// PostgreSQL: the attendance sheets are cached too (features/aulas/folhas.ts, decision
// 025), so writes of the two tables they read besides the rosters' (chamada,
// chamada_aluno) are announced on `estocada_dados` like those of migration
// 2026-11-26-002, by the same function: delivered at commit, to every instance.
// `chamada` announces per row written: opening a sheet on PostgreSQL is one statement
// whose `insert … on conflict do nothing` usually writes no row, and a statement-level
// trigger would fire for it anyway and empty the cache on every read. PostgreSQL sends
// one notification per transaction for repeated identical ones, so a statement writing
// many rows still sends one. `chamada_aluno` is written only by sends and corrections,
// which always write rows: per statement, as in 2026-11-26-002.
// SQLite: nothing (its driver counts writes itself).
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create trigger chamada_avisa_escrita
    after insert or update or delete on chamada
    for each row execute function estocada_avisar_escrita()`.execute(db);
  await sql`create trigger chamada_avisa_truncate
    after truncate on chamada
    for each statement execute function estocada_avisar_escrita()`.execute(db);
  await sql`create trigger chamada_aluno_avisa_escrita
    after insert or update or delete or truncate on chamada_aluno
    for each statement execute function estocada_avisar_escrita()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop trigger chamada_avisa_escrita on chamada`.execute(db);
  await sql`drop trigger chamada_avisa_truncate on chamada`.execute(db);
  await sql`drop trigger chamada_aluno_avisa_escrita on chamada_aluno`.execute(db);
}
