import { test as base, type Cookie, expect, type Locator, type Page } from '@playwright/test';
import { FUSO_TESTE } from '#server/test/fuso.ts';
import { MSG } from '#shared/messages/comum.ts';

export { expect };

const porta = Number(process.env.E2E_PORT ?? 3210);

export const E2E = {
  /** The first server's port; server i listens on port + i. */
  port: porta,
  /** Browser-test servers, each with its own database: one per Playwright worker (E2E_WORKERS, 2 by default). */
  servidores: Math.max(1, Number(process.env.E2E_WORKERS ?? 2)),
  fuso: FUSO_TESTE,
  admin: { email: 'admin@e2e.local', senha: 'admin-e2e-senha', nome: 'Ana Administradora' },
  professor: { email: 'professor@estocada.local', senha: 'prof-e2e-senha', nome: 'Paulo Professor' },
  /** Server i's e-mail goes to an SMTP server on port + i + smtp (a spec starts it: src/server/test/smtp.ts). */
  smtp: 500,
} as const;

/** The address of server `i` (e2e/server.ts with E2E_SERVIDOR=i). */
const urlDoServidor = (i: number) => `http://127.0.0.1:${E2E.port + i}`;

/**
 * The server of a worker in a project: the `postgres` project's workers (playwright.config.ts)
 * talk to the servers after the SQLite ones, whose database is PostgreSQL.
 */
export const servidorDe = (info: { parallelIndex: number; project: { name: string } }) =>
  (info.project.name === 'postgres' ? E2E.servidores : 0) + (info.parallelIndex % E2E.servidores);

/**
 * The `test` of every spec. Each worker talks to its own server and database
 * (`baseURL`, also for contexts a test opens with `browser.newContext`), so two
 * workers never see each other's writes. Any Content-Security-Policy violation
 * Chromium reports (it logs each one to the console) in any page of the test's
 * context fails the test.
 */
export const test = base.extend<{ cspViolations: string[] }, { servidor: string }>({
  servidor: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from this pattern.
    async ({}, use, workerInfo) => use(urlDoServidor(servidorDe(workerInfo))),
    { scope: 'worker' },
  ],
  baseURL: async ({ servidor }, use) => use(servidor),
  // A run at another date (under `faketime`, README): Chromium runs on the real clock
  // (playwright.config.ts), so every context, the tests' own and those a test opens, starts its
  // pages' clock at this process's date, and time flows from there.
  browser: [
    async ({ browser }, use) => {
      if (process.env.FAKETIME) {
        const nova = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await nova(options);
          await context.clock.install({ time: Date.now() });
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
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

type Quem = { email: string; senha: string };

/** Logs in through the login screen, as a person does; ends on /home. */
export async function entrarPelaTela(page: Page, who: Quem) {
  await page.goto('/');
  await page.getByLabel('Usuário').fill(who.email);
  await page.getByLabel('Senha').fill(who.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Room for a slow machine: the password hash alone can take seconds under load.
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
}

/** Session cookies of this worker's logins, per server and user (a worker process holds one map). */
const sessoes = new Map<string, Cookie[]>();

/**
 * Gives the page's context a session of `who`, without opening a page: the session this
 * worker already has (Playwright's storage state, as a returning browser keeps its
 * cookie) while the server still knows it, else a login through the API. For tests whose
 * subject comes after the login; the login screen has tests of its own (`entrarPelaTela`).
 */
export async function entrar(page: Page, who: Quem) {
  const chave = `${urlDoServidor(servidorDe(test.info()))} ${who.email}`;
  const cookies = sessoes.get(chave);
  if (cookies) {
    await page.context().addCookies(cookies);
    // The session check the app itself makes (a test may have logged this session out).
    if ((await page.request.post('/login')).ok()) return;
    sessoes.delete(chave);
  }
  // Room for a slow machine: the password hash alone can take seconds under load.
  const login = await page.request.post('/login', {
    data: { usuario: who.email, senha: who.senha },
    timeout: 30_000,
  });
  expect(login.status(), await login.text()).toBe(200);
  sessoes.set(chave, await page.context().cookies());
}

/**
 * The first wait of a test that opened its first page without `loginAs`: a fresh context
 * loads the whole app there (nothing of it cached yet), which a busy machine takes longer
 * to show than a later page.
 */
export const primeiraCarga = { timeout: 20_000 } as const;

/** Opens /home logged in as `who` (`entrar`, then the home page as it greets the user). */
export async function loginAs(page: Page, who: Quem) {
  await entrar(page, who);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: MSG.bemVindo })).toBeVisible({ timeout: 30_000 });
}

/**
 * Desktop and phone screenshots of the current page, for looking at: taken when
 * E2E_SCREENS=1 (into test-results/screens), skipped otherwise to keep runs short.
 */
export async function shoot(page: Page, name: string) {
  if (process.env.E2E_SCREENS !== '1') return;
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/**
 * How many students the sheet has, once every row is shown: the count line (presentes ·
 * ausentes) names them all while the rows below the first screenful are still being drawn.
 */
export async function totalDaFolha(page: Page): Promise<number> {
  const contagem = page.getByTestId('contagem');
  await expect(contagem).toBeVisible();
  const total = ((await contagem.textContent())?.match(/\d+/g) ?? []).reduce((s, n) => s + Number(n), 0);
  await expect(page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox')).toHaveCount(total);
  return total;
}

/**
 * The student's name on an attendance card, whose name is what it shows: the name, then the
 * mark. Read as shown (innerText): the card lays out both marks' words and shows one.
 */
export async function nomeNaFolha(card: Locator): Promise<string> {
  const texto = (await card.innerText()).trim();
  for (const marca of [MSG.presente, MSG.ausente])
    if (texto.endsWith(marca)) return texto.slice(0, -marca.length).trim();
  return texto;
}
