// The SQL form of a student's meetings answers as the TypeScript rule does, on each database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#server/test/app.ts';
import { desdeEntrada, ehEncontro } from '#shared/rules/encontros-aluno.ts';
import { desdeEntradaSql, ehEncontroSql } from './repository-encontros-sql';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const datas = ['2026-11-22', '2026-11-23', '2026-11-24'];
const entradas = [null, '2026-11-23'];
const sim = (b: boolean) => sql<boolean>`${sql.lit(b ? 1 : 0)} = 1`;

describe('encontros-sql', () => {
  it('decides every case as ehEncontro and desdeEntrada do', async () => {
    for (const data_c of datas) {
      for (const dt_entrada of entradas) {
        for (const vinculado of [false, true]) {
          for (const marcado of [false, true]) {
            const { rows } = await sql<{ encontro: number; desde: number }>`
              select case when ${ehEncontroSql({ data: 'x.data_c', entrada: 'x.dt_entrada', vinculado: sim(vinculado), marcado: sim(marcado) })}
                          then 1 else 0 end as encontro,
                     case when ${desdeEntradaSql('x.data_c', 'x.dt_entrada')} then 1 else 0 end as desde
                from (select cast(${data_c} as varchar(10)) as data_c,
                             cast(${dt_entrada} as varchar(10)) as dt_entrada) x`.execute(t.db);
            const caso = `${data_c} ${dt_entrada} ${vinculado} ${marcado}`;
            expect(Number(rows[0].encontro), caso).toBe(
              ehEncontro(data_c, vinculado ? { dt_entrada } : null, marcado) ? 1 : 0,
            );
            expect(Number(rows[0].desde), caso).toBe(desdeEntrada(data_c, { dt_entrada }) ? 1 : 0);
          }
        }
      }
    }
  });
});
