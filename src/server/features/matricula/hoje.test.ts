import { describe, expect, it } from 'vitest';
import { hojeNoFuso } from '../../../shared/rules/datas';
import { hojePorMinuto } from './hoje';

describe('hojePorMinuto', () => {
  it('answers the club date of every instant, across midnight in the club time zone', () => {
    let agora = Date.parse('2026-03-10T02:58:30Z'); // 23:58:30 in São Paulo (UTC-3)
    const hoje = hojePorMinuto('America/Sao_Paulo', () => agora);
    for (let i = 0; i < 400; i++) {
      expect(hoje()).toBe(hojeNoFuso('America/Sao_Paulo', new Date(agora)));
      agora += 1_000;
    }
    expect(hoje()).toBe('2026-03-10');
  });

  it('formats once per minute', () => {
    let agora = Date.parse('2026-03-10T12:00:00Z');
    const hoje = hojePorMinuto('America/Sao_Paulo', () => agora);
    expect(hoje()).toBe('2026-03-10');
    agora = Date.parse('2026-03-11T12:00:59Z');
    expect(hoje()).toBe('2026-03-11');
  });
});
