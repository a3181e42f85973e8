// Name search that ignores accents and case ("araujo" finds "Joana Araújo"), still
// served by an index. pessoa.nome_busca is the name folded (#server/db/sem-acento.ts):
// a generated column, so the database keeps it in step on every write, whoever writes.
// SQLite: a virtual column (ALTER TABLE can add no stored one), the trigram index
// of 006 rebuilt over it instead of over the name, and an index of (name, id, folded
// name): the list's walk in name order checks each row's folded name from the index
// alone (a virtual column is otherwise computed again for every row read).
// PostgreSQL: a stored column and the pg_trgm index of 005 moved onto it (when
// pg_trgm can be installed).
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';
import { semAcentoSql } from '#server/db/sem-acento.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

const GATILHOS = ['pessoa_busca_ai', 'pessoa_busca_ad', 'pessoa_busca_au'];

async function trigramasSqlite(db: AnyDb, coluna: 'nome_pessoa' | 'nome_busca') {
  const c = sql.raw(coluna);
  for (const t of GATILHOS) await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  await sql`drop table if exists pessoa_busca`.execute(db);
  await sql`create virtual table pessoa_busca using fts5(
    ${c}, content='pessoa', content_rowid='id_pessoa', tokenize='trigram case_sensitive 0'
  )`.execute(db);
  await sql`create trigger pessoa_busca_ai after insert on pessoa begin
    insert into pessoa_busca(rowid, ${c}) values (new.id_pessoa, new.${c});
  end`.execute(db);
  await sql`create trigger pessoa_busca_ad after delete on pessoa begin
    insert into pessoa_busca(pessoa_busca, rowid, ${c}) values ('delete', old.id_pessoa, old.${c});
  end`.execute(db);
  await sql`create trigger pessoa_busca_au after update of nome_pessoa on pessoa begin
    insert into pessoa_busca(pessoa_busca, rowid, ${c}) values ('delete', old.id_pessoa, old.${c});
    insert into pessoa_busca(rowid, ${c}) values (new.id_pessoa, new.${c});
  end`.execute(db);
  await sql`insert into pessoa_busca(pessoa_busca) values ('rebuild')`.execute(db);
}

async function temTrgm(db: AnyDb): Promise<boolean> {
  const r = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  return r.rows.length > 0;
}

export async function up(db: AnyDb): Promise<void> {
  const dobrado = sql.raw(semAcentoSql('nome_pessoa'));
  if (dialectOf(db) === 'postgres') {
    await sql`alter table pessoa add column nome_busca text generated always as (${dobrado}) stored`.execute(
      db,
    );
    await sql`drop index if exists pessoa_nome_trgm_ix`.execute(db);
    if (await temTrgm(db))
      await sql`create index pessoa_busca_trgm_ix on pessoa using gin (nome_busca public.gin_trgm_ops)`.execute(
        db,
      );
    return;
  }
  await sql`alter table pessoa add column nome_busca text generated always as (${dobrado}) virtual`.execute(
    db,
  );
  await sql`create index pessoa_nome_busca_ix on pessoa (nome_pessoa, id_pessoa, nome_busca)`.execute(db);
  await trigramasSqlite(db, 'nome_busca');
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop index if exists pessoa_busca_trgm_ix`.execute(db);
    await sql`alter table pessoa drop column nome_busca`.execute(db);
    if (await temTrgm(db))
      await sql`create index if not exists pessoa_nome_trgm_ix on pessoa using gin (lower(nome_pessoa) public.gin_trgm_ops)`.execute(
        db,
      );
    return;
  }
  await trigramasSqlite(db, 'nome_pessoa');
  await sql`drop index if exists pessoa_nome_busca_ix`.execute(db);
  await sql`alter table pessoa drop column nome_busca`.execute(db);
}
