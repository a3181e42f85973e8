// Who read what, and how long a person's data is kept (docs/decisions/028-audit-and-anonymisation.md):
//
// - `privacidade`: one row (id 1) with the two retention settings: how many years the
//   audit log keeps an entry (`auditoria_anos`) and how many years after a person leaves
//   the club their data is due for anonymisation (`anonimizar_anos`); both default 5,
//   between 1 and 20 (a CHECK), so no setting can empty the log at once.
// - `pessoa.anonimizada_em` (epoch ms): set, once and for good, when a person is
//   anonymised; lists and searches leave such a person out, and their `dt_nasc_pessoa`
//   then holds only the year, written as January 1st of it (`YYYY-01-01`).
// - The audit log is append-only in the database itself, whatever client writes: a
//   trigger refuses every UPDATE, every TRUNCATE (PostgreSQL), and every DELETE of an
//   entry younger than the retention setting, so the only delete that passes is the
//   retention purge of old entries.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

/** A year in milliseconds (365.25 days): the unit of the retention settings. */
const ANO_MS = 31_557_600_000;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('privacidade')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('auditoria_anos', 'integer', (c) =>
      c.notNull().defaultTo(5).check(sql`auditoria_anos between 1 and 20`),
    )
    .addColumn('anonimizar_anos', 'integer', (c) =>
      c.notNull().defaultTo(5).check(sql`anonimizar_anos between 1 and 20`),
    )
    .execute();
  await db.insertInto('privacidade').values({ id: 1 }).execute();
  await db.schema.alterTable('pessoa').addColumn('anonimizada_em', 'bigint').execute();
  // The few anonymised people, for the lists that leave them out.
  await db.schema
    .createIndex('pessoa_anonimizada_ix')
    .on('pessoa')
    .columns(['anonimizada_em', 'id_pessoa'])
    .where(sql.ref('anonimizada_em'), 'is not', null)
    .execute();

  if (dialectOf(db) === 'postgres') {
    await sql`create function auditoria_somente_acrescimo() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' or tg_op = 'TRUNCATE' then
          raise exception 'auditoria: o registro de acessos não pode ser alterado';
        end if;
        if old.em > (extract(epoch from clock_timestamp()) * 1000)::bigint
            - (select auditoria_anos from privacidade where id = 1)::bigint * ${sql.raw(String(ANO_MS))} then
          raise exception 'auditoria: só entradas mais antigas que a retenção podem ser apagadas';
        end if;
        return old;
      end $$`.execute(db);
    await sql`create trigger auditoria_somente_acrescimo before update or delete on auditoria
      for each row execute function auditoria_somente_acrescimo()`.execute(db);
    await sql`create trigger auditoria_sem_truncate before truncate on auditoria
      for each statement execute function auditoria_somente_acrescimo()`.execute(db);
  } else {
    await sql`create trigger auditoria_sem_alteracao before update on auditoria
      begin select raise(abort, 'auditoria: o registro de acessos não pode ser alterado'); end`.execute(db);
    await sql`create trigger auditoria_sem_exclusao before delete on auditoria
      when old.em > cast((julianday('now') - 2440587.5) * 86400000 as integer)
        - (select auditoria_anos from privacidade where id = 1) * ${sql.raw(String(ANO_MS))}
      begin select raise(abort, 'auditoria: só entradas mais antigas que a retenção podem ser apagadas'); end`.execute(
      db,
    );
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger auditoria_sem_truncate on auditoria`.execute(db);
    await sql`drop trigger auditoria_somente_acrescimo on auditoria`.execute(db);
    await sql`drop function auditoria_somente_acrescimo()`.execute(db);
  } else {
    await sql`drop trigger auditoria_sem_exclusao`.execute(db);
    await sql`drop trigger auditoria_sem_alteracao`.execute(db);
  }
  await db.schema.dropIndex('pessoa_anonimizada_ix').execute();
  await db.schema.alterTable('pessoa').dropColumn('anonimizada_em').execute();
  await db.schema.dropTable('privacidade').execute();
}
