// POST /api/matricula answers what the wizard's receipt shows (docs/decisions/017):
// the student's name, each class by weekday and time with its unit and the unit's
// address, and the plan and due day of a paying student; declared in the response
// schema, so nothing else leaves the server.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarTurma, criarUnidade } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import type { MatriculaInput } from '#shared/schemas/matricula.ts';

let t: TestApp;
let ids: { dec: number; publica: number; quinta: number; segunda: number; escola: number };

const unidade = (nome_unidade: string, tipo: 'dec' | 'publica', rua: string | null) =>
  criarUnidade(t.db, {
    nome_unidade,
    tipo,
    endereco: rua ? { bairro: 'Bela Vista', rua, numero: '900' } : null,
  });

beforeEach(async () => {
  t = await makeTestApp();
  const { id_professor } = await t.createUser({
    email: 'prof@teste.local',
    senha: 'senha-prof-1',
    nome: 'Paulo',
    professor: true,
  });
  const dec = await unidade('DEC Centro', 'dec', 'Avenida Paulista');
  const publica = await unidade('EMEF Lobato', 'publica', null);
  const turma = (id_unidade: number, nome_turma: string, dia_semana: 'segunda' | 'quinta', horario: string) =>
    criarTurma(t.db, { nome_turma, id_professor: id_professor!, id_unidade, dia_semana, horario });
  ids = {
    dec,
    publica,
    // Created Thursday first: the receipt lists by weekday, not by id.
    quinta: await turma(dec, 'Florete Quinta', 'quinta', '19:30'),
    segunda: await turma(dec, 'Florete Segunda', 'segunda', '18:00'),
    escola: await turma(publica, 'Esgrima na Escola', 'segunda', '10:00'),
  };
});
afterEach(() => t.close());

const ano = Number(hojeNoFuso(FUSO_TESTE).slice(0, 4));

function adulto(over: Partial<MatriculaInput>): MatriculaInput {
  return {
    tipo_aluno: 'pagante',
    aluno: {
      nome_pessoa: 'Rui Recibo',
      cpf_pessoa: generateCPF(),
      rg_pessoa: '12.345.678-9',
      email_pessoa: 'rui@exemplo.com',
      telefone_pessoa: '(11) 98765-4321',
      genero: 'm',
      dt_nasc_pessoa: `${ano - 30}-03-15`,
      destro_canhoto: 'd',
    },
    endereco: {
      cep: '01310-100',
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: 'Bela Vista',
      rua: 'Avenida Paulista',
      numero: '1000',
    },
    id_unidade: ids.dec,
    dias_semana: 2,
    turmas: [ids.quinta, ids.segunda],
    tipo_plano: 'anual',
    dia_pagamento: 30,
    contrato_aceito: true,
    ...over,
  };
}

const post = (m: MatriculaInput) => t.app.inject({ method: 'POST', url: '/api/matricula', payload: m });

describe('POST /api/matricula: the receipt in the answer', () => {
  it('paying student: name, classes by weekday with unit and address, plan and due day', async () => {
    const res = await post(adulto({}));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: body.id_aluno,
      id_aluno: body.id_aluno,
      id_pessoa: body.id_pessoa,
      contrato: 'clube',
      nome_aluno: 'Rui Recibo',
      tipo_aluno: 'pagante',
      turmas: [
        {
          id_turma: ids.segunda,
          nome_turma: 'Florete Segunda',
          dia_semana: 'segunda',
          horario: '18:00',
          nome_unidade: 'DEC Centro',
          endereco_unidade: 'Avenida Paulista, 900 - Bela Vista, São Paulo - SP',
        },
        {
          id_turma: ids.quinta,
          nome_turma: 'Florete Quinta',
          dia_semana: 'quinta',
          horario: '19:30',
          nome_unidade: 'DEC Centro',
          endereco_unidade: 'Avenida Paulista, 900 - Bela Vista, São Paulo - SP',
        },
      ],
      tipo_plano: 'anual',
      dia_pagamento: 30,
    });
  });

  it('school student: no plan or due day even if sent; a unit without address says so with an empty line', async () => {
    const res = await post(
      adulto({ tipo_aluno: 'escola', id_unidade: ids.publica, dias_semana: 1, turmas: [ids.escola] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      tipo_aluno: 'escola',
      contrato: 'escola',
      tipo_plano: null,
      dia_pagamento: null,
      turmas: [
        {
          id_turma: ids.escola,
          dia_semana: 'segunda',
          horario: '10:00',
          nome_unidade: 'EMEF Lobato',
          endereco_unidade: '',
        },
      ],
    });
  });

  it('a refused enrolment answers no receipt', async () => {
    const res = await post(adulto({ turmas: [ids.escola], dias_semana: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).not.toHaveProperty('turmas');
  });
});
