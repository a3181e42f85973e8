import { describe, expect, it } from 'vitest';
import {
  anosDaFaixa,
  CHAVES_FAIXA,
  faixaDoAno,
  janelaPendentes,
  ultimasSemanas,
  ultimosMeses,
} from './painel';

describe('age bands (the age reached in the year, as fencing categories count)', () => {
  it('puts each birth year in one band, and a band is a range of birth years', () => {
    expect(faixaDoAno(2016, 2026)).toBe('ate10');
    expect(faixaDoAno(2015, 2026)).toBe('11a12');
    expect(faixaDoAno(2014, 2026)).toBe('11a12');
    expect(faixaDoAno(2013, 2026)).toBe('13a14');
    expect(faixaDoAno(2007, 2026)).toBe('17a19');
    expect(faixaDoAno(1987, 2026)).toBe('20a39');
    expect(faixaDoAno(1986, 2026)).toBe('40mais');
    expect(faixaDoAno(null, 2026)).toBe('sem');
    expect(anosDaFaixa('11a12', 2026)).toEqual({ de: 2014, ate: 2015 });
    expect(anosDaFaixa('40mais', 2026)).toEqual({ de: null, ate: 1986 });
    expect(anosDaFaixa('ate10', 2026)).toEqual({ de: 2016, ate: 2026 });
    for (const f of CHAVES_FAIXA) {
      if (f === 'sem') continue;
      const { de, ate } = anosDaFaixa(f, 2026);
      expect(faixaDoAno(ate, 2026)).toBe(f);
      if (de !== null) expect(faixaDoAno(de, 2026)).toBe(f);
    }
  });
});

describe('the dashboard’s periods', () => {
  it('lists the last 12 months and weeks, oldest first, and four whole weeks before today', () => {
    expect(ultimosMeses('2026-03-15', 3)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(ultimosMeses('2026-01-31', 2)).toEqual(['2025-12', '2026-01']);
    expect(ultimasSemanas('2026-11-25', 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(janelaPendentes('2026-11-23')).toEqual({ de: '2026-10-26', ate: '2026-11-22' });
  });
});
