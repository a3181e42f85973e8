import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { configResponse } from '#shared/schemas/config.ts';

let saoPaulo: TestApp;
let manaus: TestApp;

beforeAll(async () => {
  saoPaulo = await makeTestApp({ TZ_CLUB: 'America/Sao_Paulo' });
  manaus = await makeTestApp({ TZ_CLUB: 'America/Manaus' });
});
afterAll(async () => {
  await saoPaulo.close();
  await manaus.close();
});

describe('GET /api/config', () => {
  it('answers the club time zone without a session', async () => {
    const res = await saoPaulo.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fuso: 'America/Sao_Paulo', email: false });
    expect(configResponse.safeParse(res.json()).success).toBe(true);
  });

  it('follows TZ_CLUB', async () => {
    const res = await manaus.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fuso: 'America/Manaus', email: false });
  });

  it('says whether e-mail leaves the server, never how', async () => {
    const comEmail = await makeTestApp({ SMTP_URL: 'smtp://usuario:senha-secreta@127.0.0.1:2525' });
    try {
      const res = await comEmail.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({ email: true });
      expect(res.body).not.toContain('senha-secreta');
    } finally {
      await comEmail.close();
    }
  });
});
