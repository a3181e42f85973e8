import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';

let t: TestApp;
let admin: string;
let professor: string;
const PROF = { email: 'prof@teste.local', senha: 'senha-do-prof', nome: 'Paulo Prof' };

beforeAll(async () => {
  t = await makeTestApp();
  await t.createUser({ ...PROF, professor: true });
  admin = await t.loginAdmin();
  professor = await t.login(PROF.email, PROF.senha);
});
afterAll(() => t.close());

const put = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/clube',
    payload: payload as object,
    headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
  });

const valido = {
  nome: 'Clube Paulista de Esgrima',
  cnpj: '11.222.333/0001-81',
  email: 'Contato@Clube.org.br',
  telefone: '(11) 3333-4444',
  cidade: 'São Paulo',
  encarregado_nome: 'Beatriz Lima',
  encarregado_email: 'dpo@clube.org.br',
};

describe('/api/clube', () => {
  it('starts with a neutral name, readable without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/clube' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nome: 'Clube de Esgrima', cnpj: null });
  });

  it('an administrator replaces it; digits and lower-case e-mails are stored', async () => {
    const res = await put(admin, valido);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...valido,
      cnpj: '11222333000181',
      email: 'contato@clube.org.br',
      telefone: '1133334444',
    });
    const semCidade = await put(admin, { ...valido, cidade: '', encarregado_email: '' });
    expect(semCidade.json()).toMatchObject({ cidade: null, encarregado_email: null });
  });

  it('401 without a session, 403 for a teacher, 400 in pt-BR for bad input, and nothing changes', async () => {
    const antes = (await t.app.inject({ method: 'GET', url: '/api/clube' })).json();
    expect((await put(undefined, valido)).statusCode).toBe(401);
    expect((await put(professor, valido)).statusCode).toBe(403);
    for (const ruim of [
      { ...valido, cnpj: '11.222.333/0001-82' },
      { ...valido, nome: 'x\u0000y' },
      { ...valido, nome: 'x'.repeat(121) },
      { ...valido, nome: 42 },
    ]) {
      const res = await put(admin, ruim);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/inválid|Máximo|obrigatório|caracteres/i);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/clube' })).json()).toEqual(antes);
  });
});
