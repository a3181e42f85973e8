// Accounts a person manages: a password that must be changed at the next login
// (the first administrator's generated one, a temporary one an administrator set), and
// sessions a person can list and end one by one.
// - pessoa.troca_senha: 1 while the person's password must be changed; until then the
//   server answers only the account's own routes (auth/guards.ts).
// - sessao.id_sessao: an opaque random id, what the session list shows and ending one
//   names, so no answer carries a token's hash; unique.
// - sessao.dispositivo: the short pt-BR description of the browser that logged in
//   ("Chrome no Android"), not the raw User-Agent: only what the list shows is kept.
// Sessions opened before this migration get an id now and no description.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('pessoa')
    .addColumn('troca_senha', 'integer', (c) => c.notNull().defaultTo(0).check(sql`troca_senha in (0, 1)`))
    .execute();
  // A session without an id cannot be named; SQLite adds a NOT NULL column only with a
  // default, so '' stands until each row gets its id below (the unique index then holds).
  await db.schema
    .alterTable('sessao')
    .addColumn('id_sessao', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('sessao').addColumn('dispositivo', 'varchar(80)').execute();
  const antigas = await db.selectFrom('sessao').select('token_hash').execute();
  for (const { token_hash } of antigas) {
    await db
      .updateTable('sessao')
      .set({ id_sessao: randomBytes(16).toString('base64url') })
      .where('token_hash', '=', token_hash)
      .execute();
  }
  await db.schema.createIndex('sessao_id_uq').on('sessao').column('id_sessao').unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sessao_id_uq').execute();
  await db.schema.alterTable('sessao').dropColumn('dispositivo').execute();
  await db.schema.alterTable('sessao').dropColumn('id_sessao').execute();
  await db.schema.alterTable('pessoa').dropColumn('troca_senha').execute();
}
