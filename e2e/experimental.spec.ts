// Trial classes as people meet them: someone books a trial from the public page on a phone,
// the desk sees it on its board, the teacher finds it on the day's sheet and marks it present,
// the board shows it attended, and the desk turns it into an enrolment through the wizard
// pre-filled from the trial; the board then shows it enrolled and the student exists once.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { Page } from '@playwright/test';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_EXPERIMENTAL as E, ROTULOS_STATUS_EXPERIMENTAL as S } from '#shared/messages/experimental.ts';
import { MSG_EXP_TELAS as M } from '#shared/messages/experimental-telas.ts';
import { esperarAviso } from './aviso';
import { scan, scanParte } from './axe';
import { E2E, entrar, expect, primeiraCarga, shoot, test } from './fixtures';
import { turmaDeHoje } from './turma-de-hoje';
import { ano, conferir, nomeUnico, passo, preencherEndereco, proximo } from './wizard';

test.describe.configure({ timeout: 180_000 });

/** Nothing on the page is wider than the screen. */
async function semRolagemLateral(page: Page) {
  const largura = await page.evaluate(() => ({
    pagina: document.documentElement.scrollWidth,
    tela: document.documentElement.clientWidth,
  }));
  expect(largura.pagina, 'the page scrolls sideways').toBeLessThanOrEqual(largura.tela);
}

/** The board's column of a status. */
const coluna = (page: Page, status: keyof typeof S) => page.getByRole('region', { name: S[status] });

/** What the pre-filled wizard still asks of a person: the documents and gender (and the hand). */
async function completarPessoa(page: Page, genero: 'Masculino' | 'Feminino', mao?: 'Direita') {
  const passoAtual = page.locator('[data-testid^="passo-"]');
  await passoAtual.getByLabel('CPF').pressSequentially(generateCPF());
  await passoAtual.getByLabel('RG').pressSequentially('123456789');
  await passoAtual.getByLabel('Gênero').selectOption({ label: genero });
  if (mao) await passoAtual.getByLabel('Mão dominante').selectOption({ label: mao });
}

test("a trial booked on a phone is on the teacher's sheet, marked present, and enrolled through the wizard @somente-telefone", async ({
  page,
  request,
}, info) => {
  const s = `experimental-${info.project.name}`;
  const nomeTurma = nomeUnico('Florete Experimental');
  // Today's class at DEC Centro, late (so today's meeting still takes trials), with one student.
  const idTurma = await turmaDeHoje(request, nomeTurma, '23:59', { unidade: 'DEC Centro', alunos: 1 });
  const nome = nomeUnico('Bia Experimental');
  const responsavel = 'Rita Experimental';

  // The public page: no login.
  await page.goto('/experimental');
  await expect(page.getByRole('heading', { name: M.tituloPublico })).toBeVisible(primeiraCarga);
  await expect(page.getByTestId('turma-experimental').first()).toBeVisible();
  await shoot(page, `${s}-publica`);
  await scan(page, `${s}-publica`);
  await semRolagemLateral(page);

  await page.getByRole('textbox', { name: E.nome, exact: true }).fill(nome);
  // A minor: the guardian's fields appear.
  await expect(page.getByLabel(E.nomeResponsavel)).toBeHidden();
  await page.getByLabel(E.dtNasc).pressSequentially(`1503${ano - 10}`);
  await expect(page.getByLabel(E.nomeResponsavel)).toBeVisible();
  await page.getByRole('textbox', { name: E.telefone, exact: true }).pressSequentially('11987654321');
  await page.getByRole('textbox', { name: E.email, exact: true }).fill('bia.experimental@exemplo.com');
  await page.getByLabel(E.nomeResponsavel).fill(responsavel);
  await page.getByLabel(E.telefoneResponsavel).pressSequentially('11912345678');
  await page.getByLabel(E.emailResponsavel).fill('rita.experimental@exemplo.com');

  // Today's class of the club's DEC Centro unit, and today's meeting (its first day with room).
  await page.getByRole('radio', { name: new RegExp(nomeTurma) }).click();
  const dias = page.getByRole('radiogroup', { name: M.escolhaData });
  await dias.getByRole('radio', { disabled: false }).first().check();

  // Without the consent to be contacted nothing is booked; the reason is beside the box.
  await page.getByRole('button', { name: M.agendar }).click();
  const consentimento = page.getByRole('checkbox', { name: E.consentimento });
  await expect(consentimento).toBeFocused();
  await expect(page.getByText(E.consentimentoObrigatorio)).toBeVisible();
  await shoot(page, `${s}-publica-erro`);
  await scan(page, `${s}-publica-erro`);
  await consentimento.check();
  await page.getByRole('button', { name: M.agendar }).click();
  await expect(page.getByRole('heading', { name: M.agendadaTitulo })).toBeFocused();
  await shoot(page, `${s}-agendada`);
  await scan(page, `${s}-agendada`);
  await semRolagemLateral(page);

  // The desk's board: the trial waits under Agendada.
  await entrar(page, E2E.admin);
  await page.goto('/adm/experimentais');
  await expect(page.getByRole('heading', { name: M.tituloQuadro })).toBeVisible(primeiraCarga);
  const cartao = (status: keyof typeof S) =>
    coluna(page, status).getByTestId('cartao-experimental').filter({ hasText: nome });
  await expect(cartao('agendada')).toBeVisible();
  await expect(cartao('agendada')).toContainText(responsavel);
  await shoot(page, `${s}-quadro`);
  await scan(page, `${s}-quadro`);
  await semRolagemLateral(page);

  // The teacher's sheet of today's meeting has the trial's row; marked present and sent.
  await entrar(page, E2E.professor);
  await page.goto(`/aulas/chamada/${idTurma}`);
  const linha = page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox').filter({ hasText: nome });
  await expect(linha).toContainText(E.aulaExperimental, primeiraCarga);
  await expect(linha).toBeChecked();
  await page.getByRole('button', { name: MSG.enviarChamada }).click();
  await page
    .getByRole('dialog', { name: MSG_REG.confirmarEnvio })
    .getByRole('button', { name: MSG_REG.enviar, exact: true })
    .click();
  const popup = page.getByRole('alertdialog', { name: MSG.chamadaRegistrada });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: MSG.ok }).click();
  await expect(page.getByRole('status')).toHaveText(MSG.finalizada);

  // Back at the desk: the sheet moved the trial to Compareceu.
  await entrar(page, E2E.admin);
  await page.goto('/adm/experimentais');
  await expect(cartao('compareceu')).toBeVisible(primeiraCarga);
  await expect(cartao('agendada')).toHaveCount(0);

  // Matricular opens the wizard of the class's unit, pre-filled from the trial.
  await cartao('compareceu')
    .getByRole('link', { name: M.matricularComo(nome) })
    .click();
  await expect(page.getByRole('heading', { name: M.tituloConverter })).toBeVisible();
  const idExperimental = Number(/experimentais\/(\d+)\/matricula/.exec(page.url())?.[1]);
  await page.getByText(M.wizard.naoPagante).click();
  await passo(page, MSG.dadosDoAluno, `${s}-wizard-aluno`);
  await expect(page.getByLabel('Nome completo')).toHaveValue(nome);
  await expect(page.getByLabel('Data de nascimento')).toHaveValue(`15/03/${ano - 10}`);
  await completarPessoa(page, 'Feminino', 'Direita');
  await proximo(page);
  await passo(page, MSG.dadosResponsavel1);
  await expect(page.getByLabel('Nome completo')).toHaveValue(responsavel);
  await completarPessoa(page, 'Feminino');
  await proximo(page);
  await passo(page, MSG.dadosResponsavel2);
  await proximo(page);
  await passo(page, MSG.endereco);
  await preencherEndereco(page);
  // The unit, one day and the trial's class come chosen.
  await passo(page, MSG.escolhaUnidade);
  await expect(page.getByRole('radio', { name: /DEC Centro/ })).toBeChecked();
  await proximo(page);
  await passo(page, MSG.diasPorSemana);
  await proximo(page);
  await passo(page, MSG.escolhaTurma);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await proximo(page);
  await conferir(page);
  await passo(page, MSG.contrato);
  await page.getByLabel(MSG.estouCiente).check();
  const salvo = page.waitForResponse(
    (r) => r.url().endsWith('/api/matricula') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: MSG.finalizarCadastro }).click();
  const resposta = await salvo;
  expect(resposta.status()).toBe(201);
  // The enrolment names the trial it converts.
  expect(resposta.request().postDataJSON()).toMatchObject({ id_experimental: idExperimental });
  await esperarAviso(page, MSG.cadastroConcluido);

  // The board shows it enrolled, linking to the student, who exists once.
  await page.goto('/adm/experimentais');
  await expect(cartao('matriculada')).toBeVisible();
  await expect(cartao('compareceu')).toHaveCount(0);
  await expect(cartao('matriculada').getByRole('link', { name: M.verAluno })).toBeVisible();
  await shoot(page, `${s}-quadro-matriculada`);
  await scan(page, `${s}-quadro-matriculada`);
  const alunos = await page.request.get(`/api/adm/alunos?q=${encodeURIComponent(nome)}`);
  expect(alunos.ok()).toBe(true);
  expect(((await alunos.json()) as { total: number }).total).toBe(1);
});

test('losing a trial asks for the reason beside its field', async ({ page }, info) => {
  const s = `experimental-perdida-${info.project.name}`;
  const nome = nomeUnico('Caio Experimental');
  // A booking through the public call, as the page makes it.
  const turmas = (await (await page.request.get('/api/experimental/turmas')).json()) as {
    id_turma: number;
    datas: { data: string; vagas: number }[];
  }[];
  const turma = turmas.find((t) => t.datas.some((d) => d.vagas > 0))!;
  const r = await page.request.post('/api/experimental', {
    headers: { 'sec-fetch-site': 'same-origin' },
    data: {
      nome,
      dt_nasc: `${ano - 30}-05-20`,
      email: 'caio.experimental@exemplo.com',
      telefone: '11987654321',
      id_turma: turma.id_turma,
      data: turma.datas.find((d) => d.vagas > 0)!.data,
      consentimento_contato: true,
    },
  });
  expect(r.status(), await r.text()).toBe(201);

  await entrar(page, E2E.admin);
  await page.goto('/adm/experimentais');
  const cartao = (status: keyof typeof S) =>
    coluna(page, status).getByTestId('cartao-experimental').filter({ hasText: nome });
  await expect(cartao('agendada')).toBeVisible(primeiraCarga);
  // Moved by the keyboard: the menu opens on Enter and its item is chosen with the arrows.
  await cartao('agendada')
    .getByRole('button', { name: M.moverRotulo(nome) })
    .focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const perdida = menu.getByRole('menuitem', { name: S.perdida });
  await expect(perdida).toBeVisible();
  await scan(page, `${s}-mover`, menu);
  for (let i = 0; i < 5 && !(await perdida.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(perdida).toBeFocused();
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: M.perdidaTitulo });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: M.confirmar }).click();
  await expect(dialogo.getByText(E.motivoObrigatorio)).toBeVisible();
  await expect(dialogo.getByLabel(E.motivo)).toBeFocused();
  await shoot(page, `${s}-motivo`);
  await scanParte(page, `${s}-motivo`, dialogo);
  await dialogo.getByLabel(E.motivo).fill('Escolheu outro esporte');
  await dialogo.getByRole('button', { name: M.confirmar }).click();
  await esperarAviso(page, E.statusAtualizado);
  await expect(cartao('perdida')).toContainText('Escolheu outro esporte');
});
