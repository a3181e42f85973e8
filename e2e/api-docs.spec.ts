// The API reference (/api/docs) in a real browser: it renders the document under
// the app's security headers (a CSP violation fails any test: fixtures.ts), with
// every request on our own origin.
import { AREAS_API, MSG_API } from '#shared/messages/api.ts';
import { E2E, entrar, expect, shoot, test } from './fixtures';

test('an administrator reads the API reference, served entirely from this server', async ({ page }, info) => {
  // A tool for integrators, read at a desk; its layout on a phone is the package's own.
  test.skip(info.project.name === 'phone', 'desktop only');
  // The page renders about a hundred operations in the browser: room for a slow machine.
  test.setTimeout(120_000);
  await entrar(page, E2E.admin);
  const lugares = new Set<string>();
  const erros: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) lugares.add(new URL(request.url()).origin);
  });
  page.on('pageerror', (error) => erros.push(error.message));

  await page.goto('/api/docs');
  await expect(page).toHaveURL(/\/api\/docs\/$/);
  await expect(page).toHaveTitle(MSG_API.tituloDaPagina);
  await expect(page.getByRole('heading', { name: MSG_API.titulo, level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  // An operation, with its access and its body described from the zod schema.
  // Grouped by the club's areas, in pt-BR.
  await page.getByRole('link', { name: AREAS_API.chamada.nome, exact: true }).click();
  // The area has more operations now: go to the one under test through its own link.
  // The package's labels in Portuguese: the link names the method as "Método HTTP".
  await page.getByRole('link', { name: /^\/api\/chamada\/enviar Método HTTP: POST/ }).click();
  const enviar = page.getByRole('heading', { name: '/api/chamada/enviar', level: 3 });
  await expect(enviar).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'api-docs');
  // The request sample is filled with the fields' examples, not empty strings.
  await expect(page.locator('pre').filter({ hasText: '"id_turma": 7' }).first()).toBeVisible();
  // The package's own labels in Portuguese: the search.
  await expect(page.getByRole('button', { name: /^Abrir Busca/ })).toBeVisible();

  expect(erros).toEqual([]);
  expect([...lugares]).toEqual([new URL(page.url()).origin]);
});

test('without a session the reference sends the person to the login and back to it', async ({
  page,
}, info) => {
  test.skip(info.project.name === 'phone', 'desktop only');
  test.setTimeout(120_000);
  await page.goto('/api/docs');
  await expect(page).toHaveURL(/\/\?voltar=%2Fapi%2Fdocs%2F$/);
  await page.getByLabel('Usuário').fill(E2E.admin.email);
  await page.getByLabel('Senha').fill(E2E.admin.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Back on the reference, which the first test reads through.
  await expect(page).toHaveURL(/\/api\/docs\/$/, { timeout: 30_000 });
  await expect(page).toHaveTitle(MSG_API.tituloDaPagina);
});
