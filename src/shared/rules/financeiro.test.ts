import { describe, expect, it } from 'vitest';
import { planoEPeriodo } from '#shared/messages/financeiro.ts';
import { diasEntre, somarDias } from './datas';
import {
  bolsaIntegral,
  calcularCobranca,
  encargos,
  linhasDeAtraso,
  valorDevidoHoje,
} from './financeiro-valores';
import { dozeMeses, periodoDe, primeiroVencimento, vencimentosEntre } from './financeiro-vencimentos';

describe('due dates', () => {
  it('the first is on or after the start, on the due day', () => {
    expect(primeiroVencimento('2026-03-05', 10)).toBe('2026-03-10');
    expect(primeiroVencimento('2026-03-10', 10)).toBe('2026-03-10');
    expect(primeiroVencimento('2026-03-11', 10)).toBe('2026-04-10');
    expect(primeiroVencimento('2026-03-31', 30)).toBe('2026-04-30');
  });
  it('30 in February is the last day, leap years too', () => {
    expect(primeiroVencimento('2026-02-01', 30)).toBe('2026-02-28');
    expect(primeiroVencimento('2028-02-01', 30)).toBe('2028-02-29');
    expect(primeiroVencimento('2027-01-31', 30)).toBe('2027-02-28');
    expect(vencimentosEntre('2026-01-15', 30, 'mensal', '2026-01-01', '2026-04-30')).toEqual([
      '2026-01-30',
      '2026-02-28',
      '2026-03-30',
      '2026-04-30',
    ]);
  });
  it('every 1, 6 or 12 months by plan, only inside the window', () => {
    expect(vencimentosEntre('2025-01-02', 20, 'semestral', '2025-01-01', '2026-12-31')).toEqual([
      '2025-01-20',
      '2025-07-20',
      '2026-01-20',
      '2026-07-20',
    ]);
    expect(vencimentosEntre('2024-05-25', 10, 'anual', '2026-01-01', '2027-12-31')).toEqual([
      '2026-06-10',
      '2027-06-10',
    ]);
    expect(vencimentosEntre('2020-01-01', 10, 'mensal', '2026-11-11', '2026-12-09')).toEqual([]);
    expect(vencimentosEntre('2020-01-01', 10, 'mensal', '2026-11-10', '2026-12-10')).toEqual([
      '2026-11-10',
      '2026-12-10',
    ]);
    expect(vencimentosEntre('2027-01-01', 10, 'mensal', '2026-11-10', '2026-12-10')).toEqual([]);
  });
  it('periods, day arithmetic and the 12 months', () => {
    expect(periodoDe('2026-11-10', 'mensal')).toEqual({ de: '2026-11', ate: '2026-11' });
    expect(periodoDe('2026-11-10', 'semestral')).toEqual({ de: '2026-11', ate: '2027-04' });
    expect(periodoDe('2026-01-10', 'anual')).toEqual({ de: '2026-01', ate: '2026-12' });
    // What a charge pays for, named by its plan and the months it covers.
    expect(planoEPeriodo('semestral', periodoDe('2026-11-10', 'semestral'))).toBe(
      'Plano semestral · novembro/2026 a abril/2027',
    );
    expect(planoEPeriodo('anual', periodoDe('2026-01-10', 'anual'))).toBe(
      'Plano anual · janeiro/2026 a dezembro/2026',
    );
    expect(planoEPeriodo('mensal', periodoDe('2026-11-10', 'mensal'))).toBe('Mensalidade · novembro/2026');
    expect(somarDias('2026-12-25', 10)).toBe('2027-01-04');
    expect(diasEntre('2026-02-20', '2026-03-02')).toBe(10);
    expect(dozeMeses('2026-03')).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });
});

describe('discounts, in their order', () => {
  const sem = { bolsa_motivo: null, irmaos_motivo: null, outro_motivo: null };
  it('bolsa on the price, irmãos on the rest, then the other in centavos', () => {
    const r = calcularCobranca(15_000, {
      ...sem,
      bolsa_percentual: 50,
      bolsa_motivo: 'atleta',
      irmaos_percentual: 10,
      outro_valor: 1_000,
    });
    expect(r.linhas.map((l) => [l.tipo, l.valor])).toEqual([
      ['preco', 15_000],
      ['bolsa', -7_500],
      ['irmaos', -750],
      ['outro', -1_000],
    ]);
    expect(r.valor).toBe(5_750);
  });
  it('rounds each percentage half up, never below zero', () => {
    expect(
      calcularCobranca(999, { ...sem, bolsa_percentual: 15, irmaos_percentual: 0, outro_valor: 0 }).valor,
    ).toBe(849);
    expect(
      calcularCobranca(1_000, { ...sem, bolsa_percentual: 0, irmaos_percentual: 0, outro_valor: 5_000 })
        .valor,
    ).toBe(0);
    expect(calcularCobranca(1_000, null)).toEqual({
      linhas: [{ tipo: 'preco', valor: 1_000, percentual: null, motivo: null }],
      valor: 1_000,
    });
  });
  it('100 % is a bolsista integral', () => {
    const d = { ...sem, bolsa_percentual: 100, irmaos_percentual: 0, outro_valor: 0 };
    expect(bolsaIntegral(d)).toBe(true);
    expect(calcularCobranca(12_345, d).valor).toBe(0);
    expect(bolsaIntegral({ ...d, bolsa_percentual: 99 })).toBe(false);
  });
});

describe('late fees', () => {
  const regra = { multa_centesimos: 200, juros_centesimos_mes: 100 };
  it('nothing on or before the due date', () => {
    expect(valorDevidoHoje(10_000, '2026-11-10', regra, '2026-11-10')).toBe(10_000);
    expect(valorDevidoHoje(10_000, '2026-11-10', regra, '2026-11-01')).toBe(10_000);
  });
  it('multa once, juros pro rata die', () => {
    expect(encargos(10_000, '2026-11-10', regra, '2026-11-11')).toEqual({ dias: 1, multa: 200, juros: 3 });
    expect(encargos(10_000, '2026-11-10', regra, '2026-12-10')).toEqual({ dias: 30, multa: 200, juros: 100 });
    expect(valorDevidoHoje(15_000, '2026-11-10', regra, '2026-11-25')).toBe(15_000 + 300 + 75);
    // The same figures as lines under the frozen amount; none before the due date.
    expect(linhasDeAtraso(15_000, '2026-11-10', regra, '2026-11-25')).toEqual([
      { tipo: 'multa', valor: 300, percentual: regra.multa_centesimos / 100, dias: null },
      { tipo: 'juros', valor: 75, percentual: regra.juros_centesimos_mes / 100, dias: 15 },
    ]);
    expect(linhasDeAtraso(15_000, '2026-11-10', regra, '2026-11-10')).toEqual([]);
  });
});
