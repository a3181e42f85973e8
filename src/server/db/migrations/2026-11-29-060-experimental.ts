// Trial classes (aula experimental): a person books one meeting of a class from the public
// page; the desk follows it until it becomes an enrolment or is lost; the teacher marks it
// on that meeting's sheet.
//
// - `experimental`: one booking: the person's name, birth date and contacts, a minor's
//   guardian's contacts (no CPF, no address), the class and the meeting's date, its status
//   and, once converted, the student it became (`id_aluno`; a deleted student leaves null).
//   A class's trials go with the class. The free places of a meeting are counted in the
//   booking's transaction after locking the class's row (repository-reserva.ts), so two
//   bookings of the last place cannot both succeed.
// - `experimental_consentimento`: the consent to be contacted about the trial, given when
//   booking: which version of the privacy notice was in force, when and through which
//   channel. Append-only; it goes with its trial.
// PostgreSQL: the writes of `experimental` are announced like the sheets' tables (migration
// 2026-11-27-001: the sheets cache their trial rows) and so are the categories' (the class
// roster caches each student's category); SQLite's driver counts writes itself.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';
import { oneOf, withId } from './schema-helpers';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

const STATUS = ['agendada', 'compareceu', 'faltou', 'matriculada', 'perdida'];
const AVISADAS = ['experimental', 'esgrima_categoria', 'esgrima_temporada'];

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('experimental'), 'id_experimental')
    .addColumn('nome', 'varchar(120)', (c) => c.notNull())
    .addColumn('dt_nasc', 'varchar(10)')
    .addColumn('email', 'varchar(254)')
    .addColumn('telefone', 'varchar(11)')
    .addColumn('nome_responsavel', 'varchar(120)')
    .addColumn('email_responsavel', 'varchar(254)')
    .addColumn('telefone_responsavel', 'varchar(11)')
    .addColumn('id_turma', 'integer', (c) => c.notNull().references('turma.id_turma').onDelete('cascade'))
    .addColumn('data', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull().check(oneOf('status', STATUS)))
    .addColumn('motivo', 'varchar(500)')
    .addColumn('id_aluno', 'integer', (c) => c.references('aluno.id_aluno').onDelete('set null'))
    .addColumn('criada_em', 'bigint', (c) => c.notNull())
    .addColumn('atualizada_em', 'bigint', (c) => c.notNull())
    .addCheckConstraint('experimental_motivo', sql`(status = 'perdida') = (motivo is not null)`)
    .addCheckConstraint('experimental_aluno', sql`id_aluno is null or status = 'matriculada'`)
    .execute();
  // A meeting's trials (places, the sheet) and the board's date order.
  await db.schema
    .createIndex('experimental_turma_data')
    .on('experimental')
    .columns(['id_turma', 'data'])
    .execute();
  await db.schema
    .createIndex('experimental_data')
    .on('experimental')
    .columns(['data', 'id_experimental'])
    .execute();
  await db.schema.createIndex('experimental_aluno').on('experimental').column('id_aluno').execute();

  await withId(db, db.schema.createTable('experimental_consentimento'), 'id_consentimento')
    .addColumn('id_experimental', 'integer', (c) =>
      c.notNull().references('experimental.id_experimental').onDelete('cascade'),
    )
    .addColumn('id_documento_versao', 'integer', (c) =>
      c.notNull().references('documento_versao.id_documento_versao'),
    )
    .addColumn('em', 'bigint', (c) => c.notNull())
    .addColumn('canal', 'varchar(20)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('experimental_consentimento_experimental')
    .on('experimental_consentimento')
    .column('id_experimental')
    .execute();

  if (dialectOf(db) === 'postgres')
    for (const t of AVISADAS)
      await sql`create trigger ${sql.raw(`${t}_avisa_escrita`)}
        after insert or update or delete or truncate on ${sql.table(t)}
        for each statement execute function estocada_avisar_escrita()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres')
    for (const t of AVISADAS)
      await sql`drop trigger ${sql.raw(`${t}_avisa_escrita`)} on ${sql.table(t)}`.execute(db);
  await db.schema.dropTable('experimental_consentimento').execute();
  await db.schema.dropTable('experimental').execute();
}
