// PostgreSQL: every statement that writes a table an in-process cache reads (the
// sessions: sessao, pessoa, professor; the class rosters: turma, aluno_has_turma,
// aluno, pessoa) sends a notification on channel `estocada_dados`, with the table
// as `schema.table`. PostgreSQL delivers it when (and only if) the transaction
// commits, to every instance listening, whichever client wrote: the app, a script,
// psql. What each instance does with it: db/versions-pg.ts, decision 016.
// SQLite has one process per file and its driver counts writes itself: nothing here.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';

/** The tables whose writes are announced; db/versions-pg.test.ts checks every cache's tables are among them. */
const TABELAS = ['sessao', 'pessoa', 'professor', 'turma', 'aluno_has_turma', 'aluno'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create function estocada_avisar_escrita() returns trigger language plpgsql as $$
    begin
      perform pg_notify('estocada_dados', tg_table_schema || '.' || tg_table_name);
      return null;
    end $$`.execute(db);
  for (const t of TABELAS) {
    await sql`create trigger ${sql.raw(`${t}_avisa_escrita`)}
      after insert or update or delete or truncate on ${sql.table(t)}
      for each statement execute function estocada_avisar_escrita()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const t of TABELAS) {
    await sql`drop trigger ${sql.raw(`${t}_avisa_escrita`)} on ${sql.table(t)}`.execute(db);
  }
  await sql`drop function estocada_avisar_escrita()`.execute(db);
}
