// The paying wizard asks who pays (docs/product/states.md): guardian 1 ("sim") or a
// separate financial guardian ("nao"). The original table had no place for the
// latter, so the student row gains a nullable link to it.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('aluno')
    .addColumn('id_responsavel_financeiro', 'integer', (c) =>
      c.references('responsavel_aluno.id_responsavel'),
    )
    .execute();
  await db.schema
    .createIndex('aluno_responsavel_financeiro_ix')
    .on('aluno')
    .column('id_responsavel_financeiro')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('aluno_responsavel_financeiro_ix').execute();
  await db.schema.alterTable('aluno').dropColumn('id_responsavel_financeiro').execute();
}
