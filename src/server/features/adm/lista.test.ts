// The pager awaits every query it starts, whichever fails first.

import { describe, expect, it } from 'vitest';
import { paginarCursor } from '#server/repositories/listas.ts';
import { paginaCursorQuery } from '#shared/schemas/lista.ts';

describe('paginarCursor', () => {
  it('fails with the page read while the count also fails, leaving no rejection unhandled', async () => {
    let contou = false;
    const contar = async () => {
      contou = true;
      await new Promise((ok) => setTimeout(ok, 5));
      throw new Error('contagem');
    };
    const ler = async () => {
      throw new Error('página');
    };
    await expect(
      paginarCursor(paginaCursorQuery.parse({}), ler, (x: [string, number]) => x, contar),
    ).rejects.toThrow('página');
    expect(contou).toBe(true);
    // Give the count's rejection time to surface: Vitest fails the run on an unhandled one.
    await new Promise((ok) => setTimeout(ok, 20));
  });

  it('answers the count and the page together', async () => {
    const linhas: [string, number][] = [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ];
    const r = await paginarCursor(
      paginaCursorQuery.parse({ pageSize: '2' }),
      async ({ limite }) => linhas.slice(0, limite),
      (x) => x,
      async () => 3,
    );
    expect(r).toMatchObject({ total: 3, totalExato: true, anterior: null });
    expect(r.items).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(r.proxima).toEqual(expect.any(String));
  });
});
