import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG } from '#shared/messages.ts';

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

export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3210),
  fuso: FUSO_TESTE,
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

/** The student's name on an attendance card, whose name is what it shows: the name, then the mark. */
export async function nomeNaFolha(card: Locator): Promise<string> {
  const texto = ((await card.textContent()) ?? '').trim();
  for (const marca of [MSG.presente, MSG.ausente])
    if (texto.endsWith(marca)) return texto.slice(0, -marca.length).trim();
  return texto;
}
