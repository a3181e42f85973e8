import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import { esperarAviso } from './aviso';
import { scan } from './axe';
import { E2E, entrar, expect, shoot, test } from './fixtures';

// A student who leaves keeps their history (decision 014): an administrator deactivates
// a student from the profile (date and reason), finds them under Inativos in the list,
// and reactivates them. Both projects share one database; each takes its own student.

test('an administrator deactivates a student, filters the list and reactivates them', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const p = info.project.name;
  await entrar(page, E2E.admin);
  await page.goto('/adm/adm_aluno');
  const tabela = page.getByRole('table');
  await expect(tabela.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  const link = tabela
    .locator('tbody tr')
    .nth(p === 'desktop' ? 0 : 1)
    .getByRole('link')
    .first();
  const nome = (await link.textContent())?.trim() ?? '';
  expect(nome).not.toBe('');
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name: nome })).toBeVisible({ timeout: 20_000 });

  // Desativar: the dialog asks for the day (today) and an optional reason.
  await page.getByRole('button', { name: MSG_INATIVO.desativar, exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: MSG_INATIVO.desativarAluno });
  await expect(dialogo.getByLabel(MSG_INATIVO.data)).not.toHaveValue('');
  await dialogo.getByLabel(MSG_INATIVO.motivoOpcional).fill('Mudou de cidade');
  await scan(page, 'desativar-aluno', dialogo);
  await shoot(page, `inativo-dialogo-${p}`);
  await dialogo.getByRole('button', { name: MSG_INATIVO.desativar, exact: true }).click();
  await esperarAviso(page, MSG_INATIVO.alunoDesativado);
  const aviso = page.getByTestId('inativo');
  await expect(aviso).toContainText('Inativo desde');
  await expect(aviso).toContainText('Mudou de cidade');
  await shoot(page, `inativo-perfil-${p}`);

  // The list: gone from Ativos (the default), there under Inativos and Todos.
  await page.goto('/adm/adm_aluno');
  const busca = page.getByLabel('Buscar');
  await busca.fill(nome);
  await expect(page.getByTestId('total')).toContainText(/: 0$/, { timeout: 15_000 });
  await page.getByText(MSG_INATIVO.inativos, { exact: true }).click();
  await expect(tabela.getByRole('link', { name: nome, exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(tabela).toContainText('Inativo desde');
  await shoot(page, `inativo-lista-${p}`);
  await page.getByText(MSG_INATIVO.todos, { exact: true }).click();
  await expect(tabela.getByRole('link', { name: nome, exact: true })).toBeVisible();

  // Reativar from the profile: back in the active list.
  await tabela.getByRole('link', { name: nome, exact: true }).click();
  await page.getByRole('button', { name: MSG_INATIVO.reativar, exact: true }).click();
  const reativar = page.getByRole('dialog', { name: MSG_INATIVO.reativarAluno });
  await scan(page, 'reativar-aluno', reativar);
  await reativar.getByRole('button', { name: MSG_INATIVO.reativar, exact: true }).click();
  await esperarAviso(page, MSG_INATIVO.alunoReativado);
  await expect(page.getByTestId('inativo')).toBeHidden();
  await page.goto('/adm/adm_aluno');
  await page.getByLabel('Buscar').fill(nome);
  await expect(tabela.getByRole('link', { name: nome, exact: true })).toBeVisible({ timeout: 15_000 });
});
