// The browser tests' server writes its log here (one JSON line each, as in production
// with LOG_LEVEL=info); e2e/log-check.ts reads it after the run. Under test-results/,
// which Playwright empties before it starts the server.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const SERVER_LOG = resolve(import.meta.dirname, '..', 'test-results', 'e2e-server.log');

/** A log stream into SERVER_LOG (written at once, so nothing is lost at exit); warnings and errors also to stderr. */
export function logDoServidor() {
  mkdirSync(dirname(SERVER_LOG), { recursive: true });
  const fd = openSync(SERVER_LOG, 'w');
  process.once('exit', () => closeSync(fd));
  return {
    write(line: string) {
      writeSync(fd, line);
      if (/"level":[4-6]0\b/.test(line)) process.stderr.write(line);
    },
  };
}
