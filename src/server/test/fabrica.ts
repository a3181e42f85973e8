// The one factory of test data: units, teachers, classes, students (with guardians and
// classes), chamadas with their marks. Each function writes the rows straight into the
// database with defaults that make a valid record, and takes what a test cares about.
// Users who log in are made by makeTestApp's `createUser` (test/app.ts).
import type { Insertable } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { Database } from '#server/db/tables.ts';
import type { DiaSemana } from '#shared/constants.ts';
import { inserirEndereco } from './endereco';

type Endereco = Omit<Insertable<Database['endereco']>, 'id_endereco'>;

/** A person with only a name (and any other column given). */
async function criarPessoa(
  db: Executor,
  nome_pessoa: string,
  campos: Omit<Insertable<Database['pessoa']>, 'nome_pessoa'> = {},
): Promise<number> {
  const { id_pessoa } = await db
    .insertInto('pessoa')
    .values({ nome_pessoa, ...campos })
    .returning('id_pessoa')
    .executeTakeFirstOrThrow();
  return id_pessoa;
}

/**
 * A unit of type 'dec'. Its address: `endereco` when given, none with null, otherwise
 * the tests' usual one (inserirEndereco).
 */
export async function criarUnidade(
  db: Executor,
  opts: { nome_unidade?: string; endereco?: Endereco | null } = {},
): Promise<number> {
  let id_endereco: number | null = null;
  if (opts.endereco === undefined) id_endereco = await inserirEndereco(db);
  else if (opts.endereco !== null)
    ({ id_endereco } = await db
      .insertInto('endereco')
      .values(opts.endereco)
      .returning('id_endereco')
      .executeTakeFirstOrThrow());
  const { id_unidade } = await db
    .insertInto('unidade')
    .values({ nome_unidade: opts.nome_unidade ?? 'Sede', tipo: 'dec', id_endereco })
    .returning('id_unidade')
    .executeTakeFirstOrThrow();
  return id_unidade;
}

/** A teacher who does not log in: the person and the teacher row (one id, decision 012). */
export async function criarProfessor(db: Executor, nome: string): Promise<number> {
  const id_pessoa = await criarPessoa(db, nome);
  const { id_professor } = await db
    .insertInto('professor')
    .values({ id_professor: id_pessoa, id_pessoa, caminho_foto: null })
    .returning('id_professor')
    .executeTakeFirstOrThrow();
  return id_professor;
}

export interface NovaTurma {
  id_professor: number;
  id_unidade: number;
  nome_turma?: string;
  dia_semana?: DiaSemana;
  horario?: string;
  qtd_maxima?: number;
}

/** A class (default: Florete, Mondays at 18:00, ten places). */
export async function criarTurma(db: Executor, t: NovaTurma): Promise<number> {
  const { id_turma } = await db
    .insertInto('turma')
    .values({
      nome_turma: t.nome_turma ?? 'Florete',
      qtd_maxima: t.qtd_maxima ?? 10,
      id_professor: t.id_professor,
      id_unidade: t.id_unidade,
      dia_semana: t.dia_semana ?? 'segunda',
      horario: t.horario ?? '18:00',
    })
    .returning('id_turma')
    .executeTakeFirstOrThrow();
  return id_turma;
}

/** A guardian: the person (born 1999) and the guardian row. */
export async function criarResponsavel(db: Executor, nome: string) {
  const id_pessoa = await criarPessoa(db, nome, { dt_nasc_pessoa: '1999-01-01' });
  const { id_responsavel } = await db
    .insertInto('responsavel_aluno')
    .values({ id_responsavel: id_pessoa, id_pessoa })
    .returning('id_responsavel')
    .executeTakeFirstOrThrow();
  return { id_responsavel, id_pessoa };
}

type CamposAluno = Partial<Omit<Insertable<Database['aluno']>, 'id_aluno' | 'id_pessoa'>>;

/**
 * A student (default: paying, monthly, due on the 10th, since 2026-01-10), with up to
 * two guardians and in the classes given (linked without a joining date).
 */
export async function criarAluno(
  db: Executor,
  nome: string,
  opts: { responsaveis?: number[]; turmas?: number[] } & CamposAluno = {},
) {
  const { responsaveis = [], turmas = [], ...campos } = opts;
  const id_pessoa = await criarPessoa(db, nome);
  const { id_aluno } = await db
    .insertInto('aluno')
    .values({
      id_aluno: id_pessoa,
      id_pessoa,
      destro_canhoto: 'd',
      id_responsavel: responsaveis[0] ?? null,
      id_responsavel2: responsaveis[1] ?? null,
      dt_inicio: '2026-01-10',
      tipo_plano: 'mensal',
      dia_pagamento: 10,
      tipo_aluno: 'pagante',
      ...campos,
    })
    .returning('id_aluno')
    .executeTakeFirstOrThrow();
  for (const id_turma of turmas) await vincular(db, id_aluno, id_turma);
  return { id_aluno, id_pessoa };
}

/** Puts students in a class (without a joining date: "since always"). */
export async function vincular(db: Executor, alunos: number | number[], id_turma: number): Promise<void> {
  const ids = Array.isArray(alunos) ? alunos : [alunos];
  if (ids.length === 0) return;
  await db
    .insertInto('aluno_has_turma')
    .values(ids.map((id_aluno) => ({ id_aluno, id_turma })))
    .execute();
}

/**
 * Chamadas of a class on the dates given, not sent (status 0) unless `status_c` is 1;
 * with `marcas`, each gets those marks. Written in parts of 200 rows.
 */
export async function criarChamadas(
  db: Executor,
  id_turma: number,
  datas: string[],
  opts: { status_c?: 0 | 1; marcas?: { id_aluno: number; presenca: 0 | 1 }[] } = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < datas.length; i += 200) {
    const rows = await db
      .insertInto('chamada')
      .values(
        datas
          .slice(i, i + 200)
          .map((data_c) => ({ id_turma, data_c, status_c: opts.status_c ?? 0, observacao: null })),
      )
      .returning('id_chamada')
      .execute();
    ids.push(...rows.map((r) => r.id_chamada));
  }
  const marcas = opts.marcas ?? [];
  if (marcas.length > 0)
    await db
      .insertInto('chamada_aluno')
      .values(ids.flatMap((id_chamada) => marcas.map((m) => ({ id_chamada, ...m }))))
      .execute();
  return ids;
}
