import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';

// Local stand-ins for ViaCEP and BrasilAPI.
let fake: FastifyInstance;
let t: TestApp;
const calls: string[] = [];

beforeAll(async () => {
  fake = Fastify();
  fake.get('/viacep/:cep/json/', async (req, reply) => {
    const { cep } = req.params as { cep: string };
    calls.push(`viacep:${cep}`);
    if (cep === '01310100')
      return { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' };
    if (cep === '20040002') return reply.code(503).send('down');
    return { erro: 'true' };
  });
  fake.get('/brasilapi/:cep', async (req, reply) => {
    const { cep } = req.params as { cep: string };
    calls.push(`brasilapi:${cep}`);
    if (cep === '20040002')
      return { street: 'Rua da Assembleia', neighborhood: 'Centro', city: 'Rio de Janeiro', state: 'RJ' };
    return reply.code(404).send({ message: 'not found' });
  });
  const address = await fake.listen({ port: 0, host: '127.0.0.1' });
  t = await makeTestApp({
    CEP_VIACEP_URL: `${address}/viacep`,
    CEP_BRASILAPI_URL: `${address}/brasilapi`,
    CEP_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const get = (cep: string) => t.app.inject({ method: 'GET', url: `/api/cep/${cep}` });

describe('GET /api/cep/:cep', () => {
  it('answers the address from ViaCEP, for masked or plain input, and caches it', async () => {
    const res = await get('01310-100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cep: '01310100',
      rua: 'Avenida Paulista',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
    });
    const before = calls.length;
    expect((await get('01310100')).statusCode).toBe(200);
    expect(calls.length).toBe(before);
  });

  it('falls back to BrasilAPI when ViaCEP is down', async () => {
    const res = await get('20040002');
    expect(res.json()).toMatchObject({ cidade: 'Rio de Janeiro', estado: 'RJ', rua: 'Rua da Assembleia' });
    expect(calls).toContain('brasilapi:20040002');
  });

  it('answers 404 CEP inválido for an unknown CEP and 400 for a malformed one', async () => {
    const res = await get('99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.cepInvalido);
    expect((await get('123')).statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  const from = (cep: string, ip: string) =>
    t.app.inject({ method: 'GET', url: `/api/cep/${cep}`, remoteAddress: ip });

  it('answers 429 in the one error shape after 60 well-formed CEPs a minute from one address', async () => {
    // Malformed CEPs are refused before they are counted.
    for (let i = 0; i < 5; i++) expect((await from('123', '10.1.0.1')).statusCode).toBe(400);
    for (let i = 0; i < 60; i++) expect((await from('01310100', '10.1.0.1')).statusCode).toBe(200);
    const blocked = await from('01310100', '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MSG_RECUSA.muitasRequisicoes });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('01310100', '10.1.0.2')).statusCode).toBe(200);
  });
});
