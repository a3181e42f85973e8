// Anonymisation, deletion and billing, on SQLite and PostgreSQL: a student with charges is
// never deleted; a student with an open charge is not anonymised; once the charges are settled (here cancelled), the anonymisation goes through
// and the charges stay, as records the club must keep, tied to the id only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { configurarFinanceiro, criarAluno } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';

let t: TestApp;
let cookie: string;
const hoje = hojeNoFuso(FUSO_TESTE);

const pedir = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { 'sec-fetch-site': 'same-origin', cookie },
  });

beforeAll(async () => {
  t = await makeTestApp();
  cookie = await t.loginAdmin();
  await configurarFinanceiro(t.db, { desde: somarDias(hoje, -40) });
});
afterAll(() => t.close());

describe('anonymising a student who has charges', () => {
  it('is refused while a charge is open, and keeps the charges once it goes through', async () => {
    const { id_aluno } = await criarAluno(t.db, 'Otávio Devedor', { dt_inicio: somarDias(hoje, -100) });
    expect((await pedir('POST', '/api/financeiro/emitir')).json().emitidas).toBeGreaterThan(0);
    // Nor is a student with charges ever deleted: the charges are the club's records.
    const excluir = await t.app.inject({
      method: 'DELETE',
      url: `/api/aluno/${id_aluno}`,
      headers: { 'sec-fetch-site': 'same-origin', cookie },
    });
    expect(excluir.statusCode).toBe(409);
    expect(excluir.json().message).toBe(MSG_ADM.alunoComCobrancas);
    expect((await pedir('POST', `/api/adm/alunos/${id_aluno}/desativar`, { data: hoje })).statusCode).toBe(
      200,
    );

    const recusada = await pedir('POST', `/api/pessoas/${id_aluno}/anonimizacao`, {
      confirmacao: 'ANONIMIZAR',
    });
    expect(recusada.statusCode).toBe(409);
    expect(recusada.json().message).toBe(MSG_AUDITORIA.recusa.cobranca_em_aberto);

    const abertas = await t.db
      .selectFrom('cobranca')
      .select('id_cobranca')
      .where('id_aluno', '=', id_aluno)
      .where('status', '=', 'aberta')
      .execute();
    for (const { id_cobranca } of abertas) {
      const c = await pedir('POST', `/api/financeiro/cobrancas/${id_cobranca}/cancelamento`, {
        motivo: 'Aluno saiu do clube',
      });
      expect(c.statusCode).toBe(200);
    }
    const feita = await pedir('POST', `/api/pessoas/${id_aluno}/anonimizacao`, { confirmacao: 'ANONIMIZAR' });
    expect(feita.statusCode).toBe(200);
    const mantidas = await t.db
      .selectFrom('cobranca')
      .select('status')
      .where('id_aluno', '=', id_aluno)
      .execute();
    expect(mantidas.length).toBe(abertas.length);
    const nome = await t.db
      .selectFrom('pessoa')
      .select('nome_pessoa')
      .where('id_pessoa', '=', id_aluno)
      .executeTakeFirstOrThrow();
    expect(nome.nome_pessoa).toBe(MSG_AUDITORIA.nomeAnonimizado(id_aluno));
  });
});
