// The schema walk: every column of the real database (SQLite and PostgreSQL) whose name
// looks personal (PARECE_PESSOAL) is covered by the registry of personal data, so the
// export and the anonymisation cannot forget it, or is declared not personal with a reason.
// A table added later without an entry fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { colunasDoBanco, DADOS_PESSOAIS, NAO_PESSOAIS, parecePessoal } from './dados-pessoais';

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

  it('gives every table a person-pointing column or a path to one, so export and anonymisation can find the rows', () => {
    for (const e of DADOS_PESSOAIS) {
      const ponteiro = Object.values(e.colunas).some((c) => c.papel !== 'dado') || e.via !== undefined;
      expect(ponteiro, e.tabela).toBe(true);
    }
  });
});
