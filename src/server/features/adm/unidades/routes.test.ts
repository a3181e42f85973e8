import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdmCtx,
  contar,
  criarTurmaDireto,
  enderecoValido,
  setupAdm,
  unidadeValida,
} from '#server/features/adm/testing.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';

let c: AdmCtx;
beforeEach(async () => {
  c = await setupAdm();
});
afterEach(() => c.t.close());

const completa = (extra: Record<string, unknown> = {}) => ({
  ...unidadeValida(extra),
  endereco: enderecoValido(),
});

describe('the original client calls /api/unidade{/id}', () => {
  it('POST creates with the original client body, PUT updates, GET lists and reads by id', async () => {
    const end = (await c.call('POST', '/api/endereco', { cookie: c.admin, payload: enderecoValido() })).json()
      .id;
    const res = await c.call('POST', '/api/unidade', {
      cookie: c.admin,
      payload: unidadeValida({ id_endereco: end }),
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const put = await c.call('PUT', `/api/unidade/${id}`, {
      cookie: c.admin,
      payload: unidadeValida({ id_endereco: end, nome_unidade: 'DEC Paulista II', tipo: 'particular' }),
    });
    expect(put.statusCode).toBe(200);
    // "with or without /{id}": POST with an id updates as well.
    const post = await c.call('POST', `/api/unidade/${id}`, {
      cookie: c.admin,
      payload: unidadeValida({ id_endereco: end, nome_unidade: 'DEC Paulista III' }),
    });
    expect(post.statusCode).toBe(200);
    const got = (await c.call('GET', `/api/unidade/${id}`, { cookie: c.admin })).json();
    expect(got).toMatchObject({
      id_unidade: id,
      nome_unidade: 'DEC Paulista III',
      cnpj_unidade: '11222333000181',
      telefone_unidade: '1133334444',
      tipo: 'dec',
      endereco: { id_endereco: end, cidade: 'São Paulo' },
    });
    const lista = await c.call('GET', '/api/unidade', { cookie: c.admin });
    expect(lista.json()).toEqual([expect.objectContaining({ id_unidade: id, cidade: 'São Paulo' })]);
    // PUT without an id creates.
    const nova = await c.call('PUT', '/api/unidade', {
      cookie: c.admin,
      payload: unidadeValida({ cnpj_unidade: '' }),
    });
    expect(nova.statusCode).toBe(200);
    expect(await contar(c, 'unidade')).toBe(2);
  });

  it('rejects an invalid CNPJ, an unknown tipo, a missing name and an unknown address, changing nothing', async () => {
    for (const [extra, campo] of [
      [{ cnpj_unidade: '11.222.333/0001-80' }, 'cnpj_unidade'],
      [{ tipo: 'federal' }, 'tipo'],
      [{ nome_unidade: '' }, 'nome_unidade'],
      [{ telefone_unidade: '123' }, 'telefone_unidade'],
    ] as const) {
      const res = await c.call('POST', '/api/unidade', { cookie: c.admin, payload: unidadeValida(extra) });
      expect(res.statusCode, campo).toBe(400);
      expect(res.json().campos).toHaveProperty(campo);
    }
    const cnpj = await c.call('POST', '/api/unidade', {
      cookie: c.admin,
      payload: unidadeValida({ cnpj_unidade: '11.222.333/0001-80' }),
    });
    expect(cnpj.json().campos.cnpj_unidade).toBe(MSG_RECUSA.cnpjInvalido);
    const end = await c.call('POST', '/api/unidade', {
      cookie: c.admin,
      payload: unidadeValida({ id_endereco: 77 }),
    });
    expect(end.statusCode).toBe(400);
    expect(await contar(c, 'unidade')).toBe(0);
  });

  it('is for administrators only', async () => {
    expect((await c.call('GET', '/api/unidade')).statusCode).toBe(401);
    expect((await c.call('GET', '/api/unidade', { cookie: c.professor })).statusCode).toBe(403);
    expect((await c.call('GET', '/api/unidade/1', { cookie: c.professor })).statusCode).toBe(403);
    expect((await c.call('GET', '/api/adm/unidades', { cookie: c.professor })).statusCode).toBe(403);
    expect((await c.call('POST', '/api/unidade', { payload: unidadeValida() })).statusCode).toBe(401);
    expect(
      (await c.call('POST', '/api/unidade', { cookie: c.professor, payload: unidadeValida() })).statusCode,
    ).toBe(403);
    expect(
      (await c.call('PUT', '/api/unidade/1', { cookie: c.professor, payload: unidadeValida() })).statusCode,
    ).toBe(403);
    expect(
      (await c.call('POST', '/api/unidade/completa', { cookie: c.professor, payload: completa() }))
        .statusCode,
    ).toBe(403);
    expect(await contar(c, 'unidade')).toBe(0);
    expect((await c.call('GET', '/api/unidade/999', { cookie: c.admin })).statusCode).toBe(404);
  });
});

describe('unit form calls', () => {
  it('creates unit and address in one call and edits both', async () => {
    const res = await c.call('POST', '/api/unidade/completa', { cookie: c.admin, payload: completa() });
    expect(res.statusCode).toBe(200);
    const { id_unidade, id_endereco } = res.json();
    const put = await c.call('PUT', `/api/unidade/completa/${id_unidade}`, {
      cookie: c.admin,
      payload: { ...unidadeValida({ nome_unidade: 'Nova' }), endereco: { ...enderecoValido(), numero: '5' } },
    });
    expect(put.statusCode).toBe(200);
    const got = (await c.call('GET', `/api/unidade/${id_unidade}`, { cookie: c.admin })).json();
    expect(got).toMatchObject({ nome_unidade: 'Nova', endereco: { id_endereco, numero: '5' } });
  });

  it('saves nothing when the address is invalid', async () => {
    const res = await c.call('POST', '/api/unidade/completa', {
      cookie: c.admin,
      payload: { ...unidadeValida(), endereco: { ...enderecoValido(), cidade: '' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().campos).toHaveProperty('endereco.cidade');
    expect(await contar(c, 'unidade')).toBe(0);
    expect(await contar(c, 'endereco')).toBe(0);
  });

  it('pages and searches the list by name or city', async () => {
    for (let i = 1; i <= 5; i++)
      await c.call('POST', '/api/unidade/completa', {
        cookie: c.admin,
        payload: completa({ nome_unidade: `Unidade ${i}` }),
      });
    const p2 = (await c.call('GET', '/api/adm/unidades?page=2&pageSize=2', { cookie: c.admin })).json();
    expect(p2.total).toBe(5);
    expect(p2.items.map((u: { nome_unidade: string }) => u.nome_unidade)).toEqual(['Unidade 3', 'Unidade 4']);
    const busca = (await c.call('GET', '/api/adm/unidades?q=unidade%205', { cookie: c.admin })).json();
    expect(busca.total).toBe(1);
    const cidade = (await c.call('GET', '/api/adm/unidades?q=são paulo', { cookie: c.admin })).json();
    expect(cidade.total).toBe(5);
  });
});

describe('deleting a unit', () => {
  it('refuses with 409 while classes use it', async () => {
    const { id_unidade } = await criarTurmaDireto(c);
    const res = await c.call('DELETE', `/api/unidade/${id_unidade}`, { cookie: c.admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_ADM.unidadeEmUso);
    expect(await contar(c, 'unidade')).toBe(1);
  });

  it('deletes an unused unit and its address, with the product message', async () => {
    const { id_unidade } = (
      await c.call('POST', '/api/unidade/completa', { cookie: c.admin, payload: completa() })
    ).json();
    const res = await c.call('GET', `/admbackend/excluirunidade/${id_unidade}`, { cookie: c.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG_RECUSA.unidadeExcluida);
    expect(await contar(c, 'unidade')).toBe(0);
    expect(await contar(c, 'endereco')).toBe(0);
    expect((await c.call('DELETE', `/api/unidade/${id_unidade}`, { cookie: c.admin })).statusCode).toBe(404);
  });

  it('does nothing for a cross-site link, a typed address, a teacher or an anonymous caller', async () => {
    const { id_unidade } = (
      await c.call('POST', '/api/unidade/completa', { cookie: c.admin, payload: completa() })
    ).json();
    const url = `/admbackend/excluirunidade/${id_unidade}`;
    for (const site of ['cross-site', 'same-site', 'none']) {
      const res = await c.call('GET', url, { cookie: c.admin, headers: { 'sec-fetch-site': site } });
      expect(res.statusCode, site).toBe(403);
    }
    const origin = await c.t.app.inject({
      method: 'DELETE',
      url: `/api/unidade/${id_unidade}`,
      headers: { cookie: c.admin, origin: 'https://malicioso.example' },
    });
    expect(origin.statusCode).toBe(403);
    expect((await c.call('GET', url, { cookie: c.professor })).statusCode).toBe(403);
    expect((await c.call('GET', url)).statusCode).toBe(401);
    expect(await contar(c, 'unidade')).toBe(1);
  });
});
