// Two desks lending the same item at the same moment, on PostgreSQL, where instances share
// one database: another connection (another server) has lent the item and not yet
// committed when this server's loan passes its check and writes; the partial unique index
// makes that write wait, and once the first commits, refuse. The second desk gets a 409 and
// the item has one open loan. (SQLite has one writer: its burst is in material.test.ts.)
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '#server/db/connect.ts';
import { dialect, makeTestApp, type TestApp } from '#server/test/app.ts';
import { criarAluno } from '#server/test/fabrica.ts';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG_MATERIAL } from '#shared/messages/material.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';

let t: TestApp;
let cookie: string;
const hoje = hojeNoFuso(FUSO_TESTE);

beforeAll(async () => {
  t = await makeTestApp();
  cookie = await t.loginAdmin();
});
afterAll(() => t.close());

describe.runIf(dialect === 'postgres')('two desks, one item, one database', () => {
  it('the loan that commits first wins; the other is refused by the constraint with a 409', async () => {
    const H = { 'sec-fetch-site': 'same-origin', cookie };
    const criado = await t.app.inject({
      method: 'POST',
      url: '/api/material',
      headers: H,
      payload: { tipo: 'mascara', codigo: 'MAS-99', tamanho: 'P' },
    });
    const { id_material } = criado.json();
    const a = await criarAluno(t.db, 'Primeira Mesa');
    const b = await criarAluno(t.db, 'Segunda Mesa');
    const outra = connect(t.url, { schema: t.schema, poolSize: 1 });
    let liberar!: () => void;
    const liberado = new Promise<void>((ok) => {
      liberar = ok;
    });
    let escrito!: () => void;
    const primeiraEscreveu = new Promise<void>((ok) => {
      escrito = ok;
    });
    try {
      const primeira = outra.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('emprestimo_material')
          .values({
            id_material,
            id_aluno: a.id_aluno,
            id_emprestou: null,
            emprestado_em: Date.now(),
            devolver_ate: somarDias(hoje, 7),
          })
          .execute();
        escrito();
        await liberado;
      });
      await primeiraEscreveu;
      const segunda = t.app.inject({
        method: 'POST',
        url: `/api/material/${id_material}/emprestimo`,
        headers: H,
        payload: { id_aluno: b.id_aluno, devolver_ate: somarDias(hoje, 7) },
      });
      // The second loan's write waits on the first one's index entry.
      await esperarBloqueio(t);
      liberar();
      await primeira;
      const r = await segunda;
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(MSG_MATERIAL.jaEmprestado(null));
      const abertos = await t.db
        .selectFrom('emprestimo_material')
        .select('id_aluno')
        .where('devolvido_em', 'is', null)
        .execute();
      expect(abertos).toEqual([{ id_aluno: a.id_aluno }]);
    } finally {
      liberar();
      await outra.close();
    }
  });
});

/** Until a session of this database waits on a lock (the second loan's insert). */
async function esperarBloqueio(app: TestApp) {
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(app.db);
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((ok) => setImmediate(ok));
  }
}
