// A trial becomes an enrolment, on SQLite and PostgreSQL: the desk's save with
// id_experimental marks it `matriculada`, pointing to the student, in the same transaction;
// a guardian already registered (same CPF, or same e-mail when registered without a CPF) is
// linked, never duplicated; a refused enrolment
// leaves the trial as it was; the public wizard cannot convert; the export lists the trial.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '#server/test/app.ts';
import { criarResponsavel, criarTurma, criarUnidade } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_EXPERIMENTAL as M } from '#shared/messages/experimental.ts';
import { diaSemanaDe, hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import type { MatriculaInput } from '#shared/schemas/matricula.ts';

const hoje = hojeNoFuso(FUSO_TESTE);
const DIA = somarDias(hoje, 3);
const ano = Number(hoje.slice(0, 4));

async function preparar() {
  const t = await makeTestApp();
  const { id_professor } = await t.createUser({
    email: 'prof@teste.local',
    senha: 'senha-prof-1',
    nome: 'Paulo',
    professor: true,
  });
  const dec = await criarUnidade(t.db, { nome_unidade: 'DEC Centro', tipo: 'dec' });
  const turma = await criarTurma(t.db, {
    nome_turma: 'Florete A',
    id_professor: id_professor!,
    id_unidade: dec,
    dia_semana: diaSemanaDe(DIA),
  });
  const admin = await t.loginAdmin();
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie?: string) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
    });
  return { t, dec, turma, admin, call };
}

let c: Awaited<ReturnType<typeof preparar>>;
beforeEach(async () => {
  c = await preparar();
});
afterEach(() => c.t.close());

const pessoa = (nome: string, cpf = generateCPF()) => ({
  nome_pessoa: nome,
  cpf_pessoa: cpf,
  rg_pessoa: '12.345.678-9',
  email_pessoa: `${nome.split(' ')[0].toLowerCase()}@exemplo.com`,
  telefone_pessoa: '(11) 98765-4321',
  genero: 'f' as const,
});

function matricula(over: Partial<MatriculaInput> = {}): MatriculaInput {
  return {
    tipo_aluno: 'pagante',
    aluno: { ...pessoa('Bia Souza'), dt_nasc_pessoa: `${ano - 10}-03-15`, destro_canhoto: 'd' },
    responsavel1: pessoa('Carla Souza'),
    financeiro: 'sim',
    endereco: {
      cep: '01310-100',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Bela Vista',
      rua: 'Avenida Paulista',
      numero: '1000',
    },
    id_unidade: c.dec,
    dias_semana: 1,
    turmas: [c.turma],
    tipo_plano: 'semestral',
    dia_pagamento: 20,
    contrato_aceito: true,
    ...over,
  };
}

async function reservar() {
  const res = await c.call('POST', '/api/experimental', {
    nome: 'Bia Souza',
    dt_nasc: `${ano - 10}-03-15`,
    email: 'bia@exemplo.com',
    telefone: '11987654321',
    responsavel: { nome: 'Carla Souza', email: 'carla@exemplo.com', telefone: '11912345678' },
    id_turma: c.turma,
    data: DIA,
    consentimento_contato: true,
  });
  expect(res.statusCode).toBe(201);
  return res.json().id_experimental as number;
}

const trial = (id: number) =>
  c.t.db
    .selectFrom('experimental')
    .select(['status', 'id_aluno'])
    .where('id_experimental', '=', id)
    .executeTakeFirstOrThrow();

/** How many people the database holds. */
const pessoas = async () =>
  Number(
    (
      await c.t.db
        .selectFrom('pessoa')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/matricula with id_experimental', () => {
  it('marks the trial matriculada, pointing to the student, and links a guardian already registered', async () => {
    const id = await reservar();
    // The guardian is already someone (an earlier child's enrolment): same CPF.
    const cpf = generateCPF();
    const antes = await criarResponsavel(c.t.db, 'Carla Souza', { cpf_pessoa: cpf });
    const n = await pessoas();
    const res = await c.call(
      'POST',
      '/api/matricula',
      matricula({ responsavel1: pessoa('Carla Souza', cpf), id_experimental: id }),
      c.admin,
    );
    expect(res.statusCode).toBe(201);
    const { id_aluno } = res.json();
    expect(await trial(id)).toEqual({ status: 'matriculada', id_aluno });
    // One new person (the student); the guardian is the one already there.
    expect(await pessoas()).toBe(n + 1);
    const aluno = await c.t.db
      .selectFrom('aluno')
      .select('id_responsavel')
      .where('id_aluno', '=', id_aluno)
      .executeTakeFirstOrThrow();
    expect(aluno.id_responsavel).toBe(antes.id_responsavel);
    // Converted once: a second enrolment naming it is refused and writes nothing.
    const outra = await c.call(
      'POST',
      '/api/matricula',
      matricula({
        aluno: { ...pessoa('Outra Pessoa'), dt_nasc_pessoa: `${ano - 30}-01-01`, destro_canhoto: 'd' },
        id_experimental: id,
      }),
      c.admin,
    );
    expect(outra.statusCode).toBe(409);
    expect(outra.json().message).toBe(M.conversaoInvalida);
    expect(await pessoas()).toBe(n + 1);
    // The student's export lists the trial that became the enrolment.
    const exp = await c.call('GET', `/api/pessoas/${id_aluno}/exportacao`, undefined, c.admin);
    expect(exp.statusCode).toBe(200);
    expect(exp.json().experimentais).toMatchObject([
      { nome: 'Bia Souza', data: DIA, status: 'matriculada', turma: 'Florete A' },
    ]);
    expect(exp.json().experimentais[0].consentimento_em).toMatch(/^\d{4}-/);
  });

  it('links a guardian registered without a CPF by the same e-mail, only when converting a trial', async () => {
    // Registered earlier without a CPF (an import), the e-mail as typed then.
    const antes = await criarResponsavel(c.t.db, 'Carla Souza', { email_pessoa: 'Carla@Exemplo.com' });
    const id = await reservar();
    const n = await pessoas();
    const cpf = generateCPF();
    const res = await c.call(
      'POST',
      '/api/matricula',
      matricula({ responsavel1: pessoa('Carla Souza', cpf), id_experimental: id }),
      c.admin,
    );
    expect(res.statusCode).toBe(201);
    const { id_aluno } = res.json();
    // One new person (the student); the guardian is the one already there, now with the CPF.
    expect(await pessoas()).toBe(n + 1);
    const aluno = await c.t.db
      .selectFrom('aluno')
      .select('id_responsavel')
      .where('id_aluno', '=', id_aluno)
      .executeTakeFirstOrThrow();
    expect(aluno.id_responsavel).toBe(antes.id_responsavel);
    const carla = await c.t.db
      .selectFrom('pessoa')
      .select('cpf_pessoa')
      .where('id_pessoa', '=', antes.id_pessoa)
      .executeTakeFirstOrThrow();
    expect(carla.cpf_pessoa).toBe(cpf);
    expect(await trial(id)).toEqual({ status: 'matriculada', id_aluno });

    // An enrolment that converts no trial links by CPF only: a new guardian is created.
    const outra = await criarResponsavel(c.t.db, 'Dora Lima', { email_pessoa: 'dora@exemplo.com' });
    const m = await pessoas();
    const sem = await c.call(
      'POST',
      '/api/matricula',
      matricula({
        aluno: { ...pessoa('Eva Lima'), dt_nasc_pessoa: `${ano - 9}-05-01`, destro_canhoto: 'd' },
        responsavel1: pessoa('Dora Lima'),
      }),
      c.admin,
    );
    expect(sem.statusCode).toBe(201);
    expect(await pessoas()).toBe(m + 2);
    const eva = await c.t.db
      .selectFrom('aluno')
      .select('id_responsavel')
      .where('id_aluno', '=', sem.json().id_aluno)
      .executeTakeFirstOrThrow();
    expect(eva.id_responsavel).not.toBe(outra.id_responsavel);
  });

  it("links no one by an e-mail two of the enrolment's people share", async () => {
    await criarResponsavel(c.t.db, 'Carla Souza', { email_pessoa: 'carla@exemplo.com' });
    const id = await reservar();
    const res = await c.call(
      'POST',
      '/api/matricula',
      matricula({
        // The child given the guardian's e-mail: neither is taken for the registered person.
        aluno: {
          ...pessoa('Bia Souza'),
          email_pessoa: 'carla@exemplo.com',
          dt_nasc_pessoa: `${ano - 10}-03-15`,
          destro_canhoto: 'd',
        },
        responsavel1: pessoa('Carla Souza'),
        id_experimental: id,
      }),
      c.admin,
    );
    expect(res.statusCode).toBe(201);
    const semCpf = await c.t.db
      .selectFrom('pessoa')
      .select('cpf_pessoa')
      .where('email_pessoa', '=', 'carla@exemplo.com')
      .where('cpf_pessoa', 'is', null)
      .execute();
    expect(semCpf).toHaveLength(1);
  });

  it('leaves the trial as it was when the enrolment is refused, and the public wizard cannot convert', async () => {
    const id = await reservar();
    const inexistente = await c.call(
      'POST',
      '/api/matricula',
      matricula({ id_experimental: 999999 }),
      c.admin,
    );
    expect(inexistente.statusCode).toBe(409);
    const publica = await c.call('POST', '/api/matricula', matricula({ id_experimental: id }));
    expect(publica.statusCode).toBe(403);
    expect(publica.json().message).toBe(M.conversaoSoPeloClube);
    expect(await trial(id)).toEqual({ status: 'agendada', id_aluno: null });
  });
});
