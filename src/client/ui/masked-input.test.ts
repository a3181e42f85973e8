import { describe, expect, it } from 'vitest';
import { MASCARAS } from '#shared/constants.ts';
import { mascarar, soDigitos } from './masked-input';

describe('mascarar', () => {
  it('formats every product mask and respects its maximum length', () => {
    expect(mascarar('cpf', '52998224725')).toBe('529.982.247-25');
    expect(mascarar('rg', '123456789')).toBe('12.345.678-9');
    expect(mascarar('telefone', '11987654321')).toBe('(11) 98765-4321');
    expect(mascarar('data', '31012010')).toBe('31/01/2010');
    expect(mascarar('cep', '01310100')).toBe('01310-100');
    expect(mascarar('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
    for (const [k, { mask, max }] of Object.entries(MASCARAS)) {
      const full = mascarar(k as keyof typeof MASCARAS, '9'.repeat(30));
      expect(full.length).toBe(mask.length);
      expect(full.length).toBeLessThanOrEqual(max);
    }
  });

  it('tells a landline (10 digits) from a mobile (11 digits)', () => {
    expect(mascarar('telefone', '1130304040')).toBe('(11) 3030-4040');
    expect(mascarar('telefone', '11987654321')).toBe('(11) 98765-4321');
    // Typed key by key: the landline's layout until the 11th digit moves the hyphen.
    expect(mascarar('telefone', '113030')).toBe('(11) 3030');
    expect(mascarar('telefone', '1130304')).toBe('(11) 3030-4');
    expect(mascarar('telefone', '1198765432')).toBe('(11) 9876-5432');
    expect(mascarar('telefone', '119876543210')).toBe('(11) 98765-4321');
    expect(mascarar('telefone', soDigitos('(11) 3030-4040'))).toBe('(11) 3030-4040');
    // Both fit the field's maximum of 15 characters.
    expect(mascarar('telefone', '1130304040').length).toBeLessThanOrEqual(MASCARAS.telefone.max);
  });

  it('formats partial input as it is typed', () => {
    expect(mascarar('cpf', '5299')).toBe('529.9');
    expect(mascarar('telefone', '1')).toBe('(1');
    expect(mascarar('cep', '')).toBe('');
    expect(soDigitos('529.982.247-25')).toBe('52998224725');
  });
});
