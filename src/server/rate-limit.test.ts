// The per-address limit (rate-limit.ts): counted per route and address in a fixed window,
// 429 in the one error shape with Retry-After, callers exempted, validated-only counting.
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { porEndereco, registrarLimites } from './rate-limit';

async function appCom(limite: Parameters<typeof porEndereco>[0]) {
  const app = Fastify();
  app.setErrorHandler((error: Error & { statusCode?: number; body?: unknown }, _request, reply) =>
    reply.code(error.statusCode ?? 500).send(error.body ?? { message: error.message }),
  );
  registrarLimites(app);
  const config = { rateLimit: porEndereco(limite) };
  app.get('/a', { config }, () => ({ ok: true }));
  app.get('/b', { config }, () => ({ ok: true }));
  app.get('/livre', () => ({ ok: true }));
  app.post(
    '/v',
    {
      config,
      schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } },
    },
    () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

const pedir = (app: Awaited<ReturnType<typeof appCom>>, url: string, ip = '10.0.0.1') =>
  app.inject({ method: 'GET', url, remoteAddress: ip });

afterEach(() => {
  vi.useRealTimers();
});

describe('porEndereco', () => {
  it('answers 429 with Retry-After past the limit, per address and per route, until the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
    const app = await appCom({ max: 2, janelaMs: 60_000, mensagem: 'Calma.', contar: 'chegada' });
    expect((await pedir(app, '/a')).statusCode).toBe(200);
    expect((await pedir(app, '/a')).statusCode).toBe(200);
    const recusado = await pedir(app, '/a');
    expect(recusado.statusCode).toBe(429);
    expect(recusado.json()).toEqual({ message: 'Calma.' });
    expect(recusado.headers['retry-after']).toBe('60');
    // Another address, another limited route, an unlimited route: not refused.
    expect((await pedir(app, '/a', '10.0.0.2')).statusCode).toBe(200);
    expect((await pedir(app, '/b')).statusCode).toBe(200);
    expect((await pedir(app, '/livre')).statusCode).toBe(200);
    // An answered request carries no counter headers.
    expect(Object.keys((await pedir(app, '/b')).headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual(
      [],
    );
    vi.setSystemTime(new Date('2026-11-29T12:00:45Z'));
    const ainda = await pedir(app, '/a');
    expect(ainda.statusCode).toBe(429);
    expect(ainda.headers['retry-after']).toBe('15');
    vi.setSystemTime(new Date('2026-11-29T12:01:00Z'));
    expect((await pedir(app, '/a')).statusCode).toBe(200);
    await app.close();
  });

  it('lets exempt callers through, decided by a promise or not', async () => {
    for (const isento of [
      (r: { headers: Record<string, unknown> }) => r.headers['x-isento'] === 'sim',
      async (r: { headers: Record<string, unknown> }) => r.headers['x-isento'] === 'sim',
    ]) {
      const app = await appCom({ max: 1, janelaMs: 60_000, mensagem: 'Calma.', contar: 'chegada', isento });
      expect((await pedir(app, '/a')).statusCode).toBe(200);
      expect((await pedir(app, '/a')).statusCode).toBe(429);
      const livre = await app.inject({
        method: 'GET',
        url: '/a',
        remoteAddress: '10.0.0.1',
        headers: { 'x-isento': 'sim' },
      });
      expect(livre.statusCode).toBe(200);
      await app.close();
    }
  });

  it('counts only valid requests when told to count them once validated', async () => {
    const app = await appCom({ max: 1, janelaMs: 60_000, mensagem: 'Calma.', contar: 'validado' });
    const post = (body: unknown) =>
      app.inject({ method: 'POST', url: '/v', remoteAddress: '10.0.0.1', payload: body as object });
    expect((await post({ n: 'x' })).statusCode).toBe(400);
    expect((await post({ n: 'y' })).statusCode).toBe(400);
    expect((await post({ n: 1 })).statusCode).toBe(200);
    expect((await post({ n: 2 })).statusCode).toBe(429);
    await app.close();
  });
});
