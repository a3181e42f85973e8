// Payment reminders as the treasurer and a payer meet them: the reminders' part of the
// finance settings (a bad list refused beside its field, a good one saved and read back),
// and the public page a reminder's stop link opens, confirmed by its button, on a desk and
// on a phone, with axe and no sideways scroll.
import type { Page } from '@playwright/test';
import { criarLinks, segredoDosLinks } from '#server/repositories/links-publicos.ts';
import { MSG_LEMBRETES as M } from '#shared/messages/lembretes.ts';
import { esperarAviso } from './aviso';
import { scan } from './axe';
import { comBanco } from './banco';
import { E2E, expect, loginAs, servidorDe, shoot, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

async function semRolagemLateral(page: Page) {
  const { largura, visivel } = await page.evaluate(() => ({
    largura: document.documentElement.scrollWidth,
    visivel: document.documentElement.clientWidth,
  }));
  expect(largura, 'the page scrolls sideways').toBeLessThanOrEqual(visivel);
}

test('the treasurer sets the reminder days: a bad list is refused beside the field, a good one saved', async ({
  page,
}, info) => {
  await loginAs(page, E2E.admin);
  await page.goto('/financeiro/configuracao');
  const form = page.getByRole('form', { name: M.secaoTitulo });
  const campo = form.getByRole('textbox', { name: M.regrasRotulo });
  await expect(campo).toHaveValue(/-3, 0, 3, 10|-5, 0, 7/, { timeout: 20_000 });

  await campo.fill('-3, 0, 0');
  await form.getByRole('button', { name: M.salvar }).click();
  await expect(campo).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(M.regrasRepetidas)).toBeVisible();
  await expect(campo).toBeFocused();
  await scan(page, 'lembretes-configuracao-erro');
  await semRolagemLateral(page);

  await campo.fill('-5, 0, 7');
  await expect(form.getByRole('checkbox', { name: M.diasUteisRotulo })).toBeChecked();
  await shoot(page, `lembretes-configuracao-${info.project.name}`);
  await form.getByRole('button', { name: M.salvar }).click();
  await esperarAviso(page, M.salvos);
  await page.reload();
  await expect(
    page.getByRole('form', { name: M.secaoTitulo }).getByRole('textbox', { name: M.regrasRotulo }),
  ).toHaveValue('-5, 0, 7', { timeout: 20_000 });
});

test('a payer stops reminders from their link: opening it changes nothing, the button does @somente-telefone', async ({
  page,
}, info) => {
  const email = `parar-${info.project.name}-${Date.now()}@familia.test`;
  const { id_pessoa, token } = await comBanco(servidorDe(info), async (db) => {
    const { id_pessoa } = await db
      .insertInto('pessoa')
      .values({ nome_pessoa: 'Marta Pagadora Souza', email_pessoa: email })
      .returning('id_pessoa')
      .executeTakeFirstOrThrow();
    const segredo = await segredoDosLinks(db, undefined);
    const [token] = await criarLinks(db, segredo, 'parar_lembretes', [id_pessoa]);
    return { id_pessoa, token };
  });
  const ledger = () =>
    comBanco(servidorDe(info), (db) =>
      db
        .selectFrom('lembrete_parada')
        .select(['parado', 'canal'])
        .where('id_pessoa', '=', id_pessoa)
        .execute(),
    );

  await page.goto(`/lembretes/parar/${token}`);
  await expect(page.getByRole('heading', { name: M.pararTitulo })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Marta, você recebe do /)).toBeVisible();
  await scan(page, 'lembretes-parar');
  await semRolagemLateral(page);
  await shoot(page, `lembretes-parar-${info.project.name}`);
  expect(await ledger()).toEqual([]);

  await page.getByRole('button', { name: M.pararBotao }).click();
  await expect(page.getByTestId('lembretes-parados')).toHaveText(M.parados);
  expect(await ledger()).toEqual([{ parado: 1, canal: 'link' }]);
  await scan(page, 'lembretes-parados');
  await page.reload();
  await expect(page.getByText(M.jaParados)).toBeVisible({ timeout: 20_000 });

  await page.goto(`/lembretes/parar/${'A'.repeat(43)}`);
  await expect(page.getByText(M.linkInvalido)).toBeVisible({ timeout: 20_000 });
});
