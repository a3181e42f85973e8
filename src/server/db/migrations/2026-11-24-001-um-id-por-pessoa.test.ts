// Migration 2026-11-24-001 on both dialects: a database in the older shape, whose
// student, teacher and guardian ids differ from their persons' ids (and overlap
// them, so a naive re-key would collide), is re-keyed with nothing lost: the
// same counts, and the same rosters, marks, teachers and guardians per person.
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrations, migrator } from '#server/db/migrate.ts';
import { dialect, makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarEndereco } from '#server/test/fabrica.ts';
import { retratoIds } from '#server/test/retrato-ids.ts';

// biome-ignore lint/suspicious/noExplicitAny: the older shape is not the Database type
type AnyDb = Kysely<any>;

const ESTA = '2026-11-24-001-um-id-por-pessoa';
const nomes = Object.keys(migrations);
const ANTERIOR = nomes[nomes.indexOf(ESTA) - 1];

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

/** A small club written as the older code wrote it: every role numbered on its own. */
async function semearFormaAntiga(db: AnyDb) {
  const id_endereco = await criarEndereco(db);
  const unidades: number[] = [];
  for (const nome of ['DEC Centro', 'DEC Norte']) {
    const { id_unidade } = await db
      .insertInto('unidade')
      .values({ nome_unidade: nome, id_endereco, tipo: 'dec' })
      .returning('id_unidade')
      .executeTakeFirstOrThrow();
    unidades.push(id_unidade);
  }
  // Persons numbered 2.. (1 is the test's administrator): p[k] is the k-th.
  const p: number[] = [];
  for (let k = 0; k < 50; k++) {
    const { id_pessoa } = await db
      .insertInto('pessoa')
      .values({ nome_pessoa: `Pessoa ${String(k).padStart(2, '0')}`, id_endereco })
      .returning('id_pessoa')
      .executeTakeFirstOrThrow();
    p.push(id_pessoa);
  }
  const professores: number[] = [];
  for (const k of [14, 2, 39]) {
    const { id_professor } = await db
      .insertInto('professor')
      .values({ id_pessoa: p[k], caminho_foto: k === 2 ? 'foto.jpg' : null })
      .returning('id_professor')
      .executeTakeFirstOrThrow();
    professores.push(id_professor);
  }
  const responsaveis: number[] = [];
  for (const k of [4, 1, 6, 29, 30, 31, 32, 7]) {
    const { id_responsavel } = await db
      .insertInto('responsavel_aluno')
      .values({ id_pessoa: p[k] })
      .returning('id_responsavel')
      .executeTakeFirstOrThrow();
    responsaveis.push(id_responsavel);
  }
  // Students: persons 1..44 in a shuffled order, so old ids and person ids overlap;
  // some are also guardians of others, three are also teachers.
  const ordem = Array.from({ length: 44 }, (_, i) => i + 1);
  for (let i = ordem.length - 1; i > 0; i--) {
    const j = (i * 7 + 3) % (i + 1);
    [ordem[i], ordem[j]] = [ordem[j], ordem[i]];
  }
  const alunos: number[] = [];
  for (const [i, k] of ordem.entries()) {
    const tipo = i % 3 === 0 ? 'pagante' : i % 3 === 1 ? 'naoPagante' : 'escola';
    const { id_aluno } = await db
      .insertInto('aluno')
      .values({
        id_pessoa: p[k],
        destro_canhoto: i % 5 === 0 ? 'c' : 'd',
        id_responsavel: i % 4 === 0 ? null : responsaveis[i % responsaveis.length],
        id_responsavel2: i % 3 === 0 ? responsaveis[(i + 3) % responsaveis.length] : null,
        id_responsavel_financeiro: tipo === 'pagante' ? responsaveis[(i + 5) % responsaveis.length] : null,
        dt_inicio: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`,
        tipo_plano: tipo === 'pagante' ? 'mensal' : null,
        dia_pagamento: tipo === 'pagante' ? 20 : null,
        tipo_aluno: tipo,
        contrato: tipo === 'naoPagante' ? null : 'clube',
        contrato_aceito_em: tipo === 'naoPagante' ? null : 1_767_225_600_000 + i,
        contrato_versao: tipo === 'naoPagante' ? null : '2026-11-22',
      })
      .returning('id_aluno')
      .executeTakeFirstOrThrow();
    alunos.push(id_aluno);
  }
  const turmas: number[] = [];
  for (const [i, id_professor] of [...professores, professores[0]].entries()) {
    const { id_turma } = await db
      .insertInto('turma')
      .values({
        nome_turma: `Turma ${i}`,
        qtd_maxima: 40,
        id_professor,
        id_unidade: unidades[i % 2],
        dia_semana: 'segunda',
        horario: '18:00',
      })
      .returning('id_turma')
      .executeTakeFirstOrThrow();
    turmas.push(id_turma);
  }
  const links: { id_aluno: number; id_turma: number; dt_entrada: string | null }[] = [];
  for (const [i, id_aluno] of alunos.entries()) {
    for (const k of new Set([i % 4, (i * 3 + 1) % 4]))
      links.push({ id_aluno, id_turma: turmas[k], dt_entrada: i % 2 ? null : '2026-02-01' });
  }
  await db.insertInto('aluno_has_turma').values(links).execute();
  let marca = 0;
  for (const id_turma of turmas) {
    const roster = links.filter((l) => l.id_turma === id_turma).map((l) => l.id_aluno);
    for (const data_c of ['2026-03-02', '2026-03-09', '2026-03-16']) {
      const { id_chamada } = await db
        .insertInto('chamada')
        .values({ id_turma, data_c, status_c: 1, observacao: `Aula de ${data_c}` })
        .returning('id_chamada')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('chamada_aluno')
        .values(roster.map((id_aluno) => ({ id_chamada, id_aluno, presenca: marca++ % 5 === 0 ? 0 : 1 })))
        .execute();
    }
  }
  // A student who left a class keeps the marks of the chamadas before.
  const saiu = links[0];
  await db
    .deleteFrom('aluno_has_turma')
    .where('id_aluno', '=', saiu.id_aluno)
    .where('id_turma', '=', saiu.id_turma)
    .execute();
  return { p, alunos, professores, responsaveis, turmas };
}

/** Rows of a role table whose key is not its person's id. */
const diferentes = async (db: AnyDb, tabela: string, id: string) =>
  Number(
    (
      await sql<{ n: number | string }>`select count(*) as n from ${sql.table(tabela)}
        where ${sql.ref(id)} <> id_pessoa`.execute(db)
    ).rows[0].n,
  );

describe(`migration ${ESTA} (one id per person)`, () => {
  it('re-keys students, teachers and guardians by their person, with nothing lost', async () => {
    const db = t.db as AnyDb;
    const m = migrator(t.db, t.schema);
    expect((await m.migrateTo(ANTERIOR)).error).toBeUndefined();
    const semeado = await semearFormaAntiga(db);
    const antes = await retratoIds(db);
    expect(antes.contagens).toMatchObject({ aluno: 44, professor: 3, responsavel_aluno: 8, turma: 4 });
    expect(antes.somas.marcas.linhas).toBeGreaterThan(100);
    // The older numbering: most ids are not their person's.
    expect(await diferentes(db, 'aluno', 'id_aluno')).toBeGreaterThan(40);
    expect(await diferentes(db, 'professor', 'id_professor')).toBe(3);
    expect(await diferentes(db, 'responsavel_aluno', 'id_responsavel')).toBeGreaterThan(6);

    const up = await m.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await retratoIds(db)).toEqual(antes);
    for (const [tabela, id] of [
      ['aluno', 'id_aluno'],
      ['professor', 'id_professor'],
      ['responsavel_aluno', 'id_responsavel'],
    ])
      expect(await diferentes(db, tabela, id)).toBe(0);
    // Every pointing column now holds person ids.
    const soPessoas = async (consulta: ReturnType<typeof sql>) =>
      Number(((await consulta.execute(db)).rows[0] as { n: number | string }).n);
    expect(
      await soPessoas(
        sql`select count(*) as n from aluno_has_turma x join aluno a on a.id_pessoa = x.id_aluno`,
      ),
    ).toBe(antes.contagens.aluno_has_turma);
    expect(
      await soPessoas(
        sql`select count(*) as n from chamada_aluno x join aluno a on a.id_pessoa = x.id_aluno`,
      ),
    ).toBe(antes.contagens.chamada_aluno);
    expect(
      await soPessoas(
        sql`select count(*) as n from turma x join professor p on p.id_pessoa = x.id_professor`,
      ),
    ).toBe(4);
    if (t.sqlite) expect(t.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);

    // The key and the person cannot part: another id is refused, and so is a
    // student without a person.
    await expect(
      db
        .insertInto('aluno')
        .values({
          id_aluno: 999_999,
          id_pessoa: semeado.p[45],
          dt_inicio: '2026-01-01',
          tipo_aluno: 'escola',
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('aluno')
        .values({ id_aluno: 999_999, id_pessoa: 999_999, dt_inicio: '2026-01-01', tipo_aluno: 'escola' })
        .execute(),
    ).rejects.toThrow();

    // Down keeps the ids (valid in the older shape too); up again changes nothing.
    expect((await m.migrateTo(ANTERIOR)).error).toBeUndefined();
    expect(await retratoIds(db)).toEqual(antes);
    const { id_professor } = await db
      .insertInto('professor')
      .values({ id_pessoa: semeado.p[45] })
      .returning('id_professor')
      .executeTakeFirstOrThrow();
    expect(id_professor).toBeGreaterThan(semeado.p[39]);
    await db.deleteFrom('professor').where('id_professor', '=', id_professor).execute();
    expect((await m.migrateToLatest()).error).toBeUndefined();
    expect(await retratoIds(db)).toEqual(antes);

    // Through the API the same persons appear under the same numbers.
    const cookie = await t.loginAdmin();
    const { turmas } = semeado;
    const roster = await t.app.inject({
      method: 'GET',
      url: `/listaralunos/${turmas[1]}`,
      headers: { cookie },
    });
    expect(roster.statusCode).toBe(200);
    const linhas = roster.json() as { id_aluno: number; id_pessoa: number; nome_aluno: string }[];
    expect(linhas.length).toBeGreaterThan(5);
    for (const l of linhas) {
      expect(l.id_aluno).toBe(l.id_pessoa);
      expect(l.nome_aluno).toBe(`Pessoa ${String(semeado.p.indexOf(l.id_pessoa)).padStart(2, '0')}`);
    }
    const turma = await t.app.inject({ method: 'GET', url: `/api/turma/${turmas[1]}`, headers: { cookie } });
    expect(turma.json()).toMatchObject({ id_professor: semeado.p[2], nome_professor: 'Pessoa 02' });
  });

  // SQLite lets a database hold such a row (foreign keys off at some point): the migration
  // refuses rather than copy it as null, and leaves everything as it was.
  it.skipIf(dialect !== 'sqlite')('refuses a value that points at no student, changing nothing', async () => {
    const db = t.db as AnyDb;
    const m = migrator(t.db, t.schema);
    expect((await m.migrateTo(ANTERIOR)).error).toBeUndefined();
    const { turmas } = await semearFormaAntiga(db);
    t.sqlite!.pragma('foreign_keys = off');
    await db.insertInto('aluno_has_turma').values({ id_aluno: 99_999, id_turma: turmas[0] }).execute();
    t.sqlite!.pragma('foreign_keys = on');
    const antes = await retratoIds(db);
    const { error } = await m.migrateToLatest();
    expect(String(error)).toContain('aluno_has_turma.id_aluno');
    expect(await retratoIds(db)).toEqual(antes);
    expect(await diferentes(db, 'aluno', 'id_aluno')).toBeGreaterThan(40);
    expect(t.sqlite!.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});
