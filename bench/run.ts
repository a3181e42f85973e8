// npm run bench — every figure against a bare baseline measured in the
// same run, printed as one table (figure, ours, baseline, ratio, target).
// The database is BENCH_DATABASE_URL, else DATABASE_URL, else data/escala.db
// (filled by `npm run seed:scale`). See bench/README.md.
//
// This runner builds the app, starts the measured server (timing its cold starts),
// logs in, runs the selected figures of FIGURES in order and prints the table.
// Each figure is a module of bench/figures/ (the contract is figures/figure.ts).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { connect } from '#server/db/connect.ts';
import { SCALE_USERS } from '#server/db/seed/scale.ts';
import { browser } from './figures/browser';
import { categoria } from './figures/categoria';
import { dashboard } from './figures/dashboard';
import { enrol } from './figures/enrol';
import { familia } from './figures/familia';
import type { Context, Figure, Row } from './figures/figure';
import { financeiro } from './figures/financeiro';
import { fullList } from './figures/full-list';
import { instances } from './figures/instances';
import { lembretes } from './figures/lembretes';
import { lists } from './figures/lists';
import { reports } from './figures/reports';
import { roster } from './figures/roster';
import { sheet } from './figures/sheet';
import { start } from './figures/start';
import { write } from './figures/write';
import { scaleClass } from './lib/scale';
import {
  CORES,
  checkPortsFree,
  coldStarts,
  lastProfile,
  login,
  PIN,
  pinSelf,
  pinToServerCore,
  startSecondInstance,
  stop,
  unpinSelf,
} from './lib/servers';
import {
  ABS_DB_URL,
  BARE_PORT,
  BASE,
  BROWSER,
  COLD_BARE_PORT,
  DB_SHOWN,
  DIALECT,
  DIST,
  ONLY,
  OUT,
  PORT,
  POSTGRES,
  PROFILE,
  QUICK,
  ROOT,
  ROUNDS,
  SECOND_PORT,
  SENHA,
  SKIP_BUILD,
  TRACE,
} from './lib/settings';

/** The table's figures, in its order; `start` reports RSS after the load figures, so it follows them. */
const FIGURES: Figure[] = [
  roster,
  write,
  sheet,
  instances,
  lists,
  enrol,
  start,
  reports,
  dashboard,
  financeiro,
  fullList,
  browser,
  categoria,
  lembretes,
  familia,
];
const selected = (f: Figure) => f.key === null || !ONLY || ONLY.includes(f.key);

async function build() {
  if (SKIP_BUILD && existsSync(join(DIST, 'server/main.js'))) return;
  // @ts-expect-error plain ESM script without types
  const { buildAll } = await import('#scripts/build.mjs');
  await buildAll({ quiet: true, dist: DIST });
}

pinSelf();
mkdirSync(OUT, { recursive: true });
await checkPortsFree([PORT, BARE_PORT, COLD_BARE_PORT, SECOND_PORT]);
console.info(`Banco: ${DB_SHOWN} (${DIALECT})`);
console.info(
  `Núcleos: ${CORES}${PIN ? ' (servidor no 0, gerador de carga no 1)' : ' (sem taskset: sem fixação)'}`,
);
console.info('Compilando...');
await build();

const database = connect(ABS_DB_URL, { poolSize: 2 });
const { idTurma, alunosTurma } = await scaleClass(database.db);

// Cold start first, before anything warms the page cache of this run.
console.info('Partida a frio...');
const cold = await coldStarts(ROUNDS, SCALE_USERS.professor);
const server = cold.server;
process.on('exit', () => server.kill('SIGKILL'));
process.on('uncaughtException', (err) => {
  console.error(err);
  process.exit(1);
});

const rows: Row[] = [];
const notes: string[] = [];
const ctx: Context = {
  port: PORT,
  base: BASE,
  serverPid: server.pid!,
  barePort: BARE_PORT,
  rounds: ROUNDS,
  quick: QUICK,
  browser: BROWSER,
  trace: TRACE,
  postgres: POSTGRES,
  dialect: DIALECT,
  root: ROOT,
  out: OUT,
  db: database.db,
  professor: SCALE_USERS.professor,
  senha: SENHA,
  idTurma,
  alunosTurma,
  cookies: { professor: await login(SCALE_USERS.professor), admin: await login(SCALE_USERS.admin) },
  coldStarts: { ours: cold.ours, bare: cold.bare },
  pinToServerCore,
  startInstance: () => startSecondInstance(SCALE_USERS.professor),
  onEveryCore: async (fn) => {
    unpinSelf();
    try {
      return await fn();
    } finally {
      pinSelf();
    }
  },
  dbPids: async () =>
    POSTGRES
      ? (
          await sql<{ pid: number }>`select pid from pg_stat_activity
            where datname = current_database() and backend_type = 'client backend'`.execute(database.db)
        ).rows.map((r) => r.pid)
      : [],
  note: (text) => notes.push(text),
};

for (const figure of FIGURES.filter(selected)) {
  const got = await figure.run(ctx).catch((err: unknown) => {
    throw new Error(`figure "${figure.name}" failed`, { cause: err });
  });
  for (const r of got) {
    rows.push(r);
    console.info(
      `  ${r.ok === false ? '✗' : '✓'} ${r.figure}: ${r.ours} (baseline ${r.baseline}, ratio ${r.ratio})`,
    );
  }
}

await stop(server);
await database.close();
if (PROFILE) console.info(`Perfil do servidor medido: ${lastProfile()}`);

// ---- The table -----------------------------------------------------------------------
const head: Row = {
  figure: 'figure',
  ours: 'ours',
  baseline: 'baseline',
  ratio: 'ratio',
  target: 'target',
  ok: null,
};
const all = [head, ...rows];
const w = (k: keyof Row) => Math.max(...all.map((r) => String(r[k]).length));
const line = (r: Row) =>
  `| ${r.figure.padEnd(w('figure'))} | ${r.ours.padStart(w('ours'))} | ${r.baseline.padStart(w('baseline'))} | ${r.ratio.padStart(w('ratio'))} | ${r.target.padEnd(w('target'))} | ${r.ok === null ? 'met' : r.ok === undefined ? '—' : r.ok ? 'yes' : 'NO'} |`;
const table = [
  line(head),
  `|${['figure', 'ours', 'baseline', 'ratio', 'target'].map((k) => '-'.repeat(w(k as keyof Row) + 2)).join('|')}|-----|`,
  ...rows.map(line),
].join('\n');
const header = `${new Date().toISOString()} · ${DIALECT} · ${CORES} cores${PIN ? ', server pinned to core 0, load on core 1' : ''} · ${ROUNDS} rounds, medians`;
console.info(`\n${header}\n\n${table}\n\n${notes.map((n) => `- ${n}`).join('\n')}`);
// Only a full run replaces the saved table.
if (!ONLY)
  writeFileSync(
    join(OUT, `last-${POSTGRES ? 'postgres' : 'sqlite'}.md`),
    `${header}\n\n${table}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n`,
  );
