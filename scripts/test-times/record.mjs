// Per-project times of a test run: each reporter prints its projects' lines at the
// end of its run and, under `npm test` (scripts/test.mjs sets TEST_TIMES_FILE),
// appends them there for the summary printed after the last tool.
import { appendFileSync } from 'node:fs';

/**
 * `spans`: project -> [start, end] of each test file (Vitest) or test (Playwright),
 * in epoch ms. A project's wall time is from its first start to its last end (the
 * projects overlap); busy is the sum of its spans over every worker.
 */
export function report(tool, spans) {
  const rows = [...spans].map(([project, list]) => {
    const start = Math.min(...list.map(([s]) => s));
    const end = Math.max(...list.map(([, e]) => e));
    const busy = list.reduce((sum, [s, e]) => sum + (e - s), 0);
    return { tool, project, count: list.length, wallMs: end - start, busyMs: busy };
  });
  for (const row of rows) console.info(line(row));
  if (process.env.TEST_TIMES_FILE) {
    for (const row of rows) appendFileSync(process.env.TEST_TIMES_FILE, `${JSON.stringify(row)}\n`);
  }
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const line = (r) =>
  `${`${r.tool} ${r.project}`.padEnd(22)} ${s(r.wallMs).padStart(9)} wall ${s(r.busyMs).padStart(9)} busy (${r.count} ${r.tool === 'vitest' ? 'files' : 'tests'})`;
