import { describe, expect, it } from 'vitest';
import type { PessoaForm } from '#client/ui/pessoa-form.ts';
import { conferirMatricula, edicaoMatriculaInput, matriculaInput } from '#shared/schemas/matricula.ts';
import {
  type AllData,
  formDe,
  formVazio,
  paraEdicao,
  paraMatricula,
  passoCompleto,
  type WizardForm,
} from './form';

const pessoa = (nome: string, cpf: string): PessoaForm => ({
  nome_pessoa: nome,
  dt_nasc_pessoa: '2016-03-15',
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
  responsavel2: formVazio.responsavel2,
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
  finalidades: { uso_imagem: true, federacao: false },
};

describe('wizard form -> API body', () => {
  it('a paying minor becomes a valid POST /api/matricula body; an empty guardian 2 is null', () => {
    const body = paraMatricula(preenchido, 'pagante', true);
    const parsed = matriculaInput.parse(body);
    expect(parsed.aluno).toMatchObject({
      dt_nasc_pessoa: '2016-03-15',
      cpf_pessoa: '52998224725',
      telefone_pessoa: '11987654321',
    });
    expect(parsed.responsavel2).toBeNull();
    expect(parsed.responsavel_financeiro?.nome_pessoa).toBe('Elisa');
    expect(parsed.endereco.cep).toBe('01310100');
    expect(conferirMatricula(parsed, '2026-11-22')).toBeNull();
  });

  it('an adult sends no guardians; non-paying and school wizards send no plan or financial guardian', () => {
    expect(paraMatricula(preenchido, 'pagante', false)).toMatchObject({
      responsavel1: null,
      responsavel2: null,
      financeiro: null,
      responsavel_financeiro: null,
    });
    const escola = paraMatricula(
      { ...preenchido, responsavel2: pessoa('Davi', '935.411.347-80') },
      'escola',
      true,
    );
    expect(escola).toMatchObject({
      responsavel2: null,
      financeiro: null,
      tipo_plano: null,
      dia_pagamento: null,
    });
    expect(paraMatricula(preenchido, 'naoPagante', true)).toMatchObject({
      financeiro: null,
      tipo_plano: null,
    });
  });
});

describe('allData -> wizard form (edit mode)', () => {
  const data: AllData = {
    id_aluno: 7,
    tipo_aluno: 'pagante',
    nome_aluno: 'Bia',
    email_aluno: 'bia@exemplo.com',
    cpf_aluno: '52998224725',
    genero_aluno: 'f',
    rg_aluno: '123456789',
    telefone_aluno: '11987654321',
    data_nascimento_aluno: '2016-03-15',
    destro_canhoto: 'c',
    nome_responsavel1: 'Carla',
    email_responsavel1: 'carla@exemplo.com',
    cpf_responsavel1: '11144477735',
    rg_responsavel1: '123456789',
    telefone_responsavel1: '11987654321',
    genero_responsavel1: 'f',
    id_responsavel: 3,
    id_responsavel_financeiro: 3,
    cep: '01310100',
    rua: 'Av. Paulista',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'SP',
    numero_aluno: '10',
    dia_pagamento: 20,
    tipo_plano: 'mensal',
  };

  it('pre-fills masked values and round-trips to a valid PUT body', () => {
    const form = formDe(data);
    expect(form.aluno).toMatchObject({
      dt_nasc_pessoa: '2016-03-15',
      cpf_pessoa: '529.982.247-25',
      rg_pessoa: '12.345.678-9',
      telefone_pessoa: '(11) 98765-4321',
      destro_canhoto: 'c',
    });
    expect(form.endereco.cep).toBe('01310-100');
    expect(form.financeiro).toBe('sim');
    const body = edicaoMatriculaInput.parse(paraEdicao(form, 'pagante', true));
    expect(body).toMatchObject({
      tipo_plano: 'mensal',
      dia_pagamento: 20,
      responsavel2: null,
      financeiro: 'sim',
    });
  });

  it('a separate financial guardian answers nao', () => {
    expect(
      formDe({ ...data, id_responsavel_financeiro: 9, nome_responsavel_financeiro: 'Elisa' }),
    ).toMatchObject({
      financeiro: 'nao',
      responsavel_financeiro: { nome_pessoa: 'Elisa' },
    });
    expect(formDe({ ...data, id_responsavel: null, id_responsavel_financeiro: null }).financeiro).toBe('');
  });
});

describe('passoCompleto: where the way back to the review stops', () => {
  it('a filled enrolment has every step complete; the contract only once ticked', () => {
    const passos = ['aluno', 'responsavel1', 'responsavel2', 'financeiroPergunta', 'financeiro'] as const;
    for (const p of [...passos, 'endereco', 'unidade', 'dias', 'turma', 'pagamento', 'revisao'] as const)
      expect(passoCompleto(p, preenchido), p).toBe(true);
    expect(passoCompleto('contrato', preenchido)).toBe(true);
    expect(passoCompleto('contrato', { ...preenchido, contrato_aceito: false })).toBe(false);
    // The optional purposes never hold the enrolment back.
    const semResposta = { ...preenchido, finalidades: { uso_imagem: null, federacao: null } };
    expect(passoCompleto('contrato', semResposta)).toBe(true);
  });

  it('an empty guardian 2 is complete, a half-filled one is not', () => {
    expect(passoCompleto('responsavel2', { ...preenchido, responsavel2: formVazio.responsavel2 })).toBe(true);
    const metade = { ...formVazio.responsavel2, nome_pessoa: 'Davi' };
    expect(passoCompleto('responsavel2', { ...preenchido, responsavel2: metade })).toBe(false);
  });

  it('another city empties the unit and classes: those steps are incomplete', () => {
    const f = { ...preenchido, id_unidade: null, tipo_unidade: null, turmas: [] };
    expect(passoCompleto('unidade', f)).toBe(false);
    expect(passoCompleto('turma', f)).toBe(false);
    expect(passoCompleto('dias', f)).toBe(true);
  });

  it('more classes than days, or no plan, are incomplete', () => {
    const f = { ...preenchido, id_unidade: 1, dias_semana: 1, turmas: [1, 2] };
    expect(passoCompleto('turma', f)).toBe(false);
    expect(passoCompleto('turma', { ...f, turmas: [1] })).toBe(true);
    expect(passoCompleto('pagamento', { ...preenchido, tipo_plano: '' })).toBe(false);
    expect(passoCompleto('pagamento', { ...preenchido, tipo_plano: 'mensal', dia_pagamento: 10 })).toBe(true);
  });
});
