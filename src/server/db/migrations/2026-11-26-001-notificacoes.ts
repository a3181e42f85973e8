// The bell's notifications (docs/decisions/018-notifications.md). They are
// derived from the data on every read; what is stored is only who read which:
//
// - `notificacao_lida (id_pessoa, chave, lida_em)`: one row per person and notification
//   read (`chave` such as `chamada:12:2026-11-20`; `lida_em` epoch ms), gone with the person.
// - `aluno.matricula_publica`: 1 when the student was enrolled through the public wizard by
//   someone without a session; null otherwise (staff, the import, and every older row).
//
// Additive only: a new table and a nullable column.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('notificacao_lida')
    .addColumn('id_pessoa', 'integer', (c) => c.notNull().references('pessoa.id_pessoa').onDelete('cascade'))
    .addColumn('chave', 'varchar(60)', (c) => c.notNull())
    .addColumn('lida_em', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notificacao_lida_pk', ['id_pessoa', 'chave'])
    .execute();
  await db.schema.alterTable('aluno').addColumn('matricula_publica', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('aluno').dropColumn('matricula_publica').execute();
  await db.schema.dropTable('notificacao_lida').execute();
}
