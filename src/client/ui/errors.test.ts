import { describe, expect, it } from 'vitest';
import { camposMudados, errosEm } from './errors';

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
