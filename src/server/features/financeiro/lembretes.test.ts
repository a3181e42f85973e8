// Payment reminders end to end on SQLite and PostgreSQL, delivered to a real SMTP server:
// the rules' settings (validation, access), which charges and people get a reminder, its
// e-mail with the payment and stop links, the stop page and the desk's undo, one reminder per
// charge and rule under two instances at once, and the receipt e-mail of a payment.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import { avisarEntrega } from '#server/mensagens/enviar.ts';
import { criarLinks, segredoDosLinks } from '#server/repositories/links-publicos.ts';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarResponsavel } from '#server/test/fabrica.ts';
import { type ServidorSmtp, servidorSmtp } from '#server/test/smtp.ts';
import { MSG_LEMBRETES as M } from '#shared/messages/lembretes.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import type {
  LembreteItem,
  LembretesDoAluno,
  PaginaParar,
  PreferenciaLembretes,
} from '#shared/schemas/lembretes.ts';
import { processarLembretes } from './lembretes';

let t: TestApp;
let smtp: ServidorSmtp;
let cookie: string;
let segredo: string;
const H = { 'sec-fetch-site': 'same-origin' };
const ORIGEM = 'https://clube.test';
const VENC = '2026-03-10';

const pedir = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, c = cookie) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...H, cookie: c } });

let seq = 0;
/** An open monthly charge of `id_aluno` due on `vencimento`, with its payment link. */
async function criarCobranca(db: Executor, id_aluno: number, vencimento = VENC, valor = 15_000) {
  seq++;
  const { id_cobranca } = await db
    .insertInto('cobranca')
    .values({
      id_aluno,
      vencimento,
      competencia: vencimento.slice(0, 7),
      plano: 'mensal',
      id_unidade: null,
      valor_bruto: valor,
      valor,
      linhas: '[]',
      multa_centesimos: 200,
      juros_centesimos_mes: 100,
      txid: `TX${seq}`,
      pix_copia_e_cola: '',
      emitida_em: Date.now(),
      id_emissor: null,
    })
    .returning('id_cobranca')
    .executeTakeFirstOrThrow();
  await criarLinks(db, segredo, 'cobranca', [id_cobranca]);
  return id_cobranca;
}

const processar = (hoje: string, db: Executor = t.db) =>
  processarLembretes(db, { segredo, origem: ORIGEM, hoje });

/** Wakes the app's outbox worker (as the job does) and answers the mail that reached `email`. */
async function mailPara(email: string) {
  avisarEntrega();
  const limite = Date.now() + 15_000;
  for (;;) {
    const mail = smtp.recebidas.find((m) => m.para.includes(email));
    if (mail) return mail;
    if (Date.now() > limite) throw new Error(`nenhum e-mail para ${email}`);
    await smtp.esperar(smtp.recebidas.length + 1, 1_000).catch(() => null);
  }
}

/** Waits until the outbox has nothing pending (the worker delivered it). */
async function entregar() {
  avisarEntrega();
  for (let i = 0; i < 300; i++) {
    const pendente = await t.db
      .selectFrom('mensagem')
      .select('id_mensagem')
      .where('status', '=', 'pendente')
      .executeTakeFirst();
    if (!pendente) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the outbox kept messages pending');
}

const lembretesDe = (id_cobranca: number) =>
  t.db.selectFrom('lembrete').select(['dias', 'id_pessoa']).where('id_cobranca', '=', id_cobranca).execute();

beforeAll(async () => {
  smtp = await servidorSmtp();
  t = await makeTestApp(
    { SMTP_URL: smtp.url(), MAIL_FROM: 'Clube <nao-responda@clube.test>' },
    { entregaAutomatica: true },
  );
  cookie = await t.loginAdmin();
  segredo = await segredoDosLinks(t.db, undefined);
  await t.db.updateTable('clube').set({ nome: 'Clube de Esgrima Florete & Cia' }).execute();
  // Business days off unless a test says otherwise: the days' rules have their own test.
  await t.db.updateTable('lembrete_configuracao').set({ dias_uteis: 0 }).execute();
});
afterAll(async () => {
  // The app's worker finishes its run against the SMTP server before that server goes.
  await t.close();
  await smtp.fechar();
});
beforeEach(() => {
  smtp.recebidas.length = 0;
});

describe('the rules', () => {
  it('default to -3, 0, 3, 10 on business days, and save a new list', async () => {
    const t2 = await makeTestApp();
    try {
      const c2 = await t2.loginAdmin();
      const r = await t2.app.inject({
        method: 'GET',
        url: '/api/financeiro/lembretes',
        headers: { ...H, cookie: c2 },
      });
      expect(r.json()).toEqual({ regras: [-3, 0, 3, 10].map((dias) => ({ dias })), dias_uteis: true });
      const nova = { regras: [{ dias: 5 }, { dias: -30 }, { dias: 60 }], dias_uteis: false };
      const p = await t2.app.inject({
        method: 'PUT',
        url: '/api/financeiro/lembretes',
        payload: nova,
        headers: { ...H, cookie: c2 },
      });
      expect(p.statusCode).toBe(200);
      expect(p.json()).toEqual({ regras: [{ dias: -30 }, { dias: 5 }, { dias: 60 }], dias_uteis: false });
    } finally {
      await t2.close();
    }
  });

  it('refuses bad lists in pt-BR beside the field and changes nothing', async () => {
    const antes = (await pedir('GET', '/api/financeiro/lembretes')).json();
    const dias = (...d: unknown[]) => d.map((x) => ({ dias: x }));
    for (const [regras, mensagem] of [
      [dias(-31), M.diaForaDoIntervalo],
      [dias(61), M.diaForaDoIntervalo],
      [dias(1.5), M.regrasInvalidas],
      [dias('3'), M.regrasInvalidas],
      [dias(3, 3), M.regrasRepetidas],
      [dias(1, 2, 3, 4, 5, 6, 7, 8, 9), M.regrasDemais],
      ['-3,0', M.regrasInvalidas],
      [[null], M.regrasInvalidas],
    ] as const) {
      const r = await pedir('PUT', '/api/financeiro/lembretes', { regras, dias_uteis: true });
      expect(r.statusCode, JSON.stringify(regras)).toBe(400);
      expect(Object.entries(r.json().campos).find(([k]) => k.startsWith('regras'))?.[1]).toBe(mensagem);
      expect(r.json().message).toContain('Dados inválidos.');
    }
    const semUteis = await pedir('PUT', '/api/financeiro/lembretes', { regras: [], dias_uteis: 'sim' });
    expect(semUteis.statusCode).toBe(400);
    expect(semUteis.json().campos.dias_uteis).toBe(M.diasUteisInvalido);
    expect((await pedir('GET', '/api/financeiro/lembretes')).json()).toEqual(antes);
  });

  it('are for administrators only: a teacher gets 403, no session 401', async () => {
    await t.createUser({
      email: 'prof@teste.local',
      senha: 'senha-do-prof',
      nome: 'Pedro Professor',
      professor: true,
    });
    const prof = await t.login('prof@teste.local', 'senha-do-prof');
    for (const [method, url, body] of [
      ['GET', '/api/financeiro/lembretes'],
      ['PUT', '/api/financeiro/lembretes', { regras: [], dias_uteis: true }],
      ['POST', '/api/financeiro/lembretes/processar'],
      ['GET', '/api/financeiro/cobrancas/1/lembretes'],
      ['GET', '/api/financeiro/alunos/1/lembretes'],
      ['GET', `/api/financeiro/lembretes/pessoas/${t.admin.id_pessoa}`],
      ['PUT', `/api/financeiro/lembretes/pessoas/${t.admin.id_pessoa}`, { recebe: false }],
    ] as const) {
      expect((await pedir(method, url, body, prof)).statusCode, url).toBe(403);
      expect((await pedir(method, url, body, '')).statusCode, url).toBe(401);
    }
    expect((await pedir('GET', '/api/financeiro/lembretes')).json().regras).toHaveLength(4);
  });
});

describe('the job', () => {
  it('sends the payer (the financial guardian) a pt-BR reminder with the payment and stop links, once per rule', async () => {
    const mae = await criarResponsavel(t.db, 'Maria Mãe', { email_pessoa: 'maria@familia.test' });
    const { id_aluno } = await criarAluno(t.db, 'Bruno <Aluno>', {
      responsaveis: [mae.id_responsavel],
      id_responsavel_financeiro: mae.id_responsavel,
    });
    const id = await criarCobranca(t.db, id_aluno);
    expect(await processar('2026-03-06')).toBe(0);
    expect(await processar('2026-03-07')).toBe(1);
    expect(await processar('2026-03-07')).toBe(0);
    expect(await lembretesDe(id)).toEqual([{ dias: -3, id_pessoa: mae.id_pessoa }]);
    const mail = await mailPara('maria@familia.test');
    expect(mail.para).toEqual(['maria@familia.test']);
    expect(mail.assunto).toBe(
      'Clube de Esgrima Florete & Cia: lembrete de pagamento · Mensalidade · março/2026',
    );
    expect(mail.texto).toContain('Olá, Maria Mãe.');
    expect(mail.texto).toContain(
      'A cobrança de Bruno <Aluno> (Mensalidade · março/2026), de R$ 150,00, vence em 10/03/2026.',
    );
    const pagar = mail.texto.match(/https:\/\/clube\.test\/pagar\/[A-Za-z0-9_-]{43}/)?.[0];
    const parar = mail.texto.match(/https:\/\/clube\.test\/lembretes\/parar\/([A-Za-z0-9_-]{43})/);
    expect(pagar).toBeTruthy();
    expect(parar).toBeTruthy();
    // The HTML escapes the names, and carries both links.
    expect(mail.html).toContain('Bruno &lt;Aluno&gt;');
    expect(mail.html).toContain('Florete &amp; Cia');
    expect(mail.html).toContain(`href="${pagar}"`);
    expect(mail.html).toContain(parar?.[0]);
    // The payment link opens this charge's public page.
    const pagina = await t.app.inject({ method: 'GET', url: `/api/pagar/${pagar?.split('/').pop()}` });
    expect(pagina.statusCode).toBe(200);

    // On the day, after: each rule once; the desk sees them with their message's status.
    expect(await processar('2026-03-10')).toBe(1);
    expect(await processar('2026-03-13')).toBe(1);
    expect(await processar('2026-03-14')).toBe(0);
    await entregar();
    const lista = (await pedir('GET', `/api/financeiro/cobrancas/${id}/lembretes`)).json() as LembreteItem[];
    expect(lista.map((l) => [l.dias, l.dia, l.status, l.para])).toEqual([
      [3, '2026-03-13', 'enviada', 'Maria Mãe'],
      [0, '2026-03-10', 'enviada', 'Maria Mãe'],
      [-3, '2026-03-07', 'enviada', 'Maria Mãe'],
    ]);
    const doAluno = (
      await pedir('GET', `/api/financeiro/alunos/${id_aluno}/lembretes`)
    ).json() as LembretesDoAluno;
    expect(doAluno.lembretes.map((l) => l.id_lembrete)).toEqual(lista.map((l) => l.id_lembrete));
    expect(doAluno.pagador).toMatchObject({ id_pessoa: mae.id_pessoa, nome: 'Maria Mãe', recebe: true });
    expect((await pedir('GET', '/api/financeiro/cobrancas/999999/lembretes')).statusCode).toBe(404);
  });

  it('sends nothing for a paid or cancelled charge, nor to a payer without e-mail', async () => {
    const adulto = await criarAluno(t.db, 'Carla Adulta', { pessoa: { email_pessoa: 'carla@familia.test' } });
    const semEmail = await criarAluno(t.db, 'Davi Sem Email');
    const paga = await criarCobranca(t.db, adulto.id_aluno, '2026-05-11');
    const cancelada = await criarCobranca(t.db, adulto.id_aluno, '2026-06-10');
    const semDestino = await criarCobranca(t.db, semEmail.id_aluno, '2026-05-11');
    await t.db.updateTable('cobranca').set({ status: 'paga' }).where('id_cobranca', '=', paga).execute();
    await t.db
      .updateTable('cobranca')
      .set({
        status: 'cancelada',
        cancelada_em: Date.now(),
        id_cancelador: t.admin.id_pessoa,
        motivo_cancelamento: 'teste',
      })
      .where('id_cobranca', '=', cancelada)
      .execute();
    expect(await processar('2026-05-11')).toBe(0);
    expect(await processar('2026-06-10')).toBe(0);
    for (const id of [paga, cancelada, semDestino]) expect(await lembretesDe(id)).toEqual([]);
    // The adult student pays for themself when there is no guardian.
    const aberta = await criarCobranca(t.db, adulto.id_aluno, '2026-07-10');
    expect(await processar('2026-07-10')).toBe(1);
    expect(await lembretesDe(aberta)).toEqual([{ dias: 0, id_pessoa: adulto.id_pessoa }]);
  });

  it('creates one reminder per charge and rule when two instances run the job at once', async () => {
    const alunos = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        criarAluno(t.db, `Aluno Concorrente ${i}`, { pessoa: { email_pessoa: `c${i}@familia.test` } }),
      ),
    );
    const ids = [];
    for (const a of alunos) ids.push(await criarCobranca(t.db, a.id_aluno, '2026-08-10'));
    // PostgreSQL: a second instance's own pool. SQLite serves one process: its runs interleave on one connection.
    const outra = t.dialect === 'postgres' ? connect(t.url, { schema: t.schema, poolSize: 5 }) : null;
    try {
      const [a, b] = await Promise.all([
        processar('2026-08-13', t.db),
        processar('2026-08-13', outra?.db ?? t.db),
      ]);
      expect(a + b).toBe(5);
    } finally {
      await outra?.close();
    }
    const linhas = await t.db
      .selectFrom('lembrete')
      .select(['id_cobranca', 'dias'])
      .where('id_cobranca', 'in', ids)
      .execute();
    expect(linhas).toHaveLength(5);
    const mensagens = await t.db
      .selectFrom('mensagem')
      .select('id_mensagem')
      .where('destino', 'like', 'c_@familia.test')
      .execute();
    expect(mensagens).toHaveLength(5);
  });

  it('POST processar runs it now and answers how many messages it created', async () => {
    const hoje = hojeNoFuso(t.app.env.TZ_CLUB);
    const { id_aluno } = await criarAluno(t.db, 'Elisa Hoje', {
      pessoa: { email_pessoa: 'elisa@familia.test' },
    });
    const id = await criarCobranca(t.db, id_aluno, hoje);
    const r = await pedir('POST', '/api/financeiro/lembretes/processar');
    expect(r.statusCode).toBe(200);
    expect(r.json().enviadas).toBeGreaterThanOrEqual(1);
    expect(await lembretesDe(id)).toEqual([{ dias: 0, id_pessoa: id_aluno }]);
    expect((await pedir('POST', '/api/financeiro/lembretes/processar')).json()).toEqual({ enviadas: 0 });
  });
});

describe('the stop link', () => {
  it('stops reminders by POST only, records it in the ledger, and the desk can undo it', async () => {
    const { id_aluno, id_pessoa } = await criarAluno(t.db, 'Fabio Parador Silva', {
      pessoa: { email_pessoa: 'fabio@familia.test' },
    });
    await criarCobranca(t.db, id_aluno, '2026-09-10');
    expect(await processar('2026-09-07')).toBe(1);
    const mail = await mailPara('fabio@familia.test');
    const token = mail.texto.match(/\/lembretes\/parar\/([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toBeTruthy();

    // Opening the page (a mail scanner too) changes nothing.
    const get = await t.app.inject({ method: 'GET', url: `/api/lembretes/parar/${token}` });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ nome: 'Fabio', clube: 'Clube de Esgrima Florete & Cia', parado: false });
    expect((await pedir('GET', `/api/financeiro/lembretes/pessoas/${id_pessoa}`)).json().recebe).toBe(true);

    const post = await t.app.inject({ method: 'POST', url: `/api/lembretes/parar/${token}`, headers: H });
    expect(post.statusCode).toBe(200);
    expect((post.json() as PaginaParar).parado).toBe(true);
    const pref = (
      await pedir('GET', `/api/financeiro/lembretes/pessoas/${id_pessoa}`)
    ).json() as PreferenciaLembretes;
    expect(pref.recebe).toBe(false);
    expect(pref.historico).toMatchObject([{ parado: true, canal: 'link', operador: null }]);
    const audit = await t.db
      .selectFrom('auditoria')
      .select('detalhe')
      .where('id_pessoa', '=', id_pessoa)
      .where('acao', '=', 'consentimento')
      .execute();
    expect(audit.map((a) => a.detalhe)).toEqual(['lembretes de cobranca parados (link)']);
    expect(await processar('2026-09-10')).toBe(0);

    // The desk undoes it at the person's request: reminders resume.
    const volta = await pedir('PUT', `/api/financeiro/lembretes/pessoas/${id_pessoa}`, { recebe: true });
    expect(volta.statusCode).toBe(200);
    expect(
      (volta.json() as PreferenciaLembretes).historico.map((h) => [h.parado, h.canal, h.operador]),
    ).toEqual([
      [false, 'secretaria', 'Ana Admin'],
      [true, 'link', null],
    ]);
    expect(await processar('2026-09-10')).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/lembretes/parar/${token}` })).json().parado).toBe(
      false,
    );
  });

  it('opens nothing with a token of another purpose or an unknown one', async () => {
    const [outro] = await criarLinks(t.db, segredo, 'cobranca', [1]);
    for (const token of [outro, 'A'.repeat(43), 'curto']) {
      const r = await t.app.inject({ method: 'POST', url: `/api/lembretes/parar/${token}`, headers: H });
      expect(r.statusCode, `${token} ${r.body}`).toBe(404);
      expect(r.json().message).toBe(M.linkInvalido);
    }
  });
});

describe('the receipt e-mail', () => {
  it('goes to the payer with the number, period, amount and method, queued with the payment', async () => {
    const pai = await criarResponsavel(t.db, 'Gil Pai', { email_pessoa: 'gil@familia.test' });
    const { id_aluno } = await criarAluno(t.db, 'Helena Filha', { responsaveis: [pai.id_responsavel] });
    const id = await criarCobranca(t.db, id_aluno, '2026-10-10', 12_345);
    // Stopping reminders does not stop receipts.
    await pedir('PUT', `/api/financeiro/lembretes/pessoas/${pai.id_pessoa}`, { recebe: false });
    const r = await pedir('POST', `/api/financeiro/cobrancas/${id}/pagamento`, {
      pago_em: '2026-10-09',
      forma: 'dinheiro',
      valor: 12_345,
    });
    expect(r.statusCode).toBe(200);
    const numero = r.json().numero_recibo as number;
    const fila = await t.db
      .selectFrom('mensagem')
      .select(['motivo', 'destino'])
      .where('destino', '=', 'gil@familia.test')
      .execute();
    expect(fila).toEqual([{ motivo: 'recibo', destino: 'gil@familia.test' }]);
    const mail = await mailPara('gil@familia.test');
    expect(mail.assunto).toBe(`Clube de Esgrima Florete & Cia: recibo nº ${numero}`);
    for (const trecho of [
      'Olá, Gil Pai.',
      'Recebemos o pagamento de Helena Filha referente a Mensalidade · outubro/2026.',
      `Recibo nº ${numero}`,
      'Valor: R$ 123,45',
      'Forma de pagamento: Dinheiro',
      'Pago em: 09/10/2026',
    ])
      expect(mail.texto).toContain(trecho);
    expect(mail.texto).not.toContain('/lembretes/parar/');
  });

  it('is not queued when the payment is refused (the transaction is one)', async () => {
    const { id_aluno } = await criarAluno(t.db, 'Igor Pago', {
      pessoa: { email_pessoa: 'igor@familia.test' },
    });
    const id = await criarCobranca(t.db, id_aluno, '2026-10-10');
    const pagar = () =>
      pedir('POST', `/api/financeiro/cobrancas/${id}/pagamento`, {
        pago_em: '2026-10-09',
        forma: 'pix',
        valor: 15_000,
      });
    expect((await pagar()).statusCode).toBe(200);
    expect((await pagar()).statusCode).toBe(409);
    const fila = await t.db
      .selectFrom('mensagem')
      .select('motivo')
      .where('destino', '=', 'igor@familia.test')
      .execute();
    expect(fila).toEqual([{ motivo: 'recibo' }]);
  });
});
