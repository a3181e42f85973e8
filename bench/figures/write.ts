// 2. Attendance write: POST /api/chamada/enviar with 30 marks over 50 connections,
// every request a different chamada of the 30-student class (created beforehand on
// far-future dates). Every acknowledged send is then checked in the database.
// `measureWrite` also serves the two-instance figure (instances.ts).
// 2d. The same send in an open loop: a fixed offered rate (OPEN_RATE sends/s, about ten
// times the peak of a thousand clubs), each due at its own moment whether or not the
// earlier ones were answered, its latency counted from that moment.
import { sql } from 'kysely';
import { SCALE_TURMA_ALUNOS } from '#server/db/seed/scale.ts';
import { type Context, type Figure, f0, f1, type Instance, JSON_HEADERS, type Row } from './figure';
import { cpuNote, medianRound, type OpenLoopResult, openLoop, type Round, round } from './load';

/** `count` new chamadas of the class, one a day after any the class already has past 2200-01-01. */
async function novasChamadas(ctx: Context, count: number): Promise<number[]> {
  const futuro = await sql<{
    m: string | null;
  }>`select max(data_c) as m from chamada where id_turma = ${ctx.idTurma}`.execute(ctx.db);
  let dia = new Date(
    `${futuro.rows[0]?.m && futuro.rows[0].m > '2200-01-01' ? futuro.rows[0].m : '2200-01-01'}T12:00:00Z`,
  );
  const novas: { id_turma: number; data_c: string; status_c: 0; observacao: null }[] = [];
  for (let i = 0; i < count; i++) {
    dia = new Date(dia.getTime() + 86_400_000);
    novas.push({
      id_turma: ctx.idTurma,
      data_c: dia.toISOString().slice(0, 10),
      status_c: 0,
      observacao: null,
    });
  }
  const criadas: number[] = [];
  for (let i = 0; i < novas.length; i += 2000) {
    const r = await ctx.db
      .insertInto('chamada')
      .values(novas.slice(i, i + 2000))
      .returning('id_chamada')
      .execute();
    criadas.push(...r.map((x) => x.id_chamada));
  }
  return criadas;
}

/** How many acknowledged sends are not in the database as sent (status 1, 30 marks, the presences). */
async function missingInDb(ctx: Context, acked: Map<number, number>): Promise<number> {
  const ackIds = [...acked.keys()];
  let missing = 0;
  for (let i = 0; i < ackIds.length; i += 1000) {
    const part = ackIds.slice(i, i + 1000);
    const got = await ctx.db
      .selectFrom('chamada as c')
      .leftJoin('chamada_aluno as ca', 'ca.id_chamada', 'c.id_chamada')
      .select(['c.id_chamada', 'c.status_c'])
      .select((eb) => [eb.fn.count<number>('ca.id_aluno').as('n'), eb.fn.sum<number>('ca.presenca').as('p')])
      .where('c.id_chamada', 'in', part)
      .groupBy(['c.id_chamada', 'c.status_c'])
      .execute();
    const byId = new Map(got.map((g) => [g.id_chamada, g]));
    for (const id of part) {
      const g = byId.get(id);
      if (g?.status_c !== 1 || Number(g.n) !== SCALE_TURMA_ALUNOS || Number(g.p) !== acked.get(id)) missing++;
    }
  }
  return missing;
}

/** Sends spread over `servers` (one or more instances); every acknowledged send is then checked in the database. */
export async function measureWrite(
  ctx: Context,
  servers: Pick<Instance, 'base' | 'pid'>[],
  label = '',
): Promise<Row[]> {
  const bases = servers.map((s) => s.base);
  const cpu = async () => ({ server: servers.map((s) => s.pid), db: await ctx.dbPids() });
  const writeN = ctx.quick ? 1000 : 4000;
  const warmN = ctx.quick ? 200 : 500;
  const sendsTotal = warmN + ctx.rounds * writeN;
  const criadas = await novasChamadas(ctx, sendsTotal);
  let next = 0;
  const acked = new Map<number, number>(); // id_chamada -> expected number of presences
  const enviar = (amount: number, medir = false) => {
    const reqs = [
      {
        method: 'POST' as const,
        path: '/api/chamada/enviar',
        headers: { ...JSON_HEADERS, cookie: ctx.cookies.professor },
        setupRequest: (req: { body?: string }, rc: Record<string, unknown>) => {
          const k = next++;
          const id_chamada = criadas[k];
          const alunos = marcas(ctx, k);
          rc.id = id_chamada;
          rc.presentes = alunos.filter((a) => a.presenca === 1).length;
          req.body = JSON.stringify({ id_chamada, status_c: 1, alunos, observacao: `envio ${k}` });
          return req;
        },
        onResponse: (status: number, _body: string, rc: Record<string, unknown>) => {
          if (status === 200) acked.set(rc.id as number, rc.presentes as number);
        },
      },
    ];
    return round({
      url: bases,
      connections: 50,
      amount,
      requests: reqs as never,
      ...(medir ? { cpu } : {}),
    });
  };
  await enviar(warmN);
  const writes: Round[] = [];
  for (let i = 0; i < ctx.rounds; i++) writes.push(await enviar(writeN, true));
  const wr = medianRound(writes);
  const missing = await missingInDb(ctx, acked);
  ctx.note(
    `attendance write${label}: ${acked.size}/${sendsTotal} sends acknowledged, ${acked.size - missing}/${acked.size} verified in the database` +
      (missing ? ` — ${missing} MISSING` : '') +
      `; ${cpuNote(wr, ctx.postgres)}`,
  );
  const alvoEnvio = 1000;
  return [
    {
      figure: `attendance write sends/s${label} (30 marks, 50 conn, ${ctx.dialect})`,
      ours: f0(wr.rps),
      baseline: '—',
      ratio: '—',
      target: `≥ ${alvoEnvio}/s, all acked in DB`,
      ok: wr.rps >= alvoEnvio && missing === 0 && wr.errors === 0,
    },
    {
      figure: `attendance write p99 ms${label}`,
      ours: f1(wr.p99),
      baseline: '—',
      ratio: '—',
      target: '≤ 50 ms',
      ok: wr.p99 <= 50,
    },
  ];
}

/** The open loop's offered rate, sends per second. */
const OPEN_RATE = 300;

function marcas(ctx: Context, k: number) {
  return ctx.alunosTurma.map((id_aluno, j) => ({ id_aluno, presenca: ((k + j) % 3 === 0 ? 0 : 1) as 0 | 1 }));
}

/** 2d. Sends at a fixed offered rate; p99 from each send's due moment; every acknowledged send checked. */
async function measureOpenLoop(ctx: Context): Promise<Row[]> {
  const seconds = ctx.quick ? 4 : 10;
  const warm = 2;
  const criadas = await novasChamadas(ctx, OPEN_RATE * (warm + ctx.rounds * seconds));
  let offset = 0;
  const acked = new Map<number, number>();
  const rodada = async (s: number) => {
    const base = offset;
    offset += OPEN_RATE * s;
    return openLoop({
      base: ctx.base,
      rate: OPEN_RATE,
      seconds: s,
      path: '/api/chamada/enviar',
      headers: { ...JSON_HEADERS, cookie: ctx.cookies.professor },
      body: (i) =>
        JSON.stringify({
          id_chamada: criadas[base + i],
          status_c: 1,
          alunos: marcas(ctx, base + i),
          observacao: `envio ${base + i}`,
        }),
      onResponse: (i, status) => {
        if (status === 200) {
          acked.set(criadas[base + i], marcas(ctx, base + i).filter((m) => m.presenca === 1).length);
        }
      },
    });
  };
  await rodada(warm);
  const rounds: OpenLoopResult[] = [];
  for (let i = 0; i < ctx.rounds; i++) rounds.push(await rodada(seconds));
  const missing = await missingInDb(ctx, acked);
  const byP99 = [...rounds].sort((a, b) => a.p99 - b.p99);
  const med = byP99[Math.floor(byP99.length / 2)];
  const failed = rounds.reduce((n, r) => n + r.sent - r.ok, 0);
  ctx.note(
    `attendance write, open loop: ${OPEN_RATE} sends/s offered for ${seconds} s per round; p99 per round ${rounds.map((r) => r.p99.toFixed(1)).join('/')} ms, p50 ${med.p50.toFixed(1)} ms, slowest ${med.max.toFixed(1)} ms; ${failed} not 200; ${acked.size - missing}/${acked.size} acknowledged sends verified in the database` +
      (missing ? ` — ${missing} MISSING` : ''),
  );
  return [
    {
      figure: `attendance write p99 ms, open loop (${OPEN_RATE} sends/s offered, ${ctx.dialect})`,
      ours: f1(med.p99),
      baseline: '—',
      ratio: '—',
      target: ctx.postgres ? '≤ 50 ms, all acked in DB' : '—',
      ...(ctx.postgres ? { ok: med.p99 <= 50 && missing === 0 && failed === 0 } : {}),
    },
  ];
}

async function run(ctx: Context): Promise<Row[]> {
  console.info('2. Envio de chamadas...');
  const rows = await measureWrite(ctx, [{ base: ctx.base, pid: ctx.serverPid }]);
  console.info(`2d. Envio de chamadas em laço aberto (${OPEN_RATE}/s)...`);
  return [...rows, ...(await measureOpenLoop(ctx))];
}

export const write: Figure = { name: 'attendance write', key: 'write', run };
