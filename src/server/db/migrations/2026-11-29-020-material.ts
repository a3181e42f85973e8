// The club's armory (docs/product/material.md): the gear it lends and every loan of it.
//
// - `material`: one piece of gear, tagged by the club (`codigo`, unique). A weapon is named
//   only for blades and body wires, and a blade always has one (CHECKs).
// - `emprestimo_material`: one loan: the item, the student, who lent it and when, the day it
//   is due back, and once returned who received it, when, and in what condition. Rows are
//   never deleted while the student exists: the history stays. At most one open loan per
//   item: a partial unique index, so two desks lending the same item at once cannot both
//   succeed, whichever server instance each one reaches.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { oneOf, withId } from './schema-helpers';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

const TIPOS = ['mascara', 'jaqueta', 'plastron', 'luva', 'calca', 'arma', 'fio_de_corpo', 'outro'];
const ARMAS = ['florete', 'espada', 'sabre'];
const ESTADOS = ['bom', 'reparo', 'baixado'];

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('material'), 'id_material')
    .addColumn('tipo', 'varchar(12)', (c) => c.notNull().check(oneOf('tipo', TIPOS)))
    .addColumn('arma', 'varchar(7)', (c) => c.check(sql`arma is null or ${oneOf('arma', ARMAS)}`))
    .addColumn('tamanho', 'varchar(20)')
    .addColumn('codigo', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('estado', 'varchar(7)', (c) => c.notNull().check(oneOf('estado', ESTADOS)))
    .addColumn('observacao', 'varchar(500)')
    .addColumn('criado_em', 'bigint', (c) => c.notNull())
    .addCheckConstraint('material_arma_do_tipo', sql`arma is null or tipo in ('arma', 'fio_de_corpo')`)
    .addCheckConstraint('material_lamina_com_arma', sql`tipo <> 'arma' or arma is not null`)
    .execute();

  await withId(db, db.schema.createTable('emprestimo_material'), 'id_emprestimo')
    .addColumn('id_material', 'integer', (c) => c.notNull().references('material.id_material'))
    // A deleted student's loans go with them (a student with gear out cannot be deleted).
    .addColumn('id_aluno', 'integer', (c) => c.notNull().references('aluno.id_aluno').onDelete('cascade'))
    .addColumn('id_emprestou', 'integer')
    .addColumn('emprestado_em', 'bigint', (c) => c.notNull())
    .addColumn('devolver_ate', 'varchar(10)', (c) => c.notNull())
    .addColumn('devolvido_em', 'bigint')
    .addColumn('id_recebeu', 'integer')
    .addColumn('estado_devolucao', 'varchar(7)', (c) =>
      c.check(sql`estado_devolucao is null or ${oneOf('estado_devolucao', ESTADOS)}`),
    )
    .addCheckConstraint(
      'emprestimo_material_devolucao',
      sql`(devolvido_em is null) = (estado_devolucao is null)`,
    )
    .execute();
  await db.schema
    .createIndex('emprestimo_material_aberto')
    .unique()
    .on('emprestimo_material')
    .column('id_material')
    .where(sql.ref('devolvido_em'), 'is', null)
    .execute();
  await db.schema
    .createIndex('emprestimo_material_aberto_prazo')
    .on('emprestimo_material')
    .columns(['devolver_ate', 'id_emprestimo'])
    .where(sql.ref('devolvido_em'), 'is', null)
    .execute();
  await db.schema
    .createIndex('emprestimo_material_historico')
    .on('emprestimo_material')
    .columns(['id_material', 'emprestado_em'])
    .execute();
  await db.schema
    .createIndex('emprestimo_material_aluno')
    .on('emprestimo_material')
    .columns(['id_aluno'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('emprestimo_material').execute();
  await db.schema.dropTable('material').execute();
}
