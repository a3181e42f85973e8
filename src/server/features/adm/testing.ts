// Helpers for the administration API tests: callers of each kind and valid bodies; the
// rows they insert directly come from the one test-data factory (#server/test/fabrica.ts).
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarTurma, criarUnidade } from '#server/test/fabrica.ts';

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
  const id_unidade = await criarUnidade(ctx.t.db, { nome_unidade: `Unidade ${nome}`, endereco: null });
  const id_turma = await criarTurma(ctx.t.db, {
    id_professor: ctx.idProfessor,
    id_unidade,
    nome_turma: nome,
  });
  return { id_unidade, id_turma };
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
