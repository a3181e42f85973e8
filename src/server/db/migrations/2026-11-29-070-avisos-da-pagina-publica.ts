// PostgreSQL: the public payment page is cached too (features/financeiro/paginas-publicas.ts,
// decision 048), so writes of the tables it reads besides `pessoa` (already announced:
// 2026-11-26-002) are announced on `estocada_dados` by the same function, per statement:
// delivered at commit, to every instance. None of them is written on a read path.
// SQLite: nothing (its driver counts writes itself).
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';

const TABELAS = ['link_publico', 'cobranca', 'pagamento', 'clube'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
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
}
