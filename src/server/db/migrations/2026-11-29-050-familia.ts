// The families' portal: a guardian (or an adult student) signs in with a one-time code
// e-mailed to the address on their person record, and holds a session of its own kind.
//
// - `familia_codigo`: a sign-in code: whose (`id_pessoa`), the code's HMAC under the server's
//   link secret (the six digits themselves are only in the e-mail), when it was made and
//   expires, the wrong tries it took (5 end it) and when it was used (once). A newer code
//   ends the older ones of the person.
// - `sessao_familia`: a family session: like `sessao` (the token's SHA-256, an opaque id,
//   the browser's description, made and last used), but a table of its own, so no staff
//   route's session lookup can ever find it.
// Both go with their person (ON DELETE CASCADE; db/versions.ts CASCADES).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { withId } from './schema-helpers';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('familia_codigo'), 'id_codigo')
    .addColumn('id_pessoa', 'integer', (c) => c.notNull().references('pessoa.id_pessoa').onDelete('cascade'))
    .addColumn('codigo_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('criado_em', 'bigint', (c) => c.notNull())
    .addColumn('expira_em', 'bigint', (c) => c.notNull())
    .addColumn('tentativas', 'integer', (c) => c.notNull().defaultTo(0).check(sql`tentativas >= 0`))
    .addColumn('usado_em', 'bigint')
    .execute();
  // The person's latest code, and the codes of the last hour (the per-person limit).
  await db.schema
    .createIndex('familia_codigo_pessoa')
    .on('familia_codigo')
    .columns(['id_pessoa', 'criado_em'])
    .execute();

  await db.schema
    .createTable('sessao_familia')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('id_sessao', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('id_pessoa', 'integer', (c) => c.notNull().references('pessoa.id_pessoa').onDelete('cascade'))
    .addColumn('dispositivo', 'varchar(120)')
    .addColumn('criada_em', 'bigint', (c) => c.notNull())
    .addColumn('usada_em', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessao_familia_pessoa').on('sessao_familia').column('id_pessoa').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sessao_familia').execute();
  await db.schema.dropTable('familia_codigo').execute();
}
