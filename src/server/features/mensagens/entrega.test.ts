// The outbox against a real SMTP server started here: what arrives, a permanent refusal, a
// server that was down, two workers on one database, and the administrators' list.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect } from '#server/db/connect.ts';
import { enviarMensagem } from '#server/mensagens/enviar.ts';
import { transporteSmtp } from '#server/mensagens/transporte.ts';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarPessoa } from '#server/test/fabrica.ts';
import { type ServidorSmtp, servidorSmtp } from '#server/test/smtp.ts';
import { MSG_MENSAGENS } from '#shared/messages/mensagens.ts';
import type { MensagensPagina, MotivoMensagem } from '#shared/schemas/mensagens.ts';
import { ENTREGA, entregarPendentes, proximaTentativa } from './entrega';

let t: TestApp;
let smtp: ServidorSmtp;
let cookie: string;
let ana: number;
const REMETENTE = 'Clube Teste <nao-responda@clube.test>';

beforeAll(async () => {
  t = await makeTestApp();
  smtp = await servidorSmtp();
  cookie = await t.loginAdmin();
  ana = await criarPessoa(t.db, 'Ana Aluna', {
    email_pessoa: 'ana@familia.test',
    telefone_pessoa: '11987654321',
  });
});
afterAll(async () => {
  await smtp.fechar();
  await t.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('mensagem').execute();
  smtp.recebidas.length = 0;
});

function mensagem(id_pessoa: number, email: string, assunto: string, motivo: MotivoMensagem = 'recibo') {
  return enviarMensagem(t.db, {
    id_pessoa,
    email,
    motivo,
    conteudo: {
      clube: 'Clube de Esgrima Teste',
      assunto,
      saudacao: 'Olá, Ana.',
      paragrafos: ['Recebemos o seu pagamento de março.'],
      botao: { rotulo: 'Ver recibo', url: 'https://clube.test/recibo/1' },
    },
  });
}

const linha = (id: number) =>
  t.db.selectFrom('mensagem').selectAll().where('id_mensagem', '=', id).executeTakeFirstOrThrow();

describe('the outbox worker over SMTP', () => {
  it('delivers the pt-BR e-mail, HTML and plain text, with the club name, and marks it sent', async () => {
    const id = await mensagem(ana, 'ana@familia.test', 'Recibo de março');
    const transporte = transporteSmtp(smtp.url('clube', 'senha'), REMETENTE);
    try {
      expect(await entregarPendentes(t.db, transporte)).toEqual({ enviadas: 1, falhas: 0 });
    } finally {
      transporte.fechar();
    }
    const [mail] = await smtp.esperar(1);
    expect(mail.para).toEqual(['ana@familia.test']);
    expect(mail.assunto).toBe('Recibo de março');
    expect(mail.bruta.from?.text).toBe('"Clube Teste" <nao-responda@clube.test>');
    expect(mail.texto).toContain('Recebemos o seu pagamento de março.');
    expect(mail.texto).toContain('https://clube.test/recibo/1');
    expect(mail.texto).toContain(MSG_MENSAGENS.emailRodape('Clube de Esgrima Teste'));
    expect(mail.html).toContain('lang="pt-BR"');
    expect(mail.html).toContain('Clube de Esgrima Teste');
    expect(mail.html).toContain('href="https://clube.test/recibo/1"');
    const r = await linha(id);
    expect(r).toMatchObject({ status: 'enviada', tentativas: 1, ultimo_erro: null, reservada_ate: null });
    expect(Number(r.enviada_em)).toBeGreaterThan(0);
  });

  it('marks a message the server refuses for good (5xx) as failed, with its answer, shown beside the e-mail', async () => {
    smtp.recusar('sumiu@familia.test');
    const beto = await criarPessoa(t.db, 'Beto Sumido', { email_pessoa: 'sumiu@familia.test' });
    const id = await mensagem(beto, 'sumiu@familia.test', 'Recibo');
    const transporte = transporteSmtp(smtp.url(), REMETENTE);
    try {
      expect(await entregarPendentes(t.db, transporte)).toEqual({ enviadas: 0, falhas: 1 });
    } finally {
      transporte.fechar();
    }
    const r = await linha(id);
    expect(r.status).toBe('falhou');
    expect(r.tentativas).toBe(1);
    expect(r.ultimo_erro).toMatch(/^550 5\.1\.1 Caixa postal inexistente/);
    expect(smtp.recebidas).toHaveLength(0);

    const situacao = await t.app.inject({
      method: 'GET',
      url: `/api/mensagens/pessoa/${beto}`,
      headers: { cookie },
    });
    expect(situacao.json()).toEqual({ recusa: r.ultimo_erro });
    const outra = await t.app.inject({
      method: 'GET',
      url: `/api/mensagens/pessoa/${ana}`,
      headers: { cookie },
    });
    expect(outra.json()).toEqual({ recusa: null });
  });

  it('tries again, after a pause that doubles, a message the server was down for, and delivers it when it is back', async () => {
    const fora = await servidorSmtp();
    const porta = fora.porta;
    await fora.fechar();
    const id = await mensagem(ana, 'ana@familia.test', 'Recibo de abril');
    let agora = 1_900_000_000_000;
    const relogio = () => agora;
    const transporte = transporteSmtp(`smtp://127.0.0.1:${porta}`, REMETENTE);
    try {
      await t.db.updateTable('mensagem').set({ proxima_tentativa: agora }).execute();
      expect(await entregarPendentes(t.db, transporte, ENTREGA, relogio)).toEqual({ enviadas: 0, falhas: 1 });
      let r = await linha(id);
      expect(r).toMatchObject({ status: 'pendente', tentativas: 1, reservada_ate: null });
      expect(r.ultimo_erro).toMatch(/ECONNREFUSED/);
      expect(Number(r.proxima_tentativa)).toBe(agora + ENTREGA.pausaMs);
      // Not due yet: nothing is tried.
      expect(await entregarPendentes(t.db, transporte, ENTREGA, relogio)).toEqual({ enviadas: 0, falhas: 0 });
      agora += ENTREGA.pausaMs;
      expect(await entregarPendentes(t.db, transporte, ENTREGA, relogio)).toEqual({ enviadas: 0, falhas: 1 });
      r = await linha(id);
      expect(Number(r.proxima_tentativa)).toBe(agora + 2 * ENTREGA.pausaMs);

      await fora.abrir();
      agora += 2 * ENTREGA.pausaMs;
      expect(await entregarPendentes(t.db, transporte, ENTREGA, relogio)).toEqual({ enviadas: 1, falhas: 0 });
      const [mail] = await fora.esperar(1);
      expect(mail.assunto).toBe('Recibo de abril');
      expect(await linha(id)).toMatchObject({ status: 'enviada', tentativas: 3 });
    } finally {
      transporte.fechar();
      await fora.fechar();
    }
  });

  it('gives a message up after its last try, and caps the pause', () => {
    expect(proximaTentativa(1, 0)).toBe(30_000);
    expect(proximaTentativa(4, 0)).toBe(240_000);
    expect(proximaTentativa(9, 0)).toBe(3_600_000);
    expect(proximaTentativa(ENTREGA.tentativas, 0)).toBeNull();
  });

  it('never sends one message twice when two workers on one database run at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await mensagem(ana, 'ana@familia.test', `Mensagem ${i}`));
    const outra = connect(t.url, t.schema ? { schema: t.schema, poolSize: 3 } : {});
    const um = transporteSmtp(smtp.url(), REMETENTE);
    const dois = transporteSmtp(smtp.url(), REMETENTE);
    const pequeno = { ...ENTREGA, lote: 3 };
    try {
      const [a, b] = await Promise.all([
        entregarPendentes(t.db, um, pequeno),
        entregarPendentes(outra.db, dois, pequeno),
      ]);
      expect(a.enviadas + b.enviadas).toBe(30);
      expect(a.falhas + b.falhas).toBe(0);
    } finally {
      um.fechar();
      dois.fechar();
      await outra.close();
    }
    const recebidas = await smtp.esperar(30);
    const assuntos = recebidas.map((m) => m.assunto);
    expect(new Set(assuntos).size).toBe(30);
    expect(assuntos).toHaveLength(30);
    const linhas = await t.db.selectFrom('mensagem').select(['status', 'tentativas']).execute();
    expect(linhas.every((l) => l.status === 'enviada' && l.tentativas === 1)).toBe(true);
  });
});

describe('GET /api/mensagens', () => {
  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mensagens' })).statusCode).toBe(401);
    await t.createUser({
      email: 'prof@clube.test',
      senha: 'senha-do-professor',
      nome: 'Paulo',
      professor: true,
    });
    const prof = await t.login('prof@clube.test', 'senha-do-professor');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/mensagens', headers: { cookie: prof } })).statusCode,
    ).toBe(403);
  });

  it('pages newest first, filters by person, status and reason, and never answers a text, code or token', async () => {
    const recibo = await mensagem(ana, 'ana@familia.test', 'Recibo 1');
    const segredo = await enviarMensagem(t.db, {
      id_pessoa: t.admin.id_pessoa,
      email: 'admin@teste.local',
      motivo: 'redefinir_senha',
      conteudo: {
        clube: 'Clube',
        assunto: 'Crie uma senha nova',
        saudacao: 'Olá.',
        paragrafos: ['Use o link.'],
        botao: { rotulo: 'Criar', url: 'https://clube.test/redefinir/TOKEN-SECRETO-123' },
      },
    });
    const outro = await mensagem(ana, 'ana@familia.test', 'Recibo 2');
    const ler = async (q: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/mensagens${q}`, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('TOKEN-SECRETO');
      expect(res.body).not.toContain('Use o link');
      return res.json() as MensagensPagina;
    };
    const p1 = await ler('?pageSize=2');
    expect(p1.items.map((m) => m.id_mensagem)).toEqual([outro, segredo]);
    expect(p1.total).toBe(3);
    const p2 = await ler(`?pageSize=2&after=${p1.proxima}`);
    expect(p2.items.map((m) => m.id_mensagem)).toEqual([recibo]);
    expect(p2.proxima).toBeNull();
    expect(Object.keys(p2.items[0]).sort()).toEqual(
      [
        'assunto',
        'canal',
        'criada_em',
        'enviada_em',
        'erro',
        'id_mensagem',
        'id_pessoa',
        'motivo',
        'nome_pessoa',
        'status',
        'whatsapp',
      ].sort(),
    );
    expect((await ler(`?id_pessoa=${ana}`)).items.map((m) => m.id_mensagem)).toEqual([outro, recibo]);
    expect((await ler('?motivo=redefinir_senha')).items.map((m) => m.id_mensagem)).toEqual([segredo]);
    expect((await ler('?status=enviada')).items).toEqual([]);

    // Without SMTP_URL: each message the desk may send by hand is a WhatsApp link with its
    // text, to the person's mobile; a password link never is.
    const todas = (await ler('')).items;
    const doRecibo = todas.find((m) => m.id_mensagem === recibo)!;
    expect(doRecibo.whatsapp).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(decodeURIComponent(doRecibo.whatsapp!.split('text=')[1])).toContain('Recebemos o seu pagamento');
    expect(todas.find((m) => m.id_mensagem === segredo)!.whatsapp).toBeNull();
  });

  it('refuses a bad filter or cursor with a pt-BR 400', async () => {
    for (const q of ['?status=perdida', '?motivo=x', '?id_pessoa=abc', '?after=%00%00', '?pageSize=100000']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/mensagens${q}`, headers: { cookie } });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(/[a-zá-ú]/i);
    }
  });

  it('offers no WhatsApp link once e-mail is configured', async () => {
    const comEmail = await makeTestApp({ SMTP_URL: smtp.url() });
    try {
      const p = await criarPessoa(comEmail.db, 'Caio', { telefone_pessoa: '11912345678' });
      await enviarMensagem(comEmail.db, {
        id_pessoa: p,
        email: 'caio@familia.test',
        motivo: 'recibo',
        conteudo: { clube: 'Clube', assunto: 'Recibo', saudacao: 'Olá.', paragrafos: ['Pago.'] },
      });
      const res = await comEmail.app.inject({
        method: 'GET',
        url: '/api/mensagens',
        headers: { cookie: await comEmail.loginAdmin() },
      });
      expect((res.json() as MensagensPagina).items[0].whatsapp).toBeNull();
    } finally {
      await comEmail.close();
    }
  });

  it("are part of the person's export: when, why, the subject, the address, the status, never the text", async () => {
    await mensagem(ana, 'ana@familia.test', 'Recibo de março');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pessoas/${ana}/exportacao`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('Recebemos o seu pagamento');
    const [m] = res.json().mensagens;
    expect(m).toEqual({
      criada_em: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      enviada_em: null,
      canal: 'email',
      motivo: 'recibo',
      destino: 'ana@familia.test',
      assunto: 'Recibo de março',
      status: 'pendente',
    });
  });
});
