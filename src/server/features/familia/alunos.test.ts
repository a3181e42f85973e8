// What a signed-in family reads and does: one student in full (classes with the unit's
// address, the last 90 days' attendance, charges with their public page and amount due
// today, receipts, documents), the weekly classes as iCalendar read back, accepting a
// pending version, answering and withdrawing a purpose and filing a rights request (each
// where the desk sees it), the desk's view of family access and its end of a person's
// sessions, and the audit entries of it all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarLink, segredoDosLinks } from '#server/repositories/links-publicos.ts';
import { criarChamada } from '#server/test/fabrica.ts';
import { MSG_FAMILIA } from '#shared/messages/familia.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import type { AcessoFamiliaItem, AlunoFamilia } from '#shared/schemas/familia.ts';
import type { Consentimentos, Pedido } from '#shared/schemas/privacidade.ts';
import { type Clube, chamar, EMAIL, entrarComoFamilia, montarClube } from './testing';

let c: Clube;
let maria: string;
let carla: string;
const hoje = hojeNoFuso('America/Sao_Paulo');
let token: string;

beforeAll(async () => {
  c = await montarClube();
  const { db } = c.t;
  // Attendance: one mark 10 days ago (present), one 40 days ago (absent), one 100 days ago (too old).
  await criarChamada(db, c.turma, somarDias(hoje, -10), {
    status_c: 1,
    marcas: [{ id_aluno: c.joao, presenca: 1 }],
  });
  await criarChamada(db, c.turma, somarDias(hoje, -40), {
    status_c: 1,
    marcas: [{ id_aluno: c.joao, presenca: 0 }],
  });
  await criarChamada(db, c.turma, somarDias(hoje, -100), {
    status_c: 1,
    marcas: [{ id_aluno: c.joao, presenca: 1 }],
  });
  // Charges: one paid last month, one open and 30 days late with its public link, one cancelled.
  const cobranca = (vencimento: string, status: 'aberta' | 'paga' | 'cancelada') =>
    db
      .insertInto('cobranca')
      .values({
        id_aluno: c.joao,
        vencimento,
        competencia: vencimento.slice(0, 7),
        plano: 'mensal',
        id_unidade: null,
        valor_bruto: 15_000,
        valor: 15_000,
        linhas: '[]',
        multa_centesimos: 200,
        juros_centesimos_mes: 100,
        txid: `T${vencimento.replace(/-/g, '')}`,
        pix_copia_e_cola: '000201',
        status,
        emitida_em: Date.now(),
        id_emissor: null,
        ...(status === 'cancelada'
          ? { cancelada_em: Date.now(), motivo_cancelamento: 'Emitida de novo' }
          : {}),
      })
      .returning('id_cobranca')
      .executeTakeFirstOrThrow();
  const paga = await cobranca(somarDias(hoje, -60), 'paga');
  await db
    .insertInto('pagamento')
    .values({
      id_cobranca: paga.id_cobranca,
      numero_recibo: 7,
      pago_em: somarDias(hoje, -61),
      forma: 'pix',
      valor: 15_000,
      observacao: null,
      registrado_em: Date.now(),
      id_registrador: null,
    })
    .execute();
  const aberta = await cobranca(somarDias(hoje, -30), 'aberta');
  await cobranca(somarDias(hoje, -20), 'cancelada');
  token = await criarLink(db, await segredoDosLinks(db, undefined), 'cobranca', aberta.id_cobranca);
  maria = await entrarComoFamilia(c, EMAIL.maria);
  carla = await entrarComoFamilia(c, EMAIL.carla);
});
afterAll(async () => {
  await c.t.close();
  await c.smtp.fechar();
});

const ler = async (cookie: string, id: number) => {
  const res = await chamar(c.t, 'GET', `/api/familia/alunos/${id}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AlunoFamilia;
};

describe('GET /api/familia/alunos/{id_aluno}', () => {
  it('answers the student’s classes, 90 days of attendance, charges with their page, receipts and documents', async () => {
    const a = await ler(maria, c.joao);
    expect(a).toMatchObject({ id_aluno: c.joao, nome: 'João Souza', pagante: true });
    expect(a.responsaveis).toEqual([{ nome: 'Maria Souza' }, { nome: 'Pedro Souza' }]);
    expect(JSON.stringify(a)).not.toMatch(/pedro@|11999998888|52998224725/);
    expect(a.turmas).toEqual([
      {
        id_turma: c.turma,
        nome_turma: 'Sabre infantil',
        dia_semana: 'terça',
        horario: '19:30',
        unidade: { nome: 'Sede', endereco: expect.stringContaining('Rua das Lâminas, 12 - Centro') },
      },
    ]);
    expect(a.frequencia.map((f) => [f.data, f.presenca])).toEqual([
      [somarDias(hoje, -10), 'presente'],
      [somarDias(hoje, -40), 'falta'],
    ]);
    expect(a.cobrancas.map((x) => x.status)).toEqual(['aberta', 'paga']);
    const [aberta, paga] = a.cobrancas;
    // 30 days late: 2 % multa (300) and 1 % a month pro rata (150).
    expect(aberta).toMatchObject({
      valor: 15_000,
      valor_hoje: 15_450,
      vencida: true,
      link: `/pagar/${token}`,
    });
    expect(paga).toMatchObject({ valor_hoje: 0, vencida: false, link: null });
    const pagina = await chamar(c.t, 'GET', `/api/${aberta.link!.slice(1)}`);
    expect(pagina.statusCode).toBe(200);
    expect(a.recibos).toEqual([
      {
        numero_recibo: 7,
        competencia: paga.competencia,
        pago_em: somarDias(hoje, -61),
        valor: 15_000,
        forma: 'pix',
      },
    ]);
    expect(a.documentos.aceitos).toEqual([]);
    expect(a.documentos.pendentes.map((d) => d.documento)).toEqual(['contrato_clube', 'aviso_privacidade']);
    expect(a.documentos.finalidades.map((f) => [f.finalidade, f.consente])).toEqual([
      ['uso_imagem', null],
      ['federacao', null],
    ]);
  });

  it('shows no charges nor receipts for a student who does not pay', async () => {
    const a = await ler(carla, c.carla);
    expect(a).toMatchObject({ pagante: false, cobrancas: [], recibos: [], responsaveis: [] });
  });
});

describe('GET /api/familia/alunos/{id_aluno}/agenda.ics', () => {
  it('is an iCalendar feed with a weekly event per class at its time in the club’s zone', async () => {
    const res = await chamar(c.t, 'GET', `/api/familia/alunos/${c.joao}/agenda.ics`, { cookie: maria });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    // Unfold the lines (RFC 5545: a line break followed by a space continues the line).
    const linhas = res.body.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(linhas[0]).toBe('BEGIN:VCALENDAR');
    expect(linhas).toContain('TZID:America/Sao_Paulo');
    expect(linhas).toContain('TZOFFSETTO:-0300');
    const eventos = linhas.filter((l) => l === 'BEGIN:VEVENT');
    expect(eventos).toHaveLength(1);
    expect(linhas).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU');
    expect(linhas).toContain(`SUMMARY:${MSG_FAMILIA.agendaEvento('Sabre infantil')}`);
    expect(linhas).toContain('DURATION:PT60M');
    const inicio = linhas.find((l) => l.startsWith('DTSTART;'))!;
    const m = /^DTSTART;TZID=America\/Sao_Paulo:(\d{4})(\d{2})(\d{2})T193000$/.exec(inicio);
    expect(m, inicio).not.toBeNull();
    const data = `${m![1]}-${m![2]}-${m![3]}`;
    // The next Tuesday on or after today.
    expect(new Date(`${data}T12:00:00Z`).getUTCDay()).toBe(2);
    expect(data >= hoje && data <= somarDias(hoje, 6)).toBe(true);
    expect(linhas.find((l) => l.startsWith('LOCATION:'))).toContain('Sede - Rua das Lâminas');
  });
});

describe('what the family does', () => {
  it('accepts a pending version: gone from pending, on the desk’s consents, audited with the guardian as author', async () => {
    const antes = await ler(maria, c.joao);
    const contrato = antes.documentos.pendentes.find((d) => d.documento === 'contrato_clube')!;
    const res = await chamar(c.t, 'POST', `/api/familia/alunos/${c.joao}/aceites`, {
      cookie: maria,
      payload: { id_documento_versao: contrato.id_documento_versao },
    });
    expect(res.statusCode, res.body).toBe(200);
    const depois = res.json() as AlunoFamilia;
    expect(depois.documentos.pendentes.map((d) => d.documento)).toEqual(['aviso_privacidade']);
    expect(depois.documentos.aceitos).toMatchObject([
      { documento: 'contrato_clube', versao: contrato.versao },
    ]);
    // Accepting it again, or a version that is not pending: 400.
    const deNovo = await chamar(c.t, 'POST', `/api/familia/alunos/${c.joao}/aceites`, {
      cookie: maria,
      payload: { id_documento_versao: contrato.id_documento_versao },
    });
    expect(deNovo.statusCode).toBe(400);
    expect(deNovo.json().message).toBe(MSG_FAMILIA.versaoNaoPendente);

    const desk = (
      await chamar(c.t, 'GET', `/api/pessoas/${c.joao}/consentimentos`, { cookie: c.adminCookie })
    ).json() as Consentimentos;
    expect(desk.aceites).toMatchObject([
      { documento: 'contrato_clube', aceito_por: { id: c.maria, nome: 'Maria Souza' }, operador: null },
    ]);
    const audit = await c.t.db
      .selectFrom('auditoria')
      .selectAll()
      .where('acao', '=', 'consentimento')
      .where('id_pessoa', '=', c.joao)
      .execute();
    expect(audit).toMatchObject([{ id_autor: c.maria }]);
  });

  it('answers a purpose and withdraws it; the desk sees both answers', async () => {
    const url = `/api/familia/alunos/${c.joao}/finalidades`;
    const sim = await chamar(c.t, 'POST', url, {
      cookie: maria,
      payload: { finalidade: 'uso_imagem', consente: true },
    });
    expect(sim.statusCode, sim.body).toBe(200);
    expect((sim.json() as AlunoFamilia).documentos.finalidades[0]).toMatchObject({
      finalidade: 'uso_imagem',
      consente: true,
    });
    const nao = await chamar(c.t, 'POST', url, {
      cookie: maria,
      payload: { finalidade: 'uso_imagem', consente: false },
    });
    expect((nao.json() as AlunoFamilia).documentos.finalidades[0].consente).toBe(false);
    const desk = (
      await chamar(c.t, 'GET', `/api/pessoas/${c.joao}/consentimentos`, { cookie: c.adminCookie })
    ).json() as Consentimentos;
    expect(desk.finalidades.map((f) => [f.finalidade, f.consente, f.respondido_por.id])).toEqual([
      ['uso_imagem', false, c.maria],
      ['uso_imagem', true, c.maria],
    ]);
    const ruim = await chamar(c.t, 'POST', url, {
      cookie: maria,
      payload: { finalidade: 'outra', consente: 'sim' },
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().campos).toMatchObject({ finalidade: MSG_FAMILIA.finalidadeInvalida });
  });

  it('files a rights request that lands in the desk’s list, and refuses it for another family’s student', async () => {
    const res = await chamar(c.t, 'POST', `/api/familia/alunos/${c.joao}/pedidos`, {
      cookie: maria,
      payload: { tipo: 'acesso', descricao: 'Quero a cópia dos dados do meu filho.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ tipo: 'acesso', recebido_em: hoje });
    const lista = (
      await chamar(c.t, 'GET', '/api/privacidade/pedidos', { cookie: c.adminCookie })
    ).json() as Pedido[];
    expect(lista).toMatchObject([
      {
        id_pedido: res.json().id_pedido,
        id_pessoa: c.joao,
        solicitante_nome: 'Maria Souza',
        solicitante_relacao: 'responsavel',
        descricao: 'Quero a cópia dos dados do meu filho.',
        status: 'aberta',
      },
    ]);
    const dela = await chamar(c.t, 'POST', `/api/familia/alunos/${c.carla}/pedidos`, {
      cookie: carla,
      payload: { tipo: 'correcao' },
    });
    expect(dela.statusCode).toBe(201);
    const alheio = await chamar(c.t, 'POST', `/api/familia/alunos/${c.lia}/pedidos`, {
      cookie: maria,
      payload: { tipo: 'acesso' },
    });
    expect(alheio.statusCode).toBe(404);
    const todos = (
      await chamar(c.t, 'GET', '/api/privacidade/pedidos', { cookie: c.adminCookie })
    ).json() as Pedido[];
    expect(todos.map((p) => [p.id_pessoa, p.solicitante_relacao])).toEqual([
      [c.joao, 'responsavel'],
      [c.carla, 'titular'],
    ]);
  });
});

describe('the desk’s family access (administrators)', () => {
  it('lists who may sign in for the student with the latest sign-in, and ends a person’s sessions', async () => {
    const url = `/api/adm/alunos/${c.joao}/familia`;
    expect((await chamar(c.t, 'GET', url, { cookie: c.profCookie })).statusCode).toBe(403);
    expect((await chamar(c.t, 'GET', url, { cookie: maria })).statusCode).toBe(401);
    const res = await chamar(c.t, 'GET', url, { cookie: c.adminCookie });
    expect(res.statusCode).toBe(200);
    const lista = res.json() as AcessoFamiliaItem[];
    expect(lista.map((p) => [p.id_pessoa, p.papel, p.tem_email, p.sessoes])).toEqual([
      [c.maria, 'responsavel', true, 1],
      [c.pedro, 'responsavel', true, 0],
    ]);
    expect(Date.parse(lista[0].ultimo_acesso!)).toBeGreaterThan(Date.now() - 600_000);
    expect(lista[1].ultimo_acesso).toBeNull();
    // An adult student is their own family.
    const dela = (
      await chamar(c.t, 'GET', `/api/adm/alunos/${c.carla}/familia`, { cookie: c.adminCookie })
    ).json();
    expect(dela).toMatchObject([{ id_pessoa: c.carla, papel: 'aluno', sessoes: 1 }]);

    const fim = await chamar(c.t, 'DELETE', `${url}/${c.maria}/sessoes`, { cookie: c.adminCookie });
    expect(fim.statusCode, fim.body).toBe(200);
    expect(fim.json()).toEqual({ encerradas: 1 });
    expect((await chamar(c.t, 'GET', '/api/familia/alunos', { cookie: maria })).statusCode).toBe(401);
    expect((await chamar(c.t, 'GET', '/api/familia/alunos', { cookie: carla })).statusCode).toBe(200);
    // Someone who does not answer for this student: 404.
    const alheio = await chamar(c.t, 'DELETE', `${url}/${c.carla}/sessoes`, { cookie: c.adminCookie });
    expect(alheio.statusCode).toBe(404);
    expect(alheio.json().message).toBe(MSG_FAMILIA.pessoaSemAcesso);
  });

  it('has audited the codes, the sign-ins, the request and the end of sessions', async () => {
    const linhas = await c.t.db
      .selectFrom('auditoria')
      .select(['acao', 'id_pessoa', 'id_autor'])
      .where('acao', 'like', 'familia_%')
      .orderBy('id_auditoria')
      .execute();
    expect(linhas).toEqual([
      { acao: 'familia_codigo', id_pessoa: c.maria, id_autor: null },
      { acao: 'familia_entrada', id_pessoa: c.maria, id_autor: c.maria },
      { acao: 'familia_codigo', id_pessoa: c.carla, id_autor: null },
      { acao: 'familia_entrada', id_pessoa: c.carla, id_autor: c.carla },
      { acao: 'familia_pedido', id_pessoa: c.joao, id_autor: c.maria },
      { acao: 'familia_pedido', id_pessoa: c.carla, id_autor: c.carla },
      { acao: 'familia_sessoes_encerradas', id_pessoa: c.maria, id_autor: c.t.admin.id_pessoa },
    ]);
  });
});
