import { describe, expect, it } from 'vitest';
import { encontrosRecentes, inicioRecentes, recusaDaData, ultimoEncontro } from './encontros';

// 2026-11-23 is a Monday (segunda).
const HOJE = '2026-11-23';

describe('recusaDaData', () => {
  it('opens past and present meetings of the class weekday only', () => {
    expect(recusaDaData('2026-11-23', 'segunda', HOJE)).toBeNull();
    expect(recusaDaData('2026-11-16', 'segunda', HOJE)).toBeNull();
    expect(recusaDaData('2016-11-21', 'segunda', HOJE)).toBeNull(); // ten years back: still a class day
    expect(recusaDaData('2026-11-18', 'segunda', HOJE)).toBe('sem_aula');
    expect(recusaDaData('2026-11-30', 'segunda', HOJE)).toBe('futura');
    expect(recusaDaData('2026-11-24', 'segunda', HOJE)).toBe('futura');
  });
});

describe('ultimoEncontro / encontrosRecentes', () => {
  it('counts back from today when the class meets today, else from its last weekday', () => {
    expect(ultimoEncontro('segunda', HOJE)).toBe('2026-11-23');
    expect(ultimoEncontro('terça', HOJE)).toBe('2026-11-17');
    expect(ultimoEncontro('domingo', HOJE)).toBe('2026-11-22');
    expect(encontrosRecentes('quarta', HOJE)).toEqual([
      '2026-11-18',
      '2026-11-11',
      '2026-11-04',
      '2026-10-28',
      '2026-10-21',
      '2026-10-14',
      '2026-10-07',
      '2026-09-30',
    ]);
    expect(encontrosRecentes('segunda', HOJE, 2)).toEqual(['2026-11-23', '2026-11-16']);
  });

  it('the window starts where the eighth week back starts', () => {
    expect(inicioRecentes(HOJE)).toBe('2026-09-29');
    for (const dia of ['segunda', 'terça', 'domingo'] as const) {
      const datas = encontrosRecentes(dia, HOJE);
      expect(datas.at(-1)! >= inicioRecentes(HOJE)).toBe(true);
    }
  });
});
