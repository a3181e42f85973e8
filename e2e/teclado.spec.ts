import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { Locator, Page } from '@playwright/test';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_MATRICULA } from '#shared/messages/matricula.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import type { MinhaTurma } from '#shared/schemas/chamada.ts';
import { aviso } from './aviso';
import { diaDaTurmaDeHoje } from './dias';
import { E2E, expect, nomeNaFolha, test, totalDaFolha } from './fixtures';

// Every flow by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows and typing;
// no clicks), with a visible focus ring on every control the keyboard reaches.
// Addresses are opened with page.goto, as a person types them.

test.describe.configure({ timeout: 120_000 });

/** The focused element shows a ring: a 2 px outline (Mantine's, or the one text fields get in foco.css). */
async function anelVisivel(page: Page) {
  const anel = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return {
      elemento: el.outerHTML.slice(0, 120),
      estilo: s.outlineStyle,
      largura: parseFloat(s.outlineWidth),
    };
  });
  expect(anel.estilo, `anel de foco em ${anel.elemento}`).not.toBe('none');
  expect(anel.largura, `anel de foco em ${anel.elemento}`).toBeGreaterThanOrEqual(2);
}

const focado = (alvo: Locator) => alvo.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `alvo` has the focus, checking the ring there. */
async function tabAte(page: Page, alvo: Locator, { max = 40, tras = false } = {}) {
  await expect(alvo).toBeVisible();
  for (let i = 0; i < max && !(await focado(alvo)); i++)
    await page.keyboard.press(tras ? 'Shift+Tab' : 'Tab');
  await expect(alvo).toBeFocused();
  await anelVisivel(page);
}

/** Tabs to a field and types into it key by key. */
async function digitar(page: Page, campo: Locator, texto: string) {
  await tabAte(page, campo);
  await page.keyboard.type(texto);
}

/** Picks the option of a native select with the arrow keys. */
async function escolher(page: Page, select: Locator, valor: string) {
  await tabAte(page, select);
  for (let i = 0; i < 8 && (await select.inputValue()) !== valor; i++) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(valor);
}

/** A popup: the focus is on OK, so Enter closes it. */
async function okDoAlerta(page: Page, titulo: string) {
  const popup = page.getByRole('alertdialog', { name: titulo });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: MSG.ok })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup).toBeHidden();
}

async function entrarPeloTeclado(page: Page, who: { email: string; senha: string }) {
  await page.goto('/');
  await page.waitForFunction(() => window.__estocadaPronto === true);
  await digitar(page, page.getByLabel(MSG.usuario), who.email);
  await digitar(page, page.getByLabel(MSG.senha), who.senha);
  await tabAte(page, page.getByRole('button', { name: MSG.entrar }));
  await page.keyboard.press('Enter');
  // Room for the password hash on a busy machine, as in loginAs.
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
}

test('login, the skip link, the bell and Sair by keyboard', async ({ page, isMobile }) => {
  await entrarPeloTeclado(page, E2E.professor);
  await expect(page.getByRole('heading', { name: MSG.bemVindo })).toBeVisible();

  // The first Tab of a page reaches "Pular para o conteúdo", which takes the focus to the page.
  await page.keyboard.press('Tab');
  const pular = page.getByRole('link', { name: MSG.pularParaConteudo });
  await expect(pular).toBeFocused();
  await expect(pular).toBeInViewport();
  await anelVisivel(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: MSG.bemVindo })).toBeFocused();

  // The bell opens its list with Enter, Escape closes it on the bell (its items, by
  // keyboard too, in e2e/notificacoes.spec.ts).
  const sino = page.getByRole('button', { name: new RegExp(`^${MSG.notificacoes} \\(`) });
  await tabAte(page, sino, { tras: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // The open menu takes the focus (its trap moves it in just after it opens).
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="menu"]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(sino).toBeFocused();

  // Aulas through the side bar (behind the Menu button on a phone), then Sair.
  if (isMobile) {
    await tabAte(page, page.getByRole('button', { name: 'Menu' }), { tras: true });
    await page.keyboard.press('Enter');
  }
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await tabAte(page, nav.getByRole('link', { name: MSG.aulas }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/aulas$/);
  // The new page's title takes the focus.
  await expect(page.getByRole('heading', { name: MSG.aulas, level: 1 })).toBeFocused();

  if (isMobile) {
    await tabAte(page, page.getByRole('button', { name: 'Menu' }), { tras: true });
    await page.keyboard.press('Enter');
  }
  await tabAte(page, nav.getByRole('button', { name: MSG.sair }));
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: MSG.querSair });
  await expect(dialogo.getByRole('button', { name: MSG.cancelar })).toBeFocused();
  await tabAte(page, dialogo.getByRole('button', { name: MSG.sair }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

test('a chamada by keyboard: mark, note, send, close the popup', async ({ page }, info) => {
  await entrarPeloTeclado(page, E2E.professor);
  const turmas: MinhaTurma[] = await (await page.request.get('/minhasturmas')).json();
  const turma = turmas.find((t) => t.nome_turma === 'Florete Turma de Hoje')!;
  const dia = diaDaTurmaDeHoje('teclado', info.project.name);
  await page.goto(`/aulas/chamada/${turma.id_turma}?data=${dia}`);
  await expect(page.getByRole('status')).toHaveText(MSG.aSerFeita);

  const alunos = page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  await tabAte(page, alunos.first());
  await page.keyboard.press('Space');
  await expect(alunos.first()).not.toBeChecked();
  // Each card is followed by the link to that student's profile.
  await page.keyboard.press('Tab');
  const nome = await nomeNaFolha(alunos.first());
  await expect(page.getByRole('link', { name: MSG_REL.verPerfil(nome) })).toBeFocused();
  await anelVisivel(page);
  await page.keyboard.press('Tab');
  await expect(alunos.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alunos.nth(1)).not.toBeChecked();
  await page.keyboard.press('Enter');
  await expect(alunos.nth(1)).toBeChecked();

  await digitar(page, page.getByLabel(MSG.observacao), 'Chamada feita pelo teclado.');
  await tabAte(page, page.getByRole('button', { name: MSG.enviarChamada }));
  await page.keyboard.press('Enter');
  // The confirmation, with the counts, is answered by keyboard too.
  const confirmacao = page.getByRole('dialog', { name: MSG_REG.confirmarEnvio });
  await expect(confirmacao).toContainText(MSG_REG.presentesAusentes((await totalDaFolha(page)) - 1, 1));
  await tabAte(page, confirmacao.getByRole('button', { name: MSG_REG.enviar, exact: true }));
  await page.keyboard.press('Enter');
  await expect(confirmacao).toBeHidden();
  await okDoAlerta(page, MSG.chamadaRegistrada);
  await expect(page.getByRole('status')).toHaveText(MSG.finalizada);
  await expect(alunos.first()).not.toBeChecked();
  await expect(alunos.nth(1)).toBeChecked();
});

/** One person's step of a wizard, field by field. */
async function pessoaPeloTeclado(page: Page, nome: string, nasc: string | null, mao: boolean) {
  const passo = page.locator('[data-testid^="passo-"]');
  await digitar(page, passo.getByLabel('Nome completo'), nome);
  if (nasc) await digitar(page, passo.getByLabel('Data de nascimento'), nasc);
  await digitar(page, passo.getByLabel('CPF'), generateCPF());
  await digitar(page, passo.getByLabel('RG'), '123456789');
  await digitar(page, passo.getByLabel('Telefone'), '11987654321');
  const email = `${nome.split(' ')[0].toLowerCase()}.${Date.now().toString(36)}@exemplo.com`;
  await digitar(page, passo.getByLabel('E-mail'), email);
  await escolher(page, passo.getByLabel('Gênero'), 'f');
  if (mao) await escolher(page, passo.getByLabel('Mão dominante'), 'd');
}

async function proximoPeloTeclado(page: Page, titulo: string) {
  await tabAte(page, page.getByRole('button', { name: MSG.proximo }));
  await page.keyboard.press('Enter');
  // The new step's title takes the focus (and is announced).
  await expect(page.getByRole('heading', { name: titulo, exact: true })).toBeFocused();
}

async function escolhasPeloTeclado(page: Page, unidade: string) {
  await tabAte(page, page.getByRole('radio', { name: unidade }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: unidade })).toBeChecked();
  await proximoPeloTeclado(page, MSG.diasPorSemana);
  await tabAte(page, page.getByRole('radio', { name: '1 dia' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: '1 dia' })).toBeChecked();
  await proximoPeloTeclado(page, MSG.escolhaTurma);
  const turma = page.getByRole('checkbox', { disabled: false }).first();
  await tabAte(page, turma);
  await page.keyboard.press('Space');
  await expect(turma).toBeChecked();
}

async function enderecoPeloTeclado(page: Page) {
  await digitar(page, page.getByLabel('CEP'), '01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await digitar(page, page.getByLabel('Número'), '1578');
}

async function contratoPeloTeclado(page: Page, sucesso: string) {
  await tabAte(page, page.getByRole('checkbox', { name: MSG.estouCiente }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: MSG.estouCiente })).toBeChecked();
  await tabAte(page, page.getByRole('button', { name: MSG.finalizarCadastro }));
  await page.keyboard.press('Enter');
  await expect(aviso(page, sucesso)).toBeVisible();
}

test('the paying wizard by keyboard, from the student to the contract', async ({ page }) => {
  await page.goto('/matricula');
  await expect(page.getByRole('heading', { name: MSG.dadosDoAluno })).toBeVisible();
  // Próximo with nothing filled: the popup, closed with Enter, then the focus on the first
  // field to fix, its error beside it (the one submit's rule).
  await tabAte(page, page.getByRole('button', { name: MSG.proximo }));
  await page.keyboard.press('Enter');
  await okDoAlerta(page, MSG.alerta);
  const nome = page.locator('[data-testid^="passo-"]').getByLabel('Nome completo');
  await expect(nome).toBeFocused();
  await expect(nome).toHaveAttribute('aria-invalid', 'true');

  await pessoaPeloTeclado(page, `Teresa Teclado ${Date.now().toString(36)}`, '01011990', true);
  await proximoPeloTeclado(page, MSG.endereco);
  await enderecoPeloTeclado(page);
  await proximoPeloTeclado(page, MSG.escolhaUnidade);
  await escolhasPeloTeclado(page, 'DEC Centro');
  await proximoPeloTeclado(page, MSG.pagamento);
  // Each radio group is one Tab stop; the arrows move within it.
  await tabAte(page, page.getByRole('radio', { name: 'Pacote Mensal' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: '6 meses' })).toBeChecked();
  await tabAte(page, page.getByRole('radio', { name: 'Dia 10' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Dia 10' })).toBeChecked();
  await proximoPeloTeclado(page, MSG_MATRICULA.revisao);
  await proximoPeloTeclado(page, MSG.contrato);
  await contratoPeloTeclado(page, MSG.sucesso);
});

test('the school wizard by keyboard, with its guardian', async ({ page }) => {
  await page.goto('/cadastro/aluno/Escola');
  await expect(page.getByRole('heading', { name: MSG.dadosDoAluno })).toBeVisible();
  const ano = new Date().getFullYear();
  await pessoaPeloTeclado(page, `Lia Teclado ${Date.now().toString(36)}`, `1010${ano - 9}`, true);
  await proximoPeloTeclado(page, MSG.dadosResponsavel);
  await pessoaPeloTeclado(page, 'Rosa Teclado', null, false);
  await proximoPeloTeclado(page, MSG.endereco);
  await enderecoPeloTeclado(page);
  await proximoPeloTeclado(page, MSG.escolhaUnidade);
  await escolhasPeloTeclado(page, 'EMEF Monteiro Lobato');
  await proximoPeloTeclado(page, MSG_MATRICULA.revisao);
  await proximoPeloTeclado(page, MSG.contrato);
  await contratoPeloTeclado(page, MSG.cadastroConcluido);
});

test('an administration form by keyboard: create a unit, find it, delete it after confirming', async ({
  page,
}, info) => {
  const nome = `Unidade Teclado ${info.project.name}`;
  await entrarPeloTeclado(page, E2E.admin);
  await page.goto('/cadastro/unidade');
  await expect(page.getByRole('heading', { name: MSG_ADM.cadastroUnidades })).toBeVisible();
  await digitar(page, page.getByLabel(MSG_ADM.nomeUnidade), nome);
  await escolher(page, page.getByLabel(MSG_ADM.tipoUnidade), 'dec');
  await digitar(page, page.getByLabel(MSG_ADM.cnpj), '11222333000181');
  await digitar(page, page.getByLabel(MSG_ADM.telefone), '1133334444');
  await digitar(page, page.getByLabel(MSG_ADM.emailUnidade), `teclado-${info.project.name}@e2e.local`);
  await enderecoPeloTeclado(page);
  await tabAte(page, page.getByRole('button', { name: MSG.cadastrar }));
  await page.keyboard.press('Enter');
  await expect(aviso(page, MSG.sucessoAdm)).toBeVisible();
  await expect(page).toHaveURL(/\/adm\/adm_unidade$/);

  await digitar(page, page.getByLabel(MSG_ADM.buscar), nome);
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 1`);
  await tabAte(page, page.getByRole('button', { name: `${MSG_ADM.excluir} ${nome}` }));
  await page.keyboard.press('Enter');
  const confirmar = page.getByRole('dialog', { name: MSG_ADM.confirmarExclusao });
  await expect(confirmar.getByRole('button', { name: MSG.cancelar })).toBeFocused();
  await tabAte(page, confirmar.getByRole('button', { name: MSG_ADM.excluir }));
  await page.keyboard.press('Enter');
  await okDoAlerta(page, MSG_RECUSA.unidadeExcluida);
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 0`);
});

test('a form refused by its checks takes the focus to the first field to fix', async ({ page }) => {
  await entrarPeloTeclado(page, E2E.admin);
  await page.goto('/cadastro/professor');
  await digitar(page, page.getByLabel(MSG_ADM.nomeCompleto), 'Só o Nome');
  await tabAte(page, page.getByRole('button', { name: MSG.cadastrar }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(MSG_ADM.dataNascimento)).toBeFocused();
  await expect(page.getByLabel(MSG_ADM.dataNascimento)).toHaveAttribute('aria-invalid', 'true');
});
