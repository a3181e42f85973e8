// Helpers for the administration API tests: callers of each kind and valid bodies.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { makeTestApp, type TestApp } from '#server/test/app.ts';

export const PROF = { email: 'prof@teste.local', senha: 'senha-do-prof', nome: 'Paulo Prof' };

export interface AdmCtx {
  t: TestApp;
  admin: string;
  professor: string;
  idProfessor: number;
  /** Calls the app as a same-origin browser request of `cookie` (anonymous when undefined). */
  call(
    method: InjectOptions['method'],
    url: string,
    opts?: { cookie?: string; payload?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
}

export async function setupAdm(): Promise<AdmCtx> {
  const t = await makeTestApp();
  const prof = await t.createUser({ ...PROF, professor: true });
  const admin = await t.loginAdmin();
  const professor = await t.login(PROF.email, PROF.senha);
  return {
    t,
    admin,
    professor,
    idProfessor: prof.id_professor!,
    call: (method, url, opts = {}) =>
      t.app.inject({
        method,
        url,
        payload: opts.payload as InjectOptions['payload'],
        headers: {
          'sec-fetch-site': 'same-origin',
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...opts.headers,
        },
      }),
  };
}

export const enderecoValido = () => ({
  cep: '01310-100',
  estado: 'SP',
  cidade: 'São Paulo',
  bairro: 'Bela Vista',
  rua: 'Avenida Paulista',
  numero: '1000',
});

export const pessoaValida = (extra: Record<string, unknown> = {}) => ({
  nome_pessoa: 'Maria Souza',
  dt_nasc_pessoa: '1990-05-20',
  cpf_pessoa: '529.982.247-25',
  rg_pessoa: '12.345.678-9',
  email_pessoa: 'maria@teste.local',
  telefone_pessoa: '(11) 98765-4321',
  genero: 'f',
  ...extra,
});

export const unidadeValida = (extra: Record<string, unknown> = {}) => ({
  nome_unidade: 'DEC Paulista',
  cnpj_unidade: '11.222.333/0001-81',
  telefone_unidade: '(11) 3333-4444',
  email_unidade: 'paulista@teste.local',
  mais_contatos: 'WhatsApp da secretaria',
  tipo: 'dec',
  ...extra,
});

/** Inserts a unit and a class of the test teacher; returns their ids. */
export async function criarTurmaDireto(ctx: AdmCtx, nome = 'Florete Iniciante') {
  const { id_unidade } = await ctx.t.db
    .insertInto('unidade')
    .values({ nome_unidade: `Unidade ${nome}`, tipo: 'dec' })
    .returning('id_unidade')
    .executeTakeFirstOrThrow();
  const { id_turma } = await ctx.t.db
    .insertInto('turma')
    .values({
      nome_turma: nome,
      qtd_maxima: 10,
      id_professor: ctx.idProfessor,
      id_unidade,
      dia_semana: 'segunda',
      horario: '18:00',
    })
    .returning('id_turma')
    .executeTakeFirstOrThrow();
  return { id_unidade, id_turma };
}

/** Inserts a student (with optional guardians) straight into the database. */
export async function criarAlunoDireto(
  ctx: AdmCtx,
  nome: string,
  opts: { responsaveis?: number[]; turmas?: number[] } = {},
) {
  const db = ctx.t.db;
  const { id_pessoa } = await db
    .insertInto('pessoa')
    .values({ nome_pessoa: nome })
    .returning('id_pessoa')
    .executeTakeFirstOrThrow();
  const [r1, r2] = opts.responsaveis ?? [];
  const { id_aluno } = await db
    .insertInto('aluno')
    .values({
      id_aluno: id_pessoa,
      id_pessoa,
      destro_canhoto: 'd',
      id_responsavel: r1 ?? null,
      id_responsavel2: r2 ?? null,
      dt_inicio: '2026-01-10',
      tipo_plano: 'mensal',
      dia_pagamento: 10,
      tipo_aluno: 'pagante',
    })
    .returning('id_aluno')
    .executeTakeFirstOrThrow();
  for (const id_turma of opts.turmas ?? []) {
    await db.insertInto('aluno_has_turma').values({ id_aluno, id_turma }).execute();
  }
  return { id_aluno, id_pessoa };
}

export async function criarResponsavelDireto(ctx: AdmCtx, nome: string) {
  const { id_pessoa } = await ctx.t.db
    .insertInto('pessoa')
    .values({ nome_pessoa: nome, dt_nasc_pessoa: '1999-01-01' })
    .returning('id_pessoa')
    .executeTakeFirstOrThrow();
  const { id_responsavel } = await ctx.t.db
    .insertInto('responsavel_aluno')
    .values({ id_responsavel: id_pessoa, id_pessoa })
    .returning('id_responsavel')
    .executeTakeFirstOrThrow();
  return { id_responsavel, id_pessoa };
}

export async function contar(
  ctx: AdmCtx,
  tabela: 'pessoa' | 'endereco' | 'unidade' | 'professor' | 'turma' | 'aluno',
) {
  const row = await ctx.t.db
    .selectFrom(tabela)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
