// 8. Complete lists at scale: the original client's list calls (docs/compatibility.md) without paging parameters answer
// every row (the original client loads the list once and finds items by id), streamed
// in keyset parts (src/server/lista-completa.ts). GET /listartodosalunos and GET
// /admbackend/aluno with every student of the scale club, read as fast as they come:
// the time to the last byte, and the growth of the server's VmRSS, sampled every 10 ms
// while each streams, over its value just before.
import { readFileSync } from 'node:fs';
import { type Context, type Figure, f0, type Row } from './figure';
import { median } from './load';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

const CAMINHOS = ['/listartodosalunos', '/admbackend/aluno'] as const;

async function run(ctx: Context): Promise<Row[]> {
  console.info('8. Listas completas...');
  const { n } = await ctx.db
    .selectFrom('aluno')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);

  /** One complete read: ms to the last byte, bytes, and the RSS growth while it streamed. */
  const ler = async (path: string) => {
    const antes = rssMb(ctx.serverPid);
    let pico = antes;
    const amostra = setInterval(() => {
      pico = Math.max(pico, rssMb(ctx.serverPid));
    }, 10);
    const t0 = performance.now();
    const res = await fetch(`${ctx.base}${path}`, { headers: { cookie: ctx.cookies.admin } });
    if (res.status !== 200 || !res.body) throw new Error(`${path}: ${res.status}`);
    const partes: Uint8Array[] = [];
    const leitor = res.body.getReader();
    for (;;) {
      const { done, value } = await leitor.read();
      if (done) break;
      partes.push(value);
    }
    const ms = performance.now() - t0;
    clearInterval(amostra);
    pico = Math.max(pico, rssMb(ctx.serverPid));
    return { ms, corpo: Buffer.concat(partes), crescimento: pico - antes };
  };

  // Warm-up, and the check that every student arrives.
  for (const path of CAMINHOS) {
    const { corpo } = await ler(path);
    const itens = (JSON.parse(corpo.toString('utf8')) as unknown[]).length;
    if (itens !== total) throw new Error(`${path}: ${itens} items, ${total} students`);
    ctx.note(`full lists: ${path} carries ${itens} students in ${(corpo.length / 1e6).toFixed(1)} MB`);
  }
  const tempos: Record<string, number[]> = Object.fromEntries(CAMINHOS.map((p) => [p, []]));
  let crescimento = 0;
  for (let r = 0; r < ctx.rounds; r++) {
    for (const path of CAMINHOS) {
      const medida = await ler(path);
      tempos[path].push(medida.ms);
      crescimento = Math.max(crescimento, medida.crescimento);
    }
  }
  return [
    ...CAMINHOS.map((path) => {
      const ms = median(tempos[path]);
      return {
        figure: `full student list at ${total} students, ${path}: time to last byte ms`,
        ours: f0(ms),
        baseline: '—',
        ratio: '—',
        target: '≤ 1500 ms',
        ok: ms <= 1500,
      };
    }),
    {
      figure: 'full student list: server RSS growth while streaming, MB (largest)',
      ours: f0(crescimento),
      baseline: '—',
      ratio: '—',
      target: '≤ 50 MB',
      ok: crescimento <= 50,
    },
  ];
}

export const fullList: Figure = { name: 'full lists', key: 'fulllist', run };
