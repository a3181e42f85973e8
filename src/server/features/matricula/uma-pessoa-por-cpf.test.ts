// One person per CPF through the enrolment (docs/decisions/013-one-person-per-cpf.md):
// an enrolled student is refused beside the CPF (an administrator also gets the
// student's id), a guardian who comes again is the same person with the recorded
// contact policy, and two enrolments of one child at once give one student.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarTurma, criarUnidade } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import type { MatriculaInput } from '#shared/schemas/matricula.ts';

let t: TestApp;
let turma: number;
let unidade: number;

beforeEach(async () => {
  t = await makeTestApp();
  unidade = await criarUnidade(t.db, { nome_unidade: 'DEC Centro' });
  const { id_professor } = await t.createUser({
    email: 'prof@teste.local',
    senha: 'senha-prof-1',
    nome: 'Paulo',
    professor: true,
  });
  turma = await criarTurma(t.db, {
    nome_turma: 'Florete A',
    qtd_maxima: 20,
    id_professor: id_professor!,
    id_unidade: unidade,
  });
});
afterEach(() => t.close());

const pessoa = (nome: string, extra: Record<string, string> = {}) => ({
  nome_pessoa: nome,
  cpf_pessoa: generateCPF(),
  rg_pessoa: '12.345.678-9',
  email_pessoa: `${nome.split(' ')[0].toLowerCase()}@exemplo.com`,
  telefone_pessoa: '(11) 98765-4321',
  genero: 'f' as const,
  ...extra,
});
const ano = Number(hojeNoFuso(FUSO_TESTE).slice(0, 4));

function matricula(over: Partial<MatriculaInput> = {}): MatriculaInput {
  return {
    tipo_aluno: 'naoPagante',
    aluno: { ...pessoa('Bia Souza'), dt_nasc_pessoa: `${ano - 10}-03-15`, destro_canhoto: 'd' },
    responsavel1: pessoa('Carla Souza'),
    responsavel2: null,
    financeiro: null,
    responsavel_financeiro: null,
    endereco: {
      cep: '01310-100',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Bela Vista',
      rua: 'Avenida Paulista',
      numero: '1000',
    },
    id_unidade: unidade,
    dias_semana: 1,
    turmas: [turma],
    tipo_plano: null,
    dia_pagamento: null,
    contrato_aceito: true,
    ...over,
  } as MatriculaInput;
}

let ip = 0;
const post = (payload: MatriculaInput, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/matricula',
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.1.0.${++ip}`,
  });

const contar = async (tabela: 'pessoa' | 'aluno' | 'responsavel_aluno' | 'aluno_has_turma' | 'endereco') =>
  Number(
    (
      await t.db
        .selectFrom(tabela)
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const pessoaDoCpf = (cpf: string) =>
  t.db.selectFrom('pessoa').selectAll().where('cpf_pessoa', '=', cpf.replace(/\D/g, '')).execute();

describe('one person per CPF: the enrolment', () => {
  it('refuses a student already enrolled, beside the CPF, writing nothing; an administrator gets the id', async () => {
    const m = matricula();
    const primeira = await post(m);
    expect(primeira.statusCode).toBe(201);
    const { id_aluno } = primeira.json();
    const antes = await Promise.all(
      (['pessoa', 'aluno', 'responsavel_aluno', 'aluno_has_turma', 'endereco'] as const).map(contar),
    );

    const outra = await post({ ...m, responsavel1: pessoa('Outra Mãe') });
    expect(outra.statusCode).toBe(409);
    expect(outra.json()).toEqual({
      message: MSG_RECUSA.alunoJaMatriculado,
      campos: { 'aluno.cpf_pessoa': MSG_RECUSA.alunoJaMatriculado },
    });

    const cookie = await t.loginAdmin();
    const adm = await post(m, cookie);
    expect(adm.statusCode).toBe(409);
    expect(adm.json()).toMatchObject({ message: MSG_RECUSA.alunoJaMatriculado, id_aluno });
    expect(
      await Promise.all(
        (['pessoa', 'aluno', 'responsavel_aluno', 'aluno_has_turma', 'endereco'] as const).map(contar),
      ),
    ).toEqual(antes);
  });

  it('a guardian who comes again (a sibling) is the same person: stored contact kept, empty filled', async () => {
    const mae = pessoa('Carla Souza');
    expect((await post(matricula({ responsavel1: mae }))).statusCode).toBe(201);
    const [guardada] = await pessoaDoCpf(mae.cpf_pessoa);
    // The RG was never given (an older record): the next enrolment fills it.
    await t.db
      .updateTable('pessoa')
      .set({ rg_pessoa: null })
      .where('id_pessoa', '=', guardada.id_pessoa)
      .execute();

    const irmao = await post(
      matricula({
        aluno: { ...pessoa('Leo Souza'), dt_nasc_pessoa: `${ano - 8}-01-10`, destro_canhoto: 'c' },
        responsavel1: {
          ...mae,
          nome_pessoa: 'Carla S.',
          telefone_pessoa: '(11) 91111-2222',
          email_pessoa: 'nova@x.com',
        },
      }),
    );
    expect(irmao.statusCode).toBe(201);
    const mesmas = await pessoaDoCpf(mae.cpf_pessoa);
    expect(mesmas).toHaveLength(1);
    // Anonymous: nothing stored is replaced (name, phone, e-mail kept); the empty RG filled.
    expect(mesmas[0]).toMatchObject({
      id_pessoa: guardada.id_pessoa,
      nome_pessoa: 'Carla Souza',
      telefone_pessoa: guardada.telefone_pessoa,
      email_pessoa: guardada.email_pessoa,
      rg_pessoa: '123456789',
    });
    expect(await contar('responsavel_aluno')).toBe(1);
    const alunos = await t.db.selectFrom('aluno').select('id_responsavel').execute();
    expect(alunos.map((a) => a.id_responsavel)).toEqual([guardada.id_pessoa, guardada.id_pessoa]);

    // An administrator vouches for the new phone and e-mail; the name and address stay.
    const cookie = await t.loginAdmin();
    const terceira = await post(
      matricula({
        responsavel1: {
          ...mae,
          nome_pessoa: 'Outro Nome',
          telefone_pessoa: '(11) 93333-4444',
          email_pessoa: 'adm@x.com',
        },
      }),
      cookie,
    );
    expect(terceira.statusCode).toBe(201);
    expect((await pessoaDoCpf(mae.cpf_pessoa))[0]).toMatchObject({
      nome_pessoa: 'Carla Souza',
      telefone_pessoa: '11933334444',
      email_pessoa: 'adm@x.com',
      id_endereco: guardada.id_endereco,
    });
  });

  it('a guardian who logs in keeps the login e-mail; an adult guardian who enrols becomes the student', async () => {
    const cookie = await t.loginAdmin();
    const pai = pessoa('Rui Lima');
    expect((await post(matricula({ responsavel1: pai }))).statusCode).toBe(201);
    const [p] = await pessoaDoCpf(pai.cpf_pessoa);
    await t.db
      .updateTable('pessoa')
      .set({ senha_pessoa: 'hash', email_pessoa: 'rui@login.com' })
      .where('id_pessoa', '=', p.id_pessoa)
      .execute();
    expect(
      (await post(matricula({ responsavel1: { ...pai, email_pessoa: 'outro@x.com' } }), cookie)).statusCode,
    ).toBe(201);
    expect((await pessoaDoCpf(pai.cpf_pessoa))[0].email_pessoa).toBe('rui@login.com');

    const pessoas = await contar('pessoa');
    const adulto = await post(
      matricula({
        aluno: { ...pai, dt_nasc_pessoa: `${ano - 40}-05-05`, destro_canhoto: 'd' },
        responsavel1: null,
      }),
    );
    expect(adulto.statusCode).toBe(201);
    expect(adulto.json().id_aluno).toBe(p.id_pessoa);
    expect(await contar('pessoa')).toBe(pessoas);
  });

  it('one CPF for two people of one enrolment is refused beside the field', async () => {
    const m = matricula();
    const res = await post({ ...m, responsavel1: { ...m.responsavel1!, cpf_pessoa: m.aluno.cpf_pessoa } });
    expect(res.statusCode).toBe(400);
    expect(res.json().campos).toEqual({ 'responsavel1.cpf_pessoa': MSG_RECUSA.cpfRepetidoNaMatricula });
    const dois = await post({
      ...m,
      tipo_aluno: 'pagante',
      tipo_plano: 'mensal',
      dia_pagamento: 10,
      financeiro: 'sim',
      responsavel2: { ...pessoa('Davi'), cpf_pessoa: m.responsavel1!.cpf_pessoa },
    });
    expect(dois.statusCode).toBe(400);
    expect(dois.json().campos).toEqual({ 'responsavel2.cpf_pessoa': MSG_RECUSA.cpfRepetidoNaMatricula });
    expect(await contar('pessoa')).toBe(2);
  });

  it('the same child enrolled twice at once: one student, the other gets the clear refusal', async () => {
    const m = matricula();
    const res = await Promise.all([post(m), post(m), post(m)]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const r of res.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ message: MSG_RECUSA.alunoJaMatriculado });
    expect(await contar('aluno')).toBe(1);
    expect(await pessoaDoCpf(m.aluno.cpf_pessoa)).toHaveLength(1);
    expect(await pessoaDoCpf(m.responsavel1!.cpf_pessoa)).toHaveLength(1);
  });

  it('siblings enrolled at once with a new guardian: both enrolled, one guardian', async () => {
    const mae = pessoa('Carla Souza');
    const res = await Promise.all([
      post(matricula({ responsavel1: mae })),
      post(
        matricula({
          responsavel1: mae,
          aluno: { ...pessoa('Leo'), dt_nasc_pessoa: `${ano - 8}-01-10`, destro_canhoto: 'd' },
        }),
      ),
    ]);
    expect(res.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await pessoaDoCpf(mae.cpf_pessoa)).toHaveLength(1);
    expect(await contar('responsavel_aluno')).toBe(1);
  });

  it('the edit mode refuses another person’s CPF with 409', async () => {
    const a = matricula();
    const b = matricula();
    const { id_aluno } = (await post(a)).json();
    expect((await post(b)).statusCode).toBe(201);
    const cookie = await t.loginAdmin();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/matricula/${id_aluno}`,
      headers: { cookie },
      payload: {
        aluno: { ...a.aluno, cpf_pessoa: b.aluno.cpf_pessoa },
        responsavel1: a.responsavel1,
        responsavel2: null,
        financeiro: null,
        responsavel_financeiro: null,
        endereco: a.endereco,
        tipo_plano: null,
        dia_pagamento: null,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_RECUSA.cpfEmUso);
  });
});
