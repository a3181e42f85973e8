// An administrator resets a teacher's password: a temporary one, shown once, stored
// hashed, to be changed at the next login; the teacher's sessions end. And the
// password rule on the teacher form.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdmCtx, enderecoValido, PROF, pessoaValida, setupAdm } from '#server/features/adm/testing.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { CODIGO_TROCA_DE_SENHA } from '#shared/schemas/conta.ts';

let c: AdmCtx;
beforeEach(async () => {
  c = await setupAdm();
});
afterEach(() => c.t.close());

const redefinir = (id: number, cookie = c.admin) =>
  c.call('POST', `/api/adm/professores/${id}/senha`, { cookie });

describe('POST /api/adm/professores/{id}/senha', () => {
  it('answers a readable temporary password once, stores its hash, ends the teacher’s sessions and flags the change', async () => {
    expect((await c.call('GET', '/minhasturmas', { cookie: c.professor })).statusCode).toBe(200);
    const res = await redefinir(c.idProfessor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { senha_temporaria } = res.json() as { senha_temporaria: string };
    expect(senha_temporaria).toMatch(/^([a-z2-9]{4}-){3}[a-z2-9]{4}$/);
    expect((await redefinir(c.idProfessor)).json().senha_temporaria).not.toBe(senha_temporaria);

    const row = await c.t.db
      .selectFrom('pessoa')
      .select(['senha_pessoa', 'troca_senha'])
      .where('id_pessoa', '=', c.idProfessor)
      .executeTakeFirstOrThrow();
    expect(row.senha_pessoa).toMatch(/^\$argon2id\$/);
    expect(row.troca_senha).toBe(1);
    expect((await c.call('GET', '/minhasturmas', { cookie: c.professor })).statusCode).toBe(401);
  });

  it('the teacher logs in with it, may do nothing but change it, and then works as before', async () => {
    const senha = (await redefinir(c.idProfessor)).json().senha_temporaria as string;
    const old = await c.t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { usuario: PROF.email, senha: PROF.senha },
    });
    expect(old.statusCode).toBe(401);
    const login = await c.t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { usuario: PROF.email, senha },
    });
    expect(login.json()).toEqual({ nome: PROF.nome, adm: 0, troca_senha: 1 });
    const cookie = `estocada_sessao=${login.cookies.find((k) => k.name === 'estocada_sessao')!.value}`;
    const barrado = await c.call('GET', '/minhasturmas', { cookie });
    expect(barrado.statusCode).toBe(403);
    expect(barrado.json().code).toBe(CODIGO_TROCA_DE_SENHA);
    const troca = await c.call('POST', '/api/conta/senha', {
      cookie,
      payload: { atual: senha, nova: 'florete-azul-no-varal' },
    });
    expect(troca.statusCode, troca.body).toBe(200);
    expect((await c.call('GET', '/minhasturmas', { cookie })).statusCode).toBe(200);
  });

  it('is for administrators only, never on oneself, and a missing teacher is a 404', async () => {
    expect((await redefinir(c.idProfessor, c.professor)).statusCode).toBe(403);
    expect((await c.call('POST', `/api/adm/professores/${c.idProfessor}/senha`)).statusCode).toBe(401);
    const eu = await c.call('POST', '/api/professor', {
      cookie: c.admin,
      payload: { id_pessoa: c.t.admin.id_pessoa },
    });
    expect(eu.statusCode).toBe(200);
    const self = await redefinir(c.t.admin.id_pessoa);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(MSG_CONTA.redefinirPropria);
    const missing = await redefinir(99_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG_ADM.professorNaoEncontrado);
    const cross = await c.call('POST', `/api/adm/professores/${c.idProfessor}/senha`, {
      cookie: c.admin,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
  });
});

describe('the password rule on the teacher form', () => {
  it('refuses a weak password beside its field, in pt-BR, and creates nothing', async () => {
    const res = await c.call('POST', '/api/professor/completo', {
      cookie: c.admin,
      payload: {
        ...pessoaValida({ nome_pessoa: 'Marina Esgrimista', email_pessoa: 'marina@teste.local' }),
        senha_pessoa: 'esgrimista2024',
        adm: 0,
        endereco: enderecoValido(),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().campos.senha_pessoa).toBeTruthy();
    const n = await c.t.db
      .selectFrom('pessoa')
      .select('id_pessoa')
      .where('email_pessoa', '=', 'marina@teste.local')
      .execute();
    expect(n).toEqual([]);
  });
});
