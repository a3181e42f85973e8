import { describe, expect, it } from 'vitest';
import { pessoaBase } from '#shared/schemas/pessoa.ts';
import { paraPessoa, pessoaDoServidor, pessoaVazia } from './pessoa-form';

const salva = {
  nome_pessoa: 'Ana Souza',
  dt_nasc_pessoa: '1990-03-15',
  cpf_pessoa: '52998224725',
  rg_pessoa: '123456789',
  email_pessoa: 'ana@exemplo.com',
  telefone_pessoa: '11987654321',
  genero: 'f' as const,
};

describe('a person in a form', () => {
  it('shows a stored person masked, the birth date as the date field takes it (ISO)', () => {
    expect(pessoaDoServidor(salva)).toEqual({
      nome_pessoa: 'Ana Souza',
      dt_nasc_pessoa: '1990-03-15',
      cpf_pessoa: '529.982.247-25',
      rg_pessoa: '12.345.678-9',
      email_pessoa: 'ana@exemplo.com',
      telefone_pessoa: '(11) 98765-4321',
      genero: 'f',
      destro_canhoto: '',
    });
  });

  it('sends what the shared schema takes and stores: the same person back', () => {
    const corpo = paraPessoa(pessoaDoServidor(salva));
    expect(corpo.dt_nasc_pessoa).toBe('1990-03-15');
    expect(pessoaBase.parse(corpo)).toEqual(salva);
  });

  it('an empty stored field is an empty field', () => {
    const nada = { ...salva, nome_pessoa: null, dt_nasc_pessoa: null, cpf_pessoa: null, genero: null };
    expect(pessoaDoServidor({ ...nada, rg_pessoa: null, email_pessoa: null, telefone_pessoa: null })).toEqual(
      pessoaVazia,
    );
  });
});
