// The accessibility check of every screen state: axe-core with the WCAG 2.1 A/AA
// rules over the whole page, failing the test on any critical or serious finding.
// axe leaves its experimental rules out of a tag run; the WCAG ones among them are
// switched on here (EXPERIMENTAIS).
// Called from the specs where a screen or a dialog is on view: `await scan(page, 'login')`.
// axe runs in the page itself (`axe.run`, the builder's legacy mode): the same rules over the
// same page, without the per-frame run whose results are joined in a second, blank tab that
// loads axe again; that way tests cross-origin frames, which the app has none of, and cost
// about twice the time of each scan.
// With E2E_AXE_OUT=<file>, every state's findings are also appended there as one
// JSON line (to count them over a whole run).
import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const GRAVES = new Set(['critical', 'serious']);
/**
 * WCAG 2.1 A rules that axe marks experimental and so skips unless named:
 * label-content-name-mismatch (2.5.3, Label in Name) — a control's accessible name
 * contains its visible text, so a speech command that says what it sees reaches it.
 */
const EXPERIMENTAIS = ['label-content-name-mismatch'];

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

/** The attribute that marks the one element `scanDialogo` scans. */
const ESCOPO = 'data-axe-escopo';

/**
 * Scans only `dialogo` (a dialog, a menu, a notice) once it is on view: for one opened over
 * a page that a scan has already covered as it stands, so the page is not scanned again
 * beneath it. Every screen is still scanned whole at least once in each project.
 */
export async function scanDialogo(page: Page, estado: string, dialogo: Locator) {
  await expect(dialogo).toBeVisible();
  await dialogo.evaluate((el, atributo) => el.setAttribute(atributo, ''), ESCOPO);
  try {
    await analisar(page, estado, `[${ESCOPO}]`);
  } finally {
    await dialogo.evaluate((el, atributo) => el.removeAttribute(atributo), ESCOPO).catch(() => undefined);
  }
}

async function analisar(page: Page, estado: string, escopo?: string) {
  const info = test.info();
  // The scan's own time is not taken from the test's budget.
  test.setTimeout(info.timeout + 30_000);
  await parado(page);
  const builder = new AxeBuilder({ page });
  if (escopo) builder.include(escopo);
  const { violations } = await builder
    .setLegacyMode()
    .options({
      rules: Object.fromEntries(EXPERIMENTAIS.map((r) => [r, { enabled: true }])),
      // Only the violations are read: axe still runs every rule on every element, and
      // keeps every failing element, but no longer collects the passing, incomplete and
      // inapplicable ones (a third of a scan's time on the app's pages).
      resultTypes: ['violations'],
    })
    .withTags(TAGS)
    .analyze();
  const graves = violations
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
