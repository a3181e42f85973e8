// `npm test`: Vitest, then Playwright (as `vitest run && playwright test`), then the
// offline flows again on PostgreSQL when TEST_DATABASE_URL is set, then the time of each
// project and of the whole run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { line } from './test-times/record.mjs';

const dir = mkdtempSync(join(tmpdir(), 'estocada-test-times-'));
const env = { ...process.env, TEST_TIMES_FILE: join(dir, 'times.jsonl') };
const stages = [];
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(tool, args, extra = {}, label = tool) {
  const start = Date.now();
  const { status, signal } = spawnSync('npx', [tool, ...args], {
    stdio: 'inherit',
    env: { ...env, ...extra },
  });
  stages.push(`${label.padEnd(22)} ${s(Date.now() - start).padStart(9)} in all`);
  return status ?? (signal ? 1 : 0);
}

const total = Date.now();
let status = run('vitest', ['run', ...process.argv.slice(2)]);
if (status === 0) status = run('playwright', ['test']);
// The flows whose record is checked in the database (the device's send exactly once, a
// correction request) again with the server on PostgreSQL.
const pg = process.env.TEST_DATABASE_URL;
if (status === 0 && pg)
  status = run(
    'playwright',
    // What is checked is the record the server wrote, the same from either device.
    ['test', 'e2e/offline.spec.ts', 'e2e/pedido-correcao.spec.ts', '--project=desktop'],
    { E2E_DATABASE_URL: pg },
    'playwright postgres',
  );

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
