import { describe, expect, it } from 'vitest';
import { recusaDaFeitaEm, TOLERANCIA_RELOGIO_MS } from './envio-chamada';

const FUSO = 'America/Sao_Paulo';
const agora = Date.parse('2026-11-25T23:00:00Z'); // 20:00 in São Paulo

describe('recusaDaFeitaEm', () => {
  it('accepts a sheet taken on the class day or after it, up to now', () => {
    expect(recusaDaFeitaEm(Date.parse('2026-11-25T21:03:00Z'), '2026-11-25', agora, FUSO)).toBeNull();
    expect(recusaDaFeitaEm(Date.parse('2026-11-25T03:00:00Z'), '2026-11-25', agora, FUSO)).toBeNull();
    expect(recusaDaFeitaEm(agora, '2026-11-18', agora, FUSO)).toBeNull();
    expect(recusaDaFeitaEm(agora + TOLERANCIA_RELOGIO_MS, '2026-11-25', agora, FUSO)).toBeNull();
  });
  it('refuses a time in the future beyond the clock skew', () => {
    expect(recusaDaFeitaEm(agora + TOLERANCIA_RELOGIO_MS + 1, '2026-11-25', agora, FUSO)).toBe('futuro');
  });
  it("refuses a time before the class day began in the club's zone", () => {
    // 02:59 UTC on the 25th is 23:59 of the 24th in São Paulo.
    expect(recusaDaFeitaEm(Date.parse('2026-11-25T02:59:00Z'), '2026-11-25', agora, FUSO)).toBe(
      'antes_da_aula',
    );
  });
});
