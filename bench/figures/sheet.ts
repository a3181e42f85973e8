// 2b. Attendance sheet open: POST /api/chamada/buscar, the sheet a teacher opens, for
// chamadas the 30-student class already has (the scale seed's finished ones), with
// the teacher's cookie over 10 connections. Opening an existing sheet writes nothing
// (the run checks that the chamadas are unchanged) and costs one statement besides
// the session on a miss (tested in aulas/chamada-folha.test.ts); a hit is answered
// from memory (aulas/folhas.ts). Each server's CPU per answer is compared with a bare
// node:http server sending the first sheet's bytes (bench/lib/bare-server.mjs), in
// rounds taking turns with ours.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCALE_TURMA_ALUNOS } from '#server/db/seed/scale.ts';
import { type Context, type Figure, f0, f1, JSON_HEADERS, type Row } from './figure';
import { cpuNote, cpuRow, medianRound, type Round, round } from './load';

/** Bare ÷ ours, server CPU per answer, on both databases. */
const ALVO_CPU = 0.3;

async function run(ctx: Context): Promise<Row[]> {
  console.info('2b. Abertura da folha de chamada...');
  const contagem = async () =>
    (
      await ctx.db
        .selectFrom('chamada')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n as number;
  // The seed's chamadas of the class (the bench's own far-future ones start after 2200).
  const datas = (
    await ctx.db
      .selectFrom('chamada')
      .select('data_c')
      .where('id_turma', '=', ctx.idTurma)
      .where('data_c', '<', '2200-01-01')
      .orderBy('data_c')
      .execute()
  ).map((r) => r.data_c);
  if (datas.length === 0) throw new Error('sheet: the class has no chamadas');
  const primeira = await fetch(`${ctx.base}/api/chamada/buscar`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie: ctx.cookies.professor },
    body: JSON.stringify({ id_turma: ctx.idTurma, data_c: datas[0] }),
  });
  const primeiraBody = Buffer.from(await primeira.arrayBuffer());
  const linhas = JSON.parse(primeiraBody.toString()) as unknown[];
  if (primeira.status !== 200 || linhas.length !== SCALE_TURMA_ALUNOS) {
    throw new Error(`sheet: ${primeira.status}, ${linhas.length} rows`);
  }
  const antes = await contagem();
  let next = 0;
  const cpu = async () => ({ server: [ctx.serverPid], db: await ctx.dbPids() });
  const abrir = (amount: number, medir = false) =>
    round({
      ...(medir ? { cpu } : {}),
      url: ctx.base,
      connections: 10,
      amount,
      requests: [
        {
          method: 'POST',
          path: '/api/chamada/buscar',
          headers: { ...JSON_HEADERS, cookie: ctx.cookies.professor },
          setupRequest: (req) => {
            req.body = JSON.stringify({ id_turma: ctx.idTurma, data_c: datas[next++ % datas.length] });
            return req;
          },
        },
      ],
    });
  const bodyFile = join(ctx.out, `sheet-${ctx.port}.json`);
  writeFileSync(bodyFile, primeiraBody);
  const bare = fork(join(ctx.root, 'bench/lib/bare-server.mjs'), [String(ctx.barePort), bodyFile], {
    stdio: 'ignore',
  });
  await new Promise((r) => bare.once('message', r));
  ctx.pinToServerCore(bare.pid!);
  const bareBase = `http://127.0.0.1:${ctx.barePort}`;
  const bareOpts = (amount: number, medir = false) => ({
    ...(medir ? { cpu: async () => ({ server: [bare.pid!], db: [] }) } : {}),
    url: `${bareBase}/api/chamada/buscar`,
    method: 'POST',
    connections: 10,
    amount,
    headers: JSON_HEADERS,
    body: JSON.stringify({ id_turma: ctx.idTurma, data_c: datas[0] }),
  });
  const n = ctx.quick ? 2000 : 10_000;
  const rounds: Round[] = [];
  const bareRounds: Round[] = [];
  try {
    await abrir(1000);
    await round(bareOpts(1000));
    for (let i = 0; i < ctx.rounds; i++) {
      rounds.push(await abrir(n, true));
      bareRounds.push(await round(bareOpts(n, true)));
    }
  } finally {
    bare.kill();
  }
  const r = medianRound(rounds);
  const rb = medianRound(bareRounds);
  const escritas = Number(await contagem()) - Number(antes);
  ctx.note(
    `attendance sheet open: ${datas.length} existing chamadas of the class in turn; chamadas created by the run: ${escritas}; ${cpuNote(r, ctx.postgres)}; per round, ours ${rounds.map((x) => Math.round(x.cpuServer ?? 0)).join('/')} µs, bare ${bareRounds.map((x) => Math.round(x.cpuServer ?? 0)).join('/')} µs`,
  );
  return [
    {
      figure: `attendance sheet open req/s (existing chamada, ${SCALE_TURMA_ALUNOS} students, 10 conn)`,
      ours: f0(r.rps),
      baseline: '—',
      ratio: '—',
      target: 'no write, all 200',
      ok: escritas === 0 && r.non2xx + r.errors === 0,
    },
    {
      figure: 'attendance sheet open p99 ms',
      ours: f1(r.p99),
      baseline: '—',
      ratio: '—',
      target: '—',
    },
    cpuRow(`attendance sheet open server CPU µs per answer`, r, rb, ALVO_CPU),
  ];
}

export const sheet: Figure = { name: 'attendance sheet open', key: 'sheet', run };
