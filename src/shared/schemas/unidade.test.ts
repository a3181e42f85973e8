import { describe, expect, it } from 'vitest';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { unidadeCompletaInput, unidadeInput } from './unidade';

const valida = {
  nome_unidade: 'DEC Centro',
  cnpj_unidade: '11.222.333/0001-81',
  telefone_unidade: '(11) 98765-4321',
  email_unidade: 'Centro@Clube.com.br',
  mais_contatos: '',
  tipo: 'dec',
};

describe('unidadeInput', () => {
  it('stores digits, a lower-case e-mail and null for empty optional fields', () => {
    expect(unidadeInput.parse(valida)).toEqual({
      nome_unidade: 'DEC Centro',
      cnpj_unidade: '11222333000181',
      telefone_unidade: '11987654321',
      email_unidade: 'centro@clube.com.br',
      mais_contatos: null,
      tipo: 'dec',
    });
    expect(
      unidadeInput.parse({ ...valida, cnpj_unidade: '', telefone_unidade: '', email_unidade: '' }),
    ).toMatchObject({ cnpj_unidade: null, telefone_unidade: null, email_unidade: null });
  });

  it('checks the CNPJ digits and the unit type', () => {
    const cnpj = unidadeInput.safeParse({ ...valida, cnpj_unidade: '11.222.333/0001-82' });
    expect(cnpj.success).toBe(false);
    expect(cnpj.error?.issues[0].message).toBe(MSG_RECUSA.cnpjInvalido);
    expect(unidadeInput.safeParse({ ...valida, tipo: 'estadual' }).success).toBe(false);
  });

  it('requires a complete address in the form body', () => {
    expect(unidadeCompletaInput.safeParse(valida).success).toBe(false);
    const ok = unidadeCompletaInput.parse({
      ...valida,
      endereco: {
        cep: '01310-100',
        estado: 'sp',
        cidade: 'São Paulo',
        bairro: 'Bela Vista',
        rua: 'Av. Paulista',
        numero: '1',
      },
    });
    expect(ok.endereco).toMatchObject({ cep: '01310100', estado: 'SP' });
  });
});
