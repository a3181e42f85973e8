// Load generation over loopback with autocannon: bounded request counts, several
// rounds, medians.
import autocannon from 'autocannon';

export interface Round {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
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
}): Promise<Round> {
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
  return {
    rps: ok / seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
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
  };
}
