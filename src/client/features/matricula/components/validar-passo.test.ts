import { describe, expect, it } from 'vitest';
import { formVazio, paraMatricula, type WizardForm } from '#client/features/matricula/form.ts';
import type { PessoaForm } from '#client/ui/pessoa-form.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import type { ContextoPassos } from '#shared/rules/passos.ts';
import { matriculaInput } from '#shared/schemas/matricula.ts';
import { seguinte } from './use-passos';
import { checarPasso, passoDoCampo } from './validar-passo';

// The wizard's step machine as the one form runs it: each step's check (the shared
// schema's part for that step, required fields marked), where a refused field's step
// is, and where a step that passed leads.

const ano = new Date().getFullYear();
const fuso = 'America/Sao_Paulo';
const pagante = { tipo: 'pagante', fuso } as const;

const pessoa = (nome: string, cpf: string): PessoaForm => ({
  nome_pessoa: nome,
  dt_nasc_pessoa: `${ano - 10}-03-15`,
  cpf_pessoa: cpf,
  rg_pessoa: '12.345.678-9',
  email_pessoa: `${nome.toLowerCase()}@exemplo.com`,
  telefone_pessoa: '(11) 98765-4321',
  genero: 'f',
  destro_canhoto: 'd',
});

const preenchido: WizardForm = {
  ...formVazio,
  aluno: pessoa('Bia', '529.982.247-25'),
  responsavel1: pessoa('Carla', '111.444.777-35'),
  financeiro: 'nao',
  responsavel_financeiro: pessoa('Elisa', '390.533.447-05'),
  endereco: {
    cep: '01310-100',
    estado: 'SP',
    cidade: 'São Paulo',
    bairro: 'Bela Vista',
    rua: 'Av. Paulista',
    numero: '10',
  },
  id_unidade: 1,
  tipo_unidade: 'dec',
  dias_semana: 2,
  turmas: [3, 4],
  tipo_plano: 'anual',
  dia_pagamento: 30,
  contrato_aceito: true,
};

describe("checarPasso: each step's part of the shared schema", () => {
  it('a filled enrolment passes every step', () => {
    for (const passo of [
      'aluno',
      'responsavel1',
      'responsavel2',
      'financeiroPergunta',
      'financeiro',
      'endereco',
      'unidade',
      'dias',
      'turma',
      'pagamento',
      'revisao',
      'contrato',
    ] as const)
      expect(checarPasso(passo, preenchido, pagante), passo).toEqual({});
  });

  it('an empty student step marks each required field as required, not as malformed', () => {
    const erros = checarPasso('aluno', formVazio, pagante);
    const campos = ['nome_pessoa', 'dt_nasc_pessoa', 'cpf_pessoa', 'rg_pessoa', 'email_pessoa'];
    for (const c of [...campos, 'telefone_pessoa', 'genero', 'destro_canhoto'])
      expect(erros[`aluno.${c}`], c).toBe(MSG_RECUSA.campoObrigatorio);
    expect(Object.keys(erros).every((k) => k.startsWith('aluno.'))).toBe(true);
  });

  it("a wrong field gets the shared schema's message at the path the server names it by", () => {
    const errado = { ...preenchido, aluno: { ...preenchido.aluno, cpf_pessoa: '111.111.111-11' } };
    expect(checarPasso('aluno', errado, pagante)).toEqual({ 'aluno.cpf_pessoa': MSG_RECUSA.cpfInvalido });
    // The server parses the whole request with the same schema: the same path, the same text.
    const servidor = matriculaInput.safeParse(paraMatricula(errado, 'pagante', true));
    expect(servidor.success).toBe(false);
    expect(servidor.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['aluno.cpf_pessoa', MSG_RECUSA.cpfInvalido],
    ]);
  });

  it('a birth date typed halfway, or one that makes no student, is refused beside the field', () => {
    const nascido = (d: string) => ({ ...preenchido, aluno: { ...preenchido.aluno, dt_nasc_pessoa: d } });
    expect(checarPasso('aluno', nascido('15/03'), pagante)).toEqual({
      'aluno.dt_nasc_pessoa': MSG_RECUSA.nascimentoInvalido,
    });
    expect(checarPasso('aluno', nascido(`${ano + 1}-01-01`), pagante)).toEqual({
      'aluno.dt_nasc_pessoa': MSG.dataInvalida,
    });
  });

  it('an empty second guardian passes; a half-filled one has its empty fields marked', () => {
    expect(checarPasso('responsavel2', preenchido, pagante)).toEqual({});
    const metade = { ...preenchido, responsavel2: { ...formVazio.responsavel2, nome_pessoa: 'Davi' } };
    const erros = checarPasso('responsavel2', metade, pagante);
    expect(erros['responsavel2.cpf_pessoa']).toBe(MSG_RECUSA.campoObrigatorio);
    expect(erros['responsavel2.nome_pessoa']).toBeUndefined();
  });

  it('the choice steps need their choice; the address its format', () => {
    const vazio: WizardForm = {
      ...preenchido,
      financeiro: '',
      id_unidade: null,
      dias_semana: null,
      turmas: [],
    };
    expect(checarPasso('financeiroPergunta', vazio, pagante)).toEqual({
      financeiro: MSG_RECUSA.campoObrigatorio,
    });
    expect(checarPasso('unidade', vazio, pagante)).toEqual({ id_unidade: MSG_RECUSA.campoObrigatorio });
    expect(checarPasso('dias', vazio, pagante)).toEqual({ dias_semana: MSG_RECUSA.campoObrigatorio });
    expect(checarPasso('turma', vazio, pagante)).toMatchObject({ turmas: MSG_RECUSA.campoObrigatorio });
    const semPlano: WizardForm = { ...preenchido, tipo_plano: '', dia_pagamento: null };
    expect(checarPasso('pagamento', semPlano, pagante)).toEqual({
      tipo_plano: MSG_RECUSA.campoObrigatorio,
      dia_pagamento: MSG_RECUSA.campoObrigatorio,
    });
    const cep = { ...preenchido, endereco: { ...preenchido.endereco, cep: '0131' } };
    expect(Object.keys(checarPasso('endereco', cep, pagante))).toEqual(['endereco.cep']);
  });

  it("the contract unticked says the product's words beside the tick", () => {
    expect(checarPasso('contrato', { ...preenchido, contrato_aceito: false }, pagante)).toEqual({
      contrato_aceito: MSG.aceiteContrato,
    });
  });
});

describe("passoDoCampo: a refused field's step", () => {
  it('finds the step of every field the server may name', () => {
    expect(passoDoCampo('aluno.cpf_pessoa')).toBe('aluno');
    expect(passoDoCampo('responsavel_financeiro.email_pessoa')).toBe('financeiro');
    expect(passoDoCampo('endereco.cep')).toBe('endereco');
    expect(passoDoCampo('turmas')).toBe('turma');
    expect(passoDoCampo('dia_pagamento')).toBe('pagamento');
    expect(passoDoCampo('contrato_aceito')).toBe('contrato');
    expect(passoDoCampo('outra_coisa')).toBeUndefined();
  });
});

describe('seguinte: where a step that passed leads', () => {
  const ctx: ContextoPassos = { tipo: 'pagante', idade: 10, financeiro: 'nao', edicao: false };

  it('on to the next step of the steps the answers call for', () => {
    expect(seguinte('aluno', false, preenchido, ctx)).toBe('responsavel1');
    expect(seguinte('aluno', false, preenchido, { ...ctx, idade: 30 })).toBe('endereco');
    expect(seguinte('financeiroPergunta', false, preenchido, { ...ctx, financeiro: 'sim' })).toBe('endereco');
    expect(seguinte('contrato', false, preenchido, ctx)).toBeNull();
  });

  it('come from the review: back to it, stopping at a later step the change left incomplete', () => {
    expect(seguinte('endereco', true, preenchido, ctx)).toBe('revisao');
    const outraCidade = { ...preenchido, id_unidade: null, tipo_unidade: null, turmas: [] };
    expect(seguinte('endereco', true, outraCidade, ctx)).toBe('unidade');
    const semResponsavel = { ...preenchido, responsavel1: formVazio.responsavel1 };
    expect(seguinte('aluno', true, semResponsavel, ctx)).toBe('responsavel1');
  });
});
