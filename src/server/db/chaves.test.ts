// Every foreign key column leads an index, on both databases: deleting or anonymising a
// row that others point at looks those rows up by it (migration 2026-11-29-080).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialect, makeTestApp, type TestApp } from '#server/test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t?.close());

type Chave = { tabela: string; coluna: string };

/** Each single-column foreign key with no index whose first column is it. */
async function chavesSemIndice(): Promise<string[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<Chave>`
      select c.conrelid::regclass::text as tabela, a.attname as coluna
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = ${t.schema} and cardinality(c.conkey) = 1
         and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`.execute(
      t.db,
    );
    return rows.map((r) => `${r.tabela.split('.').at(-1)}.${r.coluna}`).sort();
  }
  const { rows } = await sql<Chave>`
    select m.name as tabela, f."from" as coluna
      from sqlite_master m, pragma_foreign_key_list(m.name) f
     where m.type = 'table'
       and not exists (select 1 from pragma_index_list(m.name) l, pragma_index_info(l.name) i
                        where i.seqno = 0 and i.name = f."from")
       and not exists (select 1 from pragma_table_info(m.name) p where p.pk = 1 and p.name = f."from")`.execute(
    t.db,
  );
  return rows.map((r) => `${r.tabela}.${r.coluna}`).sort();
}

describe('foreign keys', () => {
  it('every foreign key column leads an index', async () => {
    expect(await chavesSemIndice()).toEqual([]);
  });
});
