import type { Page } from '@playwright/test';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { aviso, esperarAviso } from './aviso';
import { scan, scanParte } from './axe';
import { E2E, entrar, expect, primeiraCarga, shoot, test } from './fixtures';
import { matricularPelaApi } from './matricula-api';
import { nomeUnico } from './wizard';

// Both projects share one server and database: every record created here
// carries the project's name so the two runs never meet.

async function fecharAlerta(page: Page, title: string) {
  const popup = page.getByRole('alertdialog', { name: title });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: MSG.ok }).click();
  await expect(popup).toBeHidden();
}

/** Types like a person, key by key, and checks what the mask shows. */
async function digitar(page: Page, label: string, texto: string, esperado: string) {
  const campo = page.getByLabel(label);
  await campo.click();
  await campo.pressSequentially(texto);
  await expect(campo).toHaveValue(esperado);
}

async function buscar(page: Page, texto: string) {
  await page.getByLabel(MSG_ADM.buscar).fill(texto);
}

async function excluir(page: Page, nome: string, mensagem: string) {
  await page.getByRole('button', { name: `${MSG_ADM.excluir} ${nome}` }).click();
  const dialogo = page.getByRole('dialog', { name: MSG_ADM.confirmarExclusao });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: MSG_ADM.excluir }).click();
  await fecharAlerta(page, mensagem);
  await expect(page.getByRole('button', { name: `${MSG_ADM.excluir} ${nome}` })).toHaveCount(0);
}

test('an administrator creates, edits, finds and deletes a unit, a teacher and a class', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const p = info.project.name;
  const unidade = `Unidade Teste ${p}`;
  const professor = `Professora Teste ${p}`;
  const turma = `Turma Teste ${p}`;

  await entrar(page, E2E.admin);
  await page.goto('/adm');
  await expect(page.getByRole('heading', { name: MSG.adm })).toBeVisible(primeiraCarga);
  await shoot(page, `adm-hub-${p}`);
  await scan(page, 'adm-hub');

  // Unit: create through the form.
  await page.getByRole('link', { name: new RegExp(MSG_ADM.unidades) }).click();
  await expect(page).toHaveURL(/\/adm\/adm_unidade$/);
  await expect(page.getByRole('heading', { name: MSG_ADM.unidades })).toBeVisible();
  await expect(page.getByRole('table', { name: MSG_ADM.unidades })).toContainText('DEC Centro');
  await shoot(page, `adm-unidades-${p}`);
  await scan(page, 'adm-unidades');
  await page.getByRole('link', { name: MSG_ADM.novo }).click();
  await expect(page).toHaveURL(/\/cadastro\/unidade$/);
  await expect(page.getByRole('heading', { name: MSG_ADM.cadastroUnidades })).toBeVisible();
  await page.getByLabel(MSG_ADM.nomeUnidade).fill(unidade);
  await page.getByLabel(MSG_ADM.tipoUnidade).selectOption('dec');
  await digitar(page, MSG_ADM.cnpj, '11222333000181', '11.222.333/0001-81');
  await digitar(page, MSG_ADM.telefone, '11987654321', '(11) 98765-4321');
  await page.getByLabel(MSG_ADM.emailUnidade).fill(`unidade-${p}@e2e.local`);
  await digitar(page, 'CEP', '01310100', '01310-100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await page.getByLabel('Número').fill('1578');
  await shoot(page, `adm-unidade-form-${p}`);
  await scan(page, 'adm-unidade-form');
  await page.getByRole('button', { name: MSG.cadastrar }).click();
  // A pointer on the notice keeps it while the page is scanned.
  await aviso(page, MSG.sucessoAdm).hover();
  await scanParte(page, 'adm: sucesso', aviso(page, MSG.sucessoAdm));
  await esperarAviso(page, MSG.sucessoAdm);
  await expect(page).toHaveURL(/\/adm\/adm_unidade$/);

  // Unit: find it and edit it.
  await buscar(page, unidade);
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 1`);
  await page.getByRole('link', { name: `${MSG_ADM.editar} ${unidade}` }).click();
  await expect(page.getByRole('heading', { name: MSG_ADM.editarUnidade })).toBeVisible();
  await expect(page.getByLabel(MSG_ADM.cnpj)).toHaveValue('11.222.333/0001-81');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.getByLabel(MSG_ADM.nomeUnidade).fill(`${unidade} Editada`);
  await shoot(page, `adm-unidade-editar-${p}`);
  await scan(page, 'adm-unidade-editar');
  await page.getByRole('button', { name: MSG.editar, exact: true }).click();
  await esperarAviso(page, MSG.sucessoAdm);
  await buscar(page, `${unidade} Editada`);
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 1`);

  // Teacher: create with every mask typed key by key.
  await page.goto('/adm/adm_prof');
  await expect(page.getByRole('heading', { name: MSG_ADM.professores })).toBeVisible();
  await shoot(page, `adm-professores-${p}`);
  await scan(page, 'adm-professores');
  await page.getByRole('link', { name: MSG_ADM.novo }).click();
  await expect(page).toHaveURL(/\/cadastro\/professor$/);
  await expect(page.getByRole('heading', { name: MSG.cadastroProfessores })).toBeVisible();
  await page.getByLabel(MSG_ADM.nomeCompleto).fill(professor);
  await digitar(page, MSG_ADM.dataNascimento, '15031990', '15/03/1990');
  await digitar(page, MSG_ADM.cpf, '52998224725', '529.982.247-25');
  await digitar(page, MSG_ADM.rg, '123456789', '12.345.678-9');
  await page.getByLabel(MSG_ADM.email).fill(`professora-${p}@e2e.local`);
  await digitar(page, MSG_ADM.telefone, '11912345678', '(11) 91234-5678');
  await page.getByLabel(MSG_ADM.genero).selectOption('f');
  await digitar(page, 'CEP', '01310100', '01310-100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número').fill('900');
  await page.getByLabel(MSG_ADM.senha).fill('senha-da-professora');
  await shoot(page, `adm-professor-form-${p}`);
  await scan(page, 'adm-professor-form');
  await page.getByRole('button', { name: MSG.cadastrar }).click();
  await esperarAviso(page, MSG.sucessoAdm);
  await expect(page).toHaveURL(/\/adm\/adm_prof$/);

  // Teacher: edit (the password may stay empty).
  await buscar(page, professor);
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 1`);
  await page.getByRole('link', { name: `${MSG_ADM.editar} ${professor}` }).click();
  await expect(page.getByRole('heading', { name: MSG.editarProfessor })).toBeVisible();
  await expect(page.getByLabel(MSG_ADM.cpf)).toHaveValue('529.982.247-25');
  await expect(page.getByLabel(MSG_ADM.dataNascimento)).toHaveValue('15/03/1990');
  await page.getByLabel(MSG_ADM.nomeCompleto).fill(`${professor} Silva`);
  await shoot(page, `adm-professor-editar-${p}`);
  await scan(page, 'adm-professor-editar');
  await page.getByRole('button', { name: MSG.editar, exact: true }).click();
  await esperarAviso(page, MSG.sucessoAdm);

  // Class: the browser's own validity stops an empty or zero-sized class.
  await page.goto('/adm/adm_turmas');
  await expect(page.getByRole('heading', { name: MSG_ADM.turmas })).toBeVisible();
  await shoot(page, `adm-turmas-${p}`);
  await scan(page, 'adm-turmas');
  await page.getByRole('link', { name: MSG_ADM.novo }).click();
  await expect(page.getByRole('heading', { name: MSG_ADM.cadastroTurmas })).toBeVisible();
  await page.getByRole('button', { name: MSG.cadastrar }).click();
  await expect(page).toHaveURL(/\/cadastro\/turma$/);
  const nomeTurma = page.getByLabel(MSG_ADM.nomeTurma);
  expect(await nomeTurma.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await nomeTurma.fill(turma);
  const qtd = page.getByLabel(MSG_ADM.qtdMaxima);
  await qtd.fill('0');
  expect(await qtd.evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow)).toBe(true);
  await qtd.fill('12');
  await page.getByRole('combobox', { name: MSG_ADM.professor, exact: true }).fill(professor);
  await page.getByRole('option', { name: `${professor} Silva` }).click();
  await page.getByRole('combobox', { name: MSG_ADM.unidade, exact: true }).fill(unidade);
  await page.getByRole('option', { name: `${unidade} Editada` }).click();
  await page.getByLabel(MSG_ADM.diaSemana).selectOption('terça');
  await page.getByLabel(MSG_ADM.horario).fill('19:30');
  await shoot(page, `adm-turma-form-${p}`);
  await scan(page, 'adm-turma-form');
  await page.getByRole('button', { name: MSG.cadastrar }).click();
  await esperarAviso(page, MSG.sucessoAdm);
  await expect(page).toHaveURL(/\/adm\/adm_turmas$/);

  // Class: edit.
  await buscar(page, turma);
  const linha = page.getByRole('row', { name: new RegExp(turma) });
  await expect(linha).toHaveCount(1);
  await page.getByRole('link', { name: `${MSG_ADM.editar} ${turma}` }).click();
  await expect(page.getByRole('heading', { name: MSG_ADM.editarTurma })).toBeVisible();
  await expect(page.getByRole('combobox', { name: MSG_ADM.professor, exact: true })).toHaveValue(
    `${professor} Silva`,
  );
  await expect(page.getByRole('combobox', { name: MSG_ADM.unidade, exact: true })).toHaveValue(
    `${unidade} Editada`,
  );
  await page.getByLabel(MSG_ADM.qtdMaxima).fill('16');
  await shoot(page, `adm-turma-editar-${p}`);
  await scan(page, 'adm-turma-editar');
  await page.getByRole('button', { name: MSG.editar, exact: true }).click();
  await esperarAviso(page, MSG.sucessoAdm);

  // The unit and the teacher are in use: deleting them is refused with a clear message.
  await page.goto('/adm/adm_unidade');
  await buscar(page, `${unidade} Editada`);
  await page.getByRole('button', { name: `${MSG_ADM.excluir} ${unidade} Editada` }).click();
  await page
    .getByRole('dialog', { name: MSG_ADM.confirmarExclusao })
    .getByRole('button', { name: MSG_ADM.excluir })
    .click();
  await expect(page.getByRole('alertdialog', { name: MSG.erro })).toContainText(MSG_ADM.unidadeEmUso);
  await shoot(page, `adm-unidade-em-uso-${p}`);
  await scanParte(page, 'adm-unidade-em-uso', page.getByRole('alertdialog', { name: MSG.erro }));
  await fecharAlerta(page, MSG.erro);

  // Delete the class, then the teacher and the unit.
  await page.goto('/adm/adm_turmas');
  await buscar(page, turma);
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 1`);
  await excluir(page, turma, MSG.turmaExcluida);
  await page.goto('/adm/adm_prof');
  await buscar(page, professor);
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 1`);
  await excluir(page, `${professor} Silva`, MSG_RECUSA.professorExcluido);
  await page.goto('/adm/adm_unidade');
  await buscar(page, unidade);
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 1`);
  await excluir(page, `${unidade} Editada`, MSG_RECUSA.unidadeExcluida);
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 0`);
});

test('the student list searches and pages on the server and deletes with confirmation', async ({
  page,
}, info) => {
  const p = info.project.name;
  await entrar(page, E2E.admin);
  await page.goto('/adm');
  await page.getByRole('link', { name: new RegExp(MSG_ADM.alunos) }).click();
  await expect(page).toHaveURL(/\/adm\/adm_aluno$/);
  const tabela = page.getByRole('table', { name: MSG_ADM.alunos });
  await expect(tabela.getByRole('row')).toHaveCount(11); // header + a page of 10
  const total = Number((await page.getByTestId('total').textContent())?.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(10);
  // Keyset pages: Próxima, Última, Anterior and Primeira, with the "x–y de N" line.
  const faixa = page.getByTestId('faixa');
  const nav = page.getByRole('navigation', { name: MSG_ADM.paginacao });
  const botao = (nome: string) => nav.getByRole('button', { name: nome, exact: true });
  await expect(faixa).toHaveText(MSG_ADM.faixa(1, 10, total, true));
  await expect(botao(MSG_ADM.anterior)).toBeDisabled();
  await expect(botao(MSG_ADM.primeira)).toBeDisabled();
  await shoot(page, `adm-alunos-${p}`);
  await scan(page, 'adm-alunos');
  const nomesDaPagina = async () => (await tabela.getByRole('row').allTextContents()).slice(1).join('|');
  const pagina1 = await nomesDaPagina();
  await botao(MSG_ADM.proxima).click();
  await expect(faixa).toHaveText(MSG_ADM.faixa(11, Math.min(10, total - 10), total, true));
  await expect(botao(MSG_ADM.anterior)).toBeEnabled();
  expect(await nomesDaPagina()).not.toBe(pagina1);
  await botao(MSG_ADM.ultima).click();
  await expect(botao(MSG_ADM.proxima)).toBeDisabled();
  await expect(botao(MSG_ADM.ultima)).toBeDisabled();
  await expect(faixa).toHaveText(MSG_ADM.faixa(total - 9, 10, total, true));
  await botao(MSG_ADM.anterior).click();
  await expect(botao(MSG_ADM.proxima)).toBeEnabled();
  await botao(MSG_ADM.primeira).click();
  await expect(faixa).toHaveText(MSG_ADM.faixa(1, 10, total, true));
  expect(await nomesDaPagina()).toBe(pagina1);

  // Search by the first student's name.
  // The name is the link to the profile; its edit link sits under it.
  const primeiro = (await tabela
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .nth(1)
    .getByRole('link')
    .first()
    .textContent())!;
  await buscar(page, primeiro);
  // The search's answer is in: the count is the search's, not the whole list's.
  await expect(page.getByTestId('total')).not.toHaveText(`${MSG_ADM.total}: ${total}`);
  await expect(tabela.getByRole('row').nth(1)).toContainText(primeiro);

  // The edit link goes to the enrolment edit page of that student.
  const editar = page.getByRole('link', { name: `${MSG_ADM.editar} ${primeiro}` }).first();
  await expect(editar).toHaveAttribute('href', /^\/editar\/aluno\/\d+$/);

  // Cancel keeps the student; confirming deletes it. The student deleted is one of this test's own:
  // one from the demo club may have charges, and a student with charges is never deleted.
  const excluido = nomeUnico('Aluna Excluida');
  await matricularPelaApi(page.request, { nome: excluido });
  await buscar(page, excluido);
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 1`);
  await page
    .getByRole('button', { name: `${MSG_ADM.excluir} ${excluido}` })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: MSG_ADM.confirmarExclusao })
    .getByRole('button', { name: MSG.cancelar })
    .click();
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 1`);
  await page
    .getByRole('button', { name: `${MSG_ADM.excluir} ${excluido}` })
    .first()
    .click();
  await shoot(page, `adm-alunos-confirmar-${p}`);
  await scanParte(
    page,
    'adm-alunos-confirmar',
    page.getByRole('dialog', { name: MSG_ADM.confirmarExclusao }),
  );
  await page
    .getByRole('dialog', { name: MSG_ADM.confirmarExclusao })
    .getByRole('button', { name: MSG_ADM.excluir })
    .click();
  await fecharAlerta(page, MSG_RECUSA.alunoExcluido);
  await expect(page.getByTestId('total')).toHaveText(`${MSG_ADM.total}: 0`);
});

test('the teacher form shows pt-BR errors per field and refuses a login e-mail in use', async ({
  page,
}, info) => {
  await entrar(page, E2E.admin);
  await page.goto('/cadastro/professor');
  await page.getByLabel(MSG_ADM.nomeCompleto).fill(`Erro ${info.project.name}`);
  await digitar(page, MSG_ADM.cpf, '11111111111', '111.111.111-11');
  await page.getByRole('button', { name: MSG.cadastrar }).click();
  await expect(page.getByText(MSG_RECUSA.cpfInvalido)).toBeVisible();
  await expect(page.getByText(MSG_RECUSA.campoObrigatorio).first()).toBeVisible();
  await shoot(page, `adm-professor-erros-${info.project.name}`);
  await scan(page, 'adm-professor-erros');

  // Everything valid but the e-mail of an existing login: the server's 409 is shown.
  await digitar(page, MSG_ADM.dataNascimento, '01021985', '01/02/1985');
  await page.getByLabel(MSG_ADM.cpf).fill('');
  await digitar(page, MSG_ADM.cpf, '52998224725', '529.982.247-25');
  await digitar(page, MSG_ADM.rg, '123456789', '12.345.678-9');
  await page.getByLabel(MSG_ADM.email).fill(E2E.professor.email);
  await digitar(page, MSG_ADM.telefone, '11912345678', '(11) 91234-5678');
  await page.getByLabel(MSG_ADM.genero).selectOption('m');
  await digitar(page, 'CEP', '01310100', '01310-100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número').fill('1');
  await page.getByLabel(MSG_ADM.senha).fill('uma-senha-boa');
  await page.getByRole('button', { name: MSG.cadastrar }).click();
  await expect(page.getByRole('alertdialog', { name: MSG.erro })).toContainText(MSG_ADM.emailEmUso);
  await scanParte(page, 'adm-professor-email-em-uso', page.getByRole('alertdialog', { name: MSG.erro }));
  await fecharAlerta(page, MSG.erro);
  await expect(page.getByText(MSG_ADM.emailEmUso)).toBeVisible();
  await scan(page, 'adm-professor-email-em-uso: depois do popup');
  await expect(page).toHaveURL(/\/cadastro\/professor$/);
});

test('a teacher opening the administration pages lands on /home', async ({ page }) => {
  await entrar(page, E2E.professor);
  for (const url of ['/adm', '/adm/adm_aluno', '/cadastro/professor', '/editar_unidade/1']) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/home$/, primeiraCarga);
  }
});
