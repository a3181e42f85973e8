// Fencing: a class's weapon (florete, espada, sabre; null for mixed or beginners'
// classes) and the club's table of competition categories with the month its season
// starts (docs/product/categorias.md). A student's weapons and category are derived
// from their classes and birth year when read; neither is stored.
import { type Kysely, sql } from 'kysely';
import { ARMAS } from '#shared/rules/esgrima.ts';
import { oneOf, withId } from './schema-helpers';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

/**
 * The Brazilian confederation's categories by the age completed in the season
 * (docs/product/categorias.md), as the club starts; an administrator may change them.
 */
const PADRAO = [
  { nome: 'Sub-9', idade_min: 0, idade_max: 8 },
  { nome: 'Sub-11', idade_min: 9, idade_max: 10 },
  { nome: 'Sub-13', idade_min: 11, idade_max: 12 },
  { nome: 'Sub-15', idade_min: 13, idade_max: 14 },
  { nome: 'Cadete', idade_min: 15, idade_max: 16 },
  { nome: 'Juvenil', idade_min: 17, idade_max: 19 },
  { nome: 'Adulto', idade_min: 20, idade_max: 39 },
  { nome: 'Veterano', idade_min: 40, idade_max: 120 },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('turma')
    .addColumn('arma', 'varchar(10)', (c) => c.check(oneOf('arma', ARMAS)))
    .execute();

  // One row (id 1): the month the club's season starts (1: the calendar year).
  await db.schema
    .createTable('esgrima_temporada')
    .addColumn('id_temporada', 'integer', (c) => c.primaryKey().check(sql`id_temporada = 1`))
    .addColumn('inicio_mes', 'integer', (c) => c.notNull().check(sql`inicio_mes between 1 and 12`))
    .execute();
  await db.insertInto('esgrima_temporada').values({ id_temporada: 1, inicio_mes: 1 }).execute();

  await withId(db, db.schema.createTable('esgrima_categoria'), 'id_categoria')
    .addColumn('nome', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('idade_min', 'integer', (c) => c.notNull().unique())
    .addColumn('idade_max', 'integer', (c) => c.notNull())
    .addCheckConstraint(
      'esgrima_categoria_idades_ck',
      sql`idade_min between 0 and 120 and idade_max between 0 and 120 and idade_min <= idade_max`,
    )
    .execute();
  await db.insertInto('esgrima_categoria').values(PADRAO).execute();

  // A category is a range of birth years: the student list's categoria= filter finds a small
  // category's few students by this index instead of walking every student.
  await db.schema
    .createIndex('painel_aluno_ano_nasc_ix')
    .on('painel_aluno')
    .columns(['ano_nasc', 'id_aluno'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('painel_aluno_ano_nasc_ix').execute();
  await db.schema.dropTable('esgrima_categoria').execute();
  await db.schema.dropTable('esgrima_temporada').execute();
  await db.schema.alterTable('turma').dropColumn('arma').execute();
}
