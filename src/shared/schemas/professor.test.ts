import { describe, expect, it } from 'vitest';
import { professorCompletoInput, professorEdicaoInput, professorInput } from './professor';

const base = {
  nome_pessoa: 'Marina',
  dt_nasc_pessoa: '1990-03-15',
  cpf_pessoa: '529.982.247-25',
  rg_pessoa: '12.345.678-9',
  email_pessoa: 'marina@clube.com.br',
  telefone_pessoa: '(11) 91234-5678',
  genero: 'f',
  endereco: {
    cep: '01310-100',
    estado: 'SP',
    cidade: 'São Paulo',
    bairro: 'Bela Vista',
    rua: 'Av. Paulista',
    numero: '9',
  },
};

describe('teacher schemas', () => {
  it('requires a password of 8+ characters on create and defaults adm to 0', () => {
    expect(professorCompletoInput.safeParse(base).success).toBe(false);
    expect(professorCompletoInput.safeParse({ ...base, senha_pessoa: 'curta' }).success).toBe(false);
    expect(professorCompletoInput.parse({ ...base, senha_pessoa: 'bem-longa-e-rara' })).toMatchObject({
      adm: 0,
      cpf_pessoa: '52998224725',
    });
  });

  it('keeps the password on edit when it is left empty', () => {
    expect(professorEdicaoInput.parse({ ...base, senha_pessoa: '' }).senha_pessoa).toBeNull();
    expect(professorEdicaoInput.safeParse({ ...base, senha_pessoa: 'curta' }).success).toBe(false);
  });

  it('refuses an invalid CPF and an adm other than 0 or 1', () => {
    expect(
      professorCompletoInput.safeParse({
        ...base,
        senha_pessoa: 'bem-longa-e-rara',
        cpf_pessoa: '529.982.247-24',
      }).success,
    ).toBe(false);
    expect(
      professorCompletoInput.safeParse({ ...base, senha_pessoa: 'bem-longa-e-rara', adm: 2 }).success,
    ).toBe(false);
  });

  it('takes the original client body {id_pessoa, caminho_foto}', () => {
    expect(professorInput.parse({ id_pessoa: 3 })).toEqual({ id_pessoa: 3 });
    expect(professorInput.parse({ id_pessoa: 3, caminho_foto: '' })).toEqual({
      id_pessoa: 3,
      caminho_foto: null,
    });
    expect(professorInput.safeParse({ id_pessoa: 0 }).success).toBe(false);
  });
});
