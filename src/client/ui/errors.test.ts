import { describe, expect, it } from 'vitest';
import { camposMudados, errosEm, semErros } from './errors';

describe('camposMudados', () => {
  it('names the changed fields by path, inside sub-forms too', () => {
    const antes = { nome_pessoa: 'Ana', cpf_pessoa: '', endereco: { cep: '', rua: 'A' }, turmas: [1] };
    expect(camposMudados(antes, { ...antes, cpf_pessoa: '1' })).toEqual(['cpf_pessoa']);
    expect(camposMudados(antes, { ...antes, endereco: { cep: '0', rua: 'A' } })).toEqual(['endereco.cep']);
    expect(camposMudados(antes, { ...antes, turmas: [1, 2] })).toEqual(['turmas']);
    expect(camposMudados(antes, antes)).toEqual([]);
    expect(camposMudados(antes.endereco, { cep: '', rua: 'B' }, 'endereco')).toEqual(['endereco.rua']);
  });
});

describe('errosEm', () => {
  it("gives a sub-form its fields' errors without the prefix", () => {
    expect(errosEm({ 'aluno.cpf_pessoa': 'CPF inválido', 'endereco.cep': 'x' }, 'aluno')).toEqual({
      cpf_pessoa: 'CPF inválido',
    });
  });
});

describe('semErros', () => {
  it('drops the errors of the given fields and of the fields under them, keeping the object when none goes', () => {
    const erros = { 'aluno.cpf_pessoa': 'x', 'aluno.rg_pessoa': 'y', 'endereco.cep': 'z', alunos: 'w' };
    expect(semErros(erros, ['aluno'])).toEqual({ 'endereco.cep': 'z', alunos: 'w' });
    expect(semErros(erros, ['endereco.cep', 'alunos'])).toEqual({
      'aluno.cpf_pessoa': 'x',
      'aluno.rg_pessoa': 'y',
    });
    expect(semErros(erros, ['turmas'])).toBe(erros);
  });
});
