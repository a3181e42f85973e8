// The club's records stay true (docs/decisions/006-teaching-rosters-and-attendance.md).
//
// Audited sends and corrections: `chamada.versao` counts the writes of a chamada (0:
// never sent; each send or correction adds one), and `chamada_registro` keeps one row
// per write: who (the person and the name they had), when (epoch ms), the note before
// and after, and every mark that changed, as JSON [[id_aluno, antes, depois], ...]
// (`antes` null: not marked before). A correction names the version it started from
// and updates only that version, so of two concurrent corrections one wins and the
// other finds nothing to update (a conflict); (id_chamada, versao) is unique besides.
// The marks live in one text column so the hot first send stays one row more.
//
// Capacity: a class never holds more students than qtd_maxima, whatever path adds
// them. Triggers refuse a link into a full class (insert, or a move with an update of
// id_turma) and a qtd_maxima lowered below the students the class holds. On
// PostgreSQL the link trigger first locks the class row (FOR NO KEY UPDATE: it does
// not block the foreign-key checks of other tables), so concurrent adds to one class
// queue and each counts after the previous committed; lowering qtd_maxima holds the
// same row's lock. SQLite runs one write transaction at a time.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';
import { oneOf, withId } from './schema-helpers';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('chamada')
    .addColumn('versao', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Chamadas sent before this migration are at version 1 (their first send, unrecorded).
  await sql`update chamada set versao = 1 where status_c = 1`.execute(db);

  await withId(db, db.schema.createTable('chamada_registro'), 'id_registro')
    .addColumn('id_chamada', 'integer', (c) =>
      c.notNull().references('chamada.id_chamada').onDelete('cascade'),
    )
    .addColumn('versao', 'integer', (c) => c.notNull())
    .addColumn('tipo', 'varchar(10)', (c) => c.notNull())
    .addColumn('id_pessoa', 'integer', (c) => c.references('pessoa.id_pessoa').onDelete('set null'))
    .addColumn('autor', 'varchar(120)', (c) => c.notNull())
    .addColumn('feito_em', 'bigint', (c) => c.notNull())
    .addColumn('observacao_antes', 'varchar(2000)')
    .addColumn('observacao_depois', 'varchar(2000)')
    .addColumn('marcas', 'text', (c) => c.notNull())
    .addCheckConstraint('chamada_registro_tipo_ck', oneOf('tipo', ['envio', 'correcao']))
    .addUniqueConstraint('chamada_registro_versao_uq', ['id_chamada', 'versao'])
    .execute();
  await db.schema
    .createIndex('chamada_registro_pessoa_ix')
    .on('chamada_registro')
    .column('id_pessoa')
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`create function aluno_has_turma_vaga() returns trigger language plpgsql as $$
      declare
        cap integer;
      begin
        if tg_op = 'UPDATE' and new.id_turma = old.id_turma then
          return new;
        end if;
        select qtd_maxima into cap from turma where id_turma = new.id_turma for no key update;
        if cap is not null and (select count(*) from aluno_has_turma where id_turma = new.id_turma) >= cap then
          raise exception 'turma_lotada' using errcode = 'check_violation', constraint = 'aluno_has_turma_vaga_ck';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger aluno_has_turma_vaga before insert or update of id_turma on aluno_has_turma
      for each row execute function aluno_has_turma_vaga()`.execute(db);
    await sql`create function turma_ocupacao() returns trigger language plpgsql as $$
      begin
        if new.qtd_maxima < (select count(*) from aluno_has_turma where id_turma = new.id_turma) then
          raise exception 'turma_abaixo_da_ocupacao' using errcode = 'check_violation', constraint = 'turma_ocupacao_ck';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger turma_ocupacao before update of qtd_maxima on turma
      for each row when (new.qtd_maxima < old.qtd_maxima) execute function turma_ocupacao()`.execute(db);
  } else {
    await sql`create trigger aluno_has_turma_vaga before insert on aluno_has_turma
      when (select count(*) from aluno_has_turma x where x.id_turma = new.id_turma)
           >= (select t.qtd_maxima from turma t where t.id_turma = new.id_turma)
      begin select raise(abort, 'turma_lotada'); end`.execute(db);
    await sql`create trigger aluno_has_turma_vaga_mudanca before update of id_turma on aluno_has_turma
      when new.id_turma <> old.id_turma
       and (select count(*) from aluno_has_turma x where x.id_turma = new.id_turma)
           >= (select t.qtd_maxima from turma t where t.id_turma = new.id_turma)
      begin select raise(abort, 'turma_lotada'); end`.execute(db);
    await sql`create trigger turma_ocupacao before update of qtd_maxima on turma
      when new.qtd_maxima < old.qtd_maxima
       and new.qtd_maxima < (select count(*) from aluno_has_turma x where x.id_turma = new.id_turma)
      begin select raise(abort, 'turma_abaixo_da_ocupacao'); end`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists turma_ocupacao on turma`.execute(db);
    await sql`drop function if exists turma_ocupacao()`.execute(db);
    await sql`drop trigger if exists aluno_has_turma_vaga on aluno_has_turma`.execute(db);
    await sql`drop function if exists aluno_has_turma_vaga()`.execute(db);
  } else {
    for (const t of ['turma_ocupacao', 'aluno_has_turma_vaga_mudanca', 'aluno_has_turma_vaga'])
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  }
  await db.schema.dropTable('chamada_registro').execute();
  await db.schema.alterTable('chamada').dropColumn('versao').execute();
}
