// Size budgets: built assets, gzipped. Sizes are deterministic, so
// these are plain tests; a change that breaks a budget fails with the figure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIST, ensureBuilt } from '#scripts/build-state.mjs';
import { kb, measure, type SizeReport } from './size/measure';

const BUDGET = {
  /** Everything the login page `/` loads, JS + CSS. */
  loginKb: 150,
  /** Each other lazy part, beyond what `/` already loaded. */
  partKb: 60,
};

const dist = join(DIST, 'client');
let report: SizeReport;

beforeAll(async () => {
  // The app's own build, as `npm start` and the browser tests run it (made here when missing
  // or older than its sources, then theirs too). Vitest runs with NODE_ENV=test; the build's
  // prerender loads React's production server renderer into this process, so the file runs
  // in a process of its own (vi.stubEnv makes vitest.config.ts isolate it).
  vi.stubEnv('NODE_ENV', 'production');
  await ensureBuilt();
  report = measure(dist);
}, 180_000);

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('size budgets (gzip)', () => {
  it(`the login page / loads at most ${BUDGET.loginKb} KB`, () => {
    const { gz, js, css } = report.login;
    expect(
      gz,
      `/ loads ${kb(gz)} (JS ${kb(js)}, CSS ${kb(css)}): ${report.login.files.join(', ')}`,
    ).toBeLessThanOrEqual(BUDGET.loginKb * 1024);
  });

  it('the login page paints first: its critical CSS is inline, the sheet and the app start after the paint', () => {
    const page = readFileSync(join(dist, 'login.html'), 'utf8');
    const head = page.split('</head>')[0];
    // Nothing in the head holds the paint: no stylesheet link, no module script (only preloads).
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    expect(head).not.toMatch(/<script type="module"/);
    expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/index-[^"]+\.js">/);
    expect(report.login.inlineCss).toBeGreaterThan(0);
    // After #root, started on the first frame: the whole stylesheet and the entry.
    const tail = page.slice(page.lastIndexOf('</div>'));
    expect(tail).toContain('requestAnimationFrame');
    expect(tail).toMatch(/l\.href="\/assets\/index-[^"]+\.css"/);
    expect(tail).toMatch(/s\.src="\/assets\/index-[^"]+\.js"/);
  });

  it(`each other lazy part adds at most ${BUDGET.partKb} KB beyond the shared chunks`, () => {
    expect(report.parts.length).toBeGreaterThan(5);
    const over = report.parts.filter((p) => p.gz > BUDGET.partKb * 1024);
    expect(
      over.map((p) => `${p.part}: ${kb(p.gz)} (${p.files.join(', ')})`),
      'parts over budget',
    ).toEqual([]);
  });

  it(`each shared chunk is at most ${BUDGET.partKb} KB`, () => {
    const over = report.shared.filter((s) => s.gz > BUDGET.partKb * 1024);
    expect(
      over.map((s) => `${s.file}: ${kb(s.gz)}`),
      'shared chunks over budget',
    ).toEqual([]);
  });
});
