import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { configResponse } from '#shared/schemas/config.ts';

let padrao: TestApp;
let manaus: TestApp;

beforeAll(async () => {
  padrao = await makeTestApp();
  manaus = await makeTestApp({ TZ_CLUB: 'America/Manaus' });
});
afterAll(async () => {
  await padrao.close();
  await manaus.close();
});

describe('GET /api/config', () => {
  it('answers the club time zone without a session', async () => {
    const res = await padrao.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fuso: 'America/Sao_Paulo' });
    expect(configResponse.safeParse(res.json()).success).toBe(true);
  });

  it('follows TZ_CLUB', async () => {
    const res = await manaus.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fuso: 'America/Manaus' });
  });
});
