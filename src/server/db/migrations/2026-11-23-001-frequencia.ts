// What the attendance reports need to tell "not yet in the class", "sent late" and
// "which contract": the day a student joined a class (null: since always, the rows
// before this migration), when a chamada was first sent (epoch ms; null: sent before
// this migration, or never) and the version of the contract PDF accepted at
// enrolment. Two indexes: one reads a period of chamadas without scanning them all;
// a partial one holds the absences alone (about one mark in six), so the students at
// risk are found without reading every presence.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('aluno_has_turma').addColumn('dt_entrada', 'varchar(10)').execute();
  await db.schema.alterTable('chamada').addColumn('enviada_em', 'bigint').execute();
  await db.schema.alterTable('aluno').addColumn('contrato_versao', 'varchar(40)').execute();
  await db.schema.createIndex('chamada_data_ix').on('chamada').columns(['data_c', 'id_turma']).execute();
  await db.schema
    .createIndex('chamada_aluno_falta_ix')
    .on('chamada_aluno')
    .columns(['id_chamada', 'id_aluno'])
    .where(sql.ref('presenca'), '=', 0)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('chamada_aluno_falta_ix').execute();
  await db.schema.dropIndex('chamada_data_ix').execute();
  await db.schema.alterTable('aluno').dropColumn('contrato_versao').execute();
  await db.schema.alterTable('chamada').dropColumn('enviada_em').execute();
  await db.schema.alterTable('aluno_has_turma').dropColumn('dt_entrada').execute();
}
