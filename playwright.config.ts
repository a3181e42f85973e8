import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/fixtures';

// One time zone for the whole run (src/server/test/fuso.ts): the web server and the workers read it from here.
process.env.TEST_FUSO = E2E.fuso;

// Debian's Chromium: browser downloads are not possible on our machines. Its headless
// shell (Debian's chromium-headless-shell: the same Blink, V8 and network stack without the
// browser's own interface, what Playwright itself runs headless) where it is installed —
// a third less CPU for the same tests (docs/decisions/042) — else the browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // A run at another date (under `faketime`, README): Chromium does not work with the library
    // preloaded, so it runs without it and each context gets the date from Playwright's clock
    // (e2e/fixtures.ts).
    env: process.env.FAKETIME ? { ...process.env, LD_PRELOAD: '' } : undefined,
    executablePath:
      process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // V8's optimizing compilers (TurboFan, Maglev) spend CPU on code a test page runs
      // for seconds; without them the browser tests took a fifth less CPU (docs/decisions/052).
      '--js-flags=--no-opt --no-maglev',
    ],
  },
  locale: 'pt-BR',
  timezoneId: E2E.fuso,
  // The app's service worker would serve the app's files from its precache, out of
  // reach of page.route (the specs that fail a chunk or a call on purpose) and
  // fetching the whole app for every new context; the offline spec allows it.
  serviceWorkers: 'block' as const,
};

// One server and database per worker (e2e/fixtures.ts gives each worker its own
// baseURL). Every test makes its own records (e2e/dias.ts gives each its own meetings), so
// the tests, not the files, share out among the workers: a long file no longer ends alone
// on one worker while the other waits (docs/decisions/046). A file whose tests share a
// tab or a hook's records opts out with `test.describe.configure({ mode: 'default' })`.
const sqlite = Array.from({ length: E2E.servidores }, (_, i) => ({ indice: i }));
// TEST_DATABASE_URL=postgres://… (as for Vitest's PostgreSQL project): the flows whose record
// is checked in the database (the device's send exactly once, a correction request) run
// again, in the same run, as the `postgres` project, against servers after the SQLite ones
// whose database is a fresh schema there (e2e/server.ts, E2E_DATABASE_URL; `servidorDe`).
// Not in a run at another date (under `faketime`, README): PostgreSQL keeps its own clock.
const postgres = process.env.FAKETIME ? undefined : process.env.TEST_DATABASE_URL;
/**
 * The flows whose record is checked in the database. With the `postgres` project they run
 * there at the desktop's width and on the phone on SQLite: each device and each database
 * once, not the desktop on both databases.
 */
const DO_BANCO = ['offline.spec.ts', 'pedido-correcao.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: E2E.servidores,
  retries: process.env.CI ? 1 : 0,
  // Then each project's time (scripts/test-times/).
  reporter: [[process.env.CI ? 'line' : 'list'], ['./scripts/test-times/playwright-reporter.mjs']],
  timeout: 30_000,
  // A trace only where a failed test runs again (CI retries once): recording one for every
  // test, to keep the failures' alone, cost at least a quarter of the run's CPU time. A
  // failure on a developer's machine is run again with `--trace on` to get one (README).
  use: { trace: 'on-first-retry' },
  // Runs while the server is still up: its log holds no personal data the flows typed.
  globalTeardown: './e2e/log-check.ts',
  // One flow, the device a person does it on: a title tagged @telefone runs on both
  // projects, one tagged @somente-telefone on the phone only (what a guardian or a payer
  // does from a link), an untagged one on the desktop only (the desk's work). README's
  // `npm test` paragraph lists them.
  projects: [
    // The phone's tests are handed out first: its layout checks are one long run in order on
    // one worker, started early so that it does not end alone; the desktop's shorter tests
    // then fill both workers up to the end.
    {
      // The teacher's chamada (online and offline), the login and the phone's menu, the
      // lists' phone layout, the armory at the gym; the public enrolment wizards, the CPF
      // already enrolled, the acceptance of a contract, the families' portal, the trial
      // class booking, the payer's stop link and the password recovery; and the layout
      // check of every page at 390 px (e2e/layout.spec.ts).
      name: 'phone',
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@(somente-)?telefone/,
    },
    ...(postgres
      ? [
          {
            // What is checked is the record the server wrote, the same from either device. Handed
            // out before the desktop's tests, whose short ones then fill both workers to the end.
            name: 'postgres',
            use: { ...chromium, viewport: { width: 1280, height: 800 } },
            testMatch: DO_BANCO,
          },
        ]
      : []),
    {
      name: 'desktop',
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
      // The 390-px layout checks are the phone's; the flows checked in the database run at this
      // width on PostgreSQL when the `postgres` project runs.
      testIgnore: ['layout.spec.ts', ...(postgres ? DO_BANCO : [])],
      grepInvert: /@somente-telefone/,
    },
  ],
  // Every server at once (e2e/servidores.ts): Playwright starts the servers of a list one
  // after the other, each once the one before answers.
  webServer: {
    command: 'npx tsx e2e/servidores.ts',
    env: {
      E2E_SERVIDORES: JSON.stringify([
        ...sqlite,
        ...(postgres ? sqlite.map(({ indice }) => ({ indice: E2E.servidores + indice, postgres })) : []),
      ]),
    },
    wait: { stdout: /Servidores prontos/ },
    timeout: 180_000,
    stdout: 'pipe' as const,
  },
});
