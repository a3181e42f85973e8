// The one access guard: declared per route, checked before the body is read.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdmCtx, setupAdm } from '#server/features/adm/testing.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { admin, exigirAcesso, publico } from './guards';

let c: AdmCtx;
beforeEach(async () => {
  c = await setupAdm();
});
afterEach(() => c.t.close());

describe('who may call is decided before the input is looked at', () => {
  const invalido = { nome_unidade: 123, tipo: 'nenhum' };

  it('anonymous gets 401 and a teacher 403 on an administrator route, whatever the body', async () => {
    const anon = await c.call('POST', '/api/unidade', { payload: invalido });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ message: MSG_RECUSA.naoAutenticado });
    const prof = await c.call('POST', '/api/unidade', { cookie: c.professor, payload: invalido });
    expect(prof.statusCode).toBe(403);
    expect(prof.json()).toEqual({ message: MSG_RECUSA.semPermissao });
    const adm = await c.call('POST', '/api/unidade', { cookie: c.admin, payload: invalido });
    expect(adm.statusCode).toBe(400);
  });

  it('a state-changing request from another site is refused for every caller, before validation', async () => {
    for (const url of ['/api/unidade', '/api/matricula', '/login']) {
      const res = await c.call('POST', url, {
        cookie: c.admin,
        payload: invalido,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: MSG_RECUSA.origemInvalida });
    }
  });

  it('a route that does not declare who may call it is refused when it is registered', async () => {
    const app = Fastify();
    app.addHook('onRoute', exigirAcesso);
    app.get('/com-declaracao', { ...publico }, async () => ({}));
    app.get('/admin', { ...admin }, async () => ({}));
    expect(() => app.get('/sem-declaracao', async () => ({}))).toThrow(/sem-declaracao/);
  });
});

describe('errors from the framework layer use the one pt-BR shape', () => {
  it('unknown route, malformed JSON, wrong content type and a body too large', async () => {
    const nf = await c.call('GET', '/api/nao-existe', { cookie: c.admin });
    expect(nf.statusCode).toBe(404);
    expect(nf.json()).toEqual({ message: MSG_RECUSA.naoEncontrado });

    const json = await c.call('POST', '/api/unidade', {
      cookie: c.admin,
      payload: '{"nome_unidade":',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: MSG_RECUSA.dadosInvalidos });

    const tipo = await c.call('POST', '/api/unidade', {
      cookie: c.admin,
      payload: 'nome=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(tipo.statusCode).toBe(415);
    expect(tipo.json()).toEqual({ message: MSG_RECUSA.tipoConteudo });

    const grande = await c.call('POST', '/api/unidade', {
      cookie: c.admin,
      payload: JSON.stringify({ nome_unidade: 'x'.repeat(300 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(grande.statusCode).toBe(413);
    expect(grande.json()).toEqual({ message: MSG_RECUSA.conteudoGrande });
  });

  it('headers too large (431, answered by the HTTP parser) come back in pt-BR JSON', async () => {
    await c.t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = c.t.app.server.address() as AddressInfo;
    const res = await new Promise<{ status: number; type: string; body: string }>((ok, fail) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/aulas/hoje', headers: { 'x-grande': 'a'.repeat(20_000) } },
        (r) => {
          let body = '';
          r.on('data', (d) => {
            body += d;
          });
          r.on('end', () => ok({ status: r.statusCode!, type: String(r.headers['content-type']), body }));
        },
      );
      req.on('error', fail);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ message: MSG_RECUSA.cabecalhosGrandes });
  });
});
