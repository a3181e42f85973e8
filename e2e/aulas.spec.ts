import type { Page } from '@playwright/test';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { diaSemanaDe, hojeNoFuso, isoParaBr, somarDias } from '#shared/rules/datas.ts';
import type { MinhaTurma } from '#shared/schemas/chamada.ts';
import { scan } from './axe';
import { diaDaTurmaDeHoje } from './dias';
import { E2E, entrar, expect, nomeNaFolha, primeiraCarga, shoot, test, totalDaFolha } from './fixtures';

/** A recent meeting's link: its name is the hidden words, then what it shows (date, weekday, state). */
const linkDaChamada = (iso: string, estado: string) =>
  new RegExp(`^${MSG_REG.abrirChamadaDe} ${isoParaBr(iso)}\\b.*\\b${estado}$`);

// Both projects share one server and database: each takes its own meetings of "Florete Turma de
// Hoje" from the one table in e2e/dias.ts, so a run never depends on what the other one saved.

/** Answers the confirmation before a send: checks its counts, then confirms. */
async function confirmarEnvio(
  page: Page,
  titulo: string,
  botao: string,
  presentes: number,
  ausentes: number,
) {
  const dialogo = page.getByRole('dialog', { name: titulo });
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toContainText(MSG_REG.presentesAusentes(presentes, ausentes));
  await dialogo.getByRole('button', { name: botao, exact: true }).click();
  await expect(dialogo).toBeHidden();
}

async function fecharAlerta(page: Page, title: string) {
  const popup = page.getByRole('alertdialog', { name: title });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: MSG.ok }).click();
  await expect(popup).toBeHidden();
}

test('a teacher finds today’s class under Hoje, takes attendance and sees it Finalizada @telefone', async ({
  page,
}, info) => {
  const hoje = hojeNoFuso(E2E.fuso);
  await entrar(page, E2E.professor);
  await page.goto('/aulas');
  const grupoHoje = page.getByRole('region', { name: MSG.hoje });
  await expect(grupoHoje).toBeVisible(primeiraCarga);
  const cartao = grupoHoje.getByRole('link', { name: /^Florete Turma de Hoje/ });
  await expect(cartao).toContainText(`${MSG.horario}: 18:00`);
  await expect(cartao).toContainText(`${MSG.local}: DEC Centro`);
  await shoot(page, `aulas-${info.project.name}`);
  await scan(page, 'aulas');

  // The weekday filter keeps only that day (this teacher has classes on segunda and quarta).
  const outroDia = diaSemanaDe(hoje) === 'segunda' ? 'quarta' : 'segunda';
  await page.getByLabel(MSG.filtrarDia).selectOption(outroDia);
  await expect(page.getByRole('region', { name: ROTULO_DIA[outroDia] })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Florete Turma de Hoje/ })).toHaveCount(0);
  await page.getByLabel(MSG.filtrarDia).selectOption('');

  await page.getByRole('link', { name: /^Florete Turma de Hoje/ }).click();
  await expect(page).toHaveURL(/\/aulas\/turma\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Florete Turma de Hoje' })).toBeVisible();
  await expect(page.getByRole('list', { name: MSG.alunos }).getByRole('listitem').first()).toBeVisible();
  // Teachers do not get the add-student control.
  await expect(page.getByRole('button', { name: MSG.adicionarAluno })).toHaveCount(0);
  await shoot(page, `turma-professor-${info.project.name}`);
  await scan(page, 'turma-professor');

  const data = page.getByLabel(MSG.dataChamada);
  // The phone run catches up on a meeting four weeks back, from the class page's list.
  const dia = diaDaTurmaDeHoje('tomada', info.project.name);
  if (dia === hoje) {
    await page.getByRole('link', { name: MSG.chamada, exact: true }).click();
    await expect(page).toHaveURL(/\/aulas\/chamada\/\d+/);
    await expect(data).toHaveValue(isoParaBr(hoje));
    // Never a chamada for a day still to come.
    await expect(page.getByRole('button', { name: MSG.proximaSemana })).toBeDisabled();
  } else {
    await page.getByRole('link', { name: linkDaChamada(dia, MSG_REG.naoAberta) }).click();
    await expect(page).toHaveURL(new RegExp(`/aulas/chamada/\\d+\\?data=${dia}$`));
    await expect(data).toHaveValue(isoParaBr(dia));
  }
  await expect(page.getByRole('status')).toHaveText(MSG.aSerFeita);

  const alunos = page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  const total = await totalDaFolha(page);
  expect(total).toBeGreaterThan(1);
  // Everyone starts present; one tap marks the first student absent.
  await expect(alunos.first()).toBeChecked();
  const ausente = await nomeNaFolha(alunos.first());
  await alunos.first().click();
  await expect(alunos.first()).not.toBeChecked();
  // What it shows and what it is called: the new mark's word alone (both are laid out, one shown).
  await expect(alunos.first()).toHaveAccessibleName(new RegExp(` ${MSG.ausente}$`));
  await expect(alunos.first()).not.toContainText(MSG.presente, { useInnerText: true });
  await page.getByLabel(MSG.observacao).fill('Treino de ataque composto.');
  await shoot(page, `chamada-aberta-${info.project.name}`);
  await scan(page, 'chamada-aberta');

  // Sending asks first, with the counts; cancelling sends nothing.
  await page.getByRole('button', { name: MSG.enviarChamada }).click();
  const confirmacao = page.getByRole('dialog', { name: MSG_REG.confirmarEnvio });
  await expect(confirmacao).toContainText(MSG_REG.presentesAusentes(total - 1, 1));
  await shoot(page, `chamada-confirmar-${info.project.name}`);
  await scan(page, 'chamada: confirmar envio', confirmacao);
  await confirmacao.getByRole('button', { name: MSG.cancelar }).click();
  await expect(page.getByRole('status')).toHaveText(MSG.aSerFeita);
  await page.getByRole('button', { name: MSG.enviarChamada }).click();
  await confirmarEnvio(page, MSG_REG.confirmarEnvio, MSG_REG.enviar, total - 1, 1);
  const registrada = page.getByRole('alertdialog', { name: MSG.chamadaRegistrada });
  await scan(page, 'chamada: registrada', registrada);
  // The popup takes the focus on OK, and Enter closes it.
  await expect(registrada.getByRole('button', { name: MSG.ok })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(registrada).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(MSG.finalizada);
  await expect(page.getByRole('button', { name: MSG.enviarChamada })).toHaveCount(0);
  await expect(alunos.first()).toBeDisabled();
  await expect(page.getByLabel(MSG.observacao)).toHaveAttribute('readonly');
  await shoot(page, `chamada-finalizada-${info.project.name}`);
  await scan(page, 'chamada-finalizada');

  // Reopening shows the saved marks, read-only.
  await page.goto(`${new URL(page.url()).pathname}?data=${dia}`);
  await expect(page.getByRole('status')).toHaveText(MSG.finalizada);
  await expect(page.getByRole('checkbox', { name: ausente })).not.toBeChecked();
  await expect(alunos).toHaveCount(total);
  await expect(page.getByLabel(MSG.observacao)).toHaveValue('Treino de ataque composto.');
  // Read-only: a tap changes nothing.
  await page.getByRole('checkbox', { name: ausente }).click({ force: true });
  await expect(page.getByRole('checkbox', { name: ausente })).not.toBeChecked();
});

test('an administrator adds, removes and transfers a student', async ({ page }, info) => {
  await entrar(page, E2E.admin);
  const turmas: MinhaTurma[] = await (await page.request.get('/minhasturmas')).json();
  const turma = turmas.find((t) => t.nome_turma !== 'Florete Turma de Hoje' && t.dia_semana !== 'domingo')!;
  await page.goto(`/aulas/turma/${turma.id_turma}`);
  await expect(page.getByRole('heading', { name: turma.nome_turma })).toBeVisible(primeiraCarga);
  const lista = page.getByRole('list', { name: MSG.alunos });
  await expect(lista.getByRole('listitem').first()).toBeVisible();
  await scan(page, 'turma-admin');

  // Nothing chosen.
  await page.getByRole('button', { name: MSG.adicionarAluno }).click();
  await scan(
    page,
    'turma-admin: adicione um aluno',
    page.getByRole('alertdialog', { name: MSG.adicioneAluno }),
  );
  await fecharAlerta(page, MSG.adicioneAluno);

  // No match.
  const busca = page.getByRole('combobox', { name: MSG.buscarAluno });
  // A person taps the field first (which scrolls it into view on a phone), then types.
  await busca.scrollIntoViewIfNeeded();
  await busca.click();
  await busca.fill('zzzz-ninguem');
  await expect(page.getByText(MSG.nenhumAluno)).toBeVisible();
  await scan(page, 'turma-admin: busca sem resultado');

  // Search on the server and add the first student found.
  await busca.fill('a');
  const opcao = page.getByRole('option').first();
  await expect(opcao).toBeVisible();
  const nome = (await opcao.textContent())!.trim();
  await opcao.click();
  await expect(busca).toHaveValue(nome);
  await shoot(page, `turma-admin-busca-${info.project.name}`);
  await scan(page, 'turma-admin-busca');
  await page.getByRole('button', { name: MSG.adicionarAluno }).click();
  await fecharAlerta(page, MSG.alunoAdicionado);
  await expect(lista.getByRole('listitem').filter({ hasText: nome })).toHaveCount(1);

  // Remove the same student again, after confirming.
  await page
    .getByRole('button', { name: MSG.acoesDe(nome) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: MSG_REG.removerDaTurma }).click();
  await scan(page, 'turma-admin: confirmar remoção', page.getByRole('dialog'));
  await page.getByRole('dialog').getByRole('button', { name: MSG.remover }).click();
  await fecharAlerta(page, MSG.alunoRemovido);
  await expect(lista.getByRole('listitem').filter({ hasText: nome })).toHaveCount(0);

  // Transfer the first student to another class.
  const primeiro = lista.getByRole('listitem').first();
  // The row holds the name (a link to the profile) and the category beside it.
  const quem = (await primeiro.getByRole('link').textContent())!.trim();
  const antes = await lista.getByRole('listitem').count();
  await primeiro.getByRole('button', { name: MSG.acoesDe(quem) }).click();
  await page.getByRole('menuitem', { name: MSG_REG.transferirParaOutraTurma }).click();
  const dialogo = page.getByRole('dialog', { name: MSG.transferirAluno });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('radio').first()).toBeVisible();
  await dialogo.getByRole('button', { name: MSG.transferir, exact: true }).click();
  await expect(dialogo.getByText(MSG.selecioneTurma)).toBeVisible();
  await shoot(page, `transferir-${info.project.name}`);
  await scan(page, 'transferir');
  const destino = dialogo.locator('[role="radio"]:not([disabled])').first();
  const nomeDestino = await destino.getByRole('paragraph').first().textContent();
  await destino.click();
  await dialogo.getByRole('button', { name: MSG.transferir, exact: true }).click();
  await fecharAlerta(page, MSG.alunoTransferido);
  await expect(lista.getByRole('listitem')).toHaveCount(antes - 1);
  await expect(lista.getByRole('listitem').filter({ hasText: quem })).toHaveCount(0);
  expect(nomeDestino).toBeTruthy();
});

test('failures say Erro, and unsent marks survive a failed send and a reload @telefone', async ({
  page,
}, info) => {
  const hoje = hojeNoFuso(E2E.fuso);
  const dia = diaDaTurmaDeHoje('falhas', info.project.name);
  await entrar(page, E2E.professor);
  const turmas: MinhaTurma[] = await (await page.request.get('/minhasturmas')).json();
  const turma = turmas.find((t) => t.nome_turma === 'Florete Turma de Hoje')!;
  const url = `/aulas/chamada/${turma.id_turma}?data=${dia}`;

  // Today's card has a straight way to the sheet.
  await page.goto('/aulas');
  await page.getByRole('link', { name: `${MSG.chamada}: ${turma.nome_turma}` }).click();
  await expect(page).toHaveURL(new RegExp(`/aulas/chamada/${turma.id_turma}$`));
  await expect(page.getByLabel(MSG.dataChamada)).toHaveValue(isoParaBr(hoje));

  await page.route('**/api/chamada/buscar', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(url);
  const erroBuscar = page.getByRole('alertdialog', { name: MSG.erro });
  await expect(erroBuscar).toContainText(MSG.erroBuscarChamada);
  await scan(page, 'chamada: erro ao buscar');
  await erroBuscar.getByRole('button', { name: MSG.ok }).click();
  await page.unroute('**/api/chamada/buscar');

  await page.reload();
  await expect(page.getByRole('status')).toHaveText(MSG.aSerFeita);
  const alunos = page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  await alunos.nth(1).click();
  await expect(alunos.nth(1)).not.toBeChecked();
  // The draft is written at idle time, and at once when the page is left right after a tap.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(MSG.aSerFeita);
  await expect(alunos.nth(1)).not.toBeChecked();

  await page.route('**/api/chamada/enviar', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('button', { name: MSG.enviarChamada }).click();
  await page
    .getByRole('dialog', { name: MSG_REG.confirmarEnvio })
    .getByRole('button', { name: MSG_REG.enviar })
    .click();
  const erroEnviar = page.getByRole('alertdialog', { name: MSG.erro });
  await expect(erroEnviar).toContainText(MSG.erroEnviarChamada);
  await shoot(page, `chamada-erro-${info.project.name}`);
  await scan(page, 'chamada-erro');
  // Escape closes a popup too.
  await expect(erroEnviar.getByRole('button', { name: MSG.ok })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(erroEnviar).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(MSG.aSerFeita);
  await page.unroute('**/api/chamada/enviar');

  // The mark was kept on the device.
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(MSG.aSerFeita);
  await expect(alunos.nth(1)).not.toBeChecked();
  await page.getByRole('button', { name: MSG.enviarChamada }).click();
  await confirmarEnvio(page, MSG_REG.confirmarEnvio, MSG_REG.enviar, (await totalDaFolha(page)) - 1, 1);
  await fecharAlerta(page, MSG.chamadaRegistrada);
  await expect(page.getByRole('status')).toHaveText(MSG.finalizada);
  await expect(alunos.nth(1)).not.toBeChecked();
});

test('recent meetings open a past chamada; an administrator corrects it and the teacher sees who did', async ({
  browser,
  page,
}, info) => {
  // Two signed-in browsers and several saves: more than one screen's time on a shared machine.
  test.slow();
  const dia = diaDaTurmaDeHoje('corrigida', info.project.name);
  await entrar(page, E2E.professor);
  const turmas: MinhaTurma[] = await (await page.request.get('/minhasturmas')).json();
  const turma = turmas.find((t) => t.nome_turma === 'Florete Turma de Hoje')!;

  // The class page lists eight weeks of meetings with their state.
  await page.goto(`/aulas/turma/${turma.id_turma}`);
  const recentes = page.getByRole('region', { name: MSG_REG.aulasRecentes });
  // Its own request after the page's: allow a slow machine the time of a first load.
  await expect(recentes.getByRole('listitem')).toHaveCount(8, { timeout: 15_000 });
  await expect(
    recentes.getByRole('link', {
      name: linkDaChamada(diaDaTurmaDeHoje('naoAberta', info.project.name), MSG_REG.naoAberta),
    }),
  ).toBeVisible();
  await shoot(page, `turma-aulas-recentes-${info.project.name}`);
  await scan(page, 'turma: aulas recentes');

  // One tap opens a sent one: read-only for the teacher, no correction offered.
  await recentes.getByRole('link', { name: linkDaChamada(dia, MSG.finalizada) }).click();
  await expect(page.getByLabel(MSG.dataChamada)).toHaveValue(isoParaBr(dia));
  await expect(page.getByRole('status')).toHaveText(MSG.finalizada);
  const alunos = page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  await expect(alunos.first()).toBeDisabled();
  await expect(page.getByRole('button', { name: MSG_REG.corrigirChamada })).toHaveCount(0);
  await expect(page.getByTestId('corrigida-por')).toHaveCount(0);
  const url = new URL(page.url());

  // The administrator corrects it.
  // A context of its own (axe scans only pages of one made with newContext).
  const admCtx = await browser.newContext({ viewport: page.viewportSize()! });
  const adm = await admCtx.newPage();
  await entrar(adm, E2E.admin);
  await adm.goto(`${url.pathname}${url.search}`);
  await expect(adm.getByRole('status')).toHaveText(MSG.finalizada, primeiraCarga);
  await adm.getByRole('button', { name: MSG_REG.corrigirChamada }).click();
  // The button goes away: the focus moves to the note that says what to do.
  await expect(adm.getByText(MSG_REG.corrigindo)).toBeFocused();
  const marcas = adm.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  await expect(marcas.first()).toBeEnabled();
  const total = await marcas.count();
  const quem = await nomeNaFolha(marcas.first());
  const estava = (await marcas.first().getAttribute('aria-checked')) === 'true';
  await marcas.first().click();
  await expect(marcas.first()).toHaveAttribute('aria-checked', String(!estava));
  await adm.getByLabel(MSG.observacao).fill('Corrigida: marcação trocada.');
  await shoot(adm, `chamada-corrigindo-${info.project.name}`);
  await scan(adm, 'chamada: corrigindo');
  const presentes = await adm.locator('[role="checkbox"][aria-checked="true"]').count();
  await adm.getByRole('button', { name: MSG_REG.salvarCorrecao }).click();
  await confirmarEnvio(adm, MSG_REG.confirmarCorrecao, MSG_REG.salvar, presentes, total - presentes);
  await fecharAlerta(adm, MSG_REG.chamadaCorrigida);
  await expect(adm.getByTestId('corrigida-por')).toContainText(MSG_REG.corrigidaPor(E2E.admin.nome, ''));
  await expect(adm.getByRole('checkbox', { name: quem })).toHaveAttribute('aria-checked', String(!estava));
  await expect(adm.getByRole('checkbox', { name: quem })).toBeDisabled();
  const historico = adm.getByRole('region', { name: MSG_REG.historico });
  await expect(historico).toContainText(
    MSG_REG.mudancaMarca(quem, estava ? MSG.presente : MSG.ausente, estava ? MSG.ausente : MSG.presente),
  );
  await shoot(adm, `chamada-corrigida-${info.project.name}`);
  await scan(adm, 'chamada: corrigida, com histórico');
  await admCtx.close();

  // The teacher sees the corrected sheet and who corrected it.
  await page.reload();
  await expect(page.getByTestId('corrigida-por')).toContainText(E2E.admin.nome);
  await expect(page.getByRole('checkbox', { name: quem })).toHaveAttribute('aria-checked', String(!estava));
  await expect(page.getByLabel(MSG.observacao)).toHaveValue('Corrigida: marcação trocada.');
  await shoot(page, `chamada-corrigida-professor-${info.project.name}`);
  await scan(page, 'chamada: corrigida, vista do professor');
});

test('a day the class does not meet is refused with the reason, nothing opened @telefone', async ({
  page,
}) => {
  const hoje = hojeNoFuso(E2E.fuso);
  await entrar(page, E2E.professor);
  const turmas: MinhaTurma[] = await (await page.request.get('/minhasturmas')).json();
  const turma = turmas.find((t) => t.nome_turma === 'Florete Turma de Hoje')!;
  const ontem = somarDias(hoje, -1);
  await page.goto(`/aulas/chamada/${turma.id_turma}?data=${ontem}`);
  await expect(page.getByText(MSG_REG.diaSemAula(isoParaBr(ontem), turma.dia_semana))).toBeVisible(
    primeiraCarga,
  );
  await scan(page, 'chamada: dia sem aula');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: MSG.enviarChamada })).toHaveCount(0);
});

test('two administrators correct the same chamada at once: one wins, the other is told', async ({
  browser,
  page,
}, info) => {
  // Two signed-in browsers and several saves: more than one screen's time on a shared machine.
  test.slow();
  const dia = diaDaTurmaDeHoje('duasCorrecoes', info.project.name);
  await entrar(page, E2E.admin);
  const turmas: MinhaTurma[] = await (await page.request.get('/minhasturmas')).json();
  const turma = turmas.find((t) => t.nome_turma === 'Florete Turma de Hoje')!;
  const url = `/aulas/chamada/${turma.id_turma}?data=${dia}`;

  // The first administrator opens the correction...
  await page.goto(url);
  await expect(page.getByRole('status')).toHaveText(MSG.finalizada, primeiraCarga);
  await page.getByRole('button', { name: MSG_REG.corrigirChamada }).click();
  const marcas = page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  await expect(marcas.first()).toBeEnabled();
  const primeiro = (await marcas.first().getAttribute('aria-checked')) === 'true';
  const segundo = (await marcas.nth(1).getAttribute('aria-checked')) === 'true';

  // ...while a second one corrects the same sheet and saves first.
  const outroCtx = await browser.newContext({ viewport: page.viewportSize()! });
  const outro = await outroCtx.newPage();
  await entrar(outro, E2E.admin);
  await outro.goto(url);
  await outro.getByRole('button', { name: MSG_REG.corrigirChamada }).click();
  const marcasOutro = outro.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  await marcasOutro.first().click();
  await expect(marcasOutro.first()).toHaveAttribute('aria-checked', String(!primeiro));
  await outro.getByRole('button', { name: MSG_REG.salvarCorrecao }).click();
  await outro
    .getByRole('dialog', { name: MSG_REG.confirmarCorrecao })
    .getByRole('button', { name: MSG_REG.salvar, exact: true })
    .click();
  await fecharAlerta(outro, MSG_REG.chamadaCorrigida);
  await outroCtx.close();

  // The first one's save is refused with the reason, never written over the other's.
  // (By keyboard: Tab into the sheet, Space on the mark.)
  await marcas.nth(1).focus();
  await page.keyboard.press('Space');
  await expect(marcas.nth(1)).toHaveAttribute('aria-checked', String(!segundo));
  await page.getByRole('button', { name: MSG_REG.salvarCorrecao }).click();
  await page
    .getByRole('dialog', { name: MSG_REG.confirmarCorrecao })
    .getByRole('button', { name: MSG_REG.salvar, exact: true })
    .click();
  const conflito = page.getByRole('alertdialog', { name: MSG.erro });
  await expect(conflito).toContainText(MSG_REG.correcaoConcorrente);
  await shoot(page, `chamada-conflito-${info.project.name}`);
  await scan(page, 'chamada: correção concorrente', conflito);
  await conflito.getByRole('button', { name: MSG.ok }).click();
  await expect(conflito).toBeHidden();

  // The sheet now shows the winning correction, read-only until corrected again.
  await expect(page.getByRole('button', { name: MSG_REG.corrigirChamada })).toBeFocused();
  await expect(marcas.first()).toHaveAttribute('aria-checked', String(!primeiro));
  await expect(marcas.nth(1)).toHaveAttribute('aria-checked', String(segundo));
  await expect(marcas.first()).toBeDisabled();
});
