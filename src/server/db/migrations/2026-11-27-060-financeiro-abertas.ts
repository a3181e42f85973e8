// The open charges by due date, then id: the order of the charges list, so "a month's open
// charges" reads one page of this partial index instead of sorting the month's open
// charges. It replaces the open charges' index by due date alone (a prefix of this one).
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('cobranca_aberta_vencimento_id')
    .on('cobranca')
    .columns(['vencimento', 'id_cobranca'])
    .where(sql.ref('status'), '=', 'aberta')
    .execute();
  await db.schema.dropIndex('cobranca_aberta_vencimento').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('cobranca_aberta_vencimento')
    .on('cobranca')
    .columns(['vencimento'])
    .where(sql.ref('status'), '=', 'aberta')
    .execute();
  await db.schema.dropIndex('cobranca_aberta_vencimento_id').execute();
}
