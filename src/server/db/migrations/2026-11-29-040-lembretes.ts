// Payment reminders (docs/decisions/039-payment-reminders.md):
//
// - `lembrete_configuracao`: one row (id 1): whether a reminder that falls on a weekend or a
//   national holiday moves to the next business day.
// - `lembrete_regra`: the rules, one row per offset in days from the due date (-3: three days
//   before; 0: on the day; 10: ten days after), each between -30 and 60.
// - `lembrete`: one reminder of one charge under one rule: to whom it went, the club day it
//   was for, its outbox message. Unique per (charge, rule), so a charge gets each rule at
//   most once, whatever instances run the job at the same moment.
// - `lembrete_parada`: the ledger of a person's choice about payment reminders: each stop (by
//   their personal link or at the desk) and each undo is a new row, with when, how and the
//   staff member who entered it; the newest row is the choice in force.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { oneOf, withId } from './schema-helpers';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('lembrete_configuracao')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('dias_uteis', 'integer', (c) => c.notNull().check(sql`dias_uteis in (0, 1)`))
    .addColumn('atualizada_em', 'bigint')
    .addColumn('id_autor', 'integer')
    .execute();
  await db.insertInto('lembrete_configuracao').values({ id: 1, dias_uteis: 1 }).execute();

  await db.schema
    .createTable('lembrete_regra')
    .addColumn('dias', 'integer', (c) => c.primaryKey().check(sql`dias between -30 and 60`))
    .execute();
  await db
    .insertInto('lembrete_regra')
    .values([-3, 0, 3, 10].map((dias) => ({ dias })))
    .execute();

  await withId(db, db.schema.createTable('lembrete'), 'id_lembrete')
    .addColumn('id_cobranca', 'integer', (c) => c.notNull().references('cobranca.id_cobranca'))
    .addColumn('dias', 'integer', (c) => c.notNull())
    .addColumn('dia', 'varchar(10)', (c) => c.notNull())
    .addColumn('id_pessoa', 'integer', (c) => c.notNull().references('pessoa.id_pessoa'))
    .addColumn('id_mensagem', 'integer', (c) => c.references('mensagem.id_mensagem').onDelete('set null'))
    .addColumn('criado_em', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('lembrete_cobranca_regra_uq', ['id_cobranca', 'dias'])
    .execute();
  await db.schema.createIndex('lembrete_pessoa').on('lembrete').column('id_pessoa').execute();
  await db.schema.createIndex('lembrete_mensagem').on('lembrete').column('id_mensagem').execute();

  await withId(db, db.schema.createTable('lembrete_parada'), 'id_parada')
    .addColumn('id_pessoa', 'integer', (c) => c.notNull().references('pessoa.id_pessoa').onDelete('cascade'))
    .addColumn('parado', 'integer', (c) => c.notNull().check(sql`parado in (0, 1)`))
    .addColumn('em', 'bigint', (c) => c.notNull())
    .addColumn('canal', 'varchar(20)', (c) => c.notNull().check(oneOf('canal', ['link', 'secretaria'])))
    .addColumn('id_operador', 'integer', (c) => c.references('pessoa.id_pessoa').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('lembrete_parada_pessoa')
    .on('lembrete_parada')
    .columns(['id_pessoa', 'id_parada'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('lembrete_parada').execute();
  await db.schema.dropTable('lembrete').execute();
  await db.schema.dropTable('lembrete_regra').execute();
  await db.schema.dropTable('lembrete_configuracao').execute();
}
