// The teacher's home tells the truth about the device: a sheet waiting in the outbox is
// "Aguardando envio" (not A ser Feita), "Sincronizar agora" without a network says why
// nothing happened, a send the server accepts shows on the home at once (no reload), and
// the storage warning is a teacher's with unsent sheets, never the director's.
import type { BrowserContext, Page } from '@playwright/test';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_INICIO } from '#shared/messages/inicio.ts';
import { MSG_OFF } from '#shared/messages/offline.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import type { Inicio } from '#shared/schemas/inicio.ts';
import { scan } from './axe';
import { E2E, expect, loginAs, shoot, test } from './fixtures';
import { turmaDeHoje } from './turma-de-hoje';

/**
 * The browser refuses persistent storage, as Chromium does for a site not installed: the
 * condition under which the storage warning exists at all.
 */
async function semArmazenamentoGarantido(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'persist', { value: async () => false });
    Object.defineProperty(navigator.storage, 'persisted', { value: async () => false });
  });
}

/** The sheet of the class's meeting today is kept on the device (read online once). */
async function folhaNoAparelho(page: Page, idTurma: number) {
  const chave = `${idTurma}:${hojeNoFuso(E2E.fuso)}`;
  await expect
    .poll(
      () =>
        page.evaluate(
          (k) =>
            new Promise<boolean>((res) => {
              const r = indexedDB.open('estocada-aparelho');
              r.onerror = () => res(false);
              r.onsuccess = () => {
                const db = r.result;
                if (!db.objectStoreNames.contains('folhas')) return res(false);
                const g = db.transaction('folhas').objectStore('folhas').get(k);
                g.onsuccess = () => res(g.result !== undefined);
                g.onerror = () => res(false);
              };
            }),
          chave,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Enviar on the chamada page, confirmed; without an answer the sheet is kept on the device to be sent. */
async function enviarSemResposta(page: Page) {
  await page.getByRole('button', { name: MSG.enviarChamada }).click();
  await page
    .getByRole('dialog', { name: MSG_REG.confirmarEnvio })
    .getByRole('button', { name: MSG_REG.enviar, exact: true })
    .click();
  const salva = page.getByRole('alertdialog', { name: MSG_OFF.salvaParaEnviar });
  await salva.getByRole('button', { name: MSG.ok }).click();
  await expect(salva).toBeHidden();
}

test('a queued sheet is Aguardando envio on the home, Sincronizar agora offline says why, and the send shows at once @telefone', async ({
  page,
  context,
  request,
}, info) => {
  const nome = `Sabre na Fila ${info.project.name} ${info.retry} ${info.repeatEachIndex}`;
  const idTurma = await turmaDeHoje(request, nome, '06:00');
  await semArmazenamentoGarantido(context);
  await loginAs(page, E2E.professor);
  const hoje = page.getByRole('region', { name: MSG_INICIO.suasTurmasHoje });
  const cartao = hoje.getByRole('article', { name: nome });
  await expect(cartao).toContainText(MSG_REG.naoAberta);
  // Nothing unsent: no storage warning.
  await expect(page.getByTestId('pendentes')).toContainText(MSG_OFF.aguardando(0));
  await expect(page.getByTestId('aviso-armazenamento')).toHaveCount(0);
  // The page is never reloaded from here on: this mark would be gone.
  await page.evaluate(() => {
    (window as { semRecarga?: boolean }).semRecarga = true;
  });

  await cartao.getByRole('link', { name: MSG_INICIO.fazerChamadaDe(nome) }).click();
  const alunos = page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  await expect(alunos).toHaveCount(3);
  await folhaNoAparelho(page, idTurma);
  await context.setOffline(true);
  await alunos.first().click();
  await expect(alunos.first()).not.toBeChecked();
  await enviarSemResposta(page);

  // Back on the home: one state for the waiting sheet, the teacher's part done.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(cartao).toContainText(MSG_INICIO.aguardandoEnvio);
  await expect(cartao).not.toContainText(MSG.aSerFeita);
  await expect(cartao.getByRole('link', { name: MSG_INICIO.verChamadaDe(nome) })).toBeVisible();
  await expect(page.getByTestId('pendentes')).toContainText(MSG_OFF.aguardando(1));
  // A teacher with an unsent sheet on a browser that may clear it is told what to do.
  await expect(page.getByTestId('aviso-armazenamento')).toContainText(MSG_OFF.armazenamentoOQueFazer);

  // Sincronizar agora without a network: it says why the sheet is still waiting.
  await page.getByRole('button', { name: MSG_OFF.sincronizarAgora }).click();
  await expect(page.getByText(MSG_OFF.semConexaoAoSincronizar)).toBeVisible();
  await expect(page.getByTestId('pendentes')).toContainText(MSG_OFF.aguardando(1));
  await shoot(page, `inicio-aguardando-envio-${info.project.name}`);
  await scan(page, 'início: chamada aguardando envio');

  // The network returns: the outbox is sent, and the home shows it sent without a reload.
  await context.setOffline(false);
  await expect(cartao).toContainText(MSG.finalizada, { timeout: 15_000 });
  await expect(cartao).not.toContainText(MSG_INICIO.aguardandoEnvio);
  await expect(cartao.getByRole('link', { name: MSG_INICIO.verChamadaDe(nome) })).toBeVisible();
  await expect(page.getByTestId('pendentes')).toContainText(MSG_OFF.aguardando(0));
  await expect(page.getByText(MSG_OFF.semConexaoAoSincronizar)).toHaveCount(0);
  await expect(page.getByTestId('aviso-armazenamento')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { semRecarga?: boolean }).semRecarga)).toBe(true);
  const dia: Inicio = await (await page.request.get('/api/inicio')).json();
  expect(dia.hoje_turmas.itens.find((t) => t.id_turma === idTurma)?.estado).toBe('finalizada');
  await shoot(page, `inicio-enviada-${info.project.name}`);
});

test('the director never sees the storage warning, even with a sheet waiting on the device @telefone', async ({
  page,
  context,
  request,
}, info) => {
  const nome = `Espada do Diretor ${info.project.name} ${info.retry} ${info.repeatEachIndex}`;
  const idTurma = await turmaDeHoje(request, nome, '06:00');
  await semArmazenamentoGarantido(context);
  await loginAs(page, E2E.admin);
  await page.goto(`/aulas/chamada/${idTurma}`);
  await expect(page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox')).toHaveCount(3);
  await folhaNoAparelho(page, idTurma);
  // Every send gets no answer, as on a network that drops: the sheet waits on the device.
  await context.route('**/api/chamada/enviar', (route) => route.abort('internetdisconnected'));
  await enviarSemResposta(page);

  await page.goto('/home');
  await expect(page.getByTestId('pendentes')).toContainText(MSG_OFF.aguardando(1));
  const cartao = page
    .getByRole('region', { name: MSG_INICIO.turmasHoje })
    .getByRole('article', { name: nome });
  await expect(cartao).toContainText(MSG_INICIO.aguardandoEnvio);
  // The browser has refused persistent storage by now (the app asks at start, once)...
  expect(await page.evaluate(() => navigator.storage.persist())).toBe(false);
  // ...and still the director is not warned: the warning is a teacher's.
  await expect(page.getByTestId('aviso-armazenamento')).toHaveCount(0);
  await shoot(page, `inicio-diretor-pendente-${info.project.name}`);

  // Sent once the network answers again, leaving nothing on the device. The director presses
  // Sincronizar agora while it is offered: the app's own probe (every 15 s while it counts
  // itself offline) may send the sheet first, and then the button is gone.
  await context.unroute('**/api/chamada/enviar');
  const sincronizar = page.getByRole('button', { name: MSG_OFF.sincronizarAgora });
  await expect(async () => {
    if (await sincronizar.isVisible()) await sincronizar.click({ timeout: 2_000 });
    await expect(page.getByTestId('pendentes')).toContainText(MSG_OFF.aguardando(0), { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  await expect(cartao).toContainText(MSG.finalizada);
});
