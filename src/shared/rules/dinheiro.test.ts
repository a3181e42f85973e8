import { describe, expect, it } from 'vitest';
import { formatarReais, parseReais, reaisParaCampo } from './dinheiro';

describe('formatarReais', () => {
  it('writes R$ with thousands dots and a decimal comma', () => {
    expect(formatarReais(123456)).toBe('R$ 1.234,56');
    expect(formatarReais(0)).toBe('R$ 0,00');
    expect(formatarReais(5)).toBe('R$ 0,05');
    expect(formatarReais(15000)).toBe('R$ 150,00');
    expect(formatarReais(10_000_000)).toBe('R$ 100.000,00');
    expect(formatarReais(123456789012)).toBe('R$ 1.234.567.890,12');
    expect(formatarReais(-150)).toBe('-R$ 1,50');
  });
  it('refuses a non-integer amount (centavos are whole)', () => {
    expect(() => formatarReais(1.5)).toThrow(RangeError);
  });
  it('gives the editable text without the symbol', () => {
    expect(reaisParaCampo(150050)).toBe('1.500,50');
  });
});

describe('parseReais', () => {
  it.each([
    ['150', 15000],
    ['150,00', 15000],
    ['150,5', 15050],
    ['1.500,50', 150050],
    ['1500,50', 150050],
    ['R$ 1.500,50', 150050],
    ['  0,01 ', 1],
    ['100.000,00', 10_000_000],
    ['1.234.567', 123456700],
  ])('%s is %i centavos', (texto, centavos) => {
    expect(parseReais(texto)).toBe(centavos);
  });
  it.each(['', 'abc', '1,005', '150,001', '-150', '1.50', '1.5000', '150.', ',50', '1,2,3', '1e3', '150.00'])(
    'refuses %j',
    (texto) => {
      expect(parseReais(texto)).toBeNull();
    },
  );
  it('reads back what it formats', () => {
    for (const c of [0, 1, 99, 100, 12345, 999999, 10_000_000]) expect(parseReais(formatarReais(c))).toBe(c);
  });
});
