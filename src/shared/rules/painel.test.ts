import { describe, expect, it } from 'vitest';
import { janelaPendentes, ultimasSemanas, ultimosMeses } from './painel';

describe('the dashboard’s periods', () => {
  it('lists the last 12 months and weeks, oldest first, and four whole weeks before today', () => {
    expect(ultimosMeses('2026-03-15', 3)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(ultimosMeses('2026-01-31', 2)).toEqual(['2025-12', '2026-01']);
    expect(ultimasSemanas('2026-11-25', 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(janelaPendentes('2026-11-23')).toEqual({ de: '2026-10-26', ate: '2026-11-22' });
  });
});
