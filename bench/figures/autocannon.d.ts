// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }
    interface Options {
      /** Several URLs: connections are dealt out among them in turn. */
      url: string | string[];
      connections?: number;
      amount?: number;
      duration?: number;
      method?: Request['method'];
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
      timeout?: number;
    }
    interface Result {
      duration: number;
      '2xx': number;
      non2xx: number;
      errors: number;
      timeouts: number;
      latency: { p50: number; p90: number; p97_5: number; p99: number; average: number };
      requests: { average: number };
    }
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
