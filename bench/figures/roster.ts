// 1. Roster read: GET /listaralunos/{id} for the 30-student class with the teacher's
// cookie (10 connections), against a bare node:http server sending the
// byte-identical body (bench/lib/bare-server.mjs). Rows: req/s ratio and p99.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCALE_TURMA_ALUNOS } from '#server/db/seed/scale.ts';
import { type Context, type Figure, f0, f1, type Row } from './figure';
import { medianRound, type Round, round } from './load';

async function run(ctx: Context): Promise<Row[]> {
  console.info('1. Leitura da lista da turma...');
  const prof = ctx.cookies.professor;
  const bareBase = `http://127.0.0.1:${ctx.barePort}`;
  const rosterPath = `/listaralunos/${ctx.idTurma}`;
  const rosterBody = Buffer.from(
    await (await fetch(`${ctx.base}${rosterPath}`, { headers: { cookie: prof } })).arrayBuffer(),
  );
  const bodyFile = join(ctx.out, `roster-${ctx.port}.json`);
  writeFileSync(bodyFile, rosterBody);
  const bare = fork(join(ctx.root, 'bench/lib/bare-server.mjs'), [String(ctx.barePort), bodyFile], {
    stdio: 'ignore',
  });
  await new Promise((r) => bare.once('message', r));
  ctx.pinToServerCore(bare.pid!);
  const bareBody = Buffer.from(await (await fetch(`${bareBase}/`)).arrayBuffer());
  if (!bareBody.equals(rosterBody)) throw new Error('baseline body differs');
  const readN = ctx.quick ? 3000 : 20_000;
  const readOpts = (url: string, cookie?: string) => ({
    url,
    connections: 10,
    amount: readN,
    headers: cookie ? { cookie } : undefined,
  });
  await round({ ...readOpts(`${ctx.base}${rosterPath}`, prof), amount: 2000 });
  await round({ ...readOpts(`${bareBase}${rosterPath}`), amount: 2000 });
  const oursR: Round[] = [];
  const bareR: Round[] = [];
  for (let i = 0; i < ctx.rounds; i++) {
    oursR.push(await round(readOpts(`${ctx.base}${rosterPath}`, prof)));
    bareR.push(await round(readOpts(`${bareBase}${rosterPath}`)));
  }
  bare.kill();
  const ro = medianRound(oursR);
  const rb = medianRound(bareR);
  return [
    {
      figure: `roster read req/s (${SCALE_TURMA_ALUNOS} students, 10 conn)`,
      ours: f0(ro.rps),
      baseline: f0(rb.rps),
      ratio: (ro.rps / rb.rps).toFixed(2),
      target: '≥ 0.60 (stretch 0.75)',
      ok: ro.rps / rb.rps >= 0.6 && ro.non2xx + ro.errors === 0,
    },
    {
      figure: 'roster read p99 ms',
      ours: f1(ro.p99),
      baseline: f1(rb.p99),
      ratio: (ro.p99 / Math.max(rb.p99, 0.1)).toFixed(2),
      target: '≤ 10 ms',
      ok: ro.p99 <= 10,
    },
  ];
}

export const roster: Figure = { name: 'roster read', key: 'roster', run };
