import { describe, expect, it } from 'vitest';
import { agoraNoFuso, brParaIso, diaSemanaDe, hojeNoFuso, idade, isoParaBr } from './datas';

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

describe('agoraNoFuso', () => {
  it('turns to the next day at the local midnight, however often it was asked within the minute before', () => {
    const tz = 'America/Sao_Paulo';
    for (const s of ['00', '30', '59']) {
      expect(agoraNoFuso(tz, new Date(`2026-11-22T02:59:${s}.999Z`))).toEqual({
        hoje: '2026-11-21',
        hora: '23:59',
      });
    }
    expect(agoraNoFuso(tz, new Date('2026-11-22T03:00:00.000Z'))).toEqual({
      hoje: '2026-11-22',
      hora: '00:00',
    });
    expect(agoraNoFuso('UTC', new Date('2026-11-22T03:00:00.000Z'))).toEqual({
      hoje: '2026-11-22',
      hora: '03:00',
    });
  });

  it('formats every instant of a time with an offset in seconds (local mean time before 1914)', () => {
    // São Paulo was UTC-3:06:28 then: 03:06:00Z is 23:59:32 of the day before, 03:06:30Z is 00:00:02.
    const tz = 'America/Sao_Paulo';
    expect(agoraNoFuso(tz, new Date('1900-01-01T03:06:00Z')).hoje).toBe('1899-12-31');
    expect(agoraNoFuso(tz, new Date('1900-01-01T03:06:30Z')).hoje).toBe('1900-01-01');
  });
});
