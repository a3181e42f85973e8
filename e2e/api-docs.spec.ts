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
  await page.getByRole('link', { name: /^\/api\/chamada\/enviar HTTP Method: POST/ }).click();
  const enviar = page.getByRole('heading', { name: '/api/chamada/enviar', level: 3 });
  await expect(enviar).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'api-docs');

  expect(erros).toEqual([]);
  expect([...lugares]).toEqual([new URL(page.url()).origin]);
});
