// One time format in the API: every instant an answer carries is an ISO 8601 string, never
// epoch milliseconds. Two walks show it: the API document's response schemas (every route)
// and the billing endpoints' real answers after issuing, paying, reversing, cancelling and
// setting a discount, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { configurarFinanceiro, criarAluno, criarResponsavel } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import type { CobrancaItem } from '#shared/schemas/financeiro.ts';

let t: TestApp;
let cookie: string;
const hoje = hojeNoFuso(FUSO_TESTE);
const H = { 'sec-fetch-site': 'same-origin' };

const pedir = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  const r = await t.app.inject({ method, url, payload: payload as object, headers: { ...H, cookie } });
  expect(r.statusCode, `${method} ${url}: ${r.body}`).toBeLessThan(300);
  return r.json() as unknown;
};

/** A field that names a time: `em`, `*_em`, `desde`, `quando`. */
const NOME_DE_TEMPO = /(^|_)em$|^desde$|^quando$/;
/** A moment as ISO 8601: a date, or a date and time with its offset. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Every time-named field of a JSON value that is not an ISO 8601 string: its path and value. */
function temposForaDoFormato(valor: unknown, caminho = '$'): string[] {
  if (Array.isArray(valor)) return valor.flatMap((v, i) => temposForaDoFormato(v, `${caminho}[${i}]`));
  if (valor === null || typeof valor !== 'object') return [];
  return Object.entries(valor).flatMap(([k, v]) => [
    ...(NOME_DE_TEMPO.test(k) && v !== null && !(typeof v === 'string' && ISO_8601.test(v))
      ? [`${caminho}.${k} = ${JSON.stringify(v)}`]
      : []),
    ...temposForaDoFormato(v, `${caminho}.${k}`),
  ]);
}

/** Every time-named property a JSON schema types as a number, by its path. */
function temposNumericos(schema: unknown, caminho: string): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => temposNumericos(s, `${caminho}[${i}]`));
  if (schema === null || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  const proprias = Object.entries((s.properties ?? {}) as Record<string, Record<string, unknown>>)
    .filter(([k, p]) => {
      if (!NOME_DE_TEMPO.test(k)) return false;
      const tipos = [
        p.type,
        ...((p.anyOf ?? p.oneOf ?? []) as { type?: unknown }[]).map((x) => x.type),
      ].flat();
      return tipos.includes('number') || tipos.includes('integer');
    })
    .map(([k]) => `${caminho}.${k}`);
  return [...proprias, ...Object.entries(s).flatMap(([k, v]) => temposNumericos(v, `${caminho}/${k}`))];
}

beforeAll(async () => {
  t = await makeTestApp();
  cookie = await t.loginAdmin();
});
afterAll(() => t.close());

describe('one time format in the API', () => {
  it('no response schema of any route types a time as a number', async () => {
    const doc = await pedir('GET', '/api/docs/openapi.json');
    const caminhos = (doc as { paths: Record<string, Record<string, { responses?: unknown }>> }).paths;
    const achados = Object.entries(caminhos).flatMap(([rota, metodos]) =>
      Object.entries(metodos).flatMap(([metodo, op]) => temposNumericos(op.responses, `${metodo} ${rota}`)),
    );
    expect(Object.keys(caminhos).some((r) => r.startsWith('/api/financeiro/'))).toBe(true);
    expect(achados).toEqual([]);
  });

  it('the billing answers carry every time as ISO 8601', async () => {
    // From 100 days back: three or four monthly due dates whatever today is (seventy held two on a third of the days).
    await configurarFinanceiro(t.db, { desde: somarDias(hoje, -100) });
    const resp = await criarResponsavel(t.db, 'Márcia Araújo Lima', { telefone_pessoa: '11987654321' });
    const { id_aluno } = await criarAluno(t.db, 'Pedro Araújo Lima', {
      responsaveis: [resp.id_responsavel ?? resp],
      dt_inicio: somarDias(hoje, -200),
      dia_pagamento: 20,
    } as never);
    const respostas: unknown[] = [];
    const guardar = async (...a: Parameters<typeof pedir>) => {
      const r = await pedir(...a);
      respostas.push(r);
      return r;
    };
    await guardar('POST', '/api/financeiro/emitir');
    await guardar('PUT', `/api/financeiro/alunos/${id_aluno}/descontos`, {
      bolsa_percentual: 10,
      bolsa_motivo: 'Atleta da seleção',
      irmaos_percentual: 0,
      outro_valor: 0,
    });
    await guardar('PUT', '/api/financeiro/precos', { mensal: 16_000, semestral: 80_000, anual: 150_000 });
    const abertas = (
      (await guardar('GET', '/api/financeiro/cobrancas?status=aberta&pageSize=100')) as {
        items: CobrancaItem[];
      }
    ).items;
    expect(abertas.length).toBeGreaterThanOrEqual(3);
    const [paga, estornada, cancelada] = abertas;
    const recibo = (await guardar('POST', `/api/financeiro/cobrancas/${paga!.id_cobranca}/pagamento`, {
      pago_em: hoje,
      forma: 'pix',
      valor: paga!.valor,
    })) as { numero_recibo: number };
    await guardar('POST', `/api/financeiro/cobrancas/${estornada!.id_cobranca}/pagamento`, {
      pago_em: hoje,
      forma: 'dinheiro',
      valor: estornada!.valor,
    });
    const comEstorno = (await pedir('GET', `/api/financeiro/cobrancas/${estornada!.id_cobranca}`)) as {
      pagamentos: { id_pagamento: number }[];
    };
    await guardar('POST', `/api/financeiro/pagamentos/${comEstorno.pagamentos[0]!.id_pagamento}/estorno`, {
      motivo: 'Pago em duplicidade',
    });
    await guardar('POST', `/api/financeiro/cobrancas/${cancelada!.id_cobranca}/cancelamento`, {
      motivo: 'Valor errado',
    });
    for (const url of [
      '/api/financeiro/cobrancas?pageSize=100',
      ...[paga, estornada, cancelada].map((c) => `/api/financeiro/cobrancas/${c!.id_cobranca}`),
      `/api/financeiro/recibos/${recibo.numero_recibo}`,
      '/api/financeiro/inadimplentes',
      '/api/financeiro/resumo',
      '/api/financeiro/configuracao',
      '/api/financeiro/precos/historico',
      `/api/financeiro/alunos/${id_aluno}/descontos`,
      `/api${abertas[3]?.link_publico ?? paga!.link_publico}`,
    ])
      await guardar('GET', url);
    const todas = JSON.stringify(respostas);
    // The walk met each kind of time the answers have: issue, payment, reversal, cancellation, discount, price.
    for (const campo of ['emitida_em', 'registrado_em', 'estorno', 'cancelamento', 'bolsa_definido', 'desde'])
      expect(todas).toContain(`"${campo}":`);
    expect(temposForaDoFormato(respostas)).toEqual([]);
  });
});
