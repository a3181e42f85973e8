// Students and teachers who leave keep their history
// (docs/decisions/014-inactive-people.md).
//
// `aluno.inativo_desde` / `professor.inativo_desde` (YYYY-MM-DD; null: active) and
// `aluno.motivo_inativo`. Deactivating a student moves their class links into
// `aluno_turma_anterior` (with the day they had joined each class), so rosters, new
// chamadas, class counts, the capacity triggers and the dashboard's summaries, which all
// read `aluno_has_turma`, leave them without knowing about it; reactivating moves them
// back. Attendance (`chamada_aluno`) is never touched. A trigger refuses a class link for
// an inactive student, whatever path adds it.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('aluno').addColumn('inativo_desde', 'varchar(10)').execute();
  await db.schema.alterTable('aluno').addColumn('motivo_inativo', 'varchar(500)').execute();
  await db.schema.alterTable('professor').addColumn('inativo_desde', 'varchar(10)').execute();
  await db.schema
    .createTable('aluno_turma_anterior')
    .addColumn('id_aluno', 'integer', (c) => c.notNull().references('aluno.id_aluno').onDelete('cascade'))
    .addColumn('id_turma', 'integer', (c) => c.notNull().references('turma.id_turma').onDelete('cascade'))
    .addColumn('dt_entrada', 'varchar(10)')
    .addPrimaryKeyConstraint('aluno_turma_anterior_pk', ['id_aluno', 'id_turma'])
    .execute();
  await db.schema
    .createIndex('aluno_turma_anterior_turma_ix')
    .on('aluno_turma_anterior')
    .column('id_turma')
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`create function aluno_has_turma_ativo() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from aluno where id_aluno = new.id_aluno and inativo_desde is not null) then
          raise exception 'aluno_inativo' using errcode = 'check_violation', constraint = 'aluno_has_turma_ativo_ck';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger aluno_has_turma_ativo before insert or update of id_aluno on aluno_has_turma
      for each row execute function aluno_has_turma_ativo()`.execute(db);
  } else {
    for (const [nome, evento] of [
      ['aluno_has_turma_ativo', 'insert'],
      ['aluno_has_turma_ativo_mudanca', 'update of id_aluno'],
    ] as const)
      await sql`create trigger ${sql.id(nome)} before ${sql.raw(evento)} on aluno_has_turma
        when exists (select 1 from aluno a where a.id_aluno = new.id_aluno and a.inativo_desde is not null)
        begin select raise(abort, 'aluno_inativo'); end`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists aluno_has_turma_ativo on aluno_has_turma`.execute(db);
    await sql`drop function if exists aluno_has_turma_ativo()`.execute(db);
  } else {
    for (const t of ['aluno_has_turma_ativo', 'aluno_has_turma_ativo_mudanca'])
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  }
  // Going down, inactive students go back into the classes they had left.
  await sql`insert into aluno_has_turma (id_aluno, id_turma, dt_entrada)
    select id_aluno, id_turma, dt_entrada from aluno_turma_anterior x
    where not exists (select 1 from aluno_has_turma y where y.id_aluno = x.id_aluno and y.id_turma = x.id_turma)`.execute(
    db,
  );
  await db.schema.dropTable('aluno_turma_anterior').execute();
  await db.schema.alterTable('professor').dropColumn('inativo_desde').execute();
  await db.schema.alterTable('aluno').dropColumn('motivo_inativo').execute();
  await db.schema.alterTable('aluno').dropColumn('inativo_desde').execute();
}
