// Billing end to end through the API, on SQLite and PostgreSQL: settings and prices,
// who is charged and when, the frozen charge with its Pix, payments and receipts,
// cancellation and re-issue, the late list, the summary, the CSV, the public page and
// who may call what.
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarLink, hashDe } from '#server/repositories/links-publicos.ts';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarPessoas, criarResponsavel } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_FINANCEIRO, mesPorExtenso } from '#shared/messages/financeiro.ts';
import { diasEntre, hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import { vencimentosEntre } from '#shared/rules/financeiro-vencimentos.ts';
import type { CobrancaDetalhe, CobrancaItem, Recibo } from '#shared/schemas/financeiro.ts';
import { PaginasDePagamento } from './paginas-de-pagamento';

let t: TestApp;
let cookie: string;
const hoje = hojeNoFuso(FUSO_TESTE);
const H = { 'sec-fetch-site': 'same-origin' };

const pedir = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...H, cookie } });

beforeAll(async () => {
  t = await makeTestApp();
  cookie = await t.loginAdmin();
});
afterAll(() => t.close());

describe('settings and prices', () => {
  it('refuses bad input in pt-BR and changes nothing', async () => {
    const boa = {
      pix_tipo: 'email',
      pix_chave: 'Tesouraria@Clube.org',
      pix_nome: 'Clube de Esgrima',
      pix_cidade: 'São Paulo',
      multa_percentual: 2,
      juros_percentual_mes: 1,
      dias_antecedencia: 10,
    };
    for (const [campo, valor] of [
      ['multa_percentual', 2.5],
      ['pix_chave', 'nao-e-email'],
      ['pix_nome', 'Um nome de clube longo demais para o Pix'],
      ['pix_cidade', 'Cidade Longa Demais'],
      ['dias_antecedencia', 61],
    ] as const) {
      const r = await pedir('PUT', '/api/financeiro/configuracao', { ...boa, [campo]: valor });
      expect(r.statusCode, campo).toBe(400);
      expect(r.json().campos[campo]).toBeTruthy();
    }
    // An empty key and a name over the Pix's 25 characters are refused next to their field, never cut.
    for (const [campo, valor, mensagem] of [
      ['pix_chave', '  ', MSG_FINANCEIRO.pixChaveVazia],
      ['pix_nome', 'Clube de Esgrima de São Paulo', MSG_FINANCEIRO.pixNomeLongo],
    ] as const) {
      const r = await pedir('PUT', '/api/financeiro/configuracao', { ...boa, [campo]: valor });
      expect(r.statusCode, campo).toBe(400);
      expect(r.json().campos[campo]).toBe(mensagem);
    }
    for (const [tipo, chave] of [
      ['cpf', '111.111.111-11'],
      ['cnpj', '11.111.111/1111-11'],
      ['telefone', '+1 555 1234'],
      ['aleatoria', 'nao-uuid'],
    ])
      expect(
        (await pedir('PUT', '/api/financeiro/configuracao', { ...boa, pix_tipo: tipo, pix_chave: chave }))
          .statusCode,
      ).toBe(400);
    expect((await pedir('GET', '/api/financeiro/configuracao')).json().configurada).toBe(false);

    const r = await pedir('PUT', '/api/financeiro/configuracao', { ...boa, multa_percentual: 1.5 });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      configurada: true,
      pix_chave: 'tesouraria@clube.org',
      multa_percentual: 1.5,
      cobranca_desde: hoje,
    });
    for (const [tipo, chave, guardada] of [
      ['telefone', '(11) 98765-4321', '+5511987654321'],
      ['cpf', '529.982.247-25', '52998224725'],
      ['aleatoria', '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
    ]) {
      const ok = await pedir('PUT', '/api/financeiro/configuracao', {
        ...boa,
        pix_tipo: tipo,
        pix_chave: chave,
      });
      expect(ok.json().pix_chave).toBe(guardada);
    }
  });

  it('prices: centavos only, up to R$ 100.000,00, history kept, unit overrides', async () => {
    for (const ruim of [-1, 150.5, 10_000_001, '12,00'])
      expect(
        (await pedir('PUT', '/api/financeiro/precos', { mensal: ruim, semestral: 1, anual: 1 })).statusCode,
      ).toBe(400);
    expect((await pedir('GET', '/api/financeiro/precos')).json()).toEqual({
      mensal: null,
      semestral: null,
      anual: null,
    });
    await pedir('PUT', '/api/financeiro/precos', { mensal: 12_000, semestral: 60_000, anual: 100_000 });
    const r = await pedir('PUT', '/api/financeiro/precos', {
      mensal: 15_000,
      semestral: 60_000,
      anual: 100_000,
    });
    expect(r.json()).toEqual({ mensal: 15_000, semestral: 60_000, anual: 100_000 });
    const hist = (await pedir('GET', '/api/financeiro/precos/historico')).json();
    expect(
      hist.filter((h: { plano: string }) => h.plano === 'mensal').map((h: { valor: number }) => h.valor),
    ).toEqual([15_000, 12_000]);
    const { id_unidade } = await t.db
      .insertInto('unidade')
      .values({
        nome_unidade: 'Sede',
        tipo: 'particular',
        cnpj_unidade: null,
        telefone_unidade: null,
        email_unidade: null,
        mais_contatos: null,
        id_endereco: null,
      })
      .returning('id_unidade')
      .executeTakeFirstOrThrow();
    const u = await pedir('PUT', `/api/financeiro/precos/unidades/${id_unidade}`, {
      mensal: 9_000,
      semestral: null,
      anual: null,
    });
    expect(u.json()).toMatchObject({
      mensal: 9_000,
      semestral: null,
      efetivo: { mensal: 9_000, semestral: 60_000 },
    });
    expect((await pedir('GET', '/api/financeiro/precos/unidades/999999')).statusCode).toBe(404);
  });
});

describe('issuing', () => {
  let pagante: number;
  let responsavelTel: string;
  beforeAll(async () => {
    // Billing started 100 days ago, so there are overdue charges to see: three or four monthly
    // due dates whatever today is (the tests below pay two and cancel a third). Seventy days
    // held only two on a third of the days of a year.
    await t.db
      .updateTable('financeiro_configuracao')
      .set({
        cobranca_desde: somarDias(hoje, -100),
        dias_antecedencia: 10,
        multa_centesimos: 200,
        juros_centesimos_mes: 100,
        pix_tipo: 'cpf',
        pix_chave: '52998224725',
      })
      .execute();
    const resp = await criarResponsavel(t.db, 'Márcia Araújo Lima', { telefone_pessoa: '11987654321' });
    responsavelTel = '11987654321';
    ({ id_aluno: pagante } = await criarAluno(t.db, 'Pedro Araújo Lima', {
      responsaveis: [resp.id_responsavel ?? resp],
      dt_inicio: somarDias(hoje, -200),
      dia_pagamento: 20,
    } as never));
    await criarAluno(t.db, 'Nina Nãopagante', { tipo_aluno: 'naoPagante', dt_inicio: somarDias(hoje, -200) });
    await criarAluno(t.db, 'Eva Escola', { tipo_aluno: 'escola', dt_inicio: somarDias(hoje, -200) });
    await criarAluno(t.db, 'Ivo Inativo', {
      inativo_desde: somarDias(hoje, -5),
      dt_inicio: somarDias(hoje, -200),
    });
  });

  it('charges active paying students only, every due date in the window, once', async () => {
    const esperadas = vencimentosEntre(
      somarDias(hoje, -200),
      20,
      'mensal',
      somarDias(hoje, -100),
      somarDias(hoje, 10),
    );
    expect(esperadas.length).toBeGreaterThanOrEqual(3);
    const r = await pedir('POST', '/api/financeiro/emitir');
    expect(r.json()).toEqual({ emitidas: esperadas.length });
    expect((await pedir('POST', '/api/financeiro/emitir')).json()).toEqual({ emitidas: 0 });
    const lista = (await pedir('GET', '/api/financeiro/cobrancas?pageSize=100')).json();
    expect(lista.items.map((c: CobrancaItem) => c.id_aluno)).toEqual(esperadas.map(() => pagante));
    expect(lista.items.map((c: CobrancaItem) => c.vencimento)).toEqual([...esperadas].reverse());
    const auditoria = await t.db
      .selectFrom('auditoria')
      .select('id_pessoa')
      .where('acao', '=', 'financeiro_emissao')
      .execute();
    expect(auditoria).toHaveLength(esperadas.length);
    expect(auditoria.every((a) => a.id_pessoa === pagante)).toBe(true);
  });

  it('a charge is frozen with its Pix; vencida and the amount due today are derived', async () => {
    const lista = (await pedir('GET', '/api/financeiro/cobrancas?status=vencida')).json();
    const c: CobrancaItem = lista.items[lista.items.length - 1];
    expect(c).toMatchObject({ status: 'aberta', vencida: true, valor: 15_000 });
    expect(c.valor_devido_hoje).toBeGreaterThan(15_000 + 300);
    expect(c.link_publico).toMatch(/^\/pagar\/[A-Za-z0-9_-]{43}$/);
    // The charge stays frozen (its BR Code of R$ 150,00 is kept) ...
    const { pix_copia_e_cola: congelado } = await t.db
      .selectFrom('cobranca')
      .select('pix_copia_e_cola')
      .where('id_cobranca', '=', c.id_cobranca)
      .executeTakeFirstOrThrow();
    const frozen = parsePix(congelado);
    if (hasError(frozen) || frozen.type !== 'STATIC') throw new Error('pix');
    expect(frozen.transactionAmount).toBe(150);
    const adulterado = congelado.replace('5406150.00', '5406151.00');
    expect(hasError(parsePix(adulterado))).toBe(true);
    // ... while the Pix the desk shows carries the amount due today, same receiver and txid.
    const pix = parsePix(c.pix_copia_e_cola!);
    expect(hasError(pix)).toBe(false);
    if (hasError(pix) || pix.type !== 'STATIC') throw new Error('pix');
    expect(pix).toMatchObject({
      pixKey: '52998224725',
      txid: `M${pagante}D${c.vencimento.replace(/-/g, '')}`,
    });
    expect(Math.round(pix.transactionAmount! * 100)).toBe(c.valor_devido_hoje);
    // A price change applies to charges issued afterwards only.
    await pedir('PUT', '/api/financeiro/precos', { mensal: 20_000, semestral: 60_000, anual: 100_000 });
    const d: CobrancaDetalhe = (await pedir('GET', `/api/financeiro/cobrancas/${c.id_cobranca}`)).json();
    expect(d).toMatchObject({
      valor: 15_000,
      valor_bruto: 15_000,
      multa_percentual: 2,
      juros_percentual_mes: 1,
    });
    expect(d.linhas).toEqual([{ tipo: 'preco', valor: 15_000, percentual: null, motivo: null }]);
    // The lines under the frozen amount explain the amount due today: multa 2 % once, juros
    // 1 % a month pro rata over the days late.
    const dias = diasEntre(c.vencimento, hoje);
    expect(d.encargos).toEqual([
      { tipo: 'multa', valor: 300, percentual: 2, dias: null },
      { tipo: 'juros', valor: Math.round((15_000 * dias) / 3000), percentual: 1, dias },
    ]);
    expect(d.valor + d.encargos.reduce((s, l) => s + l.valor, 0)).toBe(d.valor_devido_hoje);
    expect(d.valor_devido_hoje).toBe(c.valor_devido_hoje);
    const pixDetalhe = parsePix(d.pix_copia_e_cola!);
    if (hasError(pixDetalhe) || pixDetalhe.type !== 'STATIC') throw new Error('pix');
    expect(Math.round(pixDetalhe.transactionAmount! * 100)).toBe(d.valor_devido_hoje);
    // Its WhatsApp message to the payer names the period, the amount due today and its full link.
    const texto = decodeURIComponent(d.whatsapp!.split('?text=')[1]!);
    expect(d.whatsapp).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(texto).toContain(
      `• Mensalidade · ${mesPorExtenso(c.competencia)}: ${formatarReais(d.valor_devido_hoje)} hoje — http://localhost:80${c.link_publico}`,
    );
    expect(d.qr_svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'/);
    // Attributes in single quotes: the JSON answer carries it without escapes.
    expect(d.qr_svg).not.toContain('"');
  });

  it('the public page shows nothing personal beyond the first name', async () => {
    const [c]: CobrancaItem[] = (await pedir('GET', '/api/financeiro/cobrancas?status=vencida')).json().items;
    const r = await t.app.inject({ method: 'GET', url: `/api${c!.link_publico}` });
    expect(r.statusCode).toBe(200);
    const p = r.json();
    expect(Object.keys(p).sort()).toEqual(
      [
        'clube',
        'cnpj',
        'competencia',
        'encargos',
        'pago_em',
        'periodo',
        'plano',
        'valor',
        'pix_copia_e_cola',
        'beneficiario_pix',
        'primeiro_nome',
        'qr_svg',
        'status',
        'valor_devido_hoje',
        'vencida',
        'vencimento',
      ].sort(),
    );
    expect(p).toMatchObject({
      primeiro_nome: 'Pedro',
      status: 'aberta',
      vencida: true,
      valor_devido_hoje: c!.valor_devido_hoje,
    });
    const pix = parsePix(p.pix_copia_e_cola);
    if (hasError(pix) || pix.type !== 'STATIC') throw new Error('pix');
    expect(Math.round(pix.transactionAmount! * 100)).toBe(c!.valor_devido_hoje);
    // The frozen amount and the late fees under it, as the desk shows them.
    const d: CobrancaDetalhe = (await pedir('GET', `/api/financeiro/cobrancas/${c!.id_cobranca}`)).json();
    expect(p).toMatchObject({
      valor: d.valor,
      encargos: d.encargos,
      plano: 'mensal',
      clube: 'Clube de Esgrima',
    });
    expect(p.periodo).toEqual({ de: c!.competencia, ate: c!.competencia });
    expect(p.valor + p.encargos.reduce((s: number, l: { valor: number }) => s + l.valor, 0)).toBe(
      p.valor_devido_hoje,
    );
    expect(r.body).not.toContain('Araújo');
    expect(r.body).not.toContain(responsavelTel);
    expect((await t.app.inject({ method: 'GET', url: '/api/pagar/xyz' })).statusCode).toBe(404);
    // A link that opens nothing shows the club's name and contact, nothing else.
    const contato = await t.app.inject({ method: 'GET', url: '/api/pagar/clube' });
    expect(contato.json()).toEqual({ clube: 'Clube de Esgrima', telefone: null, email: null });
    // The same answer again (its BR Code and QR kept by value); an expired link opens nothing.
    expect((await t.app.inject({ method: 'GET', url: `/api${c!.link_publico}` })).body).toBe(r.body);
    const expirar = (expira_em: number | null) =>
      t.db
        .updateTable('link_publico')
        .set({ expira_em })
        .where('finalidade', '=', 'cobranca')
        .where('id_referencia', '=', c!.id_cobranca)
        .execute();
    await expirar(Date.now() - 1);
    expect((await t.app.inject({ method: 'GET', url: `/api${c!.link_publico}` })).statusCode).toBe(404);
    await expirar(null);
    // The page is kept between requests: a change to what it shows is on the next one.
    await t.db
      .updateTable('pessoa')
      .set({ nome_pessoa: 'Pietro Araújo Lima' })
      .where('id_pessoa', '=', pagante)
      .execute();
    const renomeado = await t.app.inject({ method: 'GET', url: `/api${c!.link_publico}` });
    expect(renomeado.json().primeiro_nome).toBe('Pietro');
    await t.db
      .updateTable('pessoa')
      .set({ nome_pessoa: 'Pedro Araújo Lima' })
      .where('id_pessoa', '=', pagante)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: `/api${c!.link_publico}` })).body).toBe(r.body);
  });

  it('a kept page closes when its link expires, with no write in between', async () => {
    const [c]: CobrancaItem[] = (await pedir('GET', '/api/financeiro/cobrancas?status=aberta')).json().items;
    const agora = Date.now();
    const token = await criarLink(t.db, 'segredo-de-teste', 'cobranca', c!.id_cobranca, agora + 60_000);
    const paginas = new PaginasDePagamento(t.db, t.app.versions);
    // As the route does: the cache is read once every write committed before is counted
    // (on PostgreSQL the link's insert is announced after its commit).
    const de = async (quando: number) => {
      await t.app.versions.sync();
      return paginas.de(token, hoje, quando);
    };
    try {
      const aberta = await de(agora);
      expect(JSON.parse(String(aberta))).toMatchObject({ status: 'aberta', primeiro_nome: 'Pedro' });
      expect(await de(agora + 59_999)).toBe(aberta);
      expect(await de(agora + 60_000)).toBeNull();
    } finally {
      // The charge's list shows its newest link: this one goes, as the next tests use the list's.
      await t.db.deleteFrom('link_publico').where('hash', '=', hashDe(token)).execute();
    }
  });

  it('payment: receipt in sequence, 409 when paid or cancelled, estorno with motivo', async () => {
    const itens: CobrancaItem[] = (await pedir('GET', '/api/financeiro/cobrancas?status=aberta')).json()
      .items;
    const [a, b] = itens;
    for (const ruim of [
      { valor: -1 },
      { valor: 1.5 },
      { valor: 10_000_001 },
      { pago_em: '2999-01-01' },
      { forma: 'cheque' },
    ])
      expect(
        (
          await pedir('POST', `/api/financeiro/cobrancas/${a!.id_cobranca}/pagamento`, {
            pago_em: hoje,
            forma: 'pix',
            valor: 15_000,
            ...ruim,
          })
        ).statusCode,
      ).toBe(400);
    // Tomorrow in the club's time zone is refused next to its field; today there is accepted
    // below, whatever day it is in any other zone.
    const amanha = await pedir('POST', `/api/financeiro/cobrancas/${a!.id_cobranca}/pagamento`, {
      pago_em: somarDias(hoje, 1),
      forma: 'pix',
      valor: 15_000,
    });
    expect(amanha.statusCode).toBe(400);
    expect(amanha.json().campos).toEqual({ pago_em: MSG_FINANCEIRO.dataFutura });
    const pagina = async () => (await t.app.inject({ method: 'GET', url: `/api${a!.link_publico}` })).json();
    expect((await pagina()).status).toBe('aberta');
    const r1 = await pedir('POST', `/api/financeiro/cobrancas/${a!.id_cobranca}/pagamento`, {
      pago_em: hoje,
      forma: 'dinheiro',
      valor: 15_000,
    });
    expect(r1.statusCode).toBe(200);
    const recibo: Recibo = r1.json();
    expect(recibo).toMatchObject({
      numero_recibo: 1,
      aluno: { id_aluno: pagante, nome: 'Pedro Araújo Lima' },
      responsavel_financeiro: { nome: 'Márcia Araújo Lima', telefone: responsavelTel },
      forma: 'dinheiro',
      valor: 15_000,
    });
    expect(recibo.whatsapp).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(
      (
        await pedir('POST', `/api/financeiro/cobrancas/${a!.id_cobranca}/pagamento`, {
          pago_em: hoje,
          forma: 'pix',
          valor: 15_000,
        })
      ).statusCode,
    ).toBe(409);
    const r2 = await pedir('POST', `/api/financeiro/cobrancas/${b!.id_cobranca}/pagamento`, {
      pago_em: hoje,
      forma: 'pix',
      valor: 15_000,
    });
    expect(r2.json().numero_recibo).toBe(2);
    expect((await pedir('GET', '/api/financeiro/recibos/2')).json().id_cobranca).toBe(b!.id_cobranca);
    expect(await pagina()).toMatchObject({
      status: 'paga',
      pago_em: hoje,
      pix_copia_e_cola: null,
      qr_svg: null,
    });

    expect(
      (
        await pedir('POST', `/api/financeiro/cobrancas/${a!.id_cobranca}/cancelamento`, { motivo: 'erro' })
      ).json().message,
    ).toBe(MSG_FINANCEIRO.cancelarPaga);
    const est = await pedir('POST', `/api/financeiro/pagamentos/${recibo.id_pagamento}/estorno`, {
      motivo: 'Pagamento em duplicidade',
    });
    expect(est.json()).toMatchObject({
      status: 'aberta',
      pagamentos: [{ estorno: { motivo: 'Pagamento em duplicidade', por: 'Ana Admin' } }],
    });
    expect(await pagina()).toMatchObject({ status: 'aberta', pago_em: null });
    expect(
      (
        await pedir('POST', `/api/financeiro/pagamentos/${recibo.id_pagamento}/estorno`, {
          motivo: 'de novo',
        })
      ).statusCode,
    ).toBe(409);
    const r3 = await pedir('POST', `/api/financeiro/cobrancas/${a!.id_cobranca}/pagamento`, {
      pago_em: hoje,
      forma: 'pix',
      valor: 15_000,
    });
    expect(r3.json().numero_recibo).toBe(3);
  });

  it('cancel with motivo, then issue the period again; the index allows one live charge', async () => {
    const [c]: CobrancaItem[] = (await pedir('GET', '/api/financeiro/cobrancas?status=aberta')).json().items;
    expect((await pedir('POST', `/api/financeiro/cobrancas/${c!.id_cobranca}/reemissao`)).statusCode).toBe(
      409,
    );
    const cancel = await pedir('POST', `/api/financeiro/cobrancas/${c!.id_cobranca}/cancelamento`, {
      motivo: 'Valor errado',
    });
    expect(cancel.json()).toMatchObject({
      status: 'cancelada',
      cancelamento: { motivo: 'Valor errado', por: 'Ana Admin' },
    });
    expect(
      (await pedir('POST', `/api/financeiro/cobrancas/${c!.id_cobranca}/cancelamento`, { motivo: 'x' }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await pedir('POST', `/api/financeiro/cobrancas/${c!.id_cobranca}/pagamento`, {
          pago_em: hoje,
          forma: 'pix',
          valor: 1,
        })
      ).statusCode,
    ).toBe(409);
    const novo = await pedir('POST', `/api/financeiro/cobrancas/${c!.id_cobranca}/reemissao`);
    expect(novo.statusCode).toBe(200);
    expect(novo.json()).toMatchObject({
      status: 'aberta',
      vencimento: c!.vencimento,
      valor: 20_000,
      txid: `M${pagante}D${c!.vencimento.replace(/-/g, '')}R1`,
    });
    expect((await pedir('POST', `/api/financeiro/cobrancas/${c!.id_cobranca}/reemissao`)).statusCode).toBe(
      409,
    );
    expect((await pedir('GET', `/api/financeiro/cobrancas/${c!.id_cobranca}`)).json().id_reemissao).toBe(
      novo.json().id_cobranca,
    );
    // The database itself refuses a second live charge of the period.
    const linha = await t.db
      .selectFrom('cobranca')
      .selectAll()
      .where('id_cobranca', '=', novo.json().id_cobranca)
      .executeTakeFirstOrThrow();
    const { id_cobranca: _, ...copia } = linha;
    await expect(
      t.db
        .insertInto('cobranca')
        .values({ ...copia, txid: 'OUTRO1' })
        .execute(),
    ).rejects.toThrow();
    // And one live payment per charge.
    const { id_cobranca } = linha;
    await t.db
      .updateTable('cobranca')
      .set({ status: 'paga' })
      .where('id_cobranca', '=', id_cobranca)
      .execute();
    const pg = {
      id_cobranca,
      pago_em: hoje,
      forma: 'pix' as const,
      valor: 1,
      observacao: null,
      registrado_em: 1,
      id_registrador: null,
    };
    await t.db
      .insertInto('pagamento')
      .values({ ...pg, numero_recibo: 9001 })
      .execute();
    await expect(
      t.db
        .insertInto('pagamento')
        .values({ ...pg, numero_recibo: 9002 })
        .execute(),
    ).rejects.toThrow();
    await t.db.deleteFrom('pagamento').where('numero_recibo', '=', 9001).execute();
    await t.db
      .updateTable('cobranca')
      .set({ status: 'aberta' })
      .where('id_cobranca', '=', id_cobranca)
      .execute();
  });

  it('discounts: lines in order, 100 % is no charge (bolsista integral)', async () => {
    expect(
      (
        await pedir('PUT', `/api/financeiro/alunos/${pagante}/descontos`, {
          bolsa_percentual: 10,
          irmaos_percentual: 0,
          outro_valor: 0,
        })
      ).statusCode,
    ).toBe(400);
    const r = await pedir('PUT', `/api/financeiro/alunos/${pagante}/descontos`, {
      bolsa_percentual: 50,
      bolsa_motivo: 'Atleta da seleção',
      irmaos_percentual: 10,
      irmaos_motivo: 'Irmã matriculada',
      outro_valor: 1_000,
      outro_motivo: 'Acordo',
    });
    expect(r.json()).toMatchObject({
      bolsa_percentual: 50,
      bolsa_definido: { autor: 'Ana Admin' },
      integral: false,
    });
    const { id_aluno: bolsista } = await criarAluno(t.db, 'Bia Bolsista', { dt_inicio: somarDias(hoje, -1) });
    await pedir('PUT', `/api/financeiro/alunos/${bolsista}/descontos`, {
      bolsa_percentual: 100,
      bolsa_motivo: 'Integral',
      irmaos_percentual: 0,
      outro_valor: 0,
    });
    const { id_aluno: comDesconto } = await criarAluno(t.db, 'Caio Desconto', {
      dt_inicio: somarDias(hoje, -1),
    });
    await pedir('PUT', `/api/financeiro/alunos/${comDesconto}/descontos`, {
      bolsa_percentual: 50,
      bolsa_motivo: 'Atleta',
      irmaos_percentual: 10,
      irmaos_motivo: 'Irmão',
      outro_valor: 1_000,
      outro_motivo: 'Acordo',
    });
    await t.db.updateTable('financeiro_configuracao').set({ dias_antecedencia: 40 }).execute();
    await pedir('POST', '/api/financeiro/emitir');
    expect((await pedir('GET', `/api/financeiro/cobrancas?id_aluno=${bolsista}`)).json().items).toEqual([]);
    const [c] = (await pedir('GET', `/api/financeiro/cobrancas?id_aluno=${comDesconto}`)).json().items;
    const d: CobrancaDetalhe = (await pedir('GET', `/api/financeiro/cobrancas/${c.id_cobranca}`)).json();
    expect(d.linhas.map((l) => [l.tipo, l.valor])).toEqual([
      ['preco', 20_000],
      ['bolsa', -10_000],
      ['irmaos', -1_000],
      ['outro', -1_000],
    ]);
    expect(d.valor).toBe(8_000);
    expect((await pedir('GET', '/api/financeiro/resumo')).json().bolsistas_integrais).toBe(1);
  });

  it('the late list, the summary and the CSV', async () => {
    const late = (await pedir('GET', '/api/financeiro/inadimplentes')).json();
    expect(late.items).toHaveLength(1);
    expect(late.items[0]).toMatchObject({
      id_aluno: pagante,
      nome_aluno: 'Pedro Araújo Lima',
      responsavel_financeiro: { nome: 'Márcia Araújo Lima' },
    });
    expect(late.items[0].dias_atraso).toBeGreaterThan(0);
    expect(decodeURIComponent(late.items[0].whatsapp)).toContain('/pagar/');
    expect((await pedir('GET', '/api/financeiro/inadimplentes?q=araujo')).json().items).toHaveLength(1);
    expect((await pedir('GET', '/api/financeiro/inadimplentes?q=ninguem')).json().items).toHaveLength(0);
    // Accents and case ignored, from the name index (3+ letters) or the folded name (fewer).
    for (const q of ['ARAÚJO', 'pedro ara', 'ar'])
      expect(
        (await pedir('GET', `/api/financeiro/inadimplentes?q=${encodeURIComponent(q)}`)).json().items,
      ).toHaveLength(1);

    // The charges list's search: the same rule; the user's quotes and operators are plain text.
    const nomes = async (q: string) => {
      const r = await pedir('GET', `/api/financeiro/cobrancas?q=${encodeURIComponent(q)}`);
      expect(r.statusCode).toBe(200);
      return new Set((r.json().items as CobrancaItem[]).map((c) => c.nome_aluno));
    };
    expect(await nomes('ARAÚJO lima')).toEqual(new Set(['Pedro Araújo Lima']));
    expect(await nomes('araujo')).toEqual(new Set(['Pedro Araújo Lima']));
    expect((await nomes('li')).has('Pedro Araújo Lima')).toBe(true);
    for (const q of ['"araujo', 'araujo*', 'NEAR(a b)', 'a%o', 'ninguem'])
      expect(await nomes(q)).toEqual(new Set());
    // A name hundreds of people share: the list then walks its own order, same answer.
    await criarPessoas(
      t.db,
      Array.from({ length: 520 }, (_, i) => `Lima Comum ${i}`),
    );
    expect(await nomes('lima')).toEqual(new Set(['Pedro Araújo Lima']));
    expect((await pedir('GET', '/api/financeiro/inadimplentes?q=LIMA')).json().items).toHaveLength(1);
    const pagina = (await pedir('GET', '/api/financeiro/cobrancas?q=LIMA&pageSize=1')).json();
    expect(pagina.items).toHaveLength(1);

    const resumo = (await pedir('GET', `/api/financeiro/resumo?competencia=${hoje.slice(0, 7)}`)).json();
    expect(resumo.meses).toHaveLength(12);
    expect(resumo.previsto).toBeGreaterThanOrEqual(resumo.recebido);
    const csv = await pedir(
      'GET',
      `/api/financeiro/cobrancas.csv?de=${somarDias(hoje, -400)}&ate=${somarDias(hoje, 60)}`,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFCobrança;Aluno;')).toBe(true);
    expect(csv.body).toContain(';150,00;');
    expect(csv.body.split('\r\n').length).toBeGreaterThan(3);
    expect(
      (await pedir('GET', '/api/financeiro/cobrancas.csv?de=2026-02-01&ate=2026-01-01')).statusCode,
    ).toBe(400);
  });
  it("the late list's message lists each charge; the overdue rate is of the month's expected", async () => {
    const resp = await criarResponsavel(t.db, 'Lia Souza', { telefone_pessoa: '11912345678' });
    const { id_aluno: atrasado } = await criarAluno(t.db, 'Rui Atrasado Souza', {
      responsaveis: [resp.id_responsavel ?? resp],
      dt_inicio: somarDias(hoje, -200),
      dia_pagamento: 10,
    } as never);
    await pedir('POST', '/api/financeiro/emitir');
    const [item] = (await pedir('GET', '/api/financeiro/inadimplentes?q=atrasado')).json().items;
    // The message lists every overdue charge with its period, its amount due today and its
    // own link, and the total: the same figures the charges list shows.
    const vencidas: CobrancaItem[] = (
      await pedir('GET', `/api/financeiro/cobrancas?status=vencida&id_aluno=${atrasado}&pageSize=100`)
    ).json().items;
    expect(vencidas.length).toBeGreaterThan(1);
    const total = vencidas.reduce((s, c) => s + c.valor_devido_hoje, 0);
    expect(item).toMatchObject({ cobrancas: vencidas.length, total_devido_hoje: total });
    const mensagem = decodeURIComponent(item.whatsapp.split('?text=')[1]);
    for (const c of [...vencidas].reverse())
      expect(mensagem).toContain(
        `• Mensalidade · ${mesPorExtenso(c.competencia)}: ${formatarReais(c.valor_devido_hoje)} hoje — http://localhost:80${c.link_publico}\n`,
      );
    expect(mensagem).toContain(
      `As ${vencidas.length} cobranças de Rui Atrasado Souza abaixo estão em aberto:`,
    );
    expect(mensagem).toContain(`Total hoje: ${formatarReais(total)}.`);
    // The overdue rate is measured against the month's expected amount shown beside it,
    // also in a month whose charges are partly not yet due (not "100 %" of what fell due).
    const dia = Number(hoje.slice(8, 10));
    const futuro = [10, 20, 30].find((d) => d > dia);
    if (futuro)
      await criarAluno(t.db, 'Tina Futura', {
        dt_inicio: somarDias(hoje, -200),
        dia_pagamento: futuro,
      } as never);
    await pedir('POST', '/api/financeiro/emitir');
    for (const competencia of [vencidas[0]!.competencia, hoje.slice(0, 7)]) {
      const mes = (await pedir('GET', `/api/financeiro/resumo?competencia=${competencia}`)).json();
      expect(mes.taxa_inadimplencia).toBe(Math.round((mes.vencido / mes.previsto) * 1000) / 10);
      if (mes.vencido > 0) expect(mes.previsto).toBeGreaterThan(mes.vencido);
    }
  });
});

describe('who may call', () => {
  const rotas: [string, string][] = [
    ['GET', '/api/financeiro/configuracao'],
    ['PUT', '/api/financeiro/configuracao'],
    ['GET', '/api/financeiro/precos'],
    ['PUT', '/api/financeiro/precos'],
    ['GET', '/api/financeiro/precos/historico'],
    ['GET', '/api/financeiro/precos/unidades/1'],
    ['GET', '/api/financeiro/alunos/1/descontos'],
    ['POST', '/api/financeiro/emitir'],
    ['GET', '/api/financeiro/cobrancas'],
    ['GET', '/api/financeiro/cobrancas.csv?de=2026-01-01&ate=2026-02-01'],
    ['GET', '/api/financeiro/cobrancas/1'],
    ['POST', '/api/financeiro/cobrancas/1/pagamento'],
    ['POST', '/api/financeiro/cobrancas/1/cancelamento'],
    ['POST', '/api/financeiro/pagamentos/1/estorno'],
    ['GET', '/api/financeiro/recibos/1'],
    ['GET', '/api/financeiro/inadimplentes'],
    ['GET', '/api/financeiro/resumo'],
    ['POST', '/api/financeiro/extrato'],
    ['POST', '/api/financeiro/extrato/confirmacao'],
  ];
  it('401 without a session, 403 for a teacher', async () => {
    await t.createUser({
      email: 'prof@fin.local',
      senha: 'senha-prof-1',
      nome: 'Paulo Prof',
      professor: true,
    });
    const prof = await t.login('prof@fin.local', 'senha-prof-1');
    for (const [method, url] of rotas) {
      const anon = await t.app.inject({
        method: method as 'GET',
        url,
        headers: H,
        payload: method === 'GET' ? undefined : {},
      });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      const r = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...H, cookie: prof },
        payload: method === 'GET' ? undefined : {},
      });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
