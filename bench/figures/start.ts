// 5. Cold start and memory. The runner starts our server BENCH_ROUNDS times from
// cold before any other figure (the last start is the measured server) and times
// the bare baseline (bench/lib/bare-login.mjs) the same way; this figure reports
// those times, and the server's RSS after the figures before it in the list.
import { readFileSync } from 'node:fs';
import { type Context, type Figure, f0, type Row } from './figure';
import { median } from './load';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function run(ctx: Context): Promise<Row[]> {
  const rss = rssMb(ctx.serverPid);
  const ours = median(ctx.coldStarts.ours);
  const bare = median(ctx.coldStarts.bare);
  return [
    {
      figure: 'cold start → first POST /login 200, ms',
      ours: f0(ours),
      baseline: f0(bare),
      ratio: (ours / bare).toFixed(1),
      target: '≤ 1000 ms',
      ok: ours <= 1000,
    },
    {
      figure: 'server RSS after 1–4, MB',
      ours: f0(rss),
      baseline: '—',
      ratio: '—',
      target: '≤ 200 MB',
      ok: rss <= 200,
    },
  ];
}

/** No BENCH_ONLY key: the server is started from cold in every run anyway. */
export const start: Figure = { name: 'cold start and RSS', key: null, run };
