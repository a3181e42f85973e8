// Which reminder goes on which club day: before, on and after the due date, moved past
// weekends and Brazil's national holidays (date-holidays) or not, and only the latest rule
// due when several are (a rule added later, a job that did not run).
import { beforeAll, describe, expect, it } from 'vitest';
import { ATRASO_MAXIMO, diaDoLembrete, feriadosNacionais, lembretesDoDia } from './lembretes-dias';

let feriados: Awaited<ReturnType<typeof feriadosNacionais>>;
beforeAll(async () => {
  feriados = await feriadosNacionais();
});

const REGRAS = [-3, 0, 3, 10];
// Tuesday 10 March 2026.
const VENC = '2026-03-10';
const doVencimento = (hoje: string, regras = REGRAS, uteis = false) =>
  lembretesDoDia(hoje, regras, uteis, feriados).filter((l) => l.vencimento === VENC);

describe('the reminders of a club day', () => {
  it('sends a rule before, on and after the due date on its own day', () => {
    expect(doVencimento('2026-03-06')).toEqual([]);
    expect(doVencimento('2026-03-07')).toEqual([{ vencimento: VENC, dias: -3, dia: '2026-03-07' }]);
    expect(doVencimento('2026-03-10')).toEqual([{ vencimento: VENC, dias: 0, dia: '2026-03-10' }]);
    expect(doVencimento('2026-03-13')).toEqual([{ vencimento: VENC, dias: 3, dia: '2026-03-13' }]);
    expect(doVencimento('2026-03-20')).toEqual([{ vencimento: VENC, dias: 10, dia: '2026-03-20' }]);
  });

  it('moves a reminder that falls on a weekend to the next business day, and not when business days are off', () => {
    // Three days before is Saturday 7 March: Monday 9 March with business days.
    expect(diaDoLembrete(VENC, -3, true, feriados)).toBe('2026-03-09');
    expect(diaDoLembrete(VENC, -3, false, feriados)).toBe('2026-03-07');
    expect(doVencimento('2026-03-07', REGRAS, true)).toEqual([]);
    expect(doVencimento('2026-03-09', REGRAS, true)).toEqual([
      { vencimento: VENC, dias: -3, dia: '2026-03-09' },
    ]);
  });

  it('moves a reminder that falls on a national holiday to the next business day', () => {
    // Tiradentes (Tuesday 21 April), Good Friday (3 April), Consciência Negra (Friday 20 November).
    expect(diaDoLembrete('2026-04-18', 3, true, feriados)).toBe('2026-04-22');
    expect(diaDoLembrete('2026-04-18', 3, false, feriados)).toBe('2026-04-21');
    expect(diaDoLembrete('2026-04-03', 0, true, feriados)).toBe('2026-04-06');
    expect(diaDoLembrete('2026-11-17', 3, true, feriados)).toBe('2026-11-23');
    // A state's holiday is not a national one: São Paulo's 9 July (Thursday) is a business day.
    expect(diaDoLembrete('2026-07-09', 0, true, feriados)).toBe('2026-07-09');
  });

  it('sends only the latest rule due, and nothing once its day is long past', () => {
    // Nine days after: rules -3, 0 and 3 are all due; only 3 goes.
    expect(doVencimento('2026-03-19')).toEqual([{ vencimento: VENC, dias: 3, dia: '2026-03-13' }]);
    // Rule 10's day plus the limit: still sent; a day later: nothing (no older rule instead).
    expect(doVencimento(`2026-03-${20 + ATRASO_MAXIMO}`)).toEqual([
      { vencimento: VENC, dias: 10, dia: '2026-03-20' },
    ]);
    expect(doVencimento(`2026-03-${21 + ATRASO_MAXIMO}`)).toEqual([]);
    // A rule added later, whose day is within the limit, goes once.
    expect(doVencimento('2026-04-10', [...REGRAS, 30])).toEqual([
      { vencimento: VENC, dias: 30, dia: '2026-04-09' },
    ]);
    expect(lembretesDoDia('2026-03-10', [], true, feriados)).toEqual([]);
  });
});
