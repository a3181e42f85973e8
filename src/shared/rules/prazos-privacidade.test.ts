import { describe, expect, it } from 'vitest';
import { diaUtil, prazoDoIncidente, prazoDoPedido, somarDiasUteis } from './prazos-privacidade';

describe('privacy deadlines', () => {
  it('a request has 15 calendar days', () => {
    expect(prazoDoPedido('2026-11-27')).toBe('2026-12-12');
    expect(prazoDoPedido('2026-12-20')).toBe('2027-01-04');
  });

  it('an incident has 3 business days, skipping weekends', () => {
    // Friday -> Mon, Tue, Wed
    expect(prazoDoIncidente('2026-11-27')).toBe('2026-12-02');
    // Monday -> Tue, Wed, Thu
    expect(prazoDoIncidente('2026-11-30')).toBe('2026-12-03');
    // Saturday -> Mon, Tue, Wed
    expect(prazoDoIncidente('2026-11-28')).toBe('2026-12-02');
  });

  it('skips fixed national holidays', () => {
    expect(diaUtil('2026-12-25')).toBe(false);
    expect(diaUtil('2026-11-20')).toBe(false);
    expect(diaUtil('2026-11-19')).toBe(true);
    // Wed 23 Dec -> Thu 24, (Fri 25 holiday), Mon 28, Tue 29
    expect(prazoDoIncidente('2026-12-23')).toBe('2026-12-29');
    // Wed 18 Nov 2026 -> Thu 19, (Fri 20 holiday), Mon 23, Tue 24
    expect(somarDiasUteis('2026-11-18', 3)).toBe('2026-11-24');
  });
});
