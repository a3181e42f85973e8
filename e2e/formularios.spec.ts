import type { Page } from '@playwright/test';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import type { AlunoItemAdm } from '#shared/schemas/aluno.ts';
import { esperarAviso } from './aviso';
import { scan } from './axe';
import { E2E, entrar, expect, primeiraCarga, shoot, test } from './fixtures';

// Forms that guide instead of blame: the server's field errors land on their
// fields (never a technical path) and leave as the field changes; the CEP lookup
// says it is working and, when it fails, says so next to the field while the
// address stays editable; phones know landlines; search ignores accents.

test.describe.configure({ timeout: 120_000 });

async function fecharAlerta(page: Page, titulo: string) {
  const popup = page.getByRole('alertdialog', { name: titulo });
  await popup.getByRole('button', { name: MSG.ok }).click();
  await expect(popup).toBeHidden();
}

test('the edit wizard takes a field the server refused back to its step, named in pt-BR, and clears it as it changes', async ({
  page,
}, info) => {
  await entrar(page, E2E.admin);
  // A student of the middle of the list (the list's own tests delete the first ones).
  const lista = await (await page.request.get('/api/adm/alunos?pageSize=20')).json();
  const aluno: AlunoItemAdm = lista.items[info.project.name === 'phone' ? 12 : 10];
  await page.goto(`/editar/aluno/${aluno.id_aluno}`);
  const nome = page.getByTestId('passo-aluno').getByLabel('Nome completo');
  await expect(nome).toHaveValue(aluno.nome_pessoa, primeiraCarga);

  // Edit mode checks nothing before the save (docs/product/states.md): the server does.
  await nome.fill('');
  const salvar = page.getByRole('button', { name: MSG.salvar });
  for (let i = 0; i < 12 && !(await salvar.isVisible()); i++) {
    await page.getByRole('button', { name: MSG.proximo }).click();
  }
  await salvar.click();
  const erro = page.getByRole('alertdialog', { name: MSG.erro });
  await expect(erro).toContainText(
    `${MSG_RECUSA.dadosInvalidos} Nome completo (aluno): ${MSG_RECUSA.campoObrigatorio}`,
  );
  await expect(erro).not.toContainText('aluno.nome_pessoa');
  await scan(page, 'edição: recusa do servidor', erro);
  await fecharAlerta(page, MSG.erro);

  // Back on the student's step, the error beside the field, the focus on it.
  await expect(page.getByRole('heading', { name: MSG.dadosDoAluno })).toBeVisible();
  await expect(nome).toHaveAttribute('aria-invalid', 'true');
  await expect(nome).toBeFocused();
  await expect(page.getByTestId('passo-aluno').getByText(MSG_RECUSA.campoObrigatorio)).toBeVisible();
  await shoot(page, `formulario-edicao-erro-${info.project.name}`);
  await scan(page, 'edição: erro no campo');

  // Typing clears it at once; the save then goes through.
  await nome.pressSequentially(aluno.nome_pessoa.slice(0, 1));
  await expect(nome).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('passo-aluno').getByText(MSG_RECUSA.campoObrigatorio)).toHaveCount(0);
  await nome.fill(aluno.nome_pessoa);
  for (let i = 0; i < 12 && !(await salvar.isVisible()); i++) {
    await page.getByRole('button', { name: MSG.proximo }).click();
  }
  await salvar.click();
  await esperarAviso(page, MSG.sucesso, MSG.alunoAtualizado);
});

test('the CEP lookup shows it is working, fills the address, and on failure says so beside the field', async ({
  page,
}, info) => {
  const p = info.project.name;
  await entrar(page, E2E.admin);
  await page.goto('/cadastro/unidade');
  await expect(page.getByRole('heading', { name: MSG_ADM.cadastroUnidades })).toBeVisible(primeiraCarga);
  const cep = page.getByLabel('CEP');
  const aviso = page.getByTestId('cep-aviso');

  // A landline gets the landline layout; a mobile the mobile one.
  const telefone = page.getByLabel(MSG_ADM.telefone);
  await telefone.pressSequentially('1130304040');
  await expect(telefone).toHaveValue('(11) 3030-4040');
  await telefone.fill('');
  await telefone.pressSequentially('11987654321');
  await expect(telefone).toHaveValue('(11) 98765-4321');

  // While the lookup runs, the field says so.
  let liberar = () => {};
  const segura = new Promise<void>((r) => {
    liberar = r;
  });
  await page.route('**/api/cep/**', async (route) => {
    await segura;
    await route.continue();
  });
  await cep.pressSequentially('01310100');
  await expect(aviso).toHaveText(MSG.cepBuscando);
  await expect(aviso).toHaveAttribute('role', 'status');
  await shoot(page, `formulario-cep-buscando-${p}`);
  await scan(page, 'cep: buscando');
  liberar();
  await expect(aviso).toHaveText(MSG.cepEncontrado);
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.unroute('**/api/cep/**');

  // An unknown CEP: said beside the field; the address stays editable.
  await cep.fill('');
  await cep.pressSequentially('99999999');
  await expect(aviso).toHaveText(MSG.cepNaoEncontrado);
  for (const campo of ['Cidade', 'Bairro', 'Rua', 'Número'])
    await expect(page.getByLabel(campo)).toBeEditable();
  await page.getByLabel('Rua').fill('Rua Sem CEP');
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Sem CEP');
  await shoot(page, `formulario-cep-nao-encontrado-${p}`);
  await scan(page, 'cep: não encontrado');

  // The lookup service down: the server's own words, beside the field.
  await page.route('**/api/cep/**', (route) =>
    route.fulfill({ status: 503, json: { message: MSG.cepIndisponivel } }),
  );
  await cep.fill('');
  await cep.pressSequentially('04538133');
  await expect(aviso).toHaveText(MSG.cepIndisponivel);
  await expect(page.getByLabel('Rua')).toBeEditable();
  await scan(page, 'cep: serviço fora do ar');
  await page.unroute('**/api/cep/**');
});

test('a field refused by the checks clears its error as soon as it changes', async ({ page }, info) => {
  await entrar(page, E2E.admin);
  await page.goto('/cadastro/professor');
  await page.getByLabel(MSG_ADM.nomeCompleto).fill('Só o Nome');
  await page.getByLabel(MSG_ADM.cpf).pressSequentially('11111111111');
  await page.getByRole('button', { name: MSG.cadastrar }).click();
  const cpf = page.getByLabel(MSG_ADM.cpf);
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(MSG_RECUSA.cpfInvalido)).toBeVisible();
  const nasc = page.getByLabel(MSG_ADM.dataNascimento);
  await expect(nasc).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, `formulario-professor-erros-${info.project.name}`);

  // Changing the CPF clears its error only; the others stay until their field changes.
  await cpf.press('End');
  await cpf.press('Backspace');
  await expect(page.getByText(MSG_RECUSA.cpfInvalido)).toHaveCount(0);
  await expect(cpf).not.toHaveAttribute('aria-invalid', 'true');
  await expect(nasc).toHaveAttribute('aria-invalid', 'true');
  await nasc.pressSequentially('0');
  await expect(nasc).not.toHaveAttribute('aria-invalid', 'true');
  await scan(page, 'professor: erros limpos ao mudar');
});

test('the student search ignores accents and case', async ({ page }) => {
  await entrar(page, E2E.admin);
  await page.goto('/adm/adm_aluno');
  const tabela = page.getByRole('table', { name: MSG_ADM.alunos });
  for (const busca of ['araujo', 'ARAUJO', 'Araújo']) {
    await page.getByLabel(MSG_ADM.buscar).fill(busca);
    await expect(tabela.getByRole('row').nth(1)).toContainText('Araújo');
    await expect(tabela.getByRole('row').filter({ hasNotText: /Araújo/ })).toHaveCount(1); // the header only
  }
});
