// What the audit log costs the reads (docs/decisions/028-audit-and-anonymisation.md): a
// profile read by an administrator writes one audit entry; the roster and the sheet write
// none, and an entry must not empty their caches. Measured in-process (app.inject) on a
// fresh test database (SQLite, or PostgreSQL with TEST_DIALECT=postgres and
// TEST_DATABASE_URL): a class of 30 students, a year of weekly chamadas.
//
// Two students with the same classes and marks, read alternately, request by request:
//   A: the profile read writes its entry, as the app does;
//   B: the entry's row is skipped by a trigger that matches only B's id (SQLite
//      RAISE(IGNORE), PostgreSQL a BEFORE INSERT trigger returning null): the write taken out.
// Each profile read is followed by a roster read and a sheet read, counted on its side.
// BENCH_AUDIT_ROUNDS rounds (default 7) of BENCH_AUDIT_N of each (default 400); the table
// shows the medians of the per-request mean CPU time of this process (with SQLite the
// database's work included; PostgreSQL's server work is not), and the insert alone.
//
//   npx tsx bench/auditoria-perfil.ts
//   TEST_DIALECT=postgres TEST_DATABASE_URL=postgres://... npx tsx bench/auditoria-perfil.ts
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
  qtd_maxima: 40,
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
// Two students with the same classes and marks: A's profile read writes its entry as the
// app does; B's entry is skipped by a trigger that matches only B's id.
const alunoA = alunos[5];
const alunoB = alunos[6];
const dia = segundas[0];

const perfil = (id: number) => ({
  method: 'GET' as const,
  url: `/api/relatorios/aluno/${id}`,
  headers: { cookie: adm },
});
const pedidos = {
  perfilA: perfil(alunoA),
  perfilB: perfil(alunoB),
  roster: { method: 'GET' as const, url: `/listaralunos/${id_turma}`, headers: { cookie: prof } },
  folha: {
    method: 'POST' as const,
    url: '/api/chamada/buscar',
    payload: { id_turma, data_c: dia },
    headers: { cookie: prof, 'sec-fetch-site': 'same-origin' },
  },
};

if (t.dialect === 'postgres') {
  await sql`create function bench_sem_auditoria() returns trigger language plpgsql as $$ begin return null; end $$`.execute(
    db,
  );
  await sql`create trigger bench_sem_auditoria before insert on auditoria for each row
    when (new.id_pessoa = ${sql.lit(alunoB)}) execute function bench_sem_auditoria()`.execute(db);
} else
  await sql`create trigger bench_sem_auditoria before insert on auditoria when new.id_pessoa = ${sql.lit(alunoB)}
    begin select raise(ignore); end`.execute(db);

type Soma = Record<'perfilA' | 'perfilB' | 'rosterA' | 'rosterB' | 'folhaA' | 'folhaB', number>;

/** One request's CPU time in this process (µs; with SQLite, the database's work too), which a busy machine disturbs far less than wall time (decision 025). */
async function medir(k: keyof typeof pedidos): Promise<number> {
  const c0 = process.cpuUsage();
  const r = await t.app.inject(pedidos[k]);
  const c = process.cpuUsage(c0);
  if (r.statusCode !== 200) throw new Error(`${k}: ${r.statusCode} ${r.body.slice(0, 200)}`);
  return c.user + c.system;
}

/**
 * One round: N times A's profile, the roster, the sheet, then B's profile, the roster, the
 * sheet (the order flipped every other time); CPU µs per request of each kind, the roster
 * and the sheet counted after the profile read they followed.
 */
async function rodada(): Promise<Soma> {
  const soma: Soma = { perfilA: 0, perfilB: 0, rosterA: 0, rosterB: 0, folhaA: 0, folhaB: 0 };
  for (let i = 0; i < N; i++)
    for (const lado of i % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
      soma[`perfil${lado}`] += await medir(`perfil${lado}`);
      soma[`roster${lado}`] += await medir('roster');
      soma[`folha${lado}`] += await medir('folha');
    }
  for (const k of Object.keys(soma) as (keyof Soma)[]) soma[k] = soma[k] / N;
  return soma;
}

const mediana = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
};

await rodada(); // warm-up: code, caches, statements
const rodadas: Soma[] = [];
for (let r = 0; r < RODADAS; r++) rodadas.push(await rodada());

const quem = autoria({ id: 'bench', user: { id_pessoa: t.admin.id_pessoa } } as never);
const c0 = process.cpuUsage();
for (let i = 0; i < N; i++) await registrarAuditoria(db, quem, { acao: 'ver', id_pessoa: alunoA });
const gasto = process.cpuUsage(c0);
const insercao = (gasto.user + gasto.system) / N;
const porPessoa = await db
  .selectFrom('auditoria')
  .select(['id_pessoa', (eb) => eb.fn.countAll<number>().as('n')])
  .groupBy('id_pessoa')
  .execute();

console.info(
  `\n${t.dialect}, ${RODADAS} rounds x ${N} requests of each kind (median of the per-request mean CPU time of this process, µs)\n`,
);
console.info('| read | A: after a profile read that wrote its entry | B: entry skipped | A / B |');
console.info('|---|---|---|---|');
for (const k of ['perfil', 'roster', 'folha'] as const) {
  const ma = mediana(rodadas.map((x) => x[`${k}A`]));
  const mb = mediana(rodadas.map((x) => x[`${k}B`]));
  console.info(`| ${k} | ${ma.toFixed(0)} | ${mb.toFixed(0)} | ${((ma / mb - 1) * 100).toFixed(1)} % |`);
}
console.info(
  `\nregistrarAuditoria alone: ${insercao.toFixed(0)} CPU µs per entry; entries: ${porPessoa.map((p) => `#${p.id_pessoa} ${Number(p.n)}`).join(', ')}`,
);
await t.close();
