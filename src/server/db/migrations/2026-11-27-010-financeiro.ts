// Billing (docs/product/finance.md, docs/decisions/026-billing.md). Money is integer
// centavos; rates are hundredths of a percent (200 = 2 %). Every rule that must never
// break is a constraint here too:
//
// - `financeiro_configuracao`: one row (id 1), the Pix key, the late-fee rule (multa at most
//   2 %), how many days ahead charges are issued, and the club day billing started.
// - `financeiro_preco`: the price history. The price in force for a plan is its newest row;
//   id_unidade null is the club's price, a unit's row overrides it (valor null: the override
//   removed). Rows are only added.
// - `financeiro_desconto`: a student's discounts (bolsa %, irmãos %, outro centavos), each
//   with its reason, who set it and when.
// - `cobranca`: a charge, frozen when issued (price, discount lines as JSON, late-fee rule,
//   txid and BR Code). One live charge per student and due date: a partial unique index
//   that leaves cancelled charges out, so a cancelled period can be issued again.
// - `cobranca_emissao`: per student, the newest due date the issuing job has issued; the
//   job issues only after it, so a run reads one row per student instead of the history.
// - `pagamento`: one live payment per charge (a partial unique index leaving reversed ones
//   out); its receipt number unique, taken from `financeiro_contador` in the payment's
//   transaction (no gaps, no repeats).
// - `extrato_lancamento`: a bank statement's credit applied as a payment, keyed by its FITID,
//   so one is never applied twice.
import { type Kysely, sql } from 'kysely';
import { oneOf, withId } from './schema-helpers';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

const PLANOS = ['mensal', 'semestral', 'anual'];
const MAXIMO = 10_000_000;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('financeiro_configuracao')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('pix_tipo', 'varchar(10)', (c) =>
      c.notNull().check(oneOf('pix_tipo', ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'])),
    )
    .addColumn('pix_chave', 'varchar(77)', (c) => c.notNull())
    .addColumn('pix_nome', 'varchar(25)', (c) => c.notNull())
    .addColumn('pix_cidade', 'varchar(15)', (c) => c.notNull())
    .addColumn('multa_centesimos', 'integer', (c) =>
      c.notNull().check(sql`multa_centesimos between 0 and 200`),
    )
    .addColumn('juros_centesimos_mes', 'integer', (c) =>
      c.notNull().check(sql`juros_centesimos_mes between 0 and 1000`),
    )
    .addColumn('dias_antecedencia', 'integer', (c) =>
      c.notNull().check(sql`dias_antecedencia between 0 and 60`),
    )
    .addColumn('cobranca_desde', 'varchar(10)', (c) => c.notNull())
    .addColumn('atualizada_em', 'bigint', (c) => c.notNull())
    .addColumn('id_autor', 'integer')
    .execute();

  await withId(db, db.schema.createTable('financeiro_preco'), 'id_preco')
    .addColumn('id_unidade', 'integer', (c) => c.references('unidade.id_unidade').onDelete('cascade'))
    .addColumn('plano', 'varchar(10)', (c) => c.notNull().check(oneOf('plano', PLANOS)))
    .addColumn('valor', 'integer', (c) =>
      c.check(sql`valor is null or valor between 1 and ${sql.lit(MAXIMO)}`),
    )
    .addColumn('desde', 'bigint', (c) => c.notNull())
    .addColumn('id_autor', 'integer')
    .addCheckConstraint('financeiro_preco_clube_valor', sql`id_unidade is not null or valor is not null`)
    .execute();
  await db.schema
    .createIndex('financeiro_preco_vigente')
    .on('financeiro_preco')
    .columns(['id_unidade', 'plano', 'id_preco'])
    .execute();

  await db.schema
    .createTable('financeiro_desconto')
    .addColumn('id_aluno', 'integer', (c) => c.notNull().references('aluno.id_aluno').onDelete('cascade'))
    .addColumn('tipo', 'varchar(10)', (c) => c.notNull().check(oneOf('tipo', ['bolsa', 'irmaos', 'outro'])))
    .addColumn('valor', 'integer', (c) => c.notNull())
    .addColumn('motivo', 'varchar(300)', (c) => c.notNull())
    .addColumn('id_autor', 'integer')
    .addColumn('definido_em', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('financeiro_desconto_pk', ['id_aluno', 'tipo'])
    .addCheckConstraint(
      'financeiro_desconto_valor',
      sql`valor > 0 and (valor <= 100 or tipo = 'outro') and valor <= ${sql.lit(MAXIMO)}`,
    )
    .execute();

  await withId(db, db.schema.createTable('cobranca'), 'id_cobranca')
    // No cascade: a student with charges is never deleted (the charges are the club's records).
    .addColumn('id_aluno', 'integer', (c) => c.notNull().references('aluno.id_aluno'))
    .addColumn('vencimento', 'varchar(10)', (c) => c.notNull())
    .addColumn('competencia', 'varchar(7)', (c) => c.notNull())
    .addColumn('plano', 'varchar(10)', (c) => c.notNull().check(oneOf('plano', PLANOS)))
    .addColumn('id_unidade', 'integer')
    .addColumn('valor_bruto', 'integer', (c) =>
      c.notNull().check(sql`valor_bruto between 1 and ${sql.lit(MAXIMO)}`),
    )
    .addColumn('valor', 'integer', (c) => c.notNull().check(sql`valor between 1 and ${sql.lit(MAXIMO)}`))
    .addColumn('linhas', 'text', (c) => c.notNull())
    .addColumn('multa_centesimos', 'integer', (c) =>
      c.notNull().check(sql`multa_centesimos between 0 and 200`),
    )
    .addColumn('juros_centesimos_mes', 'integer', (c) => c.notNull())
    .addColumn('txid', 'varchar(25)', (c) => c.notNull().unique())
    .addColumn('pix_copia_e_cola', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('aberta')
        .check(oneOf('status', ['aberta', 'paga', 'cancelada'])),
    )
    .addColumn('emitida_em', 'bigint', (c) => c.notNull())
    .addColumn('id_emissor', 'integer')
    .addColumn('id_anterior', 'integer', (c) => c.references('cobranca.id_cobranca'))
    .addColumn('cancelada_em', 'bigint')
    .addColumn('id_cancelador', 'integer')
    .addColumn('motivo_cancelamento', 'varchar(300)')
    .addCheckConstraint(
      'cobranca_cancelamento',
      sql`(status = 'cancelada') = (cancelada_em is not null and motivo_cancelamento is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('cobranca_periodo_uq')
    .on('cobranca')
    .columns(['id_aluno', 'vencimento'])
    .unique()
    .where(sql.ref('status'), '<>', 'cancelada')
    .execute();
  await db.schema
    .createIndex('cobranca_vencimento')
    .on('cobranca')
    .columns(['vencimento', 'id_cobranca'])
    .execute();
  await db.schema.createIndex('cobranca_aluno').on('cobranca').columns(['id_aluno', 'vencimento']).execute();
  await db.schema
    .createIndex('cobranca_aberta')
    .on('cobranca')
    .columns(['id_aluno', 'vencimento'])
    .where(sql.ref('status'), '=', 'aberta')
    .execute();
  await db.schema
    .createIndex('cobranca_aberta_vencimento')
    .on('cobranca')
    .columns(['vencimento'])
    .where(sql.ref('status'), '=', 'aberta')
    .execute();
  await db.schema
    .createIndex('cobranca_competencia')
    .on('cobranca')
    .columns(['competencia', 'status'])
    .execute();

  await db.schema
    .createTable('cobranca_emissao')
    .addColumn('id_aluno', 'integer', (c) => c.primaryKey().references('aluno.id_aluno').onDelete('cascade'))
    .addColumn('ultimo_vencimento', 'varchar(10)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('financeiro_contador')
    .addColumn('nome', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('valor', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('financeiro_contador').values({ nome: 'recibo', valor: 0 }).execute();

  await withId(db, db.schema.createTable('pagamento'), 'id_pagamento')
    .addColumn('id_cobranca', 'integer', (c) =>
      c.notNull().references('cobranca.id_cobranca').onDelete('cascade'),
    )
    .addColumn('numero_recibo', 'integer', (c) => c.notNull().unique())
    .addColumn('pago_em', 'varchar(10)', (c) => c.notNull())
    .addColumn('forma', 'varchar(15)', (c) =>
      c.notNull().check(oneOf('forma', ['pix', 'dinheiro', 'cartao', 'transferencia', 'boleto'])),
    )
    .addColumn('valor', 'integer', (c) => c.notNull().check(sql`valor between 1 and ${sql.lit(MAXIMO)}`))
    .addColumn('observacao', 'varchar(500)')
    .addColumn('registrado_em', 'bigint', (c) => c.notNull())
    .addColumn('id_registrador', 'integer')
    .addColumn('estornado_em', 'bigint')
    .addColumn('id_estornador', 'integer')
    .addColumn('motivo_estorno', 'varchar(300)')
    .addCheckConstraint('pagamento_estorno', sql`(estornado_em is null) = (motivo_estorno is null)`)
    .execute();
  await db.schema
    .createIndex('pagamento_cobranca_uq')
    .on('pagamento')
    .column('id_cobranca')
    .unique()
    .where(sql.ref('estornado_em'), 'is', null)
    .execute();
  await db.schema.createIndex('pagamento_cobranca').on('pagamento').column('id_cobranca').execute();

  await db.schema
    .createTable('extrato_lancamento')
    .addColumn('fitid', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('id_pagamento', 'integer', (c) =>
      c.notNull().references('pagamento.id_pagamento').onDelete('cascade'),
    )
    .addColumn('data', 'varchar(10)', (c) => c.notNull())
    .addColumn('valor', 'integer', (c) => c.notNull())
    .addColumn('memo', 'varchar(500)')
    .addColumn('nome_pagador', 'varchar(200)')
    .addColumn('importado_em', 'bigint', (c) => c.notNull())
    .addColumn('id_autor', 'integer')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
    'extrato_lancamento',
    'pagamento',
    'financeiro_contador',
    'cobranca_emissao',
    'cobranca',
    'financeiro_desconto',
    'financeiro_preco',
    'financeiro_configuracao',
  ])
    await db.schema.dropTable(t).execute();
}
