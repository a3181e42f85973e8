// Migrations go up and down on both dialects, and the constraints hold.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { migrations, migrator } from './migrate';
import { ensureFirstAdmin } from './seed/first-admin';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

async function endereco() {
  return (
    await t.db
      .insertInto('endereco')
      .values({
        cep: '01310100',
        estado: 'SP',
        cidade: 'São Paulo',
        bairro: 'Centro',
        rua: 'Rua A',
        numero: '1',
      })
      .returning('id_endereco')
      .executeTakeFirstOrThrow()
  ).id_endereco;
}

describe('migrations', () => {
  it('go down to nothing and up again', async () => {
    const m = migrator(t.db, t.schema);
    const down = await m.migrateTo(Object.keys(migrations)[0]).then(() => m.migrateDown());
    expect(down.error).toBeUndefined();
    await expect(t.db.selectFrom('pessoa').selectAll().execute()).rejects.toThrow();
    const up = await m.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await t.db.selectFrom('pessoa').selectAll().execute()).toEqual([]);
  });
});

describe('constraints', () => {
  it('reject values outside the product enumerations', async () => {
    const id_endereco = await endereco();
    await expect(
      t.db
        .insertInto('unidade')
        .values({ nome_unidade: 'X', id_endereco, tipo: 'outra' as never })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('pessoa')
        .values({ nome_pessoa: 'X', genero: 'x' as never })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('pessoa')
        .values({ nome_pessoa: 'X', adm: 2 as never })
        .execute(),
    ).rejects.toThrow();
  });

  it('keep one login per e-mail, one link per student and class, one chamada per class and date', async () => {
    await expect(
      t.db
        .insertInto('pessoa')
        .values({ nome_pessoa: 'Outra', email_pessoa: 'admin@teste.local', senha_pessoa: 'h' })
        .execute(),
    ).rejects.toThrow();
    // The same e-mail on a person without login (a guardian) is allowed.
    await t.db
      .insertInto('pessoa')
      .values({ nome_pessoa: 'Resp', email_pessoa: 'admin@teste.local' })
      .execute();

    const id_endereco = await endereco();
    const prof = await t.createUser({
      email: 'p@teste.local',
      senha: 'senha-prof',
      nome: 'P',
      professor: true,
    });
    const { id_unidade } = await t.db
      .insertInto('unidade')
      .values({ nome_unidade: 'U', id_endereco, tipo: 'dec' })
      .returning('id_unidade')
      .executeTakeFirstOrThrow();
    const { id_turma } = await t.db
      .insertInto('turma')
      .values({
        nome_turma: 'T',
        qtd_maxima: 10,
        id_professor: prof.id_professor!,
        id_unidade,
        dia_semana: 'terça',
        horario: '18:00',
      })
      .returning('id_turma')
      .executeTakeFirstOrThrow();
    const { id_pessoa } = await t.db
      .insertInto('pessoa')
      .values({ nome_pessoa: 'Aluno' })
      .returning('id_pessoa')
      .executeTakeFirstOrThrow();
    const { id_aluno } = await t.db
      .insertInto('aluno')
      .values({
        id_aluno: id_pessoa,
        id_pessoa,
        dt_inicio: '2026-11-21',
        tipo_aluno: 'naoPagante',
        destro_canhoto: 'd',
        id_responsavel: null,
        id_responsavel2: null,
        tipo_plano: null,
        dia_pagamento: null,
        contrato: null,
        contrato_aceito_em: null,
      })
      .returning('id_aluno')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('aluno_has_turma').values({ id_aluno, id_turma }).execute();
    await expect(
      t.db.insertInto('aluno_has_turma').values({ id_aluno, id_turma }).execute(),
    ).rejects.toThrow();
    await t.db.insertInto('chamada').values({ id_turma, data_c: '2026-11-24', observacao: null }).execute();
    await expect(
      t.db.insertInto('chamada').values({ id_turma, data_c: '2026-11-24', observacao: null }).execute(),
    ).rejects.toThrow();
    // Foreign keys are enforced (SQLite too).
    await expect(
      t.db.insertInto('aluno_has_turma').values({ id_aluno: 999, id_turma }).execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('turma')
        .values({
          nome_turma: 'T',
          qtd_maxima: 0,
          id_professor: prof.id_professor!,
          id_unidade,
          dia_semana: 'terça',
          horario: '18:00',
        })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('first administrator', () => {
  it('is created only on a database without users and never changed later', async () => {
    // makeTestApp already created a user, so nothing happens.
    expect(
      await ensureFirstAdmin(t.db, {
        ADMIN_EMAIL: 'novo@teste.local',
        ADMIN_NAME: 'Novo',
        ADMIN_PASSWORD: 'outra-senha',
      }),
    ).toEqual({ created: false });
    await t.db.deleteFrom('sessao').execute();
    await t.db.deleteFrom('professor').execute();
    await t.db.deleteFrom('pessoa').execute();
    const made = await ensureFirstAdmin(t.db, { ADMIN_EMAIL: 'Novo@Teste.local', ADMIN_NAME: 'Novo' });
    expect(made.created).toBe(true);
    expect(made.generatedPassword).toMatch(/^([a-z2-9]{4}-){3}[a-z2-9]{4}$/);
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { usuario: 'novo@teste.local', senha: made.generatedPassword },
    });
    // A generated password must be changed at the first login.
    expect(res.json()).toEqual({ nome: 'Novo', adm: 1, troca_senha: 1 });
  });
});
