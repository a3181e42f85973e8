import { MSG } from '#shared/messages/comum.ts';
import { scan } from './axe';
import { E2E, entrar, entrarPelaTela, expect, loginAs, primeiraCarga, shoot, test } from './fixtures';

test('unknown user and wrong password show the login popups and stay on / @telefone', async ({
  page,
}, info) => {
  await page.goto('/');
  await shoot(page, `login-${info.project.name}`);
  await scan(page, 'login');
  await page.getByLabel('Usuário').fill('ninguem@e2e.local');
  await page.getByLabel('Senha').fill('qualquer-coisa');
  await page.getByRole('button', { name: MSG.entrar }).click();
  const popup = page.getByRole('alertdialog', { name: MSG.usuarioIncorreto });
  await expect(popup).toBeVisible();
  await shoot(page, `login-erro-${info.project.name}`);
  await scan(page, 'login: usuário incorreto');
  await popup.getByRole('button', { name: MSG.ok }).click();
  await expect(popup).toBeHidden();

  await page.getByLabel('Usuário').fill(E2E.admin.email);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: MSG.entrar }).click();
  await expect(page.getByRole('alertdialog', { name: MSG.senhaIncorreta })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('/ arrives already rendered and React takes it over without a mismatch', async ({ page, request }) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`>${MSG.entrar}</span>`);
  expect(html).toContain('name="senha"');
  // Other pages keep the empty shell: no login form flashes before their own content.
  const shell = await (await request.get('/home', { headers: { accept: 'text/html' } })).text();
  expect(shell).toContain('<div id="root"></div>');
  expect(shell).not.toContain(MSG.entrar);

  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/');
  await page.waitForFunction(() => window.__estocadaPronto === true);
  await expect(page.getByRole('button', { name: MSG.entrar })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a login sent before the JS runs is held, never sent as a plain form, and goes once ready', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') addresses.push(r.url());
  });
  // Hold back the entry script so the prerendered form is on screen without React behind it.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('Usuário').fill(E2E.admin.email);
  await page.getByLabel('Senha').fill(E2E.admin.senha);
  await page.getByRole('button', { name: MSG.entrar }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.__estocadaEnvio)).toBe(true);
  release();
  // The login itself: room for a slow machine, where the password hash alone can take seconds.
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  expect(addresses.filter((a) => a.includes('senha'))).toEqual([]);
});

test('login shows Carregando... then greets the user by name @telefone', async ({ page }, info) => {
  await entrarPelaTela(page, E2E.admin);
  await expect(page.getByText(/^Carregando/)).toBeVisible();
  await expect(page.getByRole('heading', { name: MSG.bemVindo })).toBeVisible({ timeout: 3000 });
  await expect(page.getByText(E2E.admin.nome)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('isAdm'))).toBe('true');
  await shoot(page, `home-${info.project.name}`);
  await scan(page, 'home (adm)');
});

test('side bar shows Adm only to administrators; the bell opens its list @telefone', async ({
  page,
  isMobile,
}) => {
  await loginAs(page, E2E.professor);
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: MSG.aulas })).toBeVisible();
  await expect(nav.getByRole('link', { name: MSG.adm })).toHaveCount(0);
  await scan(page, 'menu lateral (professor)');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  // Its name says the unread count (e2e/notificacoes.spec.ts follows the notifications themselves).
  await page.getByRole('button', { name: /^Notificações \((nenhuma não lida|\d+ não lidas?)\)$/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, 'notificações abertas (professor)');
});

test('Sair asks Quer Realmente Sair? and ends the session on the server @telefone', async ({
  page,
  isMobile,
}, info) => {
  await loginAs(page, E2E.admin);
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: MSG.sair }).click();
  await expect(page.getByText(MSG.querSair)).toBeVisible();
  await shoot(page, `sair-${info.project.name}`);
  await scan(page, 'sair: confirmação');
  await page.getByRole('dialog').getByRole('button', { name: MSG.sair }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('isAdm'))).toBeNull();
  // The old session no longer opens protected pages.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
});

test('guards: anonymous goes to /, a teacher on /adm goes to /home', async ({ page }) => {
  await page.goto('/aulas');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/adm');
  await expect(page).toHaveURL(/\/$/);
  await entrar(page, E2E.professor);
  await page.goto('/adm');
  await expect(page).toHaveURL(/\/home$/, primeiraCarga);
  await page.goto('/cadastro/turma');
  await expect(page).toHaveURL(/\/home$/);
});

test('a part that fails to load shows the error type and address', async ({ page }) => {
  await entrar(page, E2E.admin);
  await page.route(/\/assets\/aulas-page-.*\.js$/, (route) => route.abort());
  await page.goto('/aulas');
  await expect(page.getByText(MSG.parteNaoCarregou)).toBeVisible(primeiraCarga);
  await expect(page.getByRole('alert')).toContainText('TypeError');
  await expect(page.getByRole('alert')).toContainText('/assets/aulas-page-');
  await scan(page, 'parte não carregou');
});

test("the Content-Security-Policy runs no inline script but the login page's own", async ({ page }) => {
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy'];
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1].split(' ') ?? [];
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc.slice(1).every((s) => s.startsWith("'sha256-"))).toBe(true);
  expect(csp).toContain("frame-ancestors 'none'");
  // The page's own snippets ran: the app started and took the form over.
  await page.waitForFunction(() => window.__estocadaPronto === true);
});

test('a Content-Security-Policy violation is caught by the fixture that fails the test', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injetado = true';
    document.head.append(script);
  });
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toContain("script-src 'self'");
  expect(await page.evaluate(() => '__injetado' in window)).toBe(false);
  cspViolations.length = 0; // expected here: the fixture would fail this test for it
});
