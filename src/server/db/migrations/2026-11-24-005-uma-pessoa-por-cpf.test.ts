// Migration 2026-11-24-005 on both dialects: a database holding the same people
// twice (a student enrolled twice, a guardian copied per enrolment, a teacher
// registered twice) is merged into the oldest of each, with classes, chamada marks,
// guardian roles, teachers' classes and logins moved, the dashboard's summaries
// still equal to their recount, and then a second person with a CPF is refused.
import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isCpfViolation } from '#server/db/errors.ts';
import { migrations, migrator } from '#server/db/migrate.ts';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarEndereco } from '#server/test/fabrica.ts';

// biome-ignore lint/suspicious/noExplicitAny: the older shape is not the Database type
type AnyDb = Kysely<any>;

const ESTA = '2026-11-24-005-uma-pessoa-por-cpf';
const nomes = Object.keys(migrations);
const ANTERIOR = nomes[nomes.indexOf(ESTA) - 1];

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(() => t.close());

const CPF = { aluno: '52998224725', resp: '11144477735', prof: '39053344705', outro: '86288366757' };

async function semear(db: AnyDb) {
  const id_endereco = await criarEndereco(db);
  const { id_unidade } = await db
    .insertInto('unidade')
    .values({ nome_unidade: 'DEC Centro', id_endereco, tipo: 'dec' })
    .returning('id_unidade')
    .executeTakeFirstOrThrow();
  const pessoa = async (nome: string, cpf: string | null, extra: Record<string, unknown> = {}) =>
    (
      await db
        .insertInto('pessoa')
        .values({ nome_pessoa: nome, cpf_pessoa: cpf, id_endereco, ...extra })
        .returning('id_pessoa')
        .executeTakeFirstOrThrow()
    ).id_pessoa as number;
  const prof1 = await pessoa('Professora', CPF.prof);
  const resp1 = await pessoa('Mãe', CPF.resp);
  const aluno1 = await pessoa('Criança', CPF.aluno, { genero: 'f' });
  const resp2 = await pessoa('Mãe', CPF.resp, { telefone_pessoa: '11999990000' });
  const aluno2 = await pessoa('Criança', CPF.aluno, { genero: 'f' });
  const irmao = await pessoa('Irmão', CPF.outro);
  const prof2 = await pessoa('Professora', CPF.prof, {
    email_pessoa: 'prof@clube.test',
    senha_pessoa: 'hash',
  });
  const semCpf = [await pessoa('Sem CPF 1', ''), await pessoa('Sem CPF 2', ''), await pessoa('Nulo', null)];
  for (const id of [prof1, prof2])
    await db.insertInto('professor').values({ id_professor: id, id_pessoa: id }).execute();
  for (const id of [resp1, resp2])
    await db.insertInto('responsavel_aluno').values({ id_responsavel: id, id_pessoa: id }).execute();
  const aluno = (id: number, resp: number, extra: Record<string, unknown> = {}) =>
    db
      .insertInto('aluno')
      .values({
        id_aluno: id,
        id_pessoa: id,
        id_responsavel: resp,
        dt_inicio: '2026-01-10',
        tipo_aluno: 'naoPagante',
        ...extra,
      })
      .execute();
  await aluno(aluno1, resp1);
  await aluno(aluno2, resp2, { destro_canhoto: 'c' });
  await aluno(irmao, resp2, {
    tipo_aluno: 'pagante',
    tipo_plano: 'mensal',
    dia_pagamento: 10,
    id_responsavel_financeiro: resp2,
  });
  const turma = async (nome: string, prof: number) =>
    (
      await db
        .insertInto('turma')
        .values({
          nome_turma: nome,
          qtd_maxima: 3,
          id_professor: prof,
          id_unidade,
          dia_semana: 'segunda',
          horario: '18:00',
        })
        .returning('id_turma')
        .executeTakeFirstOrThrow()
    ).id_turma as number;
  const t1 = await turma('T1', prof1);
  const t2 = await turma('T2', prof2);
  await db
    .insertInto('aluno_has_turma')
    .values([
      { id_aluno: aluno1, id_turma: t1, dt_entrada: '2026-02-01' },
      { id_aluno: aluno2, id_turma: t1, dt_entrada: null },
      { id_aluno: aluno2, id_turma: t2, dt_entrada: '2026-03-01' },
      { id_aluno: irmao, id_turma: t2, dt_entrada: null },
    ])
    .execute();
  const chamada = async (id_turma: number) =>
    (
      await db
        .insertInto('chamada')
        .values({ id_turma, data_c: '2026-03-02', status_c: 1 })
        .returning('id_chamada')
        .executeTakeFirstOrThrow()
    ).id_chamada as number;
  const c1 = await chamada(t1);
  const c2 = await chamada(t2);
  await db
    .insertInto('chamada_aluno')
    .values([
      { id_chamada: c1, id_aluno: aluno1, presenca: 0 },
      { id_chamada: c1, id_aluno: aluno2, presenca: 1 },
      { id_chamada: c2, id_aluno: aluno2, presenca: 0 },
      { id_chamada: c2, id_aluno: irmao, presenca: 1 },
    ])
    .execute();
  await db
    .insertInto('sessao')
    .values({ token_hash: 'x'.repeat(64), id_pessoa: prof2, criada_em: 1, usada_em: 1 })
    .execute();
  return { prof1, prof2, resp1, resp2, aluno1, aluno2, irmao, t1, t2, c1, c2, semCpf };
}

const n = async (db: AnyDb, consulta: ReturnType<typeof sql>) =>
  Number(((await consulta.execute(db)).rows[0] as { n: number | string }).n);

/** The dashboard's summaries equal a recount from the tables they summarise. */
async function conferirPainel(db: AnyDb) {
  expect(await n(db, sql`select coalesce(sum(n), 0) as n from painel_contagem`)).toBe(
    await n(db, sql`select count(*) as n from aluno`),
  );
  expect(await n(db, sql`select count(*) as n from painel_aluno`)).toBe(
    await n(db, sql`select count(*) as n from aluno`),
  );
  expect(
    await n(
      db,
      sql`select count(*) as n from painel_turma p
           where p.alunos <> (select count(*) from aluno_has_turma x where x.id_turma = p.id_turma)`,
    ),
  ).toBe(0);
  expect(
    await n(
      db,
      sql`select count(*) as n from painel_aluno p
           where p.ativo <> case when exists (select 1 from aluno_has_turma x where x.id_aluno = p.id_aluno)
                               then 1 else 0 end`,
    ),
  ).toBe(0);
  expect(
    await n(
      db,
      sql`select count(*) as n from painel_unidade_contagem c
           where c.n <> (select count(distinct x.id_aluno) from aluno_has_turma x
                           join turma t on t.id_turma = x.id_turma where t.id_unidade = c.id_unidade)`,
    ),
  ).toBe(0);
}

describe(`migration ${ESTA} (one person per CPF)`, () => {
  it('merges the people a database holds twice into the oldest, then refuses a second person per CPF', async () => {
    const db = t.db as AnyDb;
    const m = migrator(t.db, t.schema);
    expect((await m.migrateTo(ANTERIOR)).error).toBeUndefined();
    const s = await semear(db);
    const pessoasAntes = await n(db, sql`select count(*) as n from pessoa`);
    await conferirPainel(db);

    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      expect((await m.migrateToLatest()).error).toBeUndefined();
      const relatorio = info.mock.calls.map((c) => String(c[0])).find((l) => l.includes(ESTA));
      expect(relatorio).toContain('3 pessoas repetidas unidas em 3');
      expect(relatorio).toContain('1 de aluno, 1 de responsável, 1 de professor');
      expect(relatorio).toContain('vínculos a turmas: 1 movidos, 1 unidos');
      expect(relatorio).toContain('marcas de chamada: 1 movidas, 1 unidas');
      // No personal data in the log.
      for (const dado of [...Object.values(CPF), 'Criança', 'Mãe', 'Professora', 'prof@clube.test'])
        expect(relatorio).not.toContain(dado);
    } finally {
      info.mockRestore();
    }

    // Three people fewer; the kept ones are the oldest.
    expect(await n(db, sql`select count(*) as n from pessoa`)).toBe(pessoasAntes - 3);
    for (const id of [s.aluno2, s.resp2, s.prof2])
      expect(
        await db.selectFrom('pessoa').select('id_pessoa').where('id_pessoa', '=', id).executeTakeFirst(),
      ).toBe(undefined);
    // The student: one, in both classes, the shared class joined "since always", the empty hand filled.
    const aluno = await db
      .selectFrom('aluno')
      .selectAll()
      .where('id_aluno', '=', s.aluno1)
      .executeTakeFirstOrThrow();
    expect(aluno.destro_canhoto).toBe('c');
    expect(aluno.id_responsavel).toBe(s.resp1);
    const links = await db
      .selectFrom('aluno_has_turma')
      .select(['id_aluno', 'id_turma', 'dt_entrada'])
      .where('id_aluno', 'in', [s.aluno1, s.aluno2])
      .orderBy('id_turma')
      .execute();
    expect(links).toEqual([
      { id_aluno: s.aluno1, id_turma: s.t1, dt_entrada: null },
      { id_aluno: s.aluno1, id_turma: s.t2, dt_entrada: '2026-03-01' },
    ]);
    // Marks: the chamada that had both keeps one, presence wins; the other moved.
    const marcas = await db
      .selectFrom('chamada_aluno')
      .select(['id_chamada', 'id_aluno', 'presenca'])
      .where('id_aluno', 'in', [s.aluno1, s.aluno2])
      .orderBy('id_chamada')
      .execute();
    expect(marcas.map((x) => [x.id_chamada, x.id_aluno, Number(x.presenca)])).toEqual([
      [s.c1, s.aluno1, 1],
      [s.c2, s.aluno1, 0],
    ]);
    // The guardian: the sibling's guardian and payer is the kept one, with the copy's phone.
    const irmao = await db
      .selectFrom('aluno')
      .selectAll()
      .where('id_aluno', '=', s.irmao)
      .executeTakeFirstOrThrow();
    expect([irmao.id_responsavel, irmao.id_responsavel_financeiro]).toEqual([s.resp1, s.resp1]);
    const mae = await db
      .selectFrom('pessoa')
      .selectAll()
      .where('id_pessoa', '=', s.resp1)
      .executeTakeFirstOrThrow();
    expect(mae.telefone_pessoa).toBe('11999990000');
    // The teacher: both classes, the copy's login and its session.
    expect(
      (await db.selectFrom('turma').select('id_professor').orderBy('id_turma').execute()).map(
        (x) => x.id_professor,
      ),
    ).toEqual([s.prof1, s.prof1]);
    const prof = await db
      .selectFrom('pessoa')
      .selectAll()
      .where('id_pessoa', '=', s.prof1)
      .executeTakeFirstOrThrow();
    expect([prof.email_pessoa, prof.senha_pessoa]).toEqual(['prof@clube.test', 'hash']);
    expect((await db.selectFrom('sessao').select('id_pessoa').execute()).map((x) => x.id_pessoa)).toEqual([
      s.prof1,
    ]);
    expect(await n(db, sql`select count(*) as n from professor`)).toBe(1);
    expect(await n(db, sql`select count(*) as n from responsavel_aluno`)).toBe(1);
    // Empty CPFs are no CPF: those people stay, apart.
    const semCpf = await db
      .selectFrom('pessoa')
      .select('cpf_pessoa')
      .where('id_pessoa', 'in', s.semCpf)
      .execute();
    expect(semCpf.map((x) => x.cpf_pessoa)).toEqual([null, null, null]);
    await conferirPainel(db);

    // The index: a second person with a CPF is refused; any number without one are not.
    const err = await db
      .insertInto('pessoa')
      .values({ nome_pessoa: 'Cópia', cpf_pessoa: CPF.aluno })
      .execute()
      .catch((e: unknown) => e);
    expect(isCpfViolation(err)).toBe(true);
    await db
      .insertInto('pessoa')
      .values([{ nome_pessoa: 'Sem 1' }, { nome_pessoa: 'Sem 2' }])
      .execute();

    // Down drops the index only (merges stay merged).
    expect((await m.migrateTo(ANTERIOR)).error).toBeUndefined();
    await db.insertInto('pessoa').values({ nome_pessoa: 'Cópia', cpf_pessoa: CPF.aluno }).execute();
    expect(await n(db, sql`select count(*) as n from aluno`)).toBe(2);
  });
});
