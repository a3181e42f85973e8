// The one factory of test data: addresses, people, units, teachers, classes, students
// (with guardians and classes), chamadas with their marks, trial classes. Each function writes the rows
// straight into the database with defaults that make a valid record, takes what a test
// cares about and answers the ids. Tests whose subject is a raw insert or a constraint write their own.
// Users who log in are made by makeTestApp's `createUser` (test/app.ts).
import type { Insertable } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { Database } from '#server/db/tables.ts';
import type { DiaSemana, TipoUnidade } from '#shared/constants.ts';
import type { Arma } from '#shared/rules/esgrima.ts';

type Endereco = Omit<Insertable<Database['endereco']>, 'id_endereco'>;
type CamposPessoa = Omit<Insertable<Database['pessoa']>, 'id_pessoa' | 'nome_pessoa'>;

/** Rows written in one statement at most (SQLite's limit on bound values). */
const PARTE = 500;

/** An address (default: Rua A, 1, Centro, São Paulo); any column given replaces its default. */
export async function criarEndereco(db: Executor, campos: Partial<Endereco> = {}): Promise<number> {
  const { id_endereco } = await db
    .insertInto('endereco')
    .values({
      cep: '01310100',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Centro',
      rua: 'Rua A',
      numero: '1',
      ...campos,
    })
    .returning('id_endereco')
    .executeTakeFirstOrThrow();
  return id_endereco;
}

/** A person with only a name (and any other column given): no role, no login. */
export async function criarPessoa(
  db: Executor,
  nome_pessoa: string,
  campos: CamposPessoa = {},
): Promise<number> {
  const { id_pessoa } = await db
    .insertInto('pessoa')
    .values({ nome_pessoa, ...campos })
    .returning('id_pessoa')
    .executeTakeFirstOrThrow();
  return id_pessoa;
}

/** Many people with only a name, in order, written in parts. */
export async function criarPessoas(db: Executor, nomes: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < nomes.length; i += PARTE) {
    const rows = await db
      .insertInto('pessoa')
      .values(nomes.slice(i, i + PARTE).map((nome_pessoa) => ({ nome_pessoa })))
      .returning('id_pessoa')
      .execute();
    ids.push(...rows.map((r) => r.id_pessoa));
  }
  return ids;
}

/**
 * A unit (default: Sede, type 'dec'). Its address: none with `endereco: null`, otherwise
 * criarEndereco's with the columns given.
 */
export async function criarUnidade(
  db: Executor,
  opts: { nome_unidade?: string; tipo?: TipoUnidade; endereco?: Partial<Endereco> | null } = {},
): Promise<number> {
  const id_endereco = opts.endereco === null ? null : await criarEndereco(db, opts.endereco);
  const { id_unidade } = await db
    .insertInto('unidade')
    .values({ nome_unidade: opts.nome_unidade ?? 'Sede', tipo: opts.tipo ?? 'dec', id_endereco })
    .returning('id_unidade')
    .executeTakeFirstOrThrow();
  return id_unidade;
}

/** Makes an existing person a teacher (one id, decision 012). */
export async function tornarProfessor(db: Executor, id_pessoa: number): Promise<number> {
  const { id_professor } = await db
    .insertInto('professor')
    .values({ id_professor: id_pessoa, id_pessoa, caminho_foto: null })
    .returning('id_professor')
    .executeTakeFirstOrThrow();
  return id_professor;
}

/** A teacher who does not log in: the person (with any column given) and the teacher row. */
export async function criarProfessor(db: Executor, nome: string, pessoa: CamposPessoa = {}): Promise<number> {
  return tornarProfessor(db, await criarPessoa(db, nome, pessoa));
}

export interface NovaTurma {
  id_professor: number;
  id_unidade: number;
  nome_turma?: string;
  dia_semana?: DiaSemana;
  horario?: string;
  qtd_maxima?: number;
  arma?: Arma | null;
}

/** A class (default: Florete, Mondays at 18:00, ten places, no weapon). */
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
      arma: t.arma ?? null,
    })
    .returning('id_turma')
    .executeTakeFirstOrThrow();
  return id_turma;
}

/** A guardian: the person (born 1999 unless `pessoa` says otherwise) and the guardian row. */
export async function criarResponsavel(db: Executor, nome: string, pessoa: CamposPessoa = {}) {
  const id_pessoa = await criarPessoa(db, nome, { dt_nasc_pessoa: '1999-01-01', ...pessoa });
  const { id_responsavel } = await db
    .insertInto('responsavel_aluno')
    .values({ id_responsavel: id_pessoa, id_pessoa })
    .returning('id_responsavel')
    .executeTakeFirstOrThrow();
  return { id_responsavel, id_pessoa };
}

type CamposAluno = Partial<Omit<Insertable<Database['aluno']>, 'id_aluno' | 'id_pessoa'>>;

/** A student's row with the defaults: paying, monthly, due on the 10th, since 2026-01-10. */
const alunoPadrao = (id_pessoa: number, campos: CamposAluno) => ({
  id_aluno: id_pessoa,
  id_pessoa,
  destro_canhoto: 'd' as const,
  dt_inicio: '2026-01-10',
  tipo_plano: 'mensal' as const,
  dia_pagamento: 10 as const,
  tipo_aluno: 'pagante' as const,
  ...campos,
});

/**
 * A student (defaults as alunoPadrao), the person with the columns in `pessoa`, with up
 * to two guardians and in the classes given (linked without a joining date).
 */
export async function criarAluno(
  db: Executor,
  nome: string,
  opts: { responsaveis?: number[]; turmas?: number[]; pessoa?: CamposPessoa } & CamposAluno = {},
) {
  const { responsaveis = [], turmas = [], pessoa = {}, ...campos } = opts;
  const id_pessoa = await criarPessoa(db, nome, pessoa);
  const { id_aluno } = await db
    .insertInto('aluno')
    .values(
      alunoPadrao(id_pessoa, {
        id_responsavel: responsaveis[0] ?? null,
        id_responsavel2: responsaveis[1] ?? null,
        ...campos,
      }),
    )
    .returning('id_aluno')
    .executeTakeFirstOrThrow();
  for (const id_turma of turmas) await vincular(db, id_aluno, id_turma);
  return { id_aluno, id_pessoa };
}

/** Many students (defaults as alunoPadrao, with the columns given), in order, written in parts. */
export async function criarAlunos(
  db: Executor,
  nomes: string[],
  campos: CamposAluno = {},
): Promise<number[]> {
  const ids = await criarPessoas(db, nomes);
  for (let i = 0; i < ids.length; i += PARTE)
    await db
      .insertInto('aluno')
      .values(ids.slice(i, i + PARTE).map((id) => alunoPadrao(id, campos)))
      .execute();
  return ids;
}

/** Puts students in a class, since `dt_entrada` (default: none, "since always"). */
export async function vincular(
  db: Executor,
  alunos: number | number[],
  id_turma: number,
  dt_entrada: string | null = null,
): Promise<void> {
  const ids = Array.isArray(alunos) ? alunos : [alunos];
  if (ids.length === 0) return;
  await db
    .insertInto('aluno_has_turma')
    .values(ids.map((id_aluno) => ({ id_aluno, id_turma, dt_entrada })))
    .execute();
}

export interface OpcoesChamada {
  /** 0 (default): not sent; 1: sent. */
  status_c?: 0 | 1;
  observacao?: string | null;
  enviada_em?: number | null;
  /** When a device took the sheet (a send from the offline outbox). */
  feita_em?: number | null;
  versao?: number;
  /** The marks each chamada gets. */
  marcas?: { id_aluno: number; presenca: 0 | 1 }[];
}

/**
 * Chamadas of a class on the dates given, with the options given (default: not sent,
 * no note, no marks). Written in parts.
 */
export async function criarChamadas(
  db: Executor,
  id_turma: number,
  datas: string[],
  opts: OpcoesChamada = {},
): Promise<number[]> {
  const { marcas = [], status_c = 0, observacao = null, ...resto } = opts;
  const ids: number[] = [];
  for (let i = 0; i < datas.length; i += PARTE) {
    const rows = await db
      .insertInto('chamada')
      .values(
        datas.slice(i, i + PARTE).map((data_c) => ({ id_turma, data_c, status_c, observacao, ...resto })),
      )
      .returning('id_chamada')
      .execute();
    ids.push(...rows.map((r) => r.id_chamada));
  }
  for (let i = 0; i < ids.length; i += PARTE)
    if (marcas.length > 0)
      await db
        .insertInto('chamada_aluno')
        .values(ids.slice(i, i + PARTE).flatMap((id_chamada) => marcas.map((m) => ({ id_chamada, ...m }))))
        .execute();
  return ids;
}

/** One chamada (see criarChamadas); answers its id. */
export async function criarChamada(
  db: Executor,
  id_turma: number,
  data_c: string,
  opts: OpcoesChamada = {},
): Promise<number> {
  const [id] = await criarChamadas(db, id_turma, [data_c], opts);
  return id;
}

/** A trial class booked for a class's meeting (as the public page books it); answers its id. */
export async function criarExperimental(
  db: Executor,
  nome: string,
  id_turma: number,
  data: string,
  status: Database['experimental']['status'] = 'agendada',
): Promise<number> {
  const { id_experimental } = await db
    .insertInto('experimental')
    .values({
      nome,
      dt_nasc: '1990-01-01',
      email: `${nome.split(' ')[0].toLowerCase()}@teste.local`,
      telefone: '11987654321',
      id_turma,
      data,
      status,
      criada_em: Date.now(),
      atualizada_em: Date.now(),
    })
    .returning('id_experimental')
    .executeTakeFirstOrThrow();
  return id_experimental;
}

/**
 * Billing set up as the settings and prices screens would leave it (a CPF Pix key, multa
 * 2 %, juros 1 % a month), with billing started `desde` (default today, as the first save).
 */
export async function configurarFinanceiro(
  db: Executor,
  opts: {
    desde: string;
    antecedencia?: number;
    precos?: { mensal?: number; semestral?: number; anual?: number };
  },
) {
  await db
    .insertInto('financeiro_configuracao')
    .values({
      id: 1,
      pix_tipo: 'cpf',
      pix_chave: '52998224725',
      pix_nome: 'Clube de Esgrima',
      pix_cidade: 'Sao Paulo',
      multa_centesimos: 200,
      juros_centesimos_mes: 100,
      dias_antecedencia: opts.antecedencia ?? 10,
      cobranca_desde: opts.desde,
      atualizada_em: Date.now(),
      id_autor: null,
    })
    .execute();
  const precos = { mensal: 15_000, semestral: 80_000, anual: 150_000, ...opts.precos };
  await db
    .insertInto('financeiro_preco')
    .values(
      (['mensal', 'semestral', 'anual'] as const).map((plano) => ({
        id_unidade: null,
        plano,
        valor: precos[plano],
        desde: Date.now(),
        id_autor: null,
      })),
    )
    .execute();
}
