// A birth date is checked against the club's own day, in its time zone (TZ_CLUB), by
// every route that takes one: the club's tomorrow is refused beside its field and the
// club's today taken. The club here lives in a zone whose day is not São Paulo's at the
// time of the run, so a check against São Paulo's day fails one of the two.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarProfessor, criarTurma, criarUnidade } from '#server/test/fabrica.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { FUSO_CLUBE, hojeNoFuso, somarDias } from '#shared/rules/datas.ts';

/** UTC+14 or UTC-12: at any hour, one of the two is on another day than São Paulo. */
const FUSO = hojeNoFuso('Etc/GMT-14') !== hojeNoFuso(FUSO_CLUBE) ? 'Etc/GMT-14' : 'Etc/GMT+12';

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await makeTestApp({ TZ_CLUB: FUSO });
  cookie = await t.login(ADMIN.email, ADMIN.senha);
});
afterEach(() => t.close());

const hoje = () => hojeNoFuso(FUSO);
const pedir = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { cookie, 'sec-fetch-site': 'same-origin' } });
const pessoa = (nome: string, extra: object = {}) => ({
  nome_pessoa: nome,
  cpf_pessoa: generateCPF(),
  rg_pessoa: '12.345.678-9',
  email_pessoa: `${nome.split(' ')[0].toLowerCase()}@exemplo.com`,
  telefone_pessoa: '(11) 98765-4321',
  genero: 'f',
  ...extra,
});
const endereco = {
  cep: '01310-100',
  estado: 'SP',
  cidade: 'São Paulo',
  bairro: 'Bela Vista',
  rua: 'Avenida Paulista',
  numero: '1000',
};

describe('a birth date against the club’s day', () => {
  it('a person: tomorrow refused beside its field, today taken', async () => {
    const amanha = await pedir(
      'POST',
      '/api/pessoa',
      pessoa('Ana Amanhã', { dt_nasc_pessoa: somarDias(hoje(), 1) }),
    );
    expect(amanha.statusCode).toBe(400);
    expect(amanha.json().campos).toEqual({ dt_nasc_pessoa: MSG_RECUSA.nascimentoInvalido });
    const ok = await pedir('POST', '/api/pessoa', pessoa('Bia Hoje', { dt_nasc_pessoa: hoje() }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a teacher: tomorrow refused beside its field, today taken', async () => {
    const professor = (nome: string, dt_nasc_pessoa: string) => ({
      ...pessoa(nome, { dt_nasc_pessoa }),
      senha_pessoa: 'sabre-lua-cravo-94',
      adm: 0,
      endereco,
    });
    const amanha = await pedir(
      'POST',
      '/api/professor/completo',
      professor('Caio Amanhã', somarDias(hoje(), 1)),
    );
    expect(amanha.statusCode).toBe(400);
    expect(amanha.json().campos).toEqual({ dt_nasc_pessoa: MSG_RECUSA.nascimentoInvalido });
    const ok = await pedir('POST', '/api/professor/completo', professor('Davi Hoje', hoje()));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('an enrolment: the club’s tomorrow refused beside its field, ten years to the club’s day taken', async () => {
    const id_unidade = await criarUnidade(t.db, { tipo: 'dec' });
    const id_professor = await criarProfessor(t.db, 'Paulo Professor');
    const turma = await criarTurma(t.db, { id_professor, id_unidade, dia_semana: 'segunda' });
    const matricula = (dt_nasc_pessoa: string) => ({
      tipo_aluno: 'pagante',
      aluno: { ...pessoa('Eva Souza'), dt_nasc_pessoa, destro_canhoto: 'd' },
      responsavel1: pessoa('Rita Souza'),
      financeiro: 'sim',
      endereco,
      id_unidade,
      dias_semana: 1,
      turmas: [turma],
      tipo_plano: 'semestral',
      dia_pagamento: 20,
      contrato_aceito: true,
    });
    const amanha = await pedir('POST', '/api/matricula', matricula(somarDias(hoje(), 1)));
    expect(amanha.statusCode).toBe(400);
    expect(amanha.json().campos).toEqual({ 'aluno.dt_nasc_pessoa': MSG_RECUSA.nascimentoInvalido });
    const dez = `${Number(hoje().slice(0, 4)) - 10}${hoje().slice(4)}`;
    const ok = await pedir('POST', '/api/matricula', matricula(dez));
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
