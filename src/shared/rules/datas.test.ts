import { describe, expect, it } from 'vitest';
import { brParaIso, diaSemanaDe, hojeNoFuso, idade, isoParaBr } from './datas';

describe('hojeNoFuso', () => {
  it("uses the club's calendar day, not UTC's", () => {
    // 01:30 UTC on the 22nd is still the 21st in São Paulo (UTC-3).
    const instant = new Date('2026-11-22T01:30:00Z');
    expect(hojeNoFuso('America/Sao_Paulo', instant)).toBe('2026-11-21');
    expect(hojeNoFuso('UTC', instant)).toBe('2026-11-22');
  });
});

describe('diaSemanaDe', () => {
  it('names the weekday as the product writes it', () => {
    expect(diaSemanaDe('2026-11-23')).toBe('segunda');
    expect(diaSemanaDe('2026-11-28')).toBe('sábado');
    expect(diaSemanaDe('2026-11-22')).toBe('domingo');
  });
});

describe('idade', () => {
  it('counts whole years, turning older on the birthday itself', () => {
    expect(idade('2008-11-22', '2026-11-21')).toBe(17);
    expect(idade('2008-11-22', '2026-11-22')).toBe(18);
    expect(idade('2008-02-29', '2026-02-28')).toBe(17);
    expect(idade('2026-01-01', '2026-11-22')).toBe(0);
  });
});

describe('brParaIso / isoParaBr', () => {
  it('converts real dates and rejects impossible ones', () => {
    expect(brParaIso('31/01/2010')).toBe('2010-01-31');
    expect(brParaIso('31/02/2010')).toBeNull();
    expect(brParaIso('1/1/2010')).toBeNull();
    expect(isoParaBr('2010-01-31')).toBe('31/01/2010');
  });
});
