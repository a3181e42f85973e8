// `npm test`: Vitest, then Playwright (as `vitest run && playwright test`), then the time
// of each project and of the whole run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { line } from './test-times/record.mjs';

const dir = mkdtempSync(join(tmpdir(), 'estocada-test-times-'));
const env = { ...process.env, TEST_TIMES_FILE: join(dir, 'times.jsonl') };
const stages = [];
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(tool, args) {
  const start = Date.now();
  const { status, signal } = spawnSync('npx', [tool, ...args], { stdio: 'inherit', env });
  stages.push(`${tool.padEnd(22)} ${s(Date.now() - start).padStart(9)} in all`);
  return status ?? (signal ? 1 : 0);
}

const total = Date.now();
let status = run('vitest', ['run', ...process.argv.slice(2)]);
// With TEST_DATABASE_URL, Playwright's `postgres` project runs the flows whose record is
// checked in the database on PostgreSQL too (playwright.config.ts).
if (status === 0) status = run('playwright', ['test']);

let rows = [];
try {
  rows = readFileSync(env.TEST_TIMES_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
} catch {}
rmSync(dir, { recursive: true, force: true });
console.info('\nTempo por projeto (wall: do primeiro início ao último fim; busy: soma sobre os workers):');
for (const r of rows) console.info(`  ${line(r)}`);
for (const stage of stages) console.info(`  ${stage}`);
console.info(`  ${'npm test'.padEnd(22)} ${s(Date.now() - total).padStart(9)} in all`);
process.exit(status);
