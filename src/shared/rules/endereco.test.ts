import { describe, expect, it } from 'vitest';
import { enderecoEmUmaLinha, porDiaEHora } from './endereco';

describe('enderecoEmUmaLinha', () => {
  it('writes the address in one line, or nothing without a street', () => {
    const e = { rua: 'Rua A', numero: '10', bairro: 'Centro', cidade: 'Campinas', estado: 'SP' };
    expect(enderecoEmUmaLinha(e)).toBe('Rua A, 10 - Centro, Campinas - SP');
    expect(enderecoEmUmaLinha({ ...e, rua: null })).toBe('');
  });
});

describe('porDiaEHora', () => {
  it('orders by weekday from segunda, then by time', () => {
    const turmas = [
      { dia_semana: 'sábado' as const, horario: '08:00' },
      { dia_semana: 'segunda' as const, horario: '18:00' },
      { dia_semana: 'segunda' as const, horario: '08:00' },
    ];
    expect(turmas.sort(porDiaEHora).map((t) => `${t.dia_semana} ${t.horario}`)).toEqual([
      'segunda 08:00',
      'segunda 18:00',
      'sábado 08:00',
    ]);
  });
});
