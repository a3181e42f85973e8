// Signing in to the families' portal, end to end against a real SMTP server: the same answer
// for a known and an unknown e-mail, the code and link in the e-mail, one use, the expiry,
// 5 wrong tries, the limits per e-mail and per address, the session's own kind (no staff
// route takes it, no staff session reaches the portal) and only one's own students.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG_FAMILIA } from '#shared/messages/familia.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { COOKIE_FAMILIA } from '#shared/schemas/familia.ts';
import { CODIGO } from './routes-entrada';
import {
  type Clube,
  chamar,
  codigoRecebido,
  EMAIL,
  ESPERA_EMAIL_MS,
  entrarComoFamilia,
  montarClube,
} from './testing';

let c: Clube;
beforeAll(async () => {
  c = await montarClube();
});
afterAll(async () => {
  await c.t.close();
  await c.smtp.fechar();
});
beforeEach(async () => {
  c.smtp.recebidas.length = 0;
  await c.t.db.deleteFrom('familia_codigo').execute();
  await c.t.db.deleteFrom('tentativa_login').execute();
});

const pedir = (email: string, ip?: string) =>
  chamar(c.t, 'POST', '/api/familia/codigo', { payload: { email }, ip });
const entrar = (email: string, codigo: string, ip?: string) =>
  chamar(c.t, 'POST', '/api/familia/entrar', { payload: { email, codigo }, ip });
const outro = (codigo: string) => String((Number(codigo) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/familia/codigo', () => {
  it('answers 202 with the same body for a guardian, an unknown e-mail and a staff member, and e-mails only the guardian', async () => {
    const respostas = await Promise.all([
      pedir(EMAIL.maria),
      pedir('ninguem@familia.test'),
      pedir('prof.familia@teste.local'),
    ]);
    for (const r of respostas) {
      expect(r.statusCode).toBe(202);
      expect(r.json()).toEqual({ message: MSG_FAMILIA.codigoEnviado });
    }
    const [mail] = await c.smtp.esperar(1, ESPERA_EMAIL_MS);
    expect(mail.para).toEqual([EMAIL.maria]);
    expect(mail.assunto).toBe(MSG_FAMILIA.codigoAssunto('Sala de Armas Teste'));
    const codigo = await codigoRecebido(c.smtp, EMAIL.maria);
    expect(mail.html).toContain(
      `https://clube.test/familia/entrar?email=${encodeURIComponent(EMAIL.maria)}&amp;codigo=${codigo}`,
    );
    // Only the code's HMAC is stored; no other e-mail left.
    const linhas = await c.t.db.selectFrom('familia_codigo').selectAll().execute();
    expect(linhas).toHaveLength(1);
    expect(linhas[0].codigo_hash).not.toContain(codigo);
    expect(linhas[0].id_pessoa).toBe(c.maria);
    expect(Number(linhas[0].expira_em) - Number(linhas[0].criado_em)).toBe(15 * 60_000);
    await new Promise((ok) => setImmediate(ok));
    expect(c.smtp.recebidas).toHaveLength(1);
  });

  it('e-mails an adult student for themselves, not a minor student with an e-mail', async () => {
    await pedir(EMAIL.joao);
    await pedir(EMAIL.carla);
    const [mail] = await c.smtp.esperar(1, ESPERA_EMAIL_MS);
    expect(mail.para).toEqual([EMAIL.carla]);
    const mensagens = await c.t.db
      .selectFrom('mensagem')
      .select(['id_pessoa', 'motivo'])
      .where('motivo', '=', 'codigo_acesso')
      .execute();
    expect(mensagens.map((m) => m.id_pessoa)).not.toContain(c.joao);
  });

  it('keeps the code off the desk’s Mensagens screen', async () => {
    await pedir(EMAIL.pedro);
    const codigo = await codigoRecebido(c.smtp, EMAIL.pedro);
    const res = await chamar(c.t, 'GET', `/api/mensagens?id_pessoa=${c.pedro}`, { cookie: c.adminCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ motivo: 'codigo_acesso', whatsapp: null });
    expect(res.body).not.toContain(codigo);
  });

  it('sends at most a few codes per person an hour', async () => {
    for (let i = 0; i < CODIGO.codigosPorHora + 2; i++)
      expect((await pedir(EMAIL.maria)).statusCode).toBe(202);
    await c.smtp.esperar(CODIGO.codigosPorHora, ESPERA_EMAIL_MS);
    const n = await c.t.db
      .selectFrom('familia_codigo')
      .select('id_codigo')
      .where('id_pessoa', '=', c.maria)
      .execute();
    expect(n).toHaveLength(CODIGO.codigosPorHora);
  });

  it('limits the requests of one address (429 in pt-BR), known e-mail or not', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < CODIGO.pedidosPorEndereco; i++)
      expect((await pedir(`x${i}@familia.test`, ip)).statusCode).toBe(202);
    const res = await pedir(EMAIL.maria, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG_FAMILIA.muitosPedidos);
  });
});

describe('POST /api/familia/entrar', () => {
  it('signs in once with the e-mailed code: a family cookie for /api/familia only; used again it is a 400', async () => {
    await pedir(EMAIL.maria);
    const codigo = await codigoRecebido(c.smtp, EMAIL.maria);
    const res = await entrar(EMAIL.maria, codigo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ nome: 'Maria Souza' });
    const cookie = res.cookies.find((k) => k.name === COOKIE_FAMILIA)!;
    expect(cookie).toMatchObject({ path: '/api/familia', httpOnly: true, sameSite: 'Lax' });
    expect(res.cookies.some((k) => k.name === 'estocada_sessao')).toBe(false);
    const sessao = await chamar(c.t, 'GET', '/api/familia/sessao', {
      cookie: `${COOKIE_FAMILIA}=${cookie.value}`,
    });
    expect(sessao.json()).toEqual({ nome: 'Maria Souza' });

    const deNovo = await entrar(EMAIL.maria, codigo);
    expect(deNovo.statusCode).toBe(400);
    expect(deNovo.json()).toEqual({
      message: MSG_FAMILIA.codigoInvalido,
      campos: { codigo: MSG_FAMILIA.codigoInvalido },
    });
  });

  it('refuses an expired code', async () => {
    await pedir(EMAIL.maria);
    const codigo = await codigoRecebido(c.smtp, EMAIL.maria);
    await c.t.db
      .updateTable('familia_codigo')
      .set({ expira_em: Date.now() - 1 })
      .execute();
    expect((await entrar(EMAIL.maria, codigo)).statusCode).toBe(400);
  });

  it('ends a code after 5 wrong tries, the right one then refused too', async () => {
    await pedir(EMAIL.maria);
    const codigo = await codigoRecebido(c.smtp, EMAIL.maria);
    for (let i = 0; i < 4; i++) expect((await entrar(EMAIL.maria, outro(codigo))).statusCode).toBe(400);
    // Four wrong tries leave it alive.
    const [{ tentativas }] = await c.t.db.selectFrom('familia_codigo').select('tentativas').execute();
    expect(tentativas).toBe(4);
    expect((await entrar(EMAIL.maria, outro(codigo))).statusCode).toBe(400);
    expect((await entrar(EMAIL.maria, codigo)).statusCode).toBe(400);
  });

  it('refuses a code for another e-mail, an unknown e-mail, and a malformed code', async () => {
    await pedir(EMAIL.maria);
    const codigo = await codigoRecebido(c.smtp, EMAIL.maria);
    expect((await entrar(EMAIL.pedro, codigo)).statusCode).toBe(400);
    expect((await entrar('ninguem@familia.test', codigo)).statusCode).toBe(400);
    const ruim = await entrar(EMAIL.maria, '12a456');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().campos).toEqual({ codigo: MSG_FAMILIA.codigoFormato });
    // Spaces and a hyphen the person typed are dropped: the code still works.
    expect((await entrar(EMAIL.maria, `${codigo.slice(0, 3)} - ${codigo.slice(3)}`)).statusCode).toBe(200);
  });

  it('is throttled like the staff login: wrong codes for one e-mail from one address wait (429)', async () => {
    const ip = '10.78.0.1';
    let res = await entrar(EMAIL.maria, '000000', ip);
    for (let i = 0; i < 5 && res.statusCode !== 429; i++) res = await entrar(EMAIL.maria, '000000', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG_RECUSA.muitasTentativas);
  });
});

describe('a family session', () => {
  it('lists only its own students; another family’s student is 404', async () => {
    const maria = await entrarComoFamilia(c, EMAIL.maria);
    const lista = await chamar(c.t, 'GET', '/api/familia/alunos', { cookie: maria });
    expect(lista.json()).toEqual([{ id_aluno: c.joao, nome: 'João Souza' }]);
    expect((await chamar(c.t, 'GET', `/api/familia/alunos/${c.joao}`, { cookie: maria })).statusCode).toBe(
      200,
    );
    for (const url of [
      `/api/familia/alunos/${c.lia}`,
      `/api/familia/alunos/${c.lia}/agenda.ics`,
      '/api/familia/alunos/999999',
    ]) {
      const res = await chamar(c.t, 'GET', url, { cookie: maria });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(MSG_RECUSA.alunoNaoEncontrado);
    }
    const carla = await entrarComoFamilia(c, EMAIL.carla);
    expect((await chamar(c.t, 'GET', '/api/familia/alunos', { cookie: carla })).json()).toEqual([
      { id_aluno: c.carla, nome: 'Carla Adulta' },
    ]);
  });

  it('reaches no staff route: every route of the API but the public ones and the portal’s answers 401 or 403', async () => {
    const familia = await entrarComoFamilia(c, EMAIL.maria);
    const doc = c.t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const rotas = Object.entries(doc.paths).flatMap(([caminho, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security?.length !== 0)
        .map(([metodo, op]) => ({ caminho, metodo: metodo.toUpperCase(), op })),
    );
    const daEquipe = rotas.filter((r) => !r.caminho.startsWith('/api/familia/'));
    expect(daEquipe.length).toBeGreaterThan(100);
    for (const r of daEquipe) {
      const url = r.caminho.replace(/\{[^}]+\}/g, '1');
      const res = await chamar(c.t, r.metodo as 'GET', url, {
        cookie: familia,
        payload: r.metodo === 'GET' ? undefined : {},
      });
      expect([401, 403], `${r.metodo} ${r.caminho}: ${res.statusCode}`).toContain(res.statusCode);
    }
    // The portal's routes are in the walk's document too.
    expect(rotas.some((r) => r.caminho === '/api/familia/alunos/{id_aluno}')).toBe(true);
  });

  it('is not a staff session, and a staff session does not reach the portal', async () => {
    const familia = await entrarComoFamilia(c, EMAIL.maria);
    const login = await c.t.app.inject({ method: 'POST', url: '/login', headers: { cookie: familia } });
    expect(login.statusCode).toBe(401);
    for (const cookie of [c.adminCookie, c.profCookie, undefined]) {
      const res = await chamar(c.t, 'GET', '/api/familia/alunos', { cookie });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG_RECUSA.naoAutenticado);
    }
  });

  it('ends with POST /api/familia/sair', async () => {
    const familia = await entrarComoFamilia(c, EMAIL.maria);
    const sair = await chamar(c.t, 'POST', '/api/familia/sair', { cookie: familia });
    expect(sair.statusCode).toBe(200);
    expect(sair.cookies.find((k) => k.name === COOKIE_FAMILIA)?.value).toBe('');
    expect((await chamar(c.t, 'GET', '/api/familia/sessao', { cookie: familia })).statusCode).toBe(401);
  });
});
