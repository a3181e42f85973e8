// The club's own identity, one row (id 1): its name and CNPJ (receipts, the public
// pages), its public contact, and the contact of its data protection officer
// (encarregado, shown on the privacy notice). Created with a neutral name that an
// administrator replaces on the settings screen.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('clube')
    .addColumn('id_clube', 'integer', (c) => c.primaryKey().check(sql`id_clube = 1`))
    .addColumn('nome', 'varchar(120)', (c) => c.notNull())
    .addColumn('cnpj', 'varchar(14)')
    .addColumn('email', 'varchar(254)')
    .addColumn('telefone', 'varchar(11)')
    .addColumn('cidade', 'varchar(60)')
    .addColumn('encarregado_nome', 'varchar(120)')
    .addColumn('encarregado_email', 'varchar(254)')
    .execute();
  await db.insertInto('clube').values({ id_clube: 1, nome: 'Clube de Esgrima' }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('clube').execute();
}
