// Messages that leave the club, and staff password recovery.
//
// - `mensagem`: the outbox. Every message to a person is a row first: who (`id_pessoa`),
//   the channel (`canal`: 'email'), why (`motivo`), the address it goes to (`destino`,
//   the person's e-mail when it was made), the subject and the plain-text and HTML bodies,
//   the status (`pendente`, `enviada`, `falhou`), how many tries, the last error, when it
//   was made and sent, when it may be tried next (`proxima_tentativa`, epoch ms) and until
//   when a worker holds it (`reservada_ate`: a claim that lapses, so a worker that died
//   leaves the row to another). A message that carries a secret (a password link) keeps its
//   bodies only until it is sent or given up.
// - `senha_redefinicao`: a staff member's password link: the SHA-256 of its token (the token
//   itself is only in the e-mail), whose account, when it was made, when it expires and
//   when it was used (once).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { oneOf, withId } from './schema-helpers';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('mensagem'), 'id_mensagem')
    .addColumn('id_pessoa', 'integer', (c) => c.notNull().references('pessoa.id_pessoa'))
    .addColumn('canal', 'varchar(12)', (c) => c.notNull().check(oneOf('canal', ['email'])))
    .addColumn('motivo', 'varchar(24)', (c) =>
      c.notNull().check(oneOf('motivo', ['cobranca', 'recibo', 'codigo_acesso', 'redefinir_senha'])),
    )
    .addColumn('destino', 'varchar(200)', (c) => c.notNull())
    .addColumn('assunto', 'varchar(200)', (c) => c.notNull())
    .addColumn('texto', 'text')
    .addColumn('html', 'text')
    .addColumn('status', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('pendente')
        .check(oneOf('status', ['pendente', 'enviada', 'falhou'])),
    )
    .addColumn('tentativas', 'integer', (c) => c.notNull().defaultTo(0).check(sql`tentativas >= 0`))
    .addColumn('ultimo_erro', 'varchar(500)')
    .addColumn('criada_em', 'bigint', (c) => c.notNull())
    .addColumn('enviada_em', 'bigint')
    .addColumn('proxima_tentativa', 'bigint', (c) => c.notNull())
    .addColumn('reservada_ate', 'bigint')
    .execute();
  // The worker's read: the pending rows due, in the order they became due.
  await db.schema
    .createIndex('mensagem_fila')
    .on('mensagem')
    .columns(['status', 'proxima_tentativa'])
    .execute();
  await db.schema
    .createIndex('mensagem_pessoa')
    .on('mensagem')
    .columns(['id_pessoa', 'id_mensagem'])
    .execute();

  await db.schema
    .createTable('senha_redefinicao')
    .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('id_pessoa', 'integer', (c) => c.notNull().references('pessoa.id_pessoa'))
    .addColumn('criada_em', 'bigint', (c) => c.notNull())
    .addColumn('expira_em', 'bigint', (c) => c.notNull())
    .addColumn('usada_em', 'bigint')
    .execute();
  await db.schema
    .createIndex('senha_redefinicao_pessoa')
    .on('senha_redefinicao')
    .columns(['id_pessoa', 'criada_em'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('senha_redefinicao').execute();
  await db.schema.dropTable('mensagem').execute();
}
