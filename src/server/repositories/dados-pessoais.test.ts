// The schema walk: every column of the real database (SQLite and PostgreSQL) whose name
// looks personal (PARECE_PESSOAL) is covered by the registry of personal data, so the
// export and the anonymisation cannot forget it, or is declared not personal with a reason.
// A table added later without an entry fails here.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf, type Executor } from '#server/db/executor.ts';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { exportacao } from '#shared/schemas/pessoas-dados.ts';
import { DADOS_PESSOAIS } from './dados-pessoais';
import { colunasDoBanco, NAO_PESSOAIS, parecePessoal } from './dados-pessoais-esquema';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('the registry of personal data', () => {
  it('covers every column of the schema whose name looks personal, or says why it is not personal', async () => {
    const colunas = await colunasDoBanco(t.db);
    expect(colunas.length).toBeGreaterThan(50);
    const registradas = new Set(
      DADOS_PESSOAIS.flatMap((e) => Object.keys(e.colunas).map((c) => `${e.tabela}.${c}`)),
    );
    const esquecidas = colunas
      .filter((c) => parecePessoal(c.coluna))
      .map((c) => `${c.tabela}.${c.coluna}`)
      .filter((nome) => !registradas.has(nome) && !(nome in NAO_PESSOAIS));
    expect(esquecidas).toEqual([]);
  });

  it('covers every column that points to a person by a foreign key, whatever its name', async () => {
    const registradas = new Set(
      DADOS_PESSOAIS.flatMap((e) => Object.keys(e.colunas).map((c) => `${e.tabela}.${c}`)),
    );
    const ponteiros = await ponteirosParaPessoas(t.db);
    expect(ponteiros.length).toBeGreaterThan(10);
    expect(ponteiros.filter((nome) => !registradas.has(nome) && !(nome in NAO_PESSOAIS))).toEqual([]);
  });

  it('names only columns that exist, in tables that exist or are yet to come', async () => {
    const colunas = await colunasDoBanco(t.db);
    const porTabela = new Map<string, Set<string>>();
    for (const c of colunas) porTabela.set(c.tabela, (porTabela.get(c.tabela) ?? new Set()).add(c.coluna));
    for (const e of DADOS_PESSOAIS) {
      const existentes = porTabela.get(e.tabela);
      if (!existentes) continue;
      for (const c of Object.keys(e.colunas)) expect(existentes.has(c), `${e.tabela}.${c}`).toBe(true);
    }
    for (const nome of Object.keys(NAO_PESSOAIS)) {
      const [tabela, coluna] = nome.split('.');
      if (porTabela.has(tabela)) expect(porTabela.get(tabela)!.has(coluna), nome).toBe(true);
    }
  });

  it('catches a new table that holds a person and is not registered', async () => {
    await t.db.schema
      .createTable('tabela_nova')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('id_pessoa', 'integer')
      .addColumn('cpf_pagador', 'varchar(11)')
      .execute();
    try {
      const esquecidas = (await colunasDoBanco(t.db))
        .filter((c) => c.tabela === 'tabela_nova' && parecePessoal(c.coluna))
        .map((c) => c.coluna);
      expect(esquecidas).toEqual(['id_pessoa', 'cpf_pagador']);
    } finally {
      await t.db.schema.dropTable('tabela_nova').execute();
    }
  });

  it('places every table of personal data in a part of the export, or says why it is internal', () => {
    const partes = new Set(Object.keys(exportacao.shape));
    for (const e of DADOS_PESSOAIS) {
      const { exportacao: onde } = e;
      if (typeof onde === 'string') expect(partes.has(onde), `${e.tabela} → ${onde}`).toBe(true);
      else expect(onde.interna.length, e.tabela).toBeGreaterThan(20);
    }
    // Every part of the statement is fed by at least one registered table (or is the header).
    const alimentadas = new Set(DADOS_PESSOAIS.map((e) => e.exportacao).filter((o) => typeof o === 'string'));
    const semTabela = [...partes].filter(
      // The guardians come from the enrolment's row (aluno), beside 'matricula'.
      (p) => !alimentadas.has(p as never) && !['id_pessoa', 'nome', 'gerada_em', 'responsaveis'].includes(p),
    );
    expect(semTabela).toEqual([]);
  });

  it('gives every table a person-pointing column, a path to one, or its own way to find the rows', () => {
    for (const e of DADOS_PESSOAIS) {
      const ponteiro =
        Object.values(e.colunas).some((c) => c.papel !== 'dado') ||
        e.via !== undefined ||
        e.daPessoa !== undefined ||
        e.mencoes !== undefined;
      expect(ponteiro, e.tabela).toBe(true);
    }
  });
});

/** `tabela.coluna` of every column with a foreign key to a person's table (pessoa, aluno, professor). */
async function ponteirosParaPessoas(db: Executor): Promise<string[]> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ nome: string }>`
          select distinct kcu.table_name || '.' || kcu.column_name as nome
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu
            on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
            and ccu.table_name in ('pessoa', 'aluno', 'professor')`.execute(db)
      : await sql<{ nome: string }>`
          select distinct m.name || '.' || f."from" as nome
          from sqlite_master m join pragma_foreign_key_list(m.name) f
          where m.type = 'table' and f."table" in ('pessoa', 'aluno', 'professor')`.execute(db);
  return rows.map((r) => r.nome).sort();
}
