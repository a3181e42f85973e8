// Each browser-test server writes its log here (one JSON line each, as in production
// with LOG_LEVEL=info); e2e/log-check.ts reads them all after the run. Under
// test-results/, which Playwright empties before it starts the servers.
import { closeSync, mkdirSync, openSync, readdirSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const PASTA = resolve(import.meta.dirname, '..', 'test-results');

/** The log of server `i` (E2E_SERVIDOR). */
export const logDe = (i: number) => join(PASTA, `e2e-server-${i}.log`);

/** Every server log the run left. */
export function logsDosServidores(): string[] {
  let nomes: string[];
  try {
    nomes = readdirSync(PASTA);
  } catch {
    return [];
  }
  return nomes.filter((n) => /^e2e-server-\d+\.log$/.test(n)).map((n) => join(PASTA, n));
}

/** A log stream into server `i`'s file (written at once, so nothing is lost at exit); warnings and errors also to stderr. */
export function logDoServidor(i: number) {
  const arquivo = logDe(i);
  mkdirSync(dirname(arquivo), { recursive: true });
  const fd = openSync(arquivo, 'w');
  process.once('exit', () => closeSync(fd));
  return {
    write(line: string) {
      writeSync(fd, line);
      if (/"level":[4-6]0\b/.test(line)) process.stderr.write(line);
    },
  };
}
