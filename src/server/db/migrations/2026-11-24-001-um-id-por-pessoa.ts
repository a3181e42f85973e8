// One id per person (docs/decisions/012-one-id-per-person.md). A student, a teacher and a guardian
// are roles of a person and have no number of their own: from here on aluno.id_aluno,
// professor.id_professor and responsavel_aluno.id_responsavel ARE the person's id_pessoa (a shared
// primary key, held by a CHECK), so a client that sends a person's id where the original client's
// calls name id_aluno / id_professor / id_responsavel acts on that person and no other.
//
// Existing rows are re-keyed with nothing lost: each role's old id is mapped to its
// person's id in every column that points at it. Those columns are found from the
// foreign keys themselves (today aluno.id_responsavel, id_responsavel2,
// id_responsavel_financeiro; aluno_has_turma.id_aluno; chamada_aluno.id_aluno;
// turma.id_professor), so a table added later with such a key is re-keyed too.
// - SQLite: with foreign keys off, in one transaction, every affected table is
//   rebuilt from its own CREATE statement (the role tables lose AUTOINCREMENT and
//   gain the CHECK): create the new table, copy the rows through the mapping, drop
//   the old one, rename, recreate its indexes and triggers; then
//   `foreign_key_check` must find nothing before the commit.
// - PostgreSQL (inside the migrator's transaction): the foreign keys are dropped,
//   each pointing column is updated through the mapping (its unique and other
//   indexes dropped and rebuilt around the update, so no row meets a stale
//   duplicate on the way), the role keys take the person's id, lose their serial
//   default and gain the CHECK, and the foreign keys are recreated as they were.
// Going down keeps the ids (they stay valid in the older shape) and gives the
// role tables back their own generated keys.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '#server/db/executor.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against whatever shape the database has
type AnyDb = Kysely<any>;

/** The role tables and their key. */
const PAPEIS = [
  { tabela: 'responsavel_aluno', id: 'id_responsavel' },
  { tabela: 'aluno', id: 'id_aluno' },
  { tabela: 'professor', id: 'id_professor' },
] as const;
type Papel = (typeof PAPEIS)[number];

const checagem = (p: Papel) => `${p.tabela}_id_pessoa_ck`;
const q = (nome: string) => `"${nome.replace(/"/g, '""')}"`;

/**
 * Whether any role row is numbered apart from its person. When none is (a new
 * database, the tests' fresh ones), there is nothing to re-key: only the keys'
 * definitions change.
 */
async function haDiferentes(db: AnyDb): Promise<boolean> {
  const partes = PAPEIS.map((p) => `exists (select 1 from ${q(p.tabela)} where ${q(p.id)} <> "id_pessoa")`);
  const { rows } = await sql<{ sim: unknown }>`select ${sql.raw(partes.join(' or '))} as sim`.execute(db);
  return rows[0]?.sim === true || Number(rows[0]?.sim) === 1;
}

export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') await upPostgres(db);
  else await reconstruirSqlite(db, 'up');
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'postgres') await downPostgres(db);
  else await reconstruirSqlite(db, 'down');
}

// ---- SQLite ---------------------------------------------------------------------------

/** A column that points at a role's key. */
interface Referencia {
  tabela: string;
  coluna: string;
  papel: Papel;
}

async function referenciasSqlite(db: AnyDb): Promise<Referencia[]> {
  const tabelas = (
    await sql<{ name: string }>`select name from sqlite_master
      where type = 'table' and name not like 'sqlite_%' and sql like 'CREATE TABLE%'`.execute(db)
  ).rows.map((r) => r.name);
  const refs: Referencia[] = [];
  for (const tabela of tabelas) {
    const fks = (
      await sql<{
        table: string;
        from: string;
        to: string | null;
      }>`select * from pragma_foreign_key_list(${tabela})`.execute(db)
    ).rows;
    for (const fk of fks) {
      const papel = PAPEIS.find((p) => p.tabela === fk.table && (fk.to ?? p.id) === p.id);
      if (papel) refs.push({ tabela, coluna: fk.from, papel });
    }
  }
  return refs;
}

/** The role table's CREATE statement for the new shape (`up`) or the older one (`down`). */
function ddlDoPapel(ddl: string, p: Papel, sentido: 'up' | 'down'): string {
  const comAuto = new RegExp(`${q(p.id)} integer primary key autoincrement`, 'i');
  const semAuto = new RegExp(`${q(p.id)} integer primary key(?! autoincrement)`, 'i');
  const ck = `, constraint ${q(checagem(p))} check (${q(p.id)} = "id_pessoa")`;
  if (sentido === 'up') {
    if (!comAuto.test(ddl)) throw new Error(`${p.tabela}: chave inesperada em ${ddl}`);
    const fim = ddl.lastIndexOf(')');
    return `${ddl.slice(0, fim).replace(comAuto, `${q(p.id)} integer primary key`)}${ck}${ddl.slice(fim)}`;
  }
  if (!semAuto.test(ddl) || !ddl.includes(ck)) throw new Error(`${p.tabela}: forma inesperada em ${ddl}`);
  return ddl.replace(semAuto, `${q(p.id)} integer primary key autoincrement`).replace(ck, '');
}

async function reconstruirSqlite(db: AnyDb, sentido: 'up' | 'down'): Promise<void> {
  // Only outside a transaction does this pragma take effect; the migrator runs
  // SQLite migrations on its connection without one.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      const refs = sentido === 'up' && (await haDiferentes(db)) ? await referenciasSqlite(db) : [];
      // Old id -> person's id, per role, read before any table changes.
      if (refs.length > 0) {
        for (const p of PAPEIS) {
          await sql
            .raw(
              `create temp table ${q(`mapa_${p.tabela}`)} (velho integer primary key, novo integer not null)`,
            )
            .execute(db);
          await sql
            .raw(
              `insert into temp.${q(`mapa_${p.tabela}`)} select ${q(p.id)}, "id_pessoa" from ${q(p.tabela)}`,
            )
            .execute(db);
        }
      }
      // A value that points at no role would be copied as null: refuse instead (nothing lost).
      for (const r of refs) {
        const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(r.tabela)}
          where ${sql.ref(r.coluna)} is not null
            and ${sql.ref(r.coluna)} not in (select velho from ${sql.table(`temp.mapa_${r.papel.tabela}`)})`.execute(
          db,
        );
        if (Number(rows[0].n) > 0)
          throw new Error(`${r.tabela}.${r.coluna}: ${rows[0].n} valores sem ${r.papel.tabela}`);
      }
      const tabelas = new Set<string>([...PAPEIS.map((p) => p.tabela), ...refs.map((r) => r.tabela)]);
      for (const tabela of tabelas) {
        await reconstruirTabela(
          db,
          tabela,
          sentido,
          refs.filter((r) => r.tabela === tabela),
        );
      }
      const quebradas = (await sql`pragma foreign_key_check`.execute(db)).rows;
      if (quebradas.length > 0)
        throw new Error(`chaves estrangeiras quebradas: ${JSON.stringify(quebradas.slice(0, 5))}`);
      if (refs.length > 0)
        for (const p of PAPEIS) await sql.raw(`drop table temp.${q(`mapa_${p.tabela}`)}`).execute(db);
      await sql`commit`.execute(db);
    } catch (err) {
      await sql`rollback`.execute(db);
      throw err;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** Create new, copy through the mapping, drop, rename, recreate indexes and triggers. */
async function reconstruirTabela(db: AnyDb, tabela: string, sentido: 'up' | 'down', refs: Referencia[]) {
  const { rows } = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master
    where tbl_name = ${tabela} and sql is not null`.execute(db);
  let ddl = rows.find((r) => r.type === 'table')?.sql;
  if (!ddl) throw new Error(`tabela ${tabela} não encontrada`);
  const anexos = rows.filter((r) => r.type === 'index' || r.type === 'trigger').map((r) => r.sql);
  const papel = PAPEIS.find((p) => p.tabela === tabela);
  if (papel) ddl = ddlDoPapel(ddl, papel, sentido);
  const nova = `${tabela}__novo`;
  const cabeca = new RegExp(`^create table\\s+("?)${tabela}\\1\\s*\\(`, 'i');
  if (!cabeca.test(ddl)) throw new Error(`${tabela}: início inesperado em ${ddl}`);
  await sql.raw(ddl.replace(cabeca, `CREATE TABLE ${q(nova)} (`)).execute(db);

  const colunas = (
    await sql<{ name: string }>`select name from pragma_table_info(${tabela}) order by cid`.execute(db)
  ).rows.map((r) => r.name);
  const valor = (c: string) => {
    if (sentido === 'up' && papel && c === papel.id) return '"t"."id_pessoa"';
    const ref = refs.find((r) => r.coluna === c);
    if (ref) return `(select novo from temp.${q(`mapa_${ref.papel.tabela}`)} where velho = "t".${q(c)})`;
    return `"t".${q(c)}`;
  };
  await sql
    .raw(
      `insert into ${q(nova)} (${colunas.map(q).join(', ')})
       select ${colunas.map(valor).join(', ')} from ${q(tabela)} as "t"`,
    )
    .execute(db);
  await sql.raw(`drop table ${q(tabela)}`).execute(db);
  await sql.raw(`alter table ${q(nova)} rename to ${q(tabela)}`).execute(db);
  for (const s of anexos) await sql.raw(s).execute(db);
}

// ---- PostgreSQL -----------------------------------------------------------------------

interface ChaveEstrangeira {
  nome: string;
  tabela: string;
  coluna: string;
  definicao: string;
  papel: Papel;
}

async function chavesEstrangeirasPg(db: AnyDb): Promise<ChaveEstrangeira[]> {
  const { rows } = await sql<{
    nome: string;
    tabela: string;
    coluna: string;
    definicao: string;
    papel: string;
  }>`select c.conname as nome, t.relname as tabela, a.attname as coluna,
            pg_get_constraintdef(c.oid) as definicao, r.relname as papel
       from pg_constraint c
       join pg_class t on t.oid = c.conrelid
       join pg_namespace n on n.oid = t.relnamespace
       join pg_class r on r.oid = c.confrelid
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
      where c.contype = 'f' and n.nspname = current_schema() and cardinality(c.conkey) = 1
        and (r.relname, ra.attname) in (('responsavel_aluno', 'id_responsavel'), ('aluno', 'id_aluno'),
                                        ('professor', 'id_professor'))
      order by t.relname, a.attname`.execute(db);
  return rows.map((r) => ({ ...r, papel: PAPEIS.find((p) => p.tabela === r.papel)! }));
}

/** The indexes on `tabela` that hold `coluna`: how to drop each and to build it again. */
async function indicesDaColuna(db: AnyDb, tabela: string, coluna: string) {
  const { rows } = await sql<{
    indice: string;
    restricao: string | null;
    definicao_indice: string;
    definicao_restricao: string | null;
  }>`select i.relname as indice, c.conname as restricao,
            pg_get_indexdef(i.oid) as definicao_indice, pg_get_constraintdef(c.oid) as definicao_restricao
       from pg_index x
       join pg_class t on t.oid = x.indrelid
       join pg_namespace n on n.oid = t.relnamespace
       join pg_class i on i.oid = x.indexrelid
       join pg_attribute a on a.attrelid = t.oid and a.attname = ${coluna}
       left join pg_constraint c on c.conindid = i.oid and c.conrelid = t.oid and c.contype in ('p', 'u')
      where n.nspname = current_schema() and t.relname = ${tabela} and a.attnum = any(x.indkey::int2[])`.execute(
    db,
  );
  return rows.map((r) => ({
    remover: r.restricao
      ? `alter table ${q(tabela)} drop constraint ${q(r.restricao)}`
      : `drop index ${q(r.indice)}`,
    recriar: r.restricao
      ? `alter table ${q(tabela)} add constraint ${q(r.restricao)} ${r.definicao_restricao}`
      : r.definicao_indice,
  }));
}

/** Runs `alterar` with the indexes holding the column dropped, then builds them again. */
async function semIndices(db: AnyDb, tabela: string, coluna: string, alterar: () => Promise<unknown>) {
  const indices = await indicesDaColuna(db, tabela, coluna);
  for (const i of indices) await sql.raw(i.remover).execute(db);
  await alterar();
  for (const i of indices) await sql.raw(i.recriar).execute(db);
}

async function upPostgres(db: AnyDb): Promise<void> {
  if (await haDiferentes(db)) await rechavearPostgres(db);
  // The keys' definitions, in one round trip (no parameters: one simple query).
  const { rows } = await sql<{ tabela: string; seq: string | null }>`select v.tabela,
      pg_get_serial_sequence(v.tabela, v.coluna) as seq
      from (values ${sql.raw(PAPEIS.map((p) => `('${p.tabela}', '${p.id}')`).join(', '))}) as v(tabela, coluna)`.execute(
    db,
  );
  const comandos = PAPEIS.flatMap((p) => {
    const seq = rows.find((r) => r.tabela === p.tabela)?.seq;
    return [
      `alter table ${q(p.tabela)} alter column ${q(p.id)} drop default`,
      ...(seq ? [`drop sequence ${seq}`] : []),
      `alter table ${q(p.tabela)} add constraint ${q(checagem(p))} check (${q(p.id)} = "id_pessoa")`,
    ];
  });
  await sql.raw(comandos.join(';\n')).execute(db);
}

/** Every role id becomes its person's id, in every column that points at it. */
async function rechavearPostgres(db: AnyDb): Promise<void> {
  const fks = await chavesEstrangeirasPg(db);
  for (const fk of fks)
    await sql.raw(`alter table ${q(fk.tabela)} drop constraint ${q(fk.nome)}`).execute(db);
  // Every pointing column first, while the role tables still hold the old ids.
  for (const fk of fks) {
    const { tabela, coluna, papel } = fk;
    await semIndices(db, tabela, coluna, () =>
      sql
        .raw(
          `update ${q(tabela)} as t set ${q(coluna)} = m."id_pessoa"
             from ${q(papel.tabela)} as m where m.${q(papel.id)} = t.${q(coluna)}`,
        )
        .execute(db),
    );
  }
  for (const p of PAPEIS) {
    await semIndices(db, p.tabela, p.id, () =>
      sql
        .raw(`update ${q(p.tabela)} set ${q(p.id)} = "id_pessoa" where ${q(p.id)} <> "id_pessoa"`)
        .execute(db),
    );
  }
  for (const fk of fks)
    await sql.raw(`alter table ${q(fk.tabela)} add constraint ${q(fk.nome)} ${fk.definicao}`).execute(db);
}

async function downPostgres(db: AnyDb): Promise<void> {
  for (const p of PAPEIS) {
    const seq = `${p.tabela}_${p.id}_seq`;
    await sql.raw(`alter table ${q(p.tabela)} drop constraint ${q(checagem(p))}`).execute(db);
    await sql.raw(`create sequence ${q(seq)} as integer owned by ${q(p.tabela)}.${q(p.id)}`).execute(db);
    await sql
      .raw(`alter table ${q(p.tabela)} alter column ${q(p.id)} set default nextval('${seq}')`)
      .execute(db);
    await sql
      .raw(`select setval('${seq}', (select coalesce(max(${q(p.id)}), 0) + 1 from ${q(p.tabela)}), false)`)
      .execute(db);
  }
}
