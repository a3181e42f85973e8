import type { Locator, Page } from '@playwright/test';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import type { AlunoDaTurma, MinhaTurma } from '#shared/schemas/chamada.ts';
import { scan, scanParte } from './axe';
import { diaDaTurmaDeHoje } from './dias';
import { E2E, entrar, expect, primeiraCarga, shoot, test } from './fixtures';

// The lists on a phone (and on a desktop): whole names, filled columns, and
// destructive actions that stand apart and always ask first.

/** A name long enough to need several lines at 390 px, with one long unbroken part. */
const LONGO =
  'Maria Eduarda Fernandes de Albuquerque Cavalcanti Wanderley Bittencourt Vasconcellos-Guimarães-Figueiredo';

/** Renames the first item of a JSON answer on its way to the page. */
async function renomearPrimeiro(page: Page, url: RegExp, renomear: (json: unknown) => void) {
  await page.route(url, async (route) => {
    const res = await route.fetch();
    const json = await res.json();
    renomear(json);
    await route.fulfill({ response: res, json });
  });
}

/** The element shows all of its text: nothing cut by an ellipsis or an overflow, and all of it on screen. */
async function inteiro(nome: Locator) {
  await expect(nome).toBeVisible();
  const medida = await nome.evaluate((el) => {
    const cortes: string[] = [];
    // The element and the few boxes around it that could clip it.
    let atual: Element | null = el;
    for (let i = 0; atual && i < 4; i++, atual = atual.parentElement) {
      const s = getComputedStyle(atual);
      if (s.textOverflow === 'ellipsis' && s.whiteSpace === 'nowrap') cortes.push(`reticências em ${i}`);
      if (s.overflowX !== 'visible' && atual.scrollWidth > atual.clientWidth + 1)
        cortes.push(`transborda em ${i}`);
    }
    const caixa = el.getBoundingClientRect();
    if (caixa.left < -1 || caixa.right > window.innerWidth + 1) cortes.push('fora da tela');
    return cortes;
  });
  expect(medida).toEqual([]);
}

test('no name is cut: the class roster, the chamada sheet and the student list wrap long names @telefone', async ({
  page,
}, info) => {
  await entrar(page, E2E.admin);
  const turmas: MinhaTurma[] = await (await page.request.get('/minhasturmas')).json();
  const turma = turmas.find((t) => t.nome_turma === 'Florete Turma de Hoje')!;

  await renomearPrimeiro(page, /\/listaralunos\/\d+$/, (json) => {
    (json as AlunoDaTurma[])[0]!.nome_aluno = LONGO;
  });
  await page.goto(`/aulas/turma/${turma.id_turma}`);
  await expect(page.getByRole('list', { name: MSG.alunos })).toBeVisible(primeiraCarga);
  await inteiro(page.getByRole('list', { name: MSG.alunos }).getByText(LONGO));
  await shoot(page, `lista-turma-nome-longo-${info.project.name}`);

  // A past class day of its own: this sheet is never sent.
  const dia = diaDaTurmaDeHoje('nomeLongo', info.project.name);
  await renomearPrimeiro(page, /\/api\/chamada\/buscar$/, (json) => {
    const linhas = json as { id_aluno: number | null; nome_pessoa: string | null }[];
    const primeira = linhas.find((l) => l.id_aluno !== null);
    if (primeira) primeira.nome_pessoa = LONGO;
  });
  await page.goto(`/aulas/chamada/${turma.id_turma}?data=${dia}`);
  await inteiro(page.getByRole('checkbox', { name: LONGO }).getByText(LONGO));
  await shoot(page, `lista-chamada-nome-longo-${info.project.name}`);

  await renomearPrimeiro(page, /\/api\/adm\/alunos/, (json) => {
    (json as { items: { nome_pessoa: string }[] }).items[0]!.nome_pessoa = LONGO;
  });
  await page.goto('/adm/adm_aluno');
  await inteiro(
    page.getByRole('table', { name: MSG_ADM.alunos }).getByRole('link', { name: LONGO, exact: true }),
  );
  await shoot(page, `lista-alunos-nome-longo-${info.project.name}`);
  await scan(page, 'lista de alunos com nome longo');
});

test('the teachers list fills Acesso; the classes list shows occupancy and the teacher @telefone', async ({
  page,
  isMobile,
}, info) => {
  await entrar(page, E2E.admin);

  await page.goto('/adm/adm_prof');
  const professores = page.getByRole('table', { name: MSG_ADM.professores });
  await expect(professores.getByRole('row').nth(1)).toBeVisible(primeiraCarga);
  const linhas = professores.getByRole('row');
  const total = await linhas.count();
  for (let i = 1; i < total; i++) {
    const acesso = isMobile
      ? // The phone shows the extra columns as lines of one "Detalhes" cell.
        linhas.nth(i).getByRole('cell').nth(2)
      : linhas.nth(i).getByRole('cell').nth(4);
    await expect(acesso).toContainText(new RegExp(`(${MSG_ADM.administrador}|${MSG_ADM.professor})$`));
  }
  const marina = professores.getByRole('row', { name: /Marina Esgrimista/ });
  await expect(marina.getByRole('cell').nth(isMobile ? 2 : 4)).toContainText(MSG_ADM.professor);
  await shoot(page, `lista-professores-acesso-${info.project.name}`);
  if (isMobile) {
    // On a phone a row's actions are one button, its menu: Desativar, then Excluir.
    await marina.getByRole('button', { name: MSG.acoesDe('Marina Esgrimista') }).click();
    const menu = page.getByRole('menu', { name: MSG.acoesDe('Marina Esgrimista') });
    await expect(menu.getByRole('menuitem')).toHaveText([MSG_INATIVO.desativar, MSG_ADM.excluir]);
    await expect(menu.getByRole('menuitem', { name: `${MSG_ADM.excluir} Marina Esgrimista` })).toBeVisible();
    await shoot(page, `lista-professores-menu-${info.project.name}`);
    await scan(page, 'professores: ações no telefone', menu);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }

  await page.goto('/adm/adm_turmas');
  await page.getByLabel(MSG_ADM.buscar).fill('Florete Turma de Hoje');
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 1`);
  const linha = page.getByRole('table', { name: MSG_ADM.turmas }).getByRole('row').nth(1);
  const turmas: MinhaTurma[] = await (await page.request.get('/minhasturmas')).json();
  const turma = turmas.find((t) => t.nome_turma === 'Florete Turma de Hoje')!;
  const alunos: AlunoDaTurma[] = await (await page.request.get(`/listaralunos/${turma.id_turma}`)).json();
  const ocupacao = `${alunos.length}/${turma.qtd_maxima}`;
  if (isMobile) {
    const detalhes = linha.getByRole('cell').nth(2);
    await expect(detalhes).toContainText(`${MSG_ADM.ocupacao}: ${ocupacao}`);
    await expect(detalhes).toContainText(`${MSG_ADM.professor}: Paulo Professor`);
  } else {
    // The weapon's column comes before Unidade, Professor, Horário and Ocupação.
    await expect(linha.getByRole('cell').nth(4)).toHaveText('Paulo Professor');
    await expect(linha.getByRole('cell').nth(6)).toHaveText(ocupacao);
  }
  await shoot(page, `lista-turmas-ocupacao-${info.project.name}`);
});

test('destructive actions stand apart from the frequent ones, are labelled and always ask first', async ({
  page,
}, info) => {
  await entrar(page, E2E.admin);
  const turmas: MinhaTurma[] = await (await page.request.get('/minhasturmas')).json();
  const turma = turmas.find((t) => t.nome_turma === 'Florete Turma de Hoje')!;
  await page.goto(`/aulas/turma/${turma.id_turma}`);
  const primeiro = page.getByRole('list', { name: MSG.alunos }).getByRole('listitem').first();
  // The row holds the name (a link to the profile) and the category beside it.
  const nome = (await primeiro.getByRole('link').textContent())!.trim();

  // In the roster no tap beside a name removes anyone: the row's one button is its menu,
  // named after the student and opened by keyboard too; Remover da turma is last.
  await expect(primeiro.getByRole('button')).toHaveCount(1);
  const acoes = primeiro.getByRole('button', { name: MSG.acoesDe(nome) });
  await acoes.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: MSG.acoesDe(nome) });
  await expect(menu.getByRole('menuitem')).toHaveText([
    MSG_REG.transferirParaOutraTurma,
    MSG_REG.removerDaTurma,
  ]);
  await shoot(page, `lista-turma-acoes-${info.project.name}`);
  await scan(page, 'turma: ações do aluno', menu);
  await expect(menu.getByRole('menuitem', { name: MSG_REG.transferirParaOutraTurma })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: MSG_REG.removerDaTurma })).toBeFocused();

  // It asks first, with the focus on Cancelar: a stray Enter keeps the student.
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: MSG.removerAluno });
  await expect(dialogo.getByRole('button', { name: MSG.cancelar })).toBeFocused();
  await scanParte(page, 'turma: confirmar remoção', dialogo);
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeHidden();
  await expect(page.getByRole('list', { name: MSG.alunos }).getByText(nome, { exact: true })).toBeVisible();

  // In the administration lists: the name is the edit link; Excluir is alone in its column.
  await page.goto('/adm/adm_unidade');
  const linha = page.getByRole('table', { name: MSG_ADM.unidades }).getByRole('row').nth(1);
  await expect(linha.getByRole('button')).toHaveCount(1);
  await expect(linha.getByRole('button')).toHaveText(MSG_ADM.excluir);
  await expect(linha.getByRole('link')).toHaveCount(1);
  await expect(linha.getByRole('link')).toHaveAccessibleName(new RegExp(`^${MSG_ADM.editar} `));
  await linha.getByRole('button').click();
  const confirmar = page.getByRole('dialog', { name: MSG_ADM.confirmarExclusao });
  await expect(confirmar.getByRole('button', { name: MSG.cancelar })).toBeFocused();
  await confirmar.getByRole('button', { name: MSG.cancelar }).click();
  await expect(confirmar).toBeHidden();
});
