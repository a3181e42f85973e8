import { describe, expect, it } from 'vitest';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { codificarCursor, decodificarCursor, paginaCursorQuery } from './lista';

describe('list cursors', () => {
  it('round-trip any name, accents and quotes included, as URL-safe text', () => {
    for (const chave of [
      ['Ângela "Gê" Ávila/+', 42],
      ['', 0],
      ['Zoë 🤺', 9_007_199_254_740_991],
    ] as const) {
      const c = codificarCursor(chave);
      expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodificarCursor(c)).toEqual(chave);
    }
  });

  it('refuse text that is not one of ours', () => {
    for (const ruim of ['', 'a b', '%%', btoa('[1,"x"]'), btoa('["x",1.5]'), btoa('{"a":1}'), 'bm90IGpzb24'])
      expect(decodificarCursor(ruim), ruim).toBeNull();
    const r = paginaCursorQuery.safeParse({ after: 'bm90IGpzb24' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(MSG_ADM.cursorInvalido);
  });

  it('take one direction at most, and default to the first page of 20', () => {
    expect(paginaCursorQuery.parse({})).toEqual({ pageSize: 20 });
    const c = codificarCursor(['Ana', 1]);
    expect(paginaCursorQuery.parse({ before: c, pageSize: '10' })).toEqual({
      before: ['Ana', 1],
      pageSize: 10,
    });
    expect(paginaCursorQuery.safeParse({ before: c, after: c }).success).toBe(false);
    expect(paginaCursorQuery.safeParse({ last: '1', page: '2' }).success).toBe(false);
  });
});

describe('the "x–y de N" line', () => {
  it('shows the range, the capped total and an unknown start', () => {
    expect(MSG_ADM.faixa(11, 10, 57, true)).toBe('11–20 de 57');
    expect(MSG_ADM.faixa(1, 20, 1000, false)).toBe('1–20 de mais de 1.000');
    expect(MSG_ADM.faixa(null, 20, 100, false)).toBe('20 de mais de 100');
    expect(MSG_ADM.faixa(1, 0, 0, true)).toBe('0 de 0');
  });
});
