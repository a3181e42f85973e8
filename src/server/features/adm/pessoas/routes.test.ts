import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdmCtx, contar, enderecoValido, pessoaValida, setupAdm } from '#server/features/adm/testing.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_PRIVACIDADE } from '#shared/messages/privacidade.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';

let c: AdmCtx;
beforeEach(async () => {
  c = await setupAdm();
});
afterEach(() => c.t.close());

describe('GET /api/pessoa', () => {
  it('lists persons for an administrator without any password field, searchable and limited', async () => {
    const res = await c.call('GET', '/api/pessoa', { cookie: c.admin });
    expect(res.statusCode).toBe(200);
    const lista = res.json();
    expect(Array.isArray(lista)).toBe(true);
    expect(lista).toHaveLength(2);
    expect(res.body).not.toContain('senha');
    expect(res.body).not.toContain('$argon2');
    // The complete list (no paging parameters) has no count header; a page has it.
    expect(res.headers['x-total-count']).toBeUndefined();

    const busca = await c.call('GET', '/api/pessoa?q=PAULO', { cookie: c.admin });
    expect(busca.json().map((p: { nome_pessoa: string }) => p.nome_pessoa)).toEqual(['Paulo Prof']);
    const pagina = await c.call('GET', '/api/pessoa?limit=1&offset=1', { cookie: c.admin });
    expect(pagina.json()).toHaveLength(1);
    expect(pagina.headers['x-total-count']).toBe('2');
  });

  it('refuses anonymous (401), teachers (403) and bad paging (400)', async () => {
    expect((await c.call('GET', '/api/pessoa')).statusCode).toBe(401);
    const prof = await c.call('GET', '/api/pessoa', { cookie: c.professor });
    expect(prof.statusCode).toBe(403);
    expect(prof.json().message).toBe(MSG_RECUSA.semPermissao);
    const bad = await c.call('GET', '/api/pessoa?limit=5000', { cookie: c.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().campos).toHaveProperty('limit');
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    const res = await c.call('GET', '/api/pessoa?q=%25', { cookie: c.admin });
    expect(res.json()).toHaveLength(0);
  });
});

describe('POST /api/pessoa and GET /api/pessoa/{id}', () => {
  it('creates a person from masked input, stores digits and ISO date, and returns the id', async () => {
    const res = await c.call('POST', '/api/pessoa', { cookie: c.admin, payload: pessoaValida() });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(id).toBeGreaterThan(0);
    const got = await c.call('GET', `/api/pessoa/${id}`, { cookie: c.admin });
    expect(got.json()).toMatchObject({
      id_pessoa: id,
      cpf_pessoa: '52998224725',
      rg_pessoa: '123456789',
      telefone_pessoa: '11987654321',
      dt_nasc_pessoa: '1990-05-20',
      adm: 0,
    });
    expect(got.json()).not.toHaveProperty('senha_pessoa');
  });

  it('stores a password only as an argon2id hash and never returns it', async () => {
    const res = await c.call('POST', '/api/pessoa', {
      cookie: c.admin,
      payload: pessoaValida({ senha_pessoa: 'segredo-forte-1', adm: 1 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('segredo');
    const row = await c.t.db
      .selectFrom('pessoa')
      .select(['senha_pessoa', 'adm'])
      .where('id_pessoa', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.senha_pessoa).toMatch(/^\$argon2id\$/);
    expect(row.adm).toBe(1);
    await c.t.login('maria@teste.local', 'segredo-forte-1');
  });

  it('answers 409 when a login e-mail is taken', async () => {
    const res = await c.call('POST', '/api/pessoa', {
      cookie: c.admin,
      payload: pessoaValida({ email_pessoa: 'PROF@teste.local', senha_pessoa: 'outra-senha-1' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: MSG_ADM.emailEmUso,
      campos: { email_pessoa: MSG_ADM.emailEmUso },
    });
  });

  it('rejects invalid CPF, dates, genders, oversized names and unknown addresses, creating nothing', async () => {
    const antes = await contar(c, 'pessoa');
    const casos: [Record<string, unknown>, string][] = [
      [{ cpf_pessoa: '111.111.111-11' }, 'cpf_pessoa'],
      [{ dt_nasc_pessoa: '2023-02-30' }, 'dt_nasc_pessoa'],
      [{ genero: 'x' }, 'genero'],
      [{ nome_pessoa: 'a'.repeat(121) }, 'nome_pessoa'],
      [{ email_pessoa: 'não-é-email' }, 'email_pessoa'],
      [{ nome_pessoa: 42 }, 'nome_pessoa'],
    ];
    for (const [extra, campo] of casos) {
      const res = await c.call('POST', '/api/pessoa', { cookie: c.admin, payload: pessoaValida(extra) });
      expect(res.statusCode, campo).toBe(400);
      expect(res.json().message).toContain(MSG_RECUSA.dadosInvalidos);
      expect(res.json().campos).toHaveProperty(campo);
    }
    const semEndereco = await c.call('POST', '/api/pessoa', {
      cookie: c.admin,
      payload: pessoaValida({ id_endereco: 9999 }),
    });
    expect(semEndereco.statusCode).toBe(400);
    expect(semEndereco.json().campos).toEqual({ id_endereco: MSG_ADM.enderecoNaoEncontrado });
    expect(await contar(c, 'pessoa')).toBe(antes);
  });

  it('refuses anonymous, teachers and cross-site requests, creating nothing', async () => {
    const antes = await contar(c, 'pessoa');
    expect((await c.call('POST', '/api/pessoa', { payload: pessoaValida() })).statusCode).toBe(401);
    expect(
      (await c.call('POST', '/api/pessoa', { cookie: c.professor, payload: pessoaValida({ adm: 1 }) }))
        .statusCode,
    ).toBe(403);
    const cross = await c.call('POST', '/api/pessoa', {
      cookie: c.admin,
      payload: pessoaValida(),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().message).toBe(MSG_RECUSA.origemInvalida);
    expect(await contar(c, 'pessoa')).toBe(antes);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await c.call('GET', '/api/pessoa/9999', { cookie: c.admin })).statusCode).toBe(404);
    expect((await c.call('GET', '/api/pessoa/abc', { cookie: c.admin })).statusCode).toBe(400);
    expect((await c.call('GET', '/api/pessoa/1', { cookie: c.professor })).statusCode).toBe(403);
  });
});

describe('PUT /api/pessoa/{id}', () => {
  it('updates a person; a new password ends the old sessions', async () => {
    const { id } = (await c.call('POST', '/api/pessoa', { cookie: c.admin, payload: pessoaValida() })).json();
    const res = await c.call('PUT', `/api/pessoa/${id}`, {
      cookie: c.admin,
      payload: pessoaValida({ nome_pessoa: 'Maria Souza Lima', senha_pessoa: 'nova-senha-123' }),
    });
    expect(res.statusCode).toBe(200);
    expect((await c.call('GET', `/api/pessoa/${id}`, { cookie: c.admin })).json().nome_pessoa).toBe(
      'Maria Souza Lima',
    );
    const cookie = await c.t.login('maria@teste.local', 'nova-senha-123');
    await c.call('PUT', `/api/pessoa/${id}`, {
      cookie: c.admin,
      payload: pessoaValida({ senha_pessoa: 'outra-senha-456' }),
    });
    expect((await c.call('POST', '/login', { cookie })).statusCode).toBe(401);
  });

  it('keeps an administrator from removing their own admin access', async () => {
    const res = await c.call('PUT', `/api/pessoa/${c.t.admin.id_pessoa}`, {
      cookie: c.admin,
      payload: pessoaValida({ email_pessoa: 'admin@teste.local', adm: 0 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_ADM.proprioAdm);
  });

  it('answers 404, 400, 401 and 403 without changing anything', async () => {
    expect(
      (await c.call('PUT', '/api/pessoa/9999', { cookie: c.admin, payload: pessoaValida() })).statusCode,
    ).toBe(404);
    const id = c.t.admin.id_pessoa;
    expect(
      (await c.call('PUT', `/api/pessoa/${id}`, { cookie: c.admin, payload: { nome_pessoa: 'X' } }))
        .statusCode,
    ).toBe(400);
    expect((await c.call('PUT', `/api/pessoa/${id}`, { payload: pessoaValida() })).statusCode).toBe(401);
    expect(
      (await c.call('PUT', `/api/pessoa/${id}`, { cookie: c.professor, payload: pessoaValida() })).statusCode,
    ).toBe(403);
    const row = await c.t.db
      .selectFrom('pessoa')
      .select('nome_pessoa')
      .where('id_pessoa', '=', id)
      .executeTakeFirst();
    expect(row?.nome_pessoa).toBe('Ana Admin');
  });
});

describe('/api/endereco', () => {
  it('creates, reads, updates and lists addresses for an administrator', async () => {
    const res = await c.call('POST', '/api/endereco', { cookie: c.admin, payload: enderecoValido() });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect((await c.call('GET', `/api/endereco/${id}`, { cookie: c.admin })).json()).toMatchObject({
      id_endereco: id,
      cep: '01310100',
      estado: 'SP',
    });
    const put = await c.call('PUT', `/api/endereco/${id}`, {
      cookie: c.admin,
      payload: { ...enderecoValido(), numero: '2000', estado: 'rj' },
    });
    expect(put.statusCode).toBe(200);
    const lista = await c.call('GET', '/api/endereco?q=paulista', { cookie: c.admin });
    expect(lista.json()).toEqual([expect.objectContaining({ numero: '2000', estado: 'RJ' })]);
  });

  it('rejects a bad CEP or UF with 400 and refuses non-administrators', async () => {
    const antes = await contar(c, 'endereco');
    const cep = await c.call('POST', '/api/endereco', {
      cookie: c.admin,
      payload: { ...enderecoValido(), cep: '123' },
    });
    expect(cep.statusCode).toBe(400);
    expect(cep.json().campos.cep).toBe(MSG.cepInvalido);
    const uf = await c.call('POST', '/api/endereco', {
      cookie: c.admin,
      payload: { ...enderecoValido(), estado: 'XX' },
    });
    expect(uf.statusCode).toBe(400);
    expect((await c.call('POST', '/api/endereco', { payload: enderecoValido() })).statusCode).toBe(401);
    expect(
      (await c.call('POST', '/api/endereco', { cookie: c.professor, payload: enderecoValido() })).statusCode,
    ).toBe(403);
    expect((await c.call('GET', '/api/endereco', { cookie: c.professor })).statusCode).toBe(403);
    expect((await c.call('GET', '/api/endereco/1')).statusCode).toBe(401);
    expect(
      (await c.call('PUT', '/api/endereco/1', { cookie: c.professor, payload: enderecoValido() })).statusCode,
    ).toBe(403);
    expect(
      (await c.call('PUT', '/api/endereco/999', { cookie: c.admin, payload: enderecoValido() })).statusCode,
    ).toBe(404);
    expect(await contar(c, 'endereco')).toBe(antes);
  });
});

describe('the original client edit: the list masks the CPF and RG, the PUT sends them back', () => {
  // The original client's teacher edit reads the whole list, finds the person by id and PUTs
  // the row back with its own field edits; its mask inputs drop the punctuation.
  const semPontuacao = (v: string) => v.replace(/[^\d*]/g, '');
  const guardados = (id: number) =>
    c.t.db
      .selectFrom('pessoa')
      .select(['cpf_pessoa', 'rg_pessoa', 'nome_pessoa'])
      .where('id_pessoa', '=', id)
      .executeTakeFirstOrThrow();

  it('keeps the stored CPF and RG when the masked values come back unchanged', async () => {
    const { id } = (await c.call('POST', '/api/pessoa', { cookie: c.admin, payload: pessoaValida() })).json();
    const lista = (await c.call('GET', '/api/pessoa', { cookie: c.admin })).json();
    const linha = lista.find((p: { id_pessoa: number }) => p.id_pessoa === id);
    expect(linha.cpf_pessoa).toContain('*');
    expect(linha.rg_pessoa).toContain('*');
    const { id_pessoa: _id, adm: _adm, ...resto } = linha;
    for (const [cpf, rg, nome] of [
      [semPontuacao(linha.cpf_pessoa), semPontuacao(linha.rg_pessoa), 'Maria Souza Lima'],
      [linha.cpf_pessoa, linha.rg_pessoa, 'Maria Souza Lima Neto'],
    ]) {
      const res = await c.call('PUT', `/api/pessoa/${id}`, {
        cookie: c.admin,
        payload: { ...resto, cpf_pessoa: cpf, rg_pessoa: rg, nome_pessoa: nome },
      });
      expect(res.statusCode).toBe(200);
      expect(await guardados(id)).toEqual({
        cpf_pessoa: '52998224725',
        rg_pessoa: '123456789',
        nome_pessoa: nome,
      });
    }
    // The list stays masked after the edit.
    const depois = (await c.call('GET', `/api/pessoa?q=${id}`, { cookie: c.admin })).json();
    expect(depois[0].cpf_pessoa).toBe(linha.cpf_pessoa);
  });

  it('refuses a mask that is not the stored number, next to its field, changing nothing', async () => {
    const { id } = (await c.call('POST', '/api/pessoa', { cookie: c.admin, payload: pessoaValida() })).json();
    const cpfErrado = await c.call('PUT', `/api/pessoa/${id}`, {
      cookie: c.admin,
      payload: pessoaValida({ nome_pessoa: 'Outra', cpf_pessoa: '***111222**' }),
    });
    expect(cpfErrado.statusCode).toBe(400);
    expect(cpfErrado.json().campos).toEqual({ cpf_pessoa: MSG_PRIVACIDADE.cpfMascaradoNaoConfere });
    const rgErrado = await c.call('PUT', `/api/pessoa/${id}`, {
      cookie: c.admin,
      payload: pessoaValida({ nome_pessoa: 'Outra', rg_pessoa: '**.***.999-*' }),
    });
    expect(rgErrado.statusCode).toBe(400);
    expect(rgErrado.json().campos).toEqual({ rg_pessoa: MSG_PRIVACIDADE.rgMascaradoNaoConfere });
    const malFeito = await c.call('PUT', `/api/pessoa/${id}`, {
      cookie: c.admin,
      payload: pessoaValida({ cpf_pessoa: '***' }),
    });
    expect(malFeito.statusCode).toBe(400);
    expect(malFeito.json().campos).toHaveProperty('cpf_pessoa');
    expect((await guardados(id)).nome_pessoa).toBe('Maria Souza');
    // A new person has no stored number a mask could stand for.
    const nova = await c.call('POST', '/api/pessoa', {
      cookie: c.admin,
      payload: pessoaValida({ email_pessoa: 'nova@teste.local', cpf_pessoa: '***.982.247-**' }),
    });
    expect(nova.statusCode).toBe(400);
    expect(nova.json().campos).toEqual({ cpf_pessoa: MSG_PRIVACIDADE.cpfMascaradoNaoConfere });
  });
});

describe('a person’s birth date against the club’s day', () => {
  it('refuses the club’s tomorrow beside its field and takes the club’s today', async () => {
    const hoje = hojeNoFuso(FUSO_TESTE);
    const amanha = await c.call('POST', '/api/pessoa', {
      cookie: c.admin,
      payload: pessoaValida({ dt_nasc_pessoa: somarDias(hoje, 1) }),
    });
    expect(amanha.statusCode).toBe(400);
    expect(amanha.json().campos).toEqual({ dt_nasc_pessoa: MSG_RECUSA.nascimentoInvalido });
    const ok = await c.call('POST', '/api/pessoa', {
      cookie: c.admin,
      payload: pessoaValida({ dt_nasc_pessoa: hoje }),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
