// Load generation over loopback with autocannon: bounded request counts, several
// rounds, medians; optionally the CPU time the server and the database spent per
// answered request.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';

export interface Round {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU µs per 2xx answer, when `cpu` was given: our server processes, the database's backends. */
  cpuServer?: number;
  cpuDb?: number;
}

/** The processes whose CPU a round counts (asked before and after it: backends may start meanwhile). */
export type CpuPids = () => Promise<{ server: number[]; db: number[] }>;

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** user + system CPU ms of each process so far (from /proc; 0 when it is gone). */
function cpuMs(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(f[11]) + Number(f[12])) * TICK_MS);
    } catch {
      out.set(pid, 0);
    }
  }
  return out;
}

function spent(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, t] of after) ms += t - (before.get(pid) ?? 0);
  return ms;
}

export type Requests = autocannon.Request[];

export async function round(opts: {
  /** Several URLs (instances of one app): autocannon deals the connections out among them in turn. */
  url: string | string[];
  connections: number;
  amount: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: Requests;
  cpu?: CpuPids;
}): Promise<Round> {
  const pids0 = await opts.cpu?.();
  const server0 = cpuMs(pids0?.server ?? []);
  const db0 = cpuMs(pids0?.db ?? []);
  // autocannon ends a bounded run on its next one-second tick, so its duration is
  // rounded up; time from the start to the last response instead.
  const t0 = performance.now();
  let last = t0;
  let ok = 0;
  const first = new URL(Array.isArray(opts.url) ? opts.url[0] : opts.url);
  const path = first.pathname + first.search;
  const base: Requests = opts.requests ?? [
    { method: (opts.method ?? 'GET') as autocannon.Request['method'], path },
  ];
  const requests = base.map((req) => ({
    ...req,
    onResponse: (status: number, body: string, ctx: Record<string, unknown>) => {
      last = performance.now();
      if (status >= 200 && status < 300) ok++;
      req.onResponse?.(status, body, ctx);
    },
  }));
  const r = await autocannon({
    url: opts.url,
    connections: opts.connections,
    amount: opts.amount,
    method: (opts.method ?? 'GET') as autocannon.Request['method'],
    headers: opts.headers,
    body: opts.body,
    requests,
    timeout: 10,
  });
  const seconds = (last - t0) / 1000;
  const round: Round = {
    rps: ok / seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
  if (opts.cpu) {
    const pids = await opts.cpu();
    round.cpuServer = (spent(server0, cpuMs(pids.server)) * 1000) / ok;
    round.cpuDb = (spent(db0, cpuMs(pids.db)) * 1000) / ok;
  }
  return round;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export function medianRound(rounds: Round[]): Round {
  return {
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    ...(rounds[0]?.cpuServer === undefined
      ? {}
      : {
          cpuServer: median(rounds.map((r) => r.cpuServer ?? 0)),
          cpuDb: median(rounds.map((r) => r.cpuDb ?? 0)),
        }),
  };
}

/** "server 250 µs, PostgreSQL 180 µs" per answered request (medians), for a note. */
export function cpuNote(r: Round, postgres: boolean): string {
  if (r.cpuServer === undefined) return '';
  const db = postgres ? `, PostgreSQL ${Math.round(r.cpuDb ?? 0)} µs` : '';
  return `CPU per request: server ${Math.round(r.cpuServer)} µs${db}`;
}

/** The CPU row of a figure: our server's CPU per answer against the bare baseline's; ratio = bare / ours. */
export function cpuRow(figure: string, ours: Round, bare: Round, target: number) {
  const o = ours.cpuServer ?? Number.NaN;
  const b = bare.cpuServer ?? Number.NaN;
  return {
    figure,
    ours: o.toFixed(0),
    baseline: b.toFixed(0),
    ratio: (b / o).toFixed(2),
    target: `≥ ${target.toFixed(2)} (bare ÷ ours)`,
    ok: b / o >= target && ours.non2xx + ours.errors === 0,
  };
}

export interface OpenLoopResult {
  sent: number;
  ok: number;
  p50: number;
  p99: number;
  max: number;
  /** Achieved rate of answers, per second. */
  rps: number;
}

/**
 * Open loop: requests leave at a fixed offered `rate` whether or not earlier ones were
 * answered (as clubs' teachers do: nobody waits for another club's send), over keep-alive
 * connections opened as needed. Latency is counted from the moment each request was due,
 * not from when it left, so a stalled server cannot hide its backlog.
 */
export async function openLoop(opts: {
  base: string;
  rate: number;
  seconds: number;
  path: string;
  headers: Record<string, string>;
  body: (i: number) => string;
  onResponse?: (i: number, status: number) => void;
}): Promise<OpenLoopResult> {
  const url = new URL(opts.path, opts.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  let ok = 0;
  let done = 0;
  let sent = 0;
  let last = 0;
  const t0 = performance.now();
  const due = (i: number) => t0 + (i * 1000) / opts.rate;
  await new Promise<void>((resolve) => {
    const send = (i: number) => {
      const body = opts.body(i);
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: { ...opts.headers, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            last = performance.now();
            latencies.push(last - due(i));
            if (res.statusCode === 200) ok++;
            opts.onResponse?.(i, res.statusCode ?? 0);
            if (++done === total) resolve();
          });
        },
      );
      req.on('error', () => {
        if (++done === total) resolve();
      });
      req.end(body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && due(sent) <= now) send(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  agent.destroy();
  const s = latencies.sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
  return {
    sent,
    ok,
    p50: at(0.5),
    p99: at(0.99),
    max: s[s.length - 1] ?? Number.NaN,
    rps: ok / ((last - t0) / 1000),
  };
}
