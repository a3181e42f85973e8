// The growing delay of login tries (throttle.ts), on a clock the test moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { attemptSucceeded, beginAttempt, delayAfter, esperaRestante, type ThrottleLimits } from './throttle';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const limits: ThrottleLimits = {
  freeFails: 2,
  freeFailsAddress: 100,
  firstDelayMs: 1_000,
  maxDelayMs: 8_000,
  forgetMs: 60_000,
};

describe('delayAfter', () => {
  it('is zero for the free tries, then doubles up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 30].map((n) => delayAfter(limits, 2, n))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000,
    ]);
  });
});

describe('beginAttempt', () => {
  it('lets a try through only once its wait is over, the wait doubling up to the cap', async () => {
    const who = ['conta@teste.local', '192.0.2.1'] as const;
    const at = async (now: number) => (await beginAttempt(t.db, limits, ...who, now)).ok;
    const t0 = 1_000_000;
    expect(await at(t0)).toBe(true);
    expect(await at(t0)).toBe(true);
    // Two failures: the next try waits 1 s, then 2 s, 4 s, 8 s, 8 s.
    let last = t0;
    for (const wait of [1_000, 2_000, 4_000, 8_000, 8_000]) {
      expect(await at(last + wait - 1)).toBe(false);
      expect(await at(last + wait)).toBe(true);
      last += wait;
    }
    const refused = await beginAttempt(t.db, limits, ...who, last + 3_000);
    expect(refused).toEqual({ ok: false, motivo: 'muitas_tentativas' });
    expect(await esperaRestante(t.db, limits, ...who, last + 3_000)).toBe(5_000);

    // A minute without tries: forgotten, the free tries are back.
    expect(await at(last + 60_000)).toBe(true);
    expect(await at(last + 60_000)).toBe(true);
    expect(await at(last + 60_000)).toBe(false);
  });

  it('counts each account of an address apart, and the address over all of them', async () => {
    const small = { ...limits, freeFailsAddress: 3 };
    const now = 2_000_000;
    const ip = '192.0.2.2';
    expect((await beginAttempt(t.db, small, 'a@teste.local', ip, now)).ok).toBe(true);
    expect((await beginAttempt(t.db, small, 'a@teste.local', ip, now)).ok).toBe(true);
    expect((await beginAttempt(t.db, small, 'a@teste.local', ip, now)).ok).toBe(false);
    // Account b from the same address is not slowed by a's failures, until the address is.
    expect((await beginAttempt(t.db, small, 'b@teste.local', ip, now)).ok).toBe(true);
    expect((await beginAttempt(t.db, small, 'b@teste.local', ip, now)).ok).toBe(false);
    // Account a from another address is not concerned at all.
    expect((await beginAttempt(t.db, small, 'a@teste.local', '192.0.2.3', now)).ok).toBe(true);
  });

  it('a success clears the pair and gives the address its place back', async () => {
    const small = { ...limits, freeFailsAddress: 2 };
    const now = 3_000_000;
    const ip = '192.0.2.4';
    for (let i = 0; i < 5; i++) {
      expect((await beginAttempt(t.db, small, 'c@teste.local', ip, now)).ok).toBe(true);
      await attemptSucceeded(t.db, 'c@teste.local', ip);
    }
  });
});
