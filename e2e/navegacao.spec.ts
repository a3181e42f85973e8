import type { Page } from '@playwright/test';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import type { MinhaTurma } from '#shared/schemas/chamada.ts';
import { scan } from './axe';
import { E2E, entrar, expect, loginAs, primeiraCarga, test } from './fixtures';

// Navigation that knows who is using it: a live session never sees the login
// form again, and another teacher's class says so instead of failing.

const formularioDeLogin = (page: Page) => page.getByRole('button', { name: MSG.entrar });

test('a logged-in person who opens / or /login goes to /home; Back after the login does not show the form', async ({
  page,
}) => {
  // A page before the login, to go Back to.
  await page.goto('/matricula');
  await expect(page.getByRole('heading', { name: MSG.dadosDoAluno })).toBeVisible();
  await loginAs(page, E2E.professor);

  await page.goBack();
  await expect(page).toHaveURL(/\/matricula$/);
  await expect(formularioDeLogin(page)).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/\/home$/);

  for (const endereco of ['/', '/login']) {
    await page.goto(endereco);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: MSG.bemVindo })).toBeVisible();
  }

  // Within the app, a way back to `/` also lands on /home while the session lives.
  await page.evaluate(() => window.history.pushState(null, '', '/'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page).toHaveURL(/\/home$/);

  // Once the session has ended, `/` is the login form again and /login leads to it.
  await page.context().clearCookies();
  await page.goto('/');
  await expect(formularioDeLogin(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(formularioDeLogin(page)).toBeVisible();
});

test('a teacher who opens another teacher’s class or chamada is told "Esta turma não é sua."', async ({
  page,
}) => {
  // Every class (as the administrator sees them), minus the teacher's own.
  await page.request.post('/login', { data: { usuario: E2E.admin.email, senha: E2E.admin.senha } });
  const todas: MinhaTurma[] = await (await page.request.get('/minhasturmas')).json();
  await page.context().clearCookies();
  await entrar(page, E2E.professor);
  const minhas: MinhaTurma[] = await (await page.request.get('/minhasturmas')).json();
  const alheia = todas.find((t) => !minhas.some((m) => m.id_turma === t.id_turma))!;
  expect(alheia).toBeTruthy();

  await page.goto(`/aulas/chamada/${alheia.id_turma}`);
  await expect(page.getByRole('alert')).toContainText(MSG_RECUSA.turmaNaoESua, primeiraCarga);
  // Not a failed fetch: no "Erro / Não foi possível buscar a chamada." popup.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText(MSG.erroBuscarChamada)).toHaveCount(0);
  await expect(page.getByRole('link', { name: MSG.aulas }).last()).toBeVisible();
  await scan(page, 'chamada de turma alheia');

  await page.goto(`/aulas/turma/${alheia.id_turma}`);
  await expect(page.getByRole('alert')).toContainText(MSG_RECUSA.turmaNaoESua);
  await scan(page, 'turma alheia');
});
