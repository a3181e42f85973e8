import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * The `test` of every spec: any Content-Security-Policy violation Chromium
 * reports (it logs each one to the console) in any page of the test's context
 * fails the test.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
          violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations reported by Chromium').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The e2e club's time zone: a fixed-offset zone where it is now about midday.
 * The server seeds its demo club around "today" at start, and the specs work
 * out "today" as they run; in a zone whose midnight is eleven hours away a run
 * cannot see two different days. Chosen once, by the runner that loads the
 * Playwright config; the web server and the workers inherit it.
 */
function fusoDoMeioDia(agora = new Date()): string {
  const horas = 12 - agora.getUTCHours(); // from -11 to +12 hours from UTC
  // IANA's Etc zones count the other way round: Etc/GMT-3 is three hours ahead of UTC.
  return horas === 0 ? 'Etc/GMT' : `Etc/GMT${horas > 0 ? '-' : '+'}${Math.abs(horas)}`;
}
const fuso = process.env.E2E_FUSO ?? fusoDoMeioDia();
process.env.E2E_FUSO = fuso;

export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3210),
  fuso,
  admin: { email: 'admin@e2e.local', senha: 'admin-e2e-senha', nome: 'Ana Administradora' },
  professor: { email: 'professor@estocada.local', senha: 'prof-e2e-senha', nome: 'Paulo Professor' },
} as const;

export async function loginAs(page: Page, who: { email: string; senha: string }) {
  await page.goto('/');
  await page.getByLabel('Usuário').fill(who.email);
  await page.getByLabel('Senha').fill(who.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Room for a slow machine: the password hash alone can take seconds under load.
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
}

/**
 * Desktop and phone screenshots of the current page, for looking at: taken when
 * E2E_SCREENS=1 (into test-results/screens), skipped otherwise to keep runs short.
 */
export async function shoot(page: Page, name: string) {
  if (process.env.E2E_SCREENS !== '1') return;
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
