import { describe, expect, it } from 'vitest';
import { somarDias } from './datas';
import {
  datasNoDia,
  ehCelular,
  formatarTelefone,
  inicioMesAnterior,
  inicioSemana,
  linkTelefone,
  linkWhatsApp,
  mesDe,
  quantosDias,
  taxa,
  taxaTexto,
} from './frequencia';

describe('attendance rates', () => {
  it('are presences over marks, in percent with one decimal, null without marks', () => {
    expect(taxa(7, 1)).toBe(87.5);
    expect(taxa(2, 1)).toBe(66.7);
    expect(taxa(1, 2)).toBe(33.3);
    expect(taxa(0, 3)).toBe(0);
    expect(taxa(0, 0)).toBeNull();
    expect(taxaTexto(87.5)).toBe('87,5');
    expect(taxaTexto(100)).toBe('100,0');
    expect(taxaTexto(null)).toBe('');
  });
});

describe('class days of a period', () => {
  it('lists every date on a weekday, both ends included', () => {
    expect(datasNoDia('quarta', '2025-03-01', '2025-03-31')).toEqual([
      '2025-03-05',
      '2025-03-12',
      '2025-03-19',
      '2025-03-26',
    ]);
    expect(datasNoDia('sábado', '2025-03-01', '2025-03-01')).toEqual(['2025-03-01']);
    expect(datasNoDia('domingo', '2025-03-03', '2025-03-08')).toEqual([]);
    expect(datasNoDia('segunda', '2025-03-10', '2025-03-01')).toEqual([]);
  });

  it('counts days, weeks from Monday and months across year ends and leap years', () => {
    expect(somarDias('2024-02-28', 1)).toBe('2024-02-29');
    expect(somarDias('2025-01-01', -1)).toBe('2024-12-31');
    expect(quantosDias('2025-03-01', '2025-03-31')).toBe(31);
    expect(quantosDias('2025-03-02', '2025-03-01')).toBe(0);
    expect(inicioSemana('2025-03-09')).toBe('2025-03-03'); // domingo
    expect(inicioSemana('2025-03-03')).toBe('2025-03-03');
    expect(mesDe('2024-02-10')).toEqual({ de: '2024-02-01', ate: '2024-02-29' });
    expect(mesDe('2025-12-31')).toEqual({ de: '2025-12-01', ate: '2025-12-31' });
    expect(inicioMesAnterior('2026-11-23', 11)).toBe('2025-12-01');
    expect(inicioMesAnterior('2026-01-15', 1)).toBe('2025-12-01');
    expect(inicioMesAnterior('2026-12-15', -1)).toBe('2027-01-01');
  });
});

describe('phone links', () => {
  it('call any number and offer WhatsApp for mobiles only', () => {
    expect(ehCelular('11987654321')).toBe(true);
    expect(ehCelular('1133334444')).toBe(false);
    expect(ehCelular('11887654321')).toBe(false);
    expect(linkTelefone('1133334444')).toBe('tel:+551133334444');
    expect(linkWhatsApp('11987654321')).toBe('https://wa.me/5511987654321');
    expect(linkWhatsApp('1133334444')).toBeNull();
    expect(linkWhatsApp(null)).toBeNull();
    expect(formatarTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(formatarTelefone('1133334444')).toBe('(11) 3333-4444');
  });
});
