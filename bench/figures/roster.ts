// 1. Roster read: GET /listaralunos/{id} for the 30-student class with the teacher's
// cookie (10 connections), against a bare node:http server sending the
// byte-identical body (bench/lib/bare-server.mjs). Rows: req/s ratio, p99, and each
// server's CPU per answer (bare ÷ ours: what the shared machine's load moves least).
// `measureRoster` also serves the two-instance figure (instances.ts).
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCALE_TURMA_ALUNOS } from '#server/db/seed/scale.ts';
import { type Context, type Figure, f0, f1, type Instance, type Row } from './figure';
import { cpuNote, cpuRow, medianRound, type Round, round } from './load';

type Server = Pick<Instance, 'base' | 'pid'>;

/** Ours / bare req/s: the roster comes from memory on both (decisions 007, 016); PostgreSQL's sync round trip costs more. */
const alvo = (ctx: Context) => (ctx.postgres ? 0.5 : 0.6);
/** Bare ÷ ours, server CPU per answer, on both databases. */
const ALVO_CPU_ROSTER = 0.6;

/** Roster reads spread over `servers` (one or more instances), rounds alternating with the bare baseline. */
export async function measureRoster(ctx: Context, servers: Server[], label = ''): Promise<Row[]> {
  const bases = servers.map((s) => s.base);
  const cpu = async () => ({ server: servers.map((s) => s.pid), db: await ctx.dbPids() });
  const prof = ctx.cookies.professor;
  const bareBase = `http://127.0.0.1:${ctx.barePort}`;
  const rosterPath = `/listaralunos/${ctx.idTurma}`;
  const rosterBody = Buffer.from(
    await (await fetch(`${bases[0]}${rosterPath}`, { headers: { cookie: prof } })).arrayBuffer(),
  );
  for (const base of bases.slice(1)) {
    const other = Buffer.from(
      await (await fetch(`${base}${rosterPath}`, { headers: { cookie: prof } })).arrayBuffer(),
    );
    if (!other.equals(rosterBody)) throw new Error(`${base}: roster body differs`);
  }
  const bodyFile = join(ctx.out, `roster-${ctx.port}.json`);
  writeFileSync(bodyFile, rosterBody);
  const bare = fork(join(ctx.root, 'bench/lib/bare-server.mjs'), [String(ctx.barePort), bodyFile], {
    stdio: 'ignore',
  });
  await new Promise((r) => bare.once('message', r));
  ctx.pinToServerCore(bare.pid!);
  const bareBody = Buffer.from(await (await fetch(`${bareBase}/`)).arrayBuffer());
  if (!bareBody.equals(rosterBody)) throw new Error('baseline body differs');
  const bareCpu = async () => ({ server: [bare.pid!], db: [] });
  const readN = ctx.quick ? 3000 : 20_000;
  const readOpts = (url: string | string[], cookie?: string) => ({
    url,
    connections: 10,
    amount: readN,
    headers: cookie ? { cookie } : undefined,
  });
  const ours = bases.map((b) => `${b}${rosterPath}`);
  await round({ ...readOpts(ours, prof), amount: 2000 });
  await round({ ...readOpts(`${bareBase}${rosterPath}`), amount: 2000 });
  const oursR: Round[] = [];
  const bareR: Round[] = [];
  for (let i = 0; i < ctx.rounds; i++) {
    oursR.push(await round({ ...readOpts(ours, prof), cpu }));
    bareR.push(await round({ ...readOpts(`${bareBase}${rosterPath}`), cpu: bareCpu }));
  }
  bare.kill();
  const ro = medianRound(oursR);
  const rb = medianRound(bareR);
  const target = alvo(ctx);
  ctx.note(
    `roster read${label}: ${cpuNote(ro, ctx.postgres)}; per round, ours ${oursR.map((r) => Math.round(r.cpuServer ?? 0)).join('/')} µs, bare ${bareR.map((r) => Math.round(r.cpuServer ?? 0)).join('/')} µs`,
  );
  return [
    {
      figure: `roster read req/s${label} (${SCALE_TURMA_ALUNOS} students, 10 conn)`,
      ours: f0(ro.rps),
      baseline: f0(rb.rps),
      ratio: (ro.rps / rb.rps).toFixed(2),
      target: ctx.postgres ? `≥ ${target.toFixed(2)}` : `≥ ${target.toFixed(2)} (stretch 0.75)`,
      ok: ro.rps / rb.rps >= target && ro.non2xx + ro.errors === 0,
    },
    {
      figure: `roster read p99 ms${label}`,
      ours: f1(ro.p99),
      baseline: f1(rb.p99),
      ratio: (ro.p99 / Math.max(rb.p99, 0.1)).toFixed(2),
      target: '≤ 10 ms',
      ok: ro.p99 <= 10,
    },
    cpuRow(`roster read server CPU µs per answer${label}`, ro, rb, ALVO_CPU_ROSTER),
  ];
}

async function run(ctx: Context): Promise<Row[]> {
  console.info('1. Leitura da lista da turma...');
  return measureRoster(ctx, [{ base: ctx.base, pid: ctx.serverPid }]);
}

export const roster: Figure = { name: 'roster read', key: 'roster', run };
