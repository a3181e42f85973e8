// An index on every foreign key column that had none. Deleting or anonymising a row that
// others point at makes the database look for those rows: without an index that is a
// scan of the whole table per row deleted. Emptying 1.46 million charges, each looked up
// in `cobranca.id_anterior`, did not finish. db/chaves.test.ts keeps every key indexed.
import type { Kysely } from 'kysely';

const CHAVES = [
  ['cobranca', 'id_anterior'],
  ['extrato_lancamento', 'id_pagamento'],
  ['documento_versao', 'id_publicador'],
  ['aceite', 'id_operador'],
  ['aceite', 'id_documento_versao'],
  ['consentimento_finalidade', 'id_operador'],
  ['consentimento_finalidade', 'id_documento_versao'],
  ['pedido_titular', 'id_registrador'],
  ['incidente', 'id_registrador'],
  ['lembrete_parada', 'id_operador'],
  ['experimental_consentimento', 'id_documento_versao'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [tabela, coluna] of CHAVES) {
    await db.schema.createIndex(`${tabela}_${coluna}_ix`).on(tabela).column(coluna).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [tabela, coluna] of CHAVES) {
    await db.schema.dropIndex(`${tabela}_${coluna}_ix`).execute();
  }
}
