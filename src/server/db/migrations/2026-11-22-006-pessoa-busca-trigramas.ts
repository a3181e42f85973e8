// Name search without reading every row on SQLite: an FTS5 table with the
// `trigram` tokenizer over pessoa.nome_pessoa, kept in step by triggers.
// It stores no copy of the names (external content: the text stays in
// `pessoa`), only the index. The tokenizer folds case (Unicode, so "ÉLIO"
// finds "élio"), the same as PostgreSQL's lower(); accents still count, as
// before. Queries shorter than three characters cannot use trigrams and fall
// back to a LIKE scan. PostgreSQL already has the pg_trgm index of 005.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  await sql`create virtual table pessoa_busca using fts5(
    nome_pessoa, content='pessoa', content_rowid='id_pessoa', tokenize='trigram case_sensitive 0'
  )`.execute(db);
  await sql`create trigger pessoa_busca_ai after insert on pessoa begin
    insert into pessoa_busca(rowid, nome_pessoa) values (new.id_pessoa, new.nome_pessoa);
  end`.execute(db);
  await sql`create trigger pessoa_busca_ad after delete on pessoa begin
    insert into pessoa_busca(pessoa_busca, rowid, nome_pessoa) values ('delete', old.id_pessoa, old.nome_pessoa);
  end`.execute(db);
  await sql`create trigger pessoa_busca_au after update of nome_pessoa on pessoa begin
    insert into pessoa_busca(pessoa_busca, rowid, nome_pessoa) values ('delete', old.id_pessoa, old.nome_pessoa);
    insert into pessoa_busca(rowid, nome_pessoa) values (new.id_pessoa, new.nome_pessoa);
  end`.execute(db);
  // Existing people: build the index from the content table in one pass.
  await sql`insert into pessoa_busca(pessoa_busca) values ('rebuild')`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') return;
  for (const t of ['pessoa_busca_ai', 'pessoa_busca_ad', 'pessoa_busca_au'])
    await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  await sql`drop table if exists pessoa_busca`.execute(db);
}
