// Sends from a device that may have been offline (docs/decisions/030-idempotent-send.md):
//
// - `chamada.feita_em`: when the device took the sheet (epoch ms; null: sent online, or
//   before this was recorded). The time it arrived is `enviada_em`, the server's clock.
// - `envio_idempotente`: one row per person and `Idempotency-Key`: the SHA-256 of the
//   request it was first used with, its state ('em_andamento' while a send with it runs,
//   'concluido' once answered), when it was taken, and the answer (status and JSON body)
//   given again to a repeat. The primary key is what makes one key one send across
//   instances: the row is written, in its own statement, before the send.
// - `pedido_correcao`: a teacher's request that an administrator correct a sent chamada:
//   who asked (and the name they had), the message, when, and the chamada's version then.
//   It is pending while the chamada is still at that version (no correction since).
import type { Kysely } from 'kysely';
import { oneOf, withId } from './schema-helpers';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('chamada').addColumn('feita_em', 'bigint').execute();

  await db.schema
    .createTable('envio_idempotente')
    .addColumn('id_pessoa', 'integer', (c) => c.notNull().references('pessoa.id_pessoa').onDelete('cascade'))
    .addColumn('chave', 'varchar(64)', (c) => c.notNull())
    .addColumn('impressao', 'varchar(64)', (c) => c.notNull())
    .addColumn('estado', 'varchar(12)', (c) => c.notNull())
    .addColumn('criado_em', 'bigint', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('resposta', 'text')
    .addPrimaryKeyConstraint('envio_idempotente_pk', ['id_pessoa', 'chave'])
    .addCheckConstraint('envio_idempotente_estado_ck', oneOf('estado', ['em_andamento', 'concluido']))
    .execute();
  await db.schema
    .createIndex('envio_idempotente_criado_ix')
    .on('envio_idempotente')
    .column('criado_em')
    .execute();

  await withId(db, db.schema.createTable('pedido_correcao'), 'id_pedido')
    .addColumn('id_chamada', 'integer', (c) =>
      c.notNull().references('chamada.id_chamada').onDelete('cascade'),
    )
    .addColumn('id_pessoa', 'integer', (c) => c.references('pessoa.id_pessoa').onDelete('set null'))
    .addColumn('autor', 'varchar(120)', (c) => c.notNull())
    .addColumn('mensagem', 'varchar(2000)', (c) => c.notNull())
    .addColumn('criado_em', 'bigint', (c) => c.notNull())
    .addColumn('versao', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pedido_correcao_chamada_ix')
    .on('pedido_correcao')
    .column('id_chamada')
    .execute();
  await db.schema
    .createIndex('pedido_correcao_pessoa_ix')
    .on('pedido_correcao')
    .column('id_pessoa')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('pedido_correcao').execute();
  await db.schema.dropTable('envio_idempotente').execute();
  await db.schema.alterTable('chamada').dropColumn('feita_em').execute();
}
