// Billing under concurrency and over time, on SQLite and PostgreSQL: two instances issuing
// at once (PostgreSQL: two pools on one schema, as two servers), two administrators paying
// one charge at once, receipts numbered without gaps under load, the statement import
// (an OFX file written here) all or nothing and never twice, and the hourly schedule.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '#server/db/connect.ts';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { configurarFinanceiro, criarAluno, criarAlunos, criarResponsavel } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import type { CobrancaItem } from '#shared/schemas/financeiro.ts';
import { agendarEmissao } from './emissao-automatica';
import { emitirCobrancas } from './repository-emissao';

let t: TestApp;
let cookie: string;
const hoje = hojeNoFuso(FUSO_TESTE);
const H = { 'sec-fetch-site': 'same-origin' };
const quem = { id_autor: null, id_requisicao: 'teste' };
const pedir = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...H, cookie } });

beforeAll(async () => {
  t = await makeTestApp();
  cookie = await t.loginAdmin();
  // Due dates every month on the 10th since a year ago; billing started 45 days ago.
  await configurarFinanceiro(t.db, { desde: somarDias(hoje, -45), antecedencia: 31 });
});
afterAll(() => t.close());

describe('issuing at once', () => {
  it('two instances issuing together make one charge per student and period', async () => {
    const nomes = Array.from({ length: 300 }, (_, i) => `Aluno Concorrente ${i}`);
    await criarAlunos(t.db, nomes, { dt_inicio: somarDias(hoje, -365) });
    const outra = t.dialect === 'postgres' ? connect(t.url, { schema: t.schema, poolSize: 2 }) : null;
    try {
      const [a, b] = await Promise.all([
        emitirCobrancas(t.db, 'segredo-de-teste-com-mais-de-32-caracteres', quem, hoje),
        emitirCobrancas(outra?.db ?? t.db, 'segredo-de-teste-com-mais-de-32-caracteres', quem, hoje),
      ]);
      const { n } = await t.db
        .selectFrom('cobranca')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const periodos = await t.db
        .selectFrom('cobranca')
        .select(['id_aluno', 'vencimento'])
        .groupBy(['id_aluno', 'vencimento'])
        .having((eb) => eb.fn.countAll(), '>', 1)
        .execute();
      expect(periodos).toEqual([]);
      expect(Number(n)).toBe(a + b);
      expect(Number(n)).toBeGreaterThanOrEqual(300);
      const links = await t.db
        .selectFrom('link_publico')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('finalidade', '=', 'cobranca')
        .executeTakeFirstOrThrow();
      expect(Number(links.n)).toBe(Number(n));
      expect(await emitirCobrancas(t.db, 'segredo-de-teste-com-mais-de-32-caracteres', quem, hoje)).toBe(0);
    } finally {
      await outra?.close();
    }
  });
});

describe('paying at once', () => {
  it('two administrators paying one charge: one receipt, one 409', async () => {
    const [c]: CobrancaItem[] = (await pedir('GET', '/api/financeiro/cobrancas?status=aberta')).json().items;
    const corpo = { pago_em: hoje, forma: 'pix', valor: c!.valor };
    const r = await Promise.all(
      [0, 1, 2].map(() => pedir('POST', `/api/financeiro/cobrancas/${c!.id_cobranca}/pagamento`, corpo)),
    );
    expect(r.map((x) => x.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('receipts run in sequence without gaps or repeats under load', async () => {
    const itens: CobrancaItem[] = (
      await pedir('GET', '/api/financeiro/cobrancas?status=aberta&pageSize=40')
    ).json().items;
    const r = await Promise.all(
      itens.map((c) =>
        pedir('POST', `/api/financeiro/cobrancas/${c.id_cobranca}/pagamento`, {
          pago_em: hoje,
          forma: 'dinheiro',
          valor: c.valor,
        }),
      ),
    );
    expect(r.every((x) => x.statusCode === 200)).toBe(true);
    const numeros = (
      await t.db.selectFrom('pagamento').select('numero_recibo').orderBy('numero_recibo').execute()
    ).map((p) => p.numero_recibo);
    expect(numeros).toEqual(Array.from({ length: numeros.length }, (_, i) => i + 1));
    expect(numeros.length).toBe(itens.length + 1);
  });
});

describe('statement import', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'extrato-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('matches by txid, then by amount and payer name; confirms all or nothing; never twice', async () => {
    const resp = await criarResponsavel(t.db, 'José Antônio Ferreira', {});
    const { id_aluno } = await criarAluno(t.db, 'Zeca Ferreira', {
      responsaveis: [resp.id_responsavel ?? resp],
      dt_inicio: somarDias(hoje, -30),
    } as never);
    await pedir('POST', '/api/financeiro/emitir');
    // The oldest open charge of the student is the one a payment by name settles first.
    const doZeca: CobrancaItem | undefined = (
      await pedir('GET', `/api/financeiro/cobrancas?id_aluno=${id_aluno}`)
    )
      .json()
      .items.at(-1);
    const [outra]: CobrancaItem[] = (
      await pedir('GET', '/api/financeiro/cobrancas?status=aberta&q=concorrente')
    ).json().items;
    const txid = (
      await t.db
        .selectFrom('cobranca')
        .select('txid')
        .where('id_cobranca', '=', outra!.id_cobranca)
        .executeTakeFirstOrThrow()
    ).txid;
    const dia = hoje.replace(/-/g, '');
    const reais = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
    const trn = (fitid: string, valor: string, memo: string, nome?: string) =>
      `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${dia}100000[-3:BRT]<TRNAMT>${valor}<FITID>${fitid}${nome ? `<NAME>${nome}` : ''}<MEMO>${memo}</STMTTRN>`;
    const ofx = [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      'SECURITY:NONE',
      'ENCODING:USASCII',
      'CHARSET:1252',
      'COMPRESSION:NONE',
      'OLDFILEUID:NONE',
      'NEWFILEUID:NONE',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>BRL<BANKTRANLIST>',
      trn('F-TXID', reais(outra!.valor), `PIX RECEBIDO ${txid}`),
      trn('F-NOME', reais(doZeca!.valor), 'PIX RECEBIDO', 'JOSE A FERREIRA'),
      trn('F-NADA', '12.34', 'PIX RECEBIDO', 'Fulano de Tal'),
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261101<TRNAMT>-50.00<FITID>F-DEB<MEMO>TARIFA</STMTTRN>',
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');
    const arquivo = join(dir, 'extrato.ofx');
    writeFileSync(arquivo, ofx, 'latin1');

    const r = await pedir('POST', '/api/financeiro/extrato', {
      tipo: 'ofx',
      conteudo: readFileSync(arquivo, 'latin1'),
    });
    expect(r.statusCode).toBe(200);
    const l = r.json().lancamentos as {
      fitid: string;
      sugestao: { id_cobranca: number; criterio: string } | null;
      data: string;
      valor: number;
      memo: string;
      nome_pagador: string | null;
    }[];
    expect(l.map((x) => x.fitid)).toEqual(['F-TXID', 'F-NOME', 'F-NADA']);
    expect(l[0]!.sugestao).toMatchObject({ id_cobranca: outra!.id_cobranca, criterio: 'txid' });
    expect(l[1]!.sugestao).toMatchObject({ id_cobranca: doZeca!.id_cobranca, criterio: 'valor_nome' });
    expect(l[2]!.sugestao).toBeNull();
    expect(
      (await pedir('POST', '/api/financeiro/extrato', { tipo: 'ofx', conteudo: 'não é OFX' })).statusCode,
    ).toBe(400);

    const item = (x: (typeof l)[number], id_cobranca: number) => ({
      fitid: x.fitid,
      id_cobranca,
      data: x.data,
      valor: x.valor,
      memo: x.memo,
      nome_pagador: x.nome_pagador,
    });
    // A paid charge in the batch: nothing at all is applied.
    const [paga] = (await pedir('GET', '/api/financeiro/cobrancas?status=paga')).json().items;
    const ruim = await pedir('POST', '/api/financeiro/extrato/confirmacao', {
      itens: [item(l[0]!, outra!.id_cobranca), item(l[2]!, paga.id_cobranca)],
    });
    expect(ruim.statusCode).toBe(409);
    expect((await t.db.selectFrom('extrato_lancamento').selectAll().execute()).length).toBe(0);
    expect((await pedir('GET', `/api/financeiro/cobrancas/${outra!.id_cobranca}`)).json().status).toBe(
      'aberta',
    );

    const ok = await pedir('POST', '/api/financeiro/extrato/confirmacao', {
      itens: [item(l[0]!, outra!.id_cobranca), item(l[1]!, doZeca!.id_cobranca)],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().aplicados).toBe(2);
    expect((await pedir('GET', `/api/financeiro/cobrancas/${doZeca!.id_cobranca}`)).json().status).toBe(
      'paga',
    );
    const de_novo = await pedir('POST', '/api/financeiro/extrato', { tipo: 'ofx', conteudo: ofx });
    expect(
      de_novo
        .json()
        .lancamentos.slice(0, 2)
        .map((x: { ja_aplicado: boolean }) => x.ja_aplicado),
    ).toEqual([true, true]);
    const duas = await pedir('POST', '/api/financeiro/extrato/confirmacao', {
      itens: [item(l[1]!, doZeca!.id_cobranca)],
    });
    expect(duas.statusCode).toBe(409);

    const csv = `data;valor;descricao;id;nome\n${hoje.split('-').reverse().join('/')};"12,34";PIX;C-1;Fulano\n`;
    const rc = await pedir('POST', '/api/financeiro/extrato', { tipo: 'csv', conteudo: csv });
    expect(rc.json().lancamentos).toMatchObject([{ fitid: 'C-1', valor: 1234, data: hoje, sugestao: null }]);
  });
});

describe('the schedule', () => {
  it('runs once after the start, then on its interval, and stops with the app', async () => {
    await criarAlunos(t.db, ['Agendada Um', 'Agendada Dois'], { dt_inicio: somarDias(hoje, -3) });
    const f = Fastify();
    f.decorate('db', t.db);
    f.decorate('env', t.app.env);
    agendarEmissao(f, 20, 0);
    await f.ready();
    for (let i = 0; i < 100; i++) {
      const n = await t.db
        .selectFrom('cobranca')
        .select('id_cobranca')
        .where(
          'id_aluno',
          'in',
          t.db.selectFrom('pessoa').select('id_pessoa').where('nome_pessoa', 'like', 'Agendada%'),
        )
        .execute();
      if (n.length >= 2) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await f.close();
    const emitidas = await t.db
      .selectFrom('auditoria')
      .select('id_requisicao')
      .where('id_requisicao', '=', 'emissao-automatica')
      .execute();
    expect(emitidas.length).toBeGreaterThanOrEqual(2);
  });
});
