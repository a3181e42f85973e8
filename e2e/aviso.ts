// A save's confirmation is a notice in the page's live region (aria-live) that needs
// no tap (src/client/ui/avisos.tsx). The specs wait for it, read it, and close it so a
// later save's notice cannot be mistaken for this one.
import { expect, type Page } from '@playwright/test';
import { MSG } from '#shared/messages/comum.ts';

export function aviso(page: Page, titulo: string | RegExp) {
  return page.getByTestId('aviso').filter({ hasText: titulo });
}

export async function esperarAviso(page: Page, titulo: string | RegExp, texto?: string) {
  const notice = aviso(page, titulo).last();
  await expect(notice).toBeVisible({ timeout: 15_000 });
  if (texto) await expect(notice).toContainText(texto);
  await notice.getByRole('button', { name: MSG.fechar }).click();
  await expect(notice).toBeHidden();
}
