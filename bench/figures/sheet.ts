// 2b. Attendance sheet open: POST /api/chamada/buscar, the sheet a teacher opens, for
// chamadas the 30-student class already has (the scale seed's finished ones), with
// the teacher's cookie over 10 connections. Opening an existing sheet writes nothing
// (the run checks that the chamadas are unchanged) and costs one statement besides
// the session (tested in aulas/chamada-folha.test.ts).
import { SCALE_TURMA_ALUNOS } from '#server/db/seed/scale.ts';
import { type Context, type Figure, f0, f1, JSON_HEADERS, type Row } from './figure';
import { cpuNote, medianRound, type Round, round } from './load';

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
  const linhas = (await primeira.json()) as unknown[];
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
  const n = ctx.quick ? 2000 : 10_000;
  await abrir(1000);
  const rounds: Round[] = [];
  for (let i = 0; i < ctx.rounds; i++) rounds.push(await abrir(n, true));
  const r = medianRound(rounds);
  const escritas = Number(await contagem()) - Number(antes);
  ctx.note(
    `attendance sheet open: ${datas.length} existing chamadas of the class in turn; chamadas created by the run: ${escritas}; ${cpuNote(r, ctx.postgres)}`,
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
  ];
}

export const sheet: Figure = { name: 'attendance sheet open', key: 'sheet', run };
