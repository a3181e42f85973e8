import type { Page } from '@playwright/test';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_MATRICULA as M } from '#shared/messages/matricula.ts';
import type { MatriculaSalva } from '#shared/schemas/matricula.ts';
import { esperarAviso } from './aviso';
import { parado, scan } from './axe';
import { expect, shoot, test } from './fixtures';
import { ano, conferir, nomeUnico, passo, preencherEndereco, preencherPessoa, proximo } from './wizard';

// Wizards that respect the guardian's time: progress survives a reload or Back,
// everything is reviewed before the contract, and the save ends in a receipt.
test.describe.configure({ timeout: 150_000 });

const nome = (page: Page) => page.locator('[data-testid^="passo-"]').getByLabel('Nome completo');
const aceite = (page: Page) => page.getByRole('checkbox', { name: MSG.estouCiente });

/** The non-paying wizard's adult student, up to the address step. */
async function ateEndereco(page: Page, nomeAluno: string) {
  await page.goto('/cadastro');
  await passo(page, MSG.dadosDoAluno);
  await preencherPessoa(page, {
    nome: nomeAluno,
    nasc: `0101${ano - 30}`,
    genero: 'Masculino',
    mao: 'Direita',
  });
  await proximo(page);
  await passo(page, MSG.endereco);
}

test('a reload or Back keeps the step and what was typed; the contract comes back unticked @somente-telefone', async ({
  page,
}) => {
  const nomeAluno = nomeUnico('Rafa Retomada');
  await page.goto('/');
  await ateEndereco(page, nomeAluno);
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número').pressSequentially('77');

  // Reload: the same step, the same data, and a word that it was kept.
  await page.reload();
  await passo(page, MSG.endereco);
  await expect(page.getByText(M.progressoRecuperado)).toBeVisible();
  await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
  await expect(page.getByLabel('Número')).toHaveValue('77');
  await page.getByRole('button', { name: MSG.anterior }).click();
  await passo(page, MSG.dadosDoAluno);
  await expect(nome(page)).toHaveValue(nomeAluno);
  await proximo(page);

  // Back out of the wizard by accident, then forward again: still there.
  await passo(page, MSG.endereco);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/cadastro$/);
  await page.goForward();
  await passo(page, MSG.endereco);
  await expect(page.getByLabel('Número')).toHaveValue('77');
  await proximo(page);

  await page.getByRole('radio', { name: 'DEC Centro' }).click();
  await proximo(page);
  await page.getByRole('radio', { name: '1 dia' }).check();
  await proximo(page);
  await passo(page, MSG.escolhaTurma);
  await page.getByRole('checkbox', { disabled: false }).first().check();
  await proximo(page);
  await conferir(page);
  await passo(page, MSG.contrato);
  await aceite(page).check();
  await expect(aceite(page)).toBeChecked();

  // The acceptance is never kept: after a reload it is to be given again.
  await page.reload();
  await passo(page, MSG.contrato);
  await expect(aceite(page)).not.toBeChecked();
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('contrato_aceito');
  await page.getByRole('button', { name: MSG.anterior }).click();
  await expect(page.getByRole('heading', { name: M.revisao })).toBeVisible();
  await expect(page.getByText(nomeAluno)).toBeVisible();
});

test('Cancelar, once confirmed, forgets what was typed @somente-telefone', async ({ page }) => {
  await ateEndereco(page, nomeUnico('Caio Cancelado'));
  await page.getByRole('button', { name: M.cancelarMatricula }).click();
  // Asked first; Cancelar in the question keeps everything.
  const pergunta = page.getByRole('dialog', { name: M.descartarTitulo });
  await pergunta.getByRole('button', { name: MSG.cancelar }).click();
  await passo(page, MSG.endereco);
  await page.getByRole('button', { name: M.cancelarMatricula }).click();
  await page
    .getByRole('dialog', { name: M.descartarTitulo })
    .getByRole('button', { name: M.descartar })
    .click();
  await passo(page, MSG.dadosDoAluno);
  await expect(nome(page)).toHaveValue('');
  await page.reload();
  await passo(page, MSG.dadosDoAluno);
  await expect(nome(page)).toHaveValue('');
  await expect(page.getByText(M.progressoRecuperado)).toHaveCount(0);
});

test('the review shows what was typed, Alterar goes to its step and back; the receipt after the save @somente-telefone', async ({
  page,
}, info) => {
  const s = `mat-revisao-${info.project.name}`;
  const nomeAluno = nomeUnico('Lia Revisada');
  await page.goto('/matricula');
  await preencherPessoa(page, {
    nome: nomeAluno,
    nasc: `1503${ano - 11}`,
    genero: 'Feminino',
    mao: 'Esquerda',
  });
  await proximo(page);
  await passo(page, MSG.dadosResponsavel1);
  await preencherPessoa(page, { nome: 'Marta Revisada', genero: 'Feminino' });
  await proximo(page);
  await passo(page, MSG.dadosResponsavel2);
  await proximo(page);
  await passo(page, MSG.responsavelFinanceiro);
  await page.getByRole('radio', { name: MSG.financeiroSim }).check();
  await proximo(page);
  await passo(page, MSG.endereco);
  await preencherEndereco(page);
  await page.getByRole('radio', { name: 'DEC Centro' }).click();
  await proximo(page);
  await page.getByRole('radio', { name: '2 dias' }).check();
  await proximo(page);
  await passo(page, MSG.escolhaTurma);
  const livres = page.getByRole('checkbox', { checked: false, disabled: false });
  for (let i = 0; i < 2; i++) await livres.first().check();
  const turmas = await page
    .getByRole('checkbox', { checked: true })
    .evaluateAll((caixas) => caixas.map((c) => (c as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  expect(turmas).toHaveLength(2);
  await proximo(page);
  await passo(page, MSG.pagamento);
  await page.getByRole('radio', { name: '6 meses' }).check();
  await page.getByRole('radio', { name: 'Dia 20' }).check();
  await proximo(page);

  // The review: every part of this enrolment, each with its Alterar.
  await passo(page, M.revisao, `${s}-revisao`);
  const revisao = page.getByTestId('passo-revisao');
  for (const texto of [
    nomeAluno,
    `15/03/${ano - 11}`,
    'Esquerda',
    'Marta Revisada',
    M.naoInformado,
    M.financeiroEhResponsavel1,
    '01310-100',
    'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP',
    'DEC Centro',
    M.dias(2),
    ...turmas,
    '6 meses',
    M.todoDia(20),
  ])
    await expect(revisao.getByText(texto, { exact: true })).toBeVisible();
  for (const parte of [
    M.aluno,
    M.responsavel1,
    M.responsavel2,
    M.responsavelFinanceiro,
    M.logradouro,
    M.unidade,
  ])
    await expect(revisao.getByRole('heading', { name: parte, level: 3 })).toBeVisible();

  // Alterar: the address step, with the focus on its title; then straight back to the review.
  await revisao.getByRole('button', { name: M.alterarParte(M.logradouro) }).click();
  await expect(page.getByRole('heading', { name: MSG.endereco, exact: true })).toBeFocused();
  await page.getByLabel('Número').fill('1600');
  await page.getByRole('button', { name: M.voltarRevisao }).click();
  await passo(page, M.revisao);
  await expect(revisao.getByText('Avenida Paulista, 1600 - Bela Vista, São Paulo - SP')).toBeVisible();
  // Fewer days by keyboard: the classes keep only one, and the review says so.
  await revisao.getByRole('button', { name: M.alterarParte(M.diasPorSemana) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: MSG.diasPorSemana, exact: true })).toBeFocused();
  await page.getByRole('radio', { name: '1 dia' }).check();
  await page.getByRole('button', { name: M.voltarRevisao }).focus();
  await page.keyboard.press('Enter');
  await passo(page, M.revisao);
  await expect(revisao.getByText(M.dias(1), { exact: true })).toBeVisible();
  await expect(revisao.getByText(turmas[0], { exact: true })).toBeVisible();
  await expect(revisao.getByText(turmas[1], { exact: true })).toHaveCount(0);
  await proximo(page);

  // The contract is still the last step, and Finalizar Cadastro the last click.
  await passo(page, MSG.contrato);
  await aceite(page).check();
  const resposta = page.waitForResponse(
    (r) => r.url().endsWith('/api/matricula') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: MSG.finalizarCadastro }).click();
  const salvo = (await (await resposta).json()) as MatriculaSalva;

  // The receipt: announced, focused (read before the notice is closed by a click), with
  // the class's day, time, unit and address.
  const titulo = page.getByRole('heading', { name: M.recibo, level: 2 });
  await expect(titulo).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(M.reciboAnuncio(nomeAluno));
  await esperarAviso(page, MSG.sucesso, MSG.alunoCadastrado);
  expect(salvo.turmas).toHaveLength(1);
  const [turma] = salvo.turmas;
  // The class chosen on the step: "<name> - <weekday> às <hh:mm>".
  expect(turmas[0]).toBe(`${turma.nome_turma} - ${ROTULO_DIA[turma.dia_semana]} às ${turma.horario}`);
  expect(turma.nome_unidade).toBe('DEC Centro');
  expect(turma.endereco_unidade).toMatch(/, São Paulo - SP$/);
  for (const texto of [
    `${ROTULO_DIA[turma.dia_semana]}, ${turma.horario}`,
    turma.nome_turma,
    'DEC Centro',
    `— ${turma.endereco_unidade}`,
    '6 meses',
    M.todoDia(20),
    String(salvo.id_aluno),
  ])
    await expect(page.getByText(texto, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(M.proximosPassosTexto('pagante', 'semestral', 20))).toBeVisible();
  await parado(page);
  await shoot(page, `${s}-recibo`);
  await scan(page, `${s}-recibo`);

  // Imprimir prints; on paper only the receipt, without its buttons or the page around it.
  await page.evaluate(() => {
    (window as unknown as { impressoes: number }).impressoes = 0;
    window.print = () => {
      (window as unknown as { impressoes: number }).impressoes++;
    };
  });
  await page.getByRole('button', { name: M.imprimir }).click();
  expect(await page.evaluate(() => (window as unknown as { impressoes: number }).impressoes)).toBe(1);
  const soNaTela = [
    page.getByRole('button', { name: M.imprimir, includeHidden: true }),
    page.getByRole('button', { name: M.novaMatricula, includeHidden: true }),
    page.getByRole('heading', { name: MSG.tituloMatricula, level: 1, includeHidden: true }),
  ];
  for (const l of soNaTela) await expect(l).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(titulo).toBeVisible();
  await expect(page.getByText(turma.endereco_unidade, { exact: false })).toBeVisible();
  for (const l of soNaTela) {
    await expect(l).toHaveCount(1);
    await expect(l).toBeHidden();
  }
  await shoot(page, `${s}-recibo-impressao`);
  await page.emulateMedia({ media: 'screen' });

  // Saved: nothing to resume; Nova matrícula starts an empty wizard.
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.getByRole('button', { name: M.novaMatricula }).click();
  await expect(page.getByRole('heading', { name: MSG.dadosDoAluno, exact: true })).toBeFocused();
  await expect(nome(page)).toHaveValue('');
  await page.reload();
  await passo(page, MSG.dadosDoAluno);
  await expect(nome(page)).toHaveValue('');
  await expect(page.getByText(M.progressoRecuperado)).toHaveCount(0);
});
