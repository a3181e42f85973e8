// Each rule's forms agree: for every kind of user, the TypeScript predicate, the Kysely
// condition and the condition written as text admit exactly the same classes, on
// whichever database this run uses.
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarTurma, criarUnidade } from '#server/test/fabrica.ts';
import {
  acessoTurma,
  linkAberto,
  linkAbre,
  matriculaPeloClube,
  podeDefinirAdm,
  podeExcluirPessoa,
  podeVerAluno,
  podeVerClube,
  podeVerTurma,
  type Quem,
  turmaVisivel,
  turmaVisivelTexto,
} from './index';

let t: TestApp;
let turmas: { id_turma: number; id_professor: number }[];
let quem: Record<'administrador' | 'professorDaTurma' | 'outroProfessor' | 'semTurma', Quem>;

beforeAll(async () => {
  t = await makeTestApp();
  const dona = await t.createUser({
    email: 'dona@teste.local',
    senha: 's-dona-1',
    nome: 'Dona',
    professor: true,
  });
  const outro = await t.createUser({
    email: 'outro@teste.local',
    senha: 's-outro-1',
    nome: 'Outro',
    professor: true,
  });
  const semTurma = await t.createUser({ email: 'nada@teste.local', senha: 's-nada-1', nome: 'Nada' });
  const id_unidade = await criarUnidade(t.db);
  // Two classes of the teacher and one of a third teacher; `outro` teaches none of them.
  const terceiro = await t.createUser({
    email: 'trc@teste.local',
    senha: 's-trc-1',
    nome: 'Terceira',
    professor: true,
  });
  turmas = [];
  for (const id_professor of [dona.id_professor!, dona.id_professor!, terceiro.id_professor!]) {
    turmas.push({ id_turma: await criarTurma(t.db, { id_professor, id_unidade }), id_professor });
  }
  quem = {
    administrador: { adm: 1, id_professor: null },
    professorDaTurma: { adm: 0, id_professor: dona.id_professor },
    outroProfessor: { adm: 0, id_professor: outro.id_professor },
    semTurma: { adm: 0, id_professor: semTurma.id_professor },
  };
});
afterAll(() => t.close());

const ids = (rows: { id_turma: number }[]) => rows.map((r) => r.id_turma).sort((a, b) => a - b);

/** The classes the condition written as text admits, bound as a prepared statement binds it. */
async function pelaCondicaoEmTexto(q: Quem): Promise<number[]> {
  const pg = t.dialect === 'postgres';
  const condicao = pg
    ? turmaVisivelTexto.condicao('$1::boolean', '$2::int', 't.id_professor')
    : turmaVisivelTexto.condicao('?', '?', 't.id_professor'); // written in the values' order
  // SQLite binds no booleans: its true and false are 1 and 0.
  const valores = turmaVisivelTexto.valores(q).map((v) => (!pg && typeof v === 'boolean' ? Number(v) : v));
  const { rows } = await t.db.executeQuery<{ id_turma: number }>(
    CompiledQuery.raw(`select t.id_turma from turma t where ${condicao}`, valores),
  );
  return ids(rows);
}

describe('who may see a class', () => {
  it.each([
    ['administrador', [0, 1, 2]],
    ['professorDaTurma', [0, 1]],
    ['outroProfessor', []],
    ['semTurma', []],
  ] as const)('%s: the predicate, the Kysely condition and the text agree', async (nome, esperadas) => {
    const q = quem[nome];
    const esperado = esperadas.map((i) => turmas[i].id_turma);
    expect(ids(turmas.filter((turma) => podeVerTurma(q, turma)))).toEqual(esperado);
    const porKysely = await t.db
      .selectFrom('turma as t')
      .select('t.id_turma')
      .where(turmaVisivel(q, 't.id_professor'))
      .execute();
    expect(ids(porKysely)).toEqual(esperado);
    expect(await pelaCondicaoEmTexto(q)).toEqual(esperado);

    // The same rule as the repositories receive it.
    const acesso = acessoTurma(q);
    expect(ids(turmas.filter((turma) => acesso.permite(turma)))).toEqual(esperado);
    const porAcesso = await t.db
      .selectFrom('turma as t')
      .select('t.id_turma')
      .where(acesso.condicao('t.id_professor'))
      .execute();
    expect(ids(porAcesso)).toEqual(esperado);
    expect(acesso.valores).toEqual(turmaVisivelTexto.valores(q));
  });
});

describe('who sees the club as a whole', () => {
  it.each([
    ['administrador', true],
    ['professorDaTurma', false],
    ['outroProfessor', false],
    ['semTurma', false],
  ] as const)('%s: %s', (nome, esperado) => {
    expect(podeVerClube(quem[nome])).toBe(esperado);
  });

  it('an administrator who also teaches sees every class, not only their own', () => {
    const q: Quem = { adm: 1, id_professor: turmas[2].id_professor };
    expect(turmas.every((turma) => podeVerTurma(q, turma))).toBe(true);
    expect(podeVerAluno(q, [])).toBe(true);
  });

  it('a logged-in person who teaches nothing sees no student', () => {
    expect(podeVerAluno(quem.semTurma, turmas)).toBe(false);
  });
});

describe('what a person may do to their own record', () => {
  const eu = { id_pessoa: 7 };
  it('keeps their own administrator rights, and may change anyone else’s', () => {
    expect(podeDefinirAdm(eu, 7, 0)).toBe(false);
    expect(podeDefinirAdm(eu, 7, 1)).toBe(true);
    expect(podeDefinirAdm(eu, 7, undefined)).toBe(true);
    expect(podeDefinirAdm(eu, 8, 0)).toBe(true);
  });
  it('never deletes the record they are signed in with', () => {
    expect(podeExcluirPessoa(eu, 7)).toBe(false);
    expect(podeExcluirPessoa(eu, 8)).toBe(true);
  });
});

describe('what a personal link opens', () => {
  const agora = 1_000_000;
  // One link per case: its purpose and its expiry (null: never).
  const casos = [
    ['cobranca', null],
    ['cobranca', agora + 1],
    ['cobranca', agora],
    ['cobranca', agora - 1],
    ['consentimento', null],
  ] as const;

  it('the predicate and the condition admit the same links, of the purpose asked, unexpired', async () => {
    const ids = casos.map((_, i) => `politica-${i}`);
    await t.db
      .insertInto('link_publico')
      .values(
        casos.map(([finalidade, expira_em], i) => ({
          hash: ids[i],
          finalidade,
          id_referencia: 900 + i,
          nonce: 'n',
          criado_em: 0,
          expira_em,
        })),
      )
      .execute();
    for (const finalidade of ['cobranca', 'consentimento'] as const) {
      const esperado = casos.flatMap((link, i) =>
        linkAbre({ finalidade: link[0], expira_em: link[1] }, finalidade, agora) ? [ids[i]] : [],
      );
      const porCondicao = await t.db
        .selectFrom('link_publico as l')
        .select('l.hash')
        .where('l.hash', 'in', ids)
        .where(linkAberto(finalidade, agora, 'l'))
        .orderBy('l.hash')
        .execute();
      expect(porCondicao.map((r) => r.hash)).toEqual(esperado);
    }
    expect(casos.map(([f, e]) => linkAbre({ finalidade: f, expira_em: e }, 'cobranca', agora))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('who enrols on the club’s behalf', () => {
  it('an administrator signed in; not a teacher, nor a caller without a session', () => {
    expect(matriculaPeloClube(quem.administrador)).toBe(true);
    expect(matriculaPeloClube(quem.professorDaTurma)).toBe(false);
    expect(matriculaPeloClube(null)).toBe(false);
  });
});
