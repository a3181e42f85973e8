// What the audit log costs the reads (docs/decisions/028-audit-and-anonymisation.md): a
// profile read by an administrator writes one audit entry; the roster and the sheet write
// none, and the entry must not empty their caches. Measured in-process (app.inject), on a
// fresh test database (SQLite, or PostgreSQL with TEST_DIALECT=postgres and TEST_DATABASE_URL),
// with a class of 30 students and a year of weekly chamadas:
//
//   A: as the app runs (the profile read writes its entry);
//   B: the same requests with the entry's row skipped by a trigger (SQLite RAISE(IGNORE),
//      PostgreSQL a BEFORE INSERT trigger returning null): the write's cost taken out.
//
// A and B alternate, BENCH_AUDIT_ROUNDS rounds (default 7) of BENCH_AUDIT_N requests of each
// kind (default 400), interleaved profile, roster, sheet; the table shows the medians of the
// per-request mean, and the insert alone (registrarAuditoria, N times) for reference.
//
//   npx tsx bench/auditoria-perfil.ts
//   TEST_DIALECT=postgres TEST_DATABASE_URL=postgres://... npx tsx bench/auditoria-perfil.ts
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { autoria, registrarAuditoria } from '#server/repositories/auditoria.ts';
import { makeTestApp } from '#server/test/app.ts';
import { criarAlunos, criarChamadas, criarTurma, criarUnidade, vincular } from '#server/test/fabrica.ts';

const N = Number(process.env.BENCH_AUDIT_N ?? 400);
const RODADAS = Number(process.env.BENCH_AUDIT_ROUNDS ?? 7);

const t = await makeTestApp();
const { db } = t;
const { id_professor } = await t.createUser({
  email: 'p@b.local',
  senha: 'senha-bench',
  nome: 'Prof Bench',
  professor: true,
});
const id_unidade = await criarUnidade(db);
const id_turma = await criarTurma(db, {
  id_professor: id_professor!,
  id_unidade,
  nome_turma: 'Bench',
  dia_semana: 'segunda',
});
const alunos = await criarAlunos(
  db,
  Array.from({ length: 30 }, (_, i) => `Aluno Bench ${i}`),
);
await vincular(db, alunos, id_turma);
const segundas: string[] = [];
for (let d = new Date('2025-12-01T12:00:00Z'); segundas.length < 52; d.setUTCDate(d.getUTCDate() - 7))
  segundas.push(d.toISOString().slice(0, 10));
await criarChamadas(db, id_turma, segundas, {
  status_c: 1,
  marcas: alunos.map((id_aluno, i) => ({ id_aluno, presenca: (i % 4 === 0 ? 0 : 1) as 0 | 1 })),
});
const adm = await t.loginAdmin();
const prof = await t.login('p@b.local', 'senha-bench');
const aluno = alunos[7];
const dia = segundas[0];

const pedidos = {
  perfil: { method: 'GET' as const, url: `/api/relatorios/aluno/${aluno}`, headers: { cookie: adm } },
  roster: { method: 'GET' as const, url: `/listaralunos/${id_turma}`, headers: { cookie: prof } },
  folha: {
    method: 'POST' as const,
    url: '/api/chamada/buscar',
    payload: { id_turma, data_c: dia },
    headers: { cookie: prof, 'sec-fetch-site': 'same-origin' },
  },
};

async function semEntradas(ligado: boolean) {
  if (t.dialect === 'postgres') {
    if (ligado) {
      await sql`create or replace function bench_sem_auditoria() returns trigger language plpgsql as $$ begin return null; end $$`.execute(
        db,
      );
      await sql`create trigger bench_sem_auditoria before insert on auditoria for each row execute function bench_sem_auditoria()`.execute(
        db,
      );
    } else await sql`drop trigger if exists bench_sem_auditoria on auditoria`.execute(db);
  } else if (ligado)
    await sql`create trigger bench_sem_auditoria before insert on auditoria begin select raise(ignore); end`.execute(
      db,
    );
  else await sql`drop trigger if exists bench_sem_auditoria`.execute(db);
}

/** One round: N of each request, interleaved; µs per request of each kind. */
async function rodada() {
  const soma = { perfil: 0, roster: 0, folha: 0 };
  for (let i = 0; i < N; i++)
    for (const k of ['perfil', 'roster', 'folha'] as const) {
      const t0 = performance.now();
      const r = await t.app.inject(pedidos[k]);
      soma[k] += performance.now() - t0;
      if (r.statusCode !== 200) throw new Error(`${k}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    }
  return {
    perfil: (soma.perfil / N) * 1000,
    roster: (soma.roster / N) * 1000,
    folha: (soma.folha / N) * 1000,
  };
}

const mediana = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

// Warm-up: code, caches, statements.
await rodada();
const a: Awaited<ReturnType<typeof rodada>>[] = [];
const b: Awaited<ReturnType<typeof rodada>>[] = [];
for (let r = 0; r < RODADAS; r++) {
  a.push(await rodada());
  await semEntradas(true);
  b.push(await rodada());
  await semEntradas(false);
}
const quem = autoria({ id: 'bench', user: { id_pessoa: t.admin.id_pessoa } } as never);
const t0 = performance.now();
for (let i = 0; i < N; i++) await registrarAuditoria(db, quem, { acao: 'ver', id_pessoa: aluno });
const insercao = ((performance.now() - t0) / N) * 1000;
const entradas = await db
  .selectFrom('auditoria')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();

console.info(
  `\n${t.dialect}, ${RODADAS} rounds x ${N} requests of each kind (median of per-request means, µs)\n`,
);
console.info('| read | A: with the audit entry | B: entry skipped | A / B |');
console.info('|---|---|---|---|');
for (const k of ['perfil', 'roster', 'folha'] as const) {
  const ma = mediana(a.map((x) => x[k]));
  const mb = mediana(b.map((x) => x[k]));
  console.info(`| ${k} | ${ma.toFixed(0)} | ${mb.toFixed(0)} | ${((ma / mb - 1) * 100).toFixed(1)} % |`);
}
console.info(
  `\nregistrarAuditoria alone: ${insercao.toFixed(0)} µs per entry; entries written: ${Number(entradas.n)}`,
);
await t.close();
