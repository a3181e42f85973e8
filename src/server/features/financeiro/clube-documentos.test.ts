// One club on every document: the receipt, the public payment page and the charge's detail
// name the club and its CNPJ from the club's settings, and the Pix beneficiary (a setting of
// its own, as the bank has it) defaults to the club's name cut and normalised for a BR Code.
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno, criarResponsavel } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import type { CobrancaDetalhe, CobrancaItem, Recibo } from '#shared/schemas/financeiro.ts';
import type { Pagar } from '#shared/schemas/financeiro-painel.ts';

let t: TestApp;
let cookie: string;
const hoje = hojeNoFuso(FUSO_TESTE);

const pedir = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  const r = await t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { 'sec-fetch-site': 'same-origin', cookie },
  });
  expect(r.statusCode, `${method} ${url}: ${r.body}`).toBeLessThan(300);
  return r.json() as T;
};

const NOME = 'Clube de Esgrima de São Paulo — Centro';
const CLUBE = { nome: NOME, cnpj: '11222333000181' };
const configuracao = {
  pix_tipo: 'cpf',
  pix_chave: '529.982.247-25',
  pix_nome: '',
  pix_cidade: 'São Paulo',
  multa_percentual: 2,
  juros_percentual_mes: 1,
  dias_antecedencia: 10,
};

beforeAll(async () => {
  t = await makeTestApp();
  cookie = await t.loginAdmin();
  await pedir('PUT', '/api/clube', { nome: NOME, cnpj: '11.222.333/0001-81' });
});
afterAll(() => t.close());

describe('the club on every document', () => {
  it('an empty Pix beneficiary becomes the club’s name as a BR Code carries it; one set is kept', async () => {
    const salva = await pedir<{ pix_nome: string }>('PUT', '/api/financeiro/configuracao', configuracao);
    expect(salva.pix_nome).toBe('Clube de Esgrima de Sao');
    const propria = await pedir<{ pix_nome: string }>('PUT', '/api/financeiro/configuracao', {
      ...configuracao,
      pix_nome: 'Tesouraria CESP',
    });
    expect(propria.pix_nome).toBe('Tesouraria CESP');
    await pedir('PUT', '/api/financeiro/configuracao', configuracao);
  });

  it('the charge, its public page and its receipt name the club and its CNPJ; the Pix its beneficiary', async () => {
    await t.db
      .updateTable('financeiro_configuracao')
      .set({ cobranca_desde: somarDias(hoje, -40) })
      .execute();
    await pedir('PUT', '/api/financeiro/precos', { mensal: 15_000, semestral: 80_000, anual: 150_000 });
    const resp = await criarResponsavel(t.db, 'Márcia Araújo Lima', { telefone_pessoa: '11987654321' });
    await criarAluno(t.db, 'Pedro Araújo Lima', {
      responsaveis: [resp.id_responsavel ?? resp],
      dt_inicio: somarDias(hoje, -200),
      dia_pagamento: 20,
    } as never);
    await pedir('POST', '/api/financeiro/emitir');
    const [c] = (await pedir<{ items: CobrancaItem[] }>('GET', '/api/financeiro/cobrancas?status=aberta'))
      .items;
    const detalhe = await pedir<CobrancaDetalhe>('GET', `/api/financeiro/cobrancas/${c!.id_cobranca}`);
    expect(detalhe.clube).toEqual(CLUBE);
    // The name the BR Code carries, as the payer's bank shows it (in capitals).
    expect(detalhe.beneficiario_pix).toBe('CLUBE DE ESGRIMA DE SAO');
    const pix = parsePix(detalhe.pix_copia_e_cola!);
    if (hasError(pix) || pix.type !== 'STATIC') throw new Error('pix');
    expect(pix.merchantName).toBe(detalhe.beneficiario_pix);

    const publica = await t.app.inject({ method: 'GET', url: `/api${c!.link_publico}` });
    expect(publica.json<Pagar>()).toMatchObject({
      clube: NOME,
      cnpj: CLUBE.cnpj,
      beneficiario_pix: 'CLUBE DE ESGRIMA DE SAO',
    });

    const recibo = await pedir<Recibo>('POST', `/api/financeiro/cobrancas/${c!.id_cobranca}/pagamento`, {
      pago_em: hoje,
      forma: 'pix',
      valor: c!.valor,
    });
    expect(recibo.clube).toEqual(CLUBE);
    expect((await pedir<Recibo>('GET', `/api/financeiro/recibos/${recibo.numero_recibo}`)).clube).toEqual(
      CLUBE,
    );
  });
});
