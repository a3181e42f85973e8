// The send from a device: an Idempotency-Key answers once (the same key and request get the
// first answer again, another request 422, one in flight 409), a sheet named by class and
// date, the time it was taken, two devices of one teacher, a conflict shown and never
// overwritten, concurrent sends (two instances on one PostgreSQL schema), and correction
// requests in the administrators' bell. Both dialects.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { parseEnv } from '#server/env.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_ENVIO, MSG_REG } from '#shared/messages/chamada.ts';
import { type ChamadaLinha, CODIGO_ENVIO } from '#shared/schemas/chamada.ts';
import { impressaoDe } from './idempotencia';
import { CHAVE_PARADA_MS, purgarChaves, VALIDADE_CHAVE_MS } from './repository-idempotencia';
import { type Aulas, aula, HOJE, montarAulas, QUARTA } from './testing';

let a: Aulas;
beforeEach(async () => {
  a = await montarAulas();
});
afterEach(() => a.t.close());

const CHAVE = '0b6f3c1e-9a4d-4e8b-8a55-3f1c2d7e9b10';
const OUTRA = 'f7c1d2e3-1111-4a2b-9c3d-5e6f7a8b9c0d';

type Corpo = Record<string, unknown>;
function enviar(cookie: string, corpo: Corpo, chave?: string, app = a.t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/chamada/enviar',
    payload: corpo,
    headers: { cookie, 'sec-fetch-site': 'same-origin', ...(chave ? { 'idempotency-key': chave } : {}) },
  });
}
const marcas = (ana: 0 | 1, bruno: 0 | 1) => [
  { id_aluno: a.ids.ana, presenca: ana },
  { id_aluno: a.ids.bruno, presenca: bruno },
];
const folhaDe = (data_c = QUARTA, m = marcas(1, 0), extra: Corpo = {}) => ({
  id_turma: a.ids.tA,
  data_c,
  alunos: m,
  observacao: 'Treino offline.',
  ...extra,
});

/** What the database holds for class tA on `data_c`: chamadas, marks, records, status. */
async function noBanco(data_c = QUARTA) {
  const chamadas = await a.t.db
    .selectFrom('chamada')
    .selectAll()
    .where('id_turma', '=', a.ids.tA)
    .where('data_c', '=', data_c)
    .execute();
  const ids = chamadas.map((c) => c.id_chamada);
  const marcasDb = ids.length
    ? await a.t.db
        .selectFrom('chamada_aluno')
        .select(['id_aluno', 'presenca'])
        .where('id_chamada', 'in', ids)
        .orderBy('id_aluno')
        .execute()
    : [];
  const registros = ids.length
    ? await a.t.db.selectFrom('chamada_registro').select('versao').where('id_chamada', 'in', ids).execute()
    : [];
  return {
    chamadas,
    marcas: marcasDb.map((m) => [m.id_aluno, Number(m.presenca)]),
    registros: registros.length,
  };
}

describe('POST /api/chamada/enviar with an Idempotency-Key', () => {
  it('answers the same status and body to a repeat of the key and request; one chamada, one mark per student', async () => {
    const primeira = await enviar(a.dono, folhaDe(), CHAVE);
    expect(primeira.statusCode).toBe(200);
    expect(primeira.headers['idempotent-replayed']).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      // The marks in another order and the ids as text: the same request.
      const repetida = await enviar(
        a.dono,
        { ...folhaDe(QUARTA, [...marcas(1, 0)].reverse()), id_turma: String(a.ids.tA) },
        CHAVE,
      );
      expect(repetida.statusCode).toBe(200);
      expect(repetida.headers['idempotent-replayed']).toBe('true');
      expect(repetida.body).toBe(primeira.body);
    }
    const db = await noBanco();
    expect(db.chamadas).toHaveLength(1);
    expect(db.chamadas[0].status_c).toBe(1);
    expect(db.marcas).toEqual([
      [a.ids.ana, 1],
      [a.ids.bruno, 0],
    ]);
    expect(db.registros).toBe(1);
  });

  it('refuses the key with another request (422) and a key in flight (409), each with its code', async () => {
    expect((await enviar(a.dono, folhaDe(), CHAVE)).statusCode).toBe(200);
    const outroCorpo = await enviar(a.dono, folhaDe(QUARTA, marcas(0, 0)), CHAVE);
    expect(outroCorpo.statusCode).toBe(422);
    expect(outroCorpo.json()).toMatchObject({
      message: MSG_ENVIO.chaveComOutroCorpo,
      code: CODIGO_ENVIO.chaveComOutroCorpo,
    });
    // A send with OUTRA still in flight (its record written, no answer yet).
    await a.t.db
      .insertInto('envio_idempotente')
      .values({
        id_pessoa: a.ids.p1.id_pessoa,
        chave: OUTRA,
        impressao: impressaoDe(folhaDe()),
        estado: 'em_andamento',
        criado_em: Date.now(),
        status: null,
        resposta: null,
      })
      .execute();
    const emAndamento = await enviar(a.dono, folhaDe(), OUTRA);
    expect(emAndamento.statusCode).toBe(409);
    expect(emAndamento.json()).toMatchObject({
      message: MSG_ENVIO.chaveEmAndamento,
      code: CODIGO_ENVIO.chaveEmAndamento,
    });
    // Keys are the person's: another teacher's same key is another key (and their own refusal).
    const deOutro = await enviar(a.outro, folhaDe(), CHAVE);
    expect(deOutro.statusCode).toBe(403);
    // A malformed key: 400, nothing written.
    const ruim = await enviar(a.dono, folhaDe(aula('quarta', 1)), 'chave com espaço');
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toBe(MSG_ENVIO.chaveInvalida);
    expect((await noBanco(aula('quarta', 1))).chamadas).toHaveLength(0);
  });

  it('a record left in flight by a stopped instance is retried after its time; the chamada still ends sent once', async () => {
    // The first try arrived and was written, then its instance stopped before storing the answer.
    expect((await enviar(a.dono, folhaDe())).statusCode).toBe(200);
    const corpo = folhaDe();
    await a.t.db
      .insertInto('envio_idempotente')
      .values({
        id_pessoa: a.ids.p1.id_pessoa,
        chave: CHAVE,
        impressao: impressaoDe(corpo),
        estado: 'em_andamento',
        criado_em: Date.now() - CHAVE_PARADA_MS - 1000,
        status: null,
        resposta: null,
      })
      .execute();
    const retomada = await enviar(a.dono, corpo, CHAVE);
    expect(retomada.statusCode).toBe(200);
    const db = await noBanco();
    expect(db.chamadas).toHaveLength(1);
    expect(db.registros).toBe(1);
    expect(db.marcas).toHaveLength(2);
  });

  it('forgets a key after its validity: the purge deletes it and the key is new again', async () => {
    expect((await enviar(a.dono, folhaDe(), CHAVE)).statusCode).toBe(200);
    await a.t.db
      .updateTable('envio_idempotente')
      .set({ criado_em: Date.now() - VALIDADE_CHAVE_MS - 1 })
      .execute();
    // Reused after expiry with another sheet (another date): a new send.
    const outra = aula('quarta', 1);
    expect((await enviar(a.dono, folhaDe(outra), CHAVE)).statusCode).toBe(200);
    expect((await noBanco(outra)).chamadas).toHaveLength(1);
    await a.t.db
      .updateTable('envio_idempotente')
      .set({ criado_em: Date.now() - VALIDADE_CHAVE_MS - 1 })
      .execute();
    expect(await purgarChaves(a.t.db, Date.now())).toBe(1);
    expect(await a.t.db.selectFrom('envio_idempotente').selectAll().execute()).toEqual([]);
  });
});

describe('a sheet taken on the device', () => {
  it('creates the chamada by class and date as opening it does, and records when it was taken and when it arrived', async () => {
    // Last week's class, taken that evening on the device, never opened online.
    const data_c = aula('quarta', 1);
    const feita = `${data_c}T21:30:00-03:00`;
    const antes = Date.now();
    const res = await enviar(a.dono, folhaDe(data_c, marcas(1, 1), { feita_em: feita }), CHAVE);
    expect(res.statusCode).toBe(200);
    const sheet: ChamadaLinha[] = res.json();
    expect(sheet.map((r) => [r.id_aluno, r.presenca, r.status_c])).toEqual([
      [a.ids.ana, 1, 1],
      [a.ids.bruno, 1, 1],
    ]);
    const [c] = (await noBanco(data_c)).chamadas;
    expect(Number(c.feita_em)).toBe(Date.parse(feita));
    expect(Number(c.enviada_em)).toBeGreaterThanOrEqual(antes);
    const h = await a.call('GET', `/api/chamada/${c.id_chamada}/historico`, a.dono);
    expect(h.json()).toMatchObject({
      feita_em: new Date(Date.parse(feita)).toISOString(),
      enviada_em: new Date(Number(c.enviada_em)).toISOString(),
      pedidos: [],
    });
  });

  it('refuses what opening refuses: a future date, a day the class does not meet, another teacher’s class; nothing written', async () => {
    const amanha = new Date(`${HOJE}T12:00:00Z`);
    amanha.setUTCDate(amanha.getUTCDate() + 7);
    const futura = amanha.toISOString().slice(0, 10);
    const futuro = await enviar(a.dono, folhaDe(futura), CHAVE);
    expect(futuro.statusCode).toBe(400);
    expect(futuro.json().message).toBe(MSG_REG.dataFutura);
    const segunda = aula('segunda');
    const semAula = await enviar(a.dono, folhaDe(segunda), OUTRA);
    expect(semAula.statusCode).toBe(400);
    expect(semAula.json().campos.data_c).toMatch(/quartas-feiras/);
    const alheia = await enviar(a.outro, folhaDe(), 'chave-3');
    expect(alheia.statusCode).toBe(403);
    // Neither id_chamada nor class and date; both: 400.
    const nenhum = await enviar(a.dono, { alunos: marcas(1, 1) });
    expect(nenhum.statusCode).toBe(400);
    expect(nenhum.json().campos.id_turma).toBe(MSG_ENVIO.chamadaOuTurma);
    expect(await a.count('chamada')).toBe(0);
    // A refusal is the key's answer too: the same again answers it again.
    const repetida = await enviar(a.dono, folhaDe(futura), CHAVE);
    expect(repetida.statusCode).toBe(400);
    expect(repetida.body).toBe(futuro.body);
  });

  it('refuses a feita_em in the future beyond the clock skew or before the class day', async () => {
    const futuro = new Date(Date.now() + 10 * 60_000).toISOString();
    const r1 = await enviar(a.dono, folhaDe(QUARTA, marcas(1, 1), { feita_em: futuro }));
    expect(r1.statusCode).toBe(400);
    expect(r1.json().campos.feita_em).toBe(MSG_ENVIO.feitaNoFuturo);
    const r2 = await enviar(
      a.dono,
      folhaDe(QUARTA, marcas(1, 1), { feita_em: `${aula('quarta', 1)}T20:00:00-03:00` }),
    );
    expect(r2.statusCode).toBe(400);
    expect(r2.json().campos.feita_em).toBe(MSG_ENVIO.feitaAntesDaAula);
    const r3 = await enviar(a.dono, folhaDe(QUARTA, marcas(1, 1), { feita_em: 'ontem' }));
    expect(r3.statusCode).toBe(400);
    // With id_chamada too: the chamada's date bounds it.
    const antiga = aula('quarta', 2);
    const id_chamada = (
      await a.call('POST', '/api/chamada/buscar', a.dono, { id_turma: a.ids.tA, data_c: antiga })
    ).json()[0].id_chamada;
    const r4 = await enviar(a.dono, {
      id_chamada,
      alunos: marcas(1, 1),
      feita_em: `${aula('quarta', 3)}T20:00:00Z`,
    });
    expect(r4.statusCode).toBe(400);
    expect(r4.json().campos.feita_em).toBe(MSG_ENVIO.feitaAntesDaAula);
    expect(await a.count('chamada_aluno')).toBe(0);
  });
});

describe('two devices of one teacher, and a chamada sent from elsewhere', () => {
  it('the same marks from a second device: success, nothing changes', async () => {
    const d1 = await enviar(a.dono, folhaDe(QUARTA, marcas(1, 0)), CHAVE);
    const d2 = await enviar(a.dono, folhaDe(QUARTA, marcas(1, 0)), OUTRA);
    expect([d1.statusCode, d2.statusCode]).toEqual([200, 200]);
    expect(d2.json()).toEqual(d1.json());
    const db = await noBanco();
    expect(db.chamadas).toHaveLength(1);
    expect(db.registros).toBe(1);
  });

  it('other marks: refused (409, its code) with the sheet as sent; never overwritten; a repeat answers the same', async () => {
    const d1 = await enviar(a.dono, folhaDe(QUARTA, marcas(1, 0)), CHAVE);
    expect(d1.statusCode).toBe(200);
    const d2 = await enviar(a.dono, folhaDe(QUARTA, marcas(0, 1)), OUTRA);
    expect(d2.statusCode).toBe(409);
    expect(d2.json()).toMatchObject({
      message: MSG_ENVIO.enviadaComOutrasMarcas,
      code: CODIGO_ENVIO.enviadaComOutrasMarcas,
      enviada: d1.json(),
    });
    expect((await enviar(a.dono, folhaDe(QUARTA, marcas(0, 1)), OUTRA)).body).toBe(d2.body);
    expect((await noBanco()).marcas).toEqual([
      [a.ids.ana, 1],
      [a.ids.bruno, 0],
    ]);
    // The original client's send (no key, no new fields) keeps its answer: 409 and its message.
    const id_chamada = d1.json()[0].id_chamada;
    const original = await enviar(a.dono, { id_chamada, status_c: 1, alunos: marcas(0, 0) });
    expect(original.statusCode).toBe(409);
    expect(original.json()).toEqual({ message: MSG_REG.chamadaJaEnviada });
  });

  it('an administrator’s correction meanwhile: the device’s send is refused with the corrected sheet', async () => {
    const d1 = await enviar(a.dono, folhaDe(QUARTA, marcas(1, 0)));
    const id_chamada = d1.json()[0].id_chamada;
    const h = (await a.call('GET', `/api/chamada/${id_chamada}/historico`, a.admin)).json();
    const corr = await a.t.app.inject({
      method: 'POST',
      url: '/api/chamada/corrigir',
      headers: { cookie: a.admin },
      payload: { id_chamada, versao: h.versao, alunos: marcas(1, 1), observacao: 'Treino offline.' },
    });
    expect(corr.statusCode).toBe(200);
    // The device replays its first sheet under a key: the corrected one is shown, not replaced.
    const d = await enviar(a.dono, folhaDe(QUARTA, marcas(1, 0)), CHAVE);
    expect(d.statusCode).toBe(409);
    expect(d.json().enviada.map((r: ChamadaLinha) => r.presenca)).toEqual([1, 1]);
  });
});

describe('concurrent sends with one key', () => {
  it('end with exactly one chamada and one mark per student, whatever the timing (two instances on PostgreSQL)', async () => {
    // PostgreSQL: a second app on the same schema, as a second instance; SQLite serves one process.
    let segunda = a.t.app;
    let fechar = async () => {};
    if (a.t.dialect === 'postgres') {
      const database = connect(a.t.url, { schema: a.t.schema!, poolSize: 5 });
      const env = parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: ':memory:',
        TZ_CLUB: FUSO_TESTE,
      });
      segunda = await buildApp({ env, database, clientDir: '/nonexistent' });
      fechar = async () => {
        await segunda.close();
        await database.close();
      };
    }
    try {
      for (const [i, data_c] of [aula('quarta', 0), aula('quarta', 1), aula('quarta', 2)].entries()) {
        const chave = `concorrente-${i}`;
        const corpo = folhaDe(data_c, marcas(1, 0));
        const rs = await Promise.all([
          enviar(a.dono, corpo, chave),
          enviar(a.dono, corpo, chave, segunda),
          enviar(a.dono, corpo, chave, segunda),
        ]);
        const oks = rs.filter((r) => r.statusCode === 200);
        expect(oks.length).toBeGreaterThanOrEqual(1);
        for (const r of rs) {
          expect([200, 409]).toContain(r.statusCode);
          if (r.statusCode === 200) expect(r.body).toBe(oks[0].body);
          else expect(r.json().code).toBe(CODIGO_ENVIO.chaveEmAndamento);
        }
        const db = await noBanco(data_c);
        expect(db.chamadas).toHaveLength(1);
        expect(db.chamadas[0].status_c).toBe(1);
        expect(db.marcas).toHaveLength(2);
        expect(db.registros).toBe(1);
        // Settled: every repeat now gets the stored answer.
        expect((await enviar(a.dono, corpo, chave, segunda)).body).toBe(oks[0].body);
      }
      // Two devices (two keys), at the same time, on both instances.
      const data_c = aula('quarta', 3);
      const rs = await Promise.all([
        enviar(a.dono, folhaDe(data_c, marcas(1, 0)), 'device-a'),
        enviar(a.dono, folhaDe(data_c, marcas(1, 0)), 'device-b', segunda),
      ]);
      expect(rs.map((r) => r.statusCode)).toEqual([200, 200]);
      const db = await noBanco(data_c);
      expect(db.chamadas).toHaveLength(1);
      expect(db.marcas).toHaveLength(2);
      expect(db.registros).toBe(1);
    } finally {
      await fechar();
    }
  });
});

describe('POST /api/chamada/:id/pedido-correcao', () => {
  it('a teacher asks; the administrators see it in the bell and on the history until a correction is saved', async () => {
    const id_chamada = (await enviar(a.dono, folhaDe(QUARTA, marcas(1, 0)))).json()[0].id_chamada;
    const pedir = (cookie: string, corpo: Corpo, id = id_chamada) =>
      a.t.app.inject({
        method: 'POST',
        url: `/api/chamada/${id}/pedido-correcao`,
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
        payload: corpo,
      });
    expect((await pedir(a.dono, {})).statusCode).toBe(400);
    expect((await pedir(a.outro, { mensagem: 'Bruno veio.' })).statusCode).toBe(403);
    const r = await pedir(a.dono, { mensagem: 'O Bruno estava presente.' });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ id_chamada, autor: 'Paulo Dono', pendente: true });
    const sino = (await a.call('GET', '/api/notificacoes', a.admin)).json();
    const item = sino.itens.find((n: { tipo: string }) => n.tipo === 'correcao');
    expect(item).toMatchObject({
      chave: `correcao:${r.json().id_pedido}`,
      id: a.ids.tA,
      data: QUARTA,
      nome: 'Florete A',
    });
    // Not the teacher's bell: it is the administrators' work.
    const doProfessor = (await a.call('GET', '/api/notificacoes', a.dono)).json();
    expect(doProfessor.itens.some((n: { tipo: string }) => n.tipo === 'correcao')).toBe(false);
    // Marked read like any notification.
    const lida = await a.t.app.inject({
      method: 'POST',
      url: '/api/notificacoes/lidas',
      headers: { cookie: a.admin, 'sec-fetch-site': 'same-origin' },
      payload: { chaves: [item.chave] },
    });
    expect(lida.statusCode).toBe(200);
    const h = (await a.call('GET', `/api/chamada/${id_chamada}/historico`, a.admin)).json();
    expect(h.pedidos).toMatchObject([{ mensagem: 'O Bruno estava presente.', pendente: true }]);
    await a.t.app.inject({
      method: 'POST',
      url: '/api/chamada/corrigir',
      headers: { cookie: a.admin },
      payload: { id_chamada, versao: h.versao, alunos: marcas(1, 1) },
    });
    const depois = (await a.call('GET', '/api/notificacoes', a.admin)).json();
    expect(depois.itens.some((n: { tipo: string }) => n.tipo === 'correcao')).toBe(false);
    const h2 = (await a.call('GET', `/api/chamada/${id_chamada}/historico`, a.dono)).json();
    expect(h2.pedidos).toMatchObject([{ pendente: false }]);
  });

  it('refuses a chamada not sent (409) or unknown (404)', async () => {
    const id_chamada = (
      await a.call('POST', '/api/chamada/buscar', a.dono, { id_turma: a.ids.tA, data_c: QUARTA })
    ).json()[0].id_chamada;
    const pedir = (id: number) =>
      a.t.app.inject({
        method: 'POST',
        url: `/api/chamada/${id}/pedido-correcao`,
        headers: { cookie: a.dono, 'sec-fetch-site': 'same-origin' },
        payload: { mensagem: 'Corrigir.' },
      });
    expect((await pedir(id_chamada)).statusCode).toBe(409);
    expect((await pedir(999_999)).statusCode).toBe(404);
  });
});
