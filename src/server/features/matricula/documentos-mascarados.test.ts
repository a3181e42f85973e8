// The edit mode's save takes the CPF and RG as the person list masks them: a mask that
// matches the person the slot holds keeps the stored number, any other is refused beside
// its field with nothing written.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarTurma, criarUnidade } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_PRIVACIDADE } from '#shared/messages/privacidade.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import type { MatriculaInput } from '#shared/schemas/matricula.ts';

let t: TestApp;
let cookie: string;
let turmas: number[];
let id_unidade: number;

beforeEach(async () => {
  t = await makeTestApp();
  id_unidade = await criarUnidade(t.db, {
    nome_unidade: 'DEC Centro',
    tipo: 'dec',
    endereco: { cidade: 'São Paulo' },
  });
  const { id_professor } = await t.createUser({
    email: 'prof@teste.local',
    senha: 'senha-prof-1',
    nome: 'Paulo',
    professor: true,
  });
  turmas = [await criarTurma(t.db, { nome_turma: 'Florete A', id_professor: id_professor!, id_unidade })];
  cookie = await t.loginAdmin();
});
afterEach(() => t.close());

const pessoa = (nome: string, rg: string) => ({
  nome_pessoa: nome,
  cpf_pessoa: generateCPF(),
  rg_pessoa: rg,
  email_pessoa: `${nome.split(' ')[0].toLowerCase()}@exemplo.com`,
  telefone_pessoa: '(11) 98765-4321',
  genero: 'f' as const,
});

const MENOR = `${Number(hojeNoFuso(FUSO_TESTE).slice(0, 4)) - 10}-03-15`;

const matricula = (): MatriculaInput => ({
  tipo_aluno: 'pagante',
  aluno: { ...pessoa('Bia Souza', '11.222.333-4'), dt_nasc_pessoa: MENOR, destro_canhoto: 'd' },
  responsavel1: pessoa('Carla Souza', '22.333.444-5'),
  responsavel2: null,
  financeiro: 'nao',
  responsavel_financeiro: pessoa('Elisa Pagadora', '33.444.555-6'),
  endereco: {
    cep: '01310-100',
    estado: 'SP',
    cidade: 'São Paulo',
    bairro: 'Bela Vista',
    rua: 'Avenida Paulista',
    numero: '1000',
  },
  id_unidade,
  dias_semana: 1,
  turmas,
  tipo_plano: 'mensal',
  dia_pagamento: 10,
  contrato_aceito: true,
});

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

/** The person list's row of each name (CPF and RG masked as the list shows them). */
async function lista() {
  const res = await inject('GET', '/api/pessoa');
  expect(res.statusCode).toBe(200);
  const linhas = res.json() as { nome_pessoa: string; cpf_pessoa: string; rg_pessoa: string }[];
  return (nome: string) => linhas.find((l) => l.nome_pessoa === nome)!;
}

const guardados = () =>
  t.db.selectFrom('pessoa').select(['nome_pessoa', 'cpf_pessoa', 'rg_pessoa']).orderBy('id_pessoa').execute();

describe('PUT /api/matricula/{id_aluno} with the list’s masked CPF and RG', () => {
  it('keeps the stored numbers of the student and each guardian when their masks come back', async () => {
    const m = matricula();
    const criada = await inject('POST', '/api/matricula', m);
    expect(criada.statusCode).toBe(201);
    const { id_aluno } = criada.json();
    const antes = await guardados();
    const linha = await lista();
    const comMascara = <P extends { nome_pessoa: string }>(p: P) => ({
      ...p,
      cpf_pessoa: linha(p.nome_pessoa).cpf_pessoa,
      rg_pessoa: linha(p.nome_pessoa).rg_pessoa,
    });
    for (const p of ['Bia Souza', 'Carla Souza', 'Elisa Pagadora'])
      expect(linha(p).cpf_pessoa).toContain('*');
    const edicao = {
      aluno: { ...comMascara(m.aluno), nome_pessoa: 'Beatriz Souza' },
      responsavel1: comMascara(m.responsavel1!),
      responsavel2: null,
      financeiro: 'nao',
      responsavel_financeiro: comMascara(m.responsavel_financeiro!),
      endereco: m.endereco,
      tipo_plano: 'mensal',
      dia_pagamento: 10,
    };
    const res = await inject('PUT', `/api/matricula/${id_aluno}`, edicao);
    expect(res.statusCode).toBe(200);
    const depois = await guardados();
    expect(depois.map((p) => [p.cpf_pessoa, p.rg_pessoa])).toEqual(
      antes.map((p) => [p.cpf_pessoa, p.rg_pessoa]),
    );
    expect(depois.map((p) => p.nome_pessoa)).toContain('Beatriz Souza');
    // The list stays masked after the edit.
    expect((await lista())('Beatriz Souza').cpf_pessoa).toBe(linha('Bia Souza').cpf_pessoa);
  });

  it('refuses a mask of another person or of an empty slot beside its field, writing nothing', async () => {
    const m = matricula();
    const { id_aluno } = (await inject('POST', '/api/matricula', m)).json();
    const antes = await guardados();
    const linha = await lista();
    const base = {
      aluno: { ...m.aluno, nome_pessoa: 'Outro Nome' },
      responsavel1: m.responsavel1,
      responsavel2: null,
      financeiro: 'nao',
      responsavel_financeiro: m.responsavel_financeiro,
      endereco: m.endereco,
      tipo_plano: 'mensal',
      dia_pagamento: 10,
    };
    const casos: [object, string, string][] = [
      // The guardian's slot sent with the student's mask.
      [
        { responsavel1: { ...m.responsavel1!, cpf_pessoa: linha('Bia Souza').cpf_pessoa } },
        'responsavel1.cpf_pessoa',
        MSG_PRIVACIDADE.cpfMascaradoNaoConfere,
      ],
      [
        { responsavel_financeiro: { ...m.responsavel_financeiro!, rg_pessoa: '**.***.999-*' } },
        'responsavel_financeiro.rg_pessoa',
        MSG_PRIVACIDADE.rgMascaradoNaoConfere,
      ],
      // An empty slot has no stored number a mask could stand for.
      [
        { responsavel2: { ...pessoa('Davi Souza', '1234567'), cpf_pessoa: linha('Carla Souza').cpf_pessoa } },
        'responsavel2.cpf_pessoa',
        MSG_PRIVACIDADE.cpfMascaradoNaoConfere,
      ],
      [
        { aluno: { ...base.aluno, cpf_pessoa: '***111222**' } },
        'aluno.cpf_pessoa',
        MSG_PRIVACIDADE.cpfMascaradoNaoConfere,
      ],
    ];
    for (const [troca, campo, msg] of casos) {
      const res = await inject('PUT', `/api/matricula/${id_aluno}`, { ...base, ...troca });
      expect(res.statusCode, campo).toBe(400);
      expect(res.json().campos).toEqual({ [campo]: msg });
    }
    expect(await guardados()).toEqual(antes);
  });
});
