// Two foundations the privacy and billing features share:
//
// - `auditoria`: the append-only record of who did what with a person's data (LGPD art. 37):
//   who (`id_autor`, null for an anonymous public request), when (`em`, epoch ms), what
//   (`acao`), about whom (`id_pessoa`), the request id of the answer, and a short detail.
//   No foreign keys: the record outlives the rows it speaks of, and an anonymised person's
//   id stays an id.
// - `link_publico`: a personal link (a charge's payment page, a consent to read and accept):
//   one purpose, an unguessable token of which only its SHA-256 is kept, an optional expiry,
//   and the nonce from which the token is derived again with the server's link secret
//   (repositories/links-publicos.ts).
// - `segredo`: the link secret when the environment gives none (LINK_SECRET), made once by
//   the first instance that needs it.
import type { Kysely } from 'kysely';
import { withId } from './schema-helpers';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('auditoria'), 'id_auditoria')
    .addColumn('em', 'bigint', (c) => c.notNull())
    .addColumn('id_autor', 'integer')
    .addColumn('acao', 'varchar(40)', (c) => c.notNull())
    .addColumn('id_pessoa', 'integer')
    .addColumn('id_requisicao', 'varchar(64)')
    .addColumn('detalhe', 'varchar(200)')
    .execute();
  await db.schema.createIndex('auditoria_pessoa').on('auditoria').columns(['id_pessoa', 'em']).execute();
  await db.schema.createIndex('auditoria_em').on('auditoria').column('em').execute();

  await db.schema
    .createTable('link_publico')
    .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('finalidade', 'varchar(20)', (c) => c.notNull())
    .addColumn('id_referencia', 'integer', (c) => c.notNull())
    .addColumn('nonce', 'varchar(32)', (c) => c.notNull())
    .addColumn('criado_em', 'bigint', (c) => c.notNull())
    .addColumn('expira_em', 'bigint')
    .execute();
  await db.schema
    .createIndex('link_publico_referencia')
    .on('link_publico')
    .columns(['finalidade', 'id_referencia'])
    .execute();
  await db.schema
    .createTable('segredo')
    .addColumn('nome', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('valor', 'varchar(100)', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('segredo').execute();
  await db.schema.dropTable('link_publico').execute();
  await db.schema.dropTable('auditoria').execute();
}
