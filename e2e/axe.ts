// The accessibility check of every screen state: axe-core with the WCAG 2.1 A/AA
// rules over the whole page, failing the test on any critical or serious finding.
// axe leaves its experimental rules out of a tag run; the WCAG ones among them are
// switched on here (EXPERIMENTAIS).
// Called from the specs where a screen or a dialog is on view: `await scan(page, 'login')`.
// axe runs in the page itself (`axe.run`), put there once per document: a scan of the same
// page or of another screen the app moved to without loading a document runs the copy
// already there. (The Playwright integration evaluated axe's 550 kB source twice for every
// scan, a sixth of the browser tests' CPU time with the scans themselves; its other mode
// joins per-frame results in a second, blank tab that loads axe again, for cross-origin
// frames, which the app has none of.)
// With E2E_AXE_OUT=<file>, every state's findings are also appended there as one
// JSON line (to count them over a whole run).
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { expect, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const GRAVES = new Set(['critical', 'serious']);
/**
 * WCAG 2.1 A rules that axe marks experimental and so skips unless named:
 * label-content-name-mismatch (2.5.3, Label in Name) — a control's accessible name
 * contains its visible text, so a speech command that says what it sees reaches it.
 */
const EXPERIMENTAIS = ['label-content-name-mismatch'];

const OPCOES: RunOptions = {
  runOnly: { type: 'tag', values: TAGS },
  rules: Object.fromEntries(EXPERIMENTAIS.map((r) => [r, { enabled: true }])),
  // Only the violations are read: axe still runs every rule on every element, and keeps
  // every failing element, but no longer collects the passing, incomplete and inapplicable
  // ones (a third of a scan's time on the app's pages).
  resultTypes: ['violations'],
};

const FONTE_AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations on the page, or within `escopo` (a selector); axe is put in the document once. */
export async function violacoes(page: Page, escopo?: string): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(FONTE_AXE);
  return page.evaluate(
    ({ contexto, opcoes }) =>
      (window as unknown as { axe: { run(c: ElementContext, o: RunOptions): Promise<AxeResults> } }).axe
        .run(contexto ?? document, opcoes)
        .then((r) => r.violations),
    { contexto: escopo ? { include: [escopo] } : null, opcoes: OPCOES },
  );
}

/** Waits (briefly, never failing) for transitions and fades (a dialog opening, a wizard step) to end: half-faded text has no fixed contrast. */
export async function parado(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/** Scans the page as it is; with `visivel`, once that element (a dialog, a popup) is on view. */
export async function scan(page: Page, estado: string, visivel?: Locator) {
  if (visivel) await expect(visivel).toBeVisible();
  await analisar(page, estado);
}

/** The attribute that marks the one element `scanParte` scans. */
const ESCOPO = 'data-axe-escopo';

/**
 * Scans only `parte` once it is on view: a dialog, a menu or a notice opened over a page
 * that a scan has already covered as it stands, so the page is not scanned again beneath
 * it; or a page's content, whose shell a scan of another state covers. Every screen is
 * still scanned whole at least once in each project.
 */
export async function scanParte(page: Page, estado: string, parte: Locator) {
  await expect(parte).toBeVisible();
  await parte.evaluate((el, atributo) => el.setAttribute(atributo, ''), ESCOPO);
  try {
    await analisar(page, estado, `[${ESCOPO}]`);
  } finally {
    await parte.evaluate((el, atributo) => el.removeAttribute(atributo), ESCOPO).catch(() => undefined);
  }
}

async function analisar(page: Page, estado: string, escopo?: string) {
  const info = test.info();
  // The scan's own time is not taken from the test's budget.
  test.setTimeout(info.timeout + 30_000);
  await parado(page);
  const graves = (await violacoes(page, escopo))
    .filter((v) => GRAVES.has(v.impact ?? ''))
    .map((v) => ({
      regra: v.id,
      impacto: v.impact,
      onde: v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary}` : ''}`),
    }));
  const nome = `${estado} (${info.project.name})`;
  const saida = process.env.E2E_AXE_OUT;
  if (saida) appendFileSync(saida, `${JSON.stringify({ estado: nome, url: page.url(), graves })}\n`);
  // Soft: the test goes on to its other screens, so one run lists every finding; it still fails.
  expect.soft(graves, `axe: ${nome}`).toEqual([]);
}
