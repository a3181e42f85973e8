import { generateCPF } from '@brazilian-utils/brazilian-utils';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { hojeNoFuso, isoParaBr } from '#shared/rules/datas.ts';
import { esperarAviso } from './aviso';
import { scan } from './axe';
import { E2E, entrar, expect, shoot, test } from './fixtures';
import { matricularPelaApi, NASCIMENTO_PELA_API } from './matricula-api';

const D = MSG_AUDITORIA.doc;

// A person's data under the LGPD (docs/decisions/028-audit-and-anonymisation.md): the profile
// shows the CPF masked; "Mostrar" reveals it and "Quem acessou" lists the reveal; the export
// shows everything; the anonymisation is refused while the student is active, then done by
// typing ANONIMIZAR, and the person is gone from the lists and the search.
test.describe.configure({ timeout: 180_000 });

const formatar = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;

test('reveal the CPF, see who accessed it, export and anonymise a student', async ({ page }, info) => {
  const p = info.project.name;
  const nome = `Zuleica Lgpd ${p === 'desktop' ? 'Desktop' : 'Celular'}`;
  const cpf = generateCPF();
  const id = await matricularPelaApi(page.request, { nome, cpf, email: 'lgpd@exemplo.com' });
  await entrar(page, E2E.admin);

  // The profile: the CPF masked, the whole number only after "Mostrar".
  await page.goto(`/aluno/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: nome })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('cpf')).toHaveText(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
  await expect(page.getByTestId('rg')).toHaveText('**.***.678-*');
  await expect(page.locator('body')).not.toContainText(formatar(cpf));
  await page.getByRole('button', { name: MSG_AUDITORIA.mostrar }).click();
  await expect(page.getByTestId('cpf')).toHaveText(formatar(cpf));
  await expect(page.getByRole('status').filter({ hasText: MSG_AUDITORIA.identidadeRevelada })).toBeVisible();

  // "Quem acessou": the reveal and the profile's reads, by the administrator.
  await page.getByRole('button', { name: MSG_AUDITORIA.quemAcessou }).click();
  const acessos = page.getByTestId('quem-acessou');
  await expect(acessos.getByRole('row').filter({ hasText: 'Revelou CPF/RG' })).toContainText(E2E.admin.nome);
  await expect(acessos.getByRole('row').filter({ hasText: 'Visualizou o cadastro' }).first()).toBeVisible();
  await scan(page, 'perfil-privacidade');
  await shoot(page, `lgpd-perfil-${p}`);

  // The export: a readable page of everything, who accessed it included.
  await page.getByRole('link', { name: MSG_AUDITORIA.exportar }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: MSG_AUDITORIA.tituloExportacao(nome) }),
  ).toBeVisible({
    timeout: 20_000,
  });
  // A document about the child: guardian named, classes, who accessed it; no column names,
  // no empty parts, nothing wider than the screen; on paper only the document.
  const parte = (nomeParte: string) => page.getByRole('region', { name: nomeParte });
  await expect(parte(D.dados)).toContainText(formatar(cpf));
  await expect(parte(D.dados)).toContainText(/\d\d\/03\/\d{4}/);
  await expect(parte(D.responsaveis)).toContainText(`Responsável de ${nome} — ${D.relacoes.responsavel1}`);
  await expect(parte(D.matricula)).toContainText('Direita');
  await expect(parte(D.turmas)).toBeVisible();
  await expect(page.getByRole('table', { name: MSG_AUDITORIA.acessos })).toContainText('Revelou CPF/RG');
  for (const interno of [MSG_AUDITORIA.semLinhas, 'destro_canhoto', 'id_responsavel', 'nome_busca', 'painel'])
    await expect(page.locator('main')).not.toContainText(interno);
  await expect(parte(D.frequencia)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await scan(page, 'exportacao');
  await shoot(page, `lgpd-exportacao-${p}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: MSG_AUDITORIA.imprimir })).toBeHidden();
  await expect(page.getByRole('button', { name: MSG.sair })).toBeHidden();
  await shoot(page, `lgpd-exportacao-impressa-${p}`);
  await page.emulateMedia({ media: 'screen' });
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: nome })).toBeVisible({ timeout: 20_000 });

  // Anonymise: refused while the enrolment is active (the reason beside the field).
  await page.getByRole('button', { name: MSG_AUDITORIA.anonimizar, exact: true }).click();
  let dialogo = page.getByRole('dialog', { name: MSG_AUDITORIA.tituloAnonimizar });
  const confirmacao = dialogo.getByLabel(MSG_AUDITORIA.digiteConfirmacao);
  await confirmacao.fill('anonimizar');
  await dialogo.getByRole('button', { name: MSG_AUDITORIA.anonimizar, exact: true }).click();
  await expect(dialogo).toContainText(MSG_AUDITORIA.confirmacaoErrada);
  await confirmacao.fill('ANONIMIZAR');
  await dialogo.getByRole('button', { name: MSG_AUDITORIA.anonimizar, exact: true }).click();
  await expect(dialogo).toContainText(MSG_AUDITORIA.recusa.matricula_ativa);
  await scan(page, 'anonimizar-recusado', dialogo);
  await shoot(page, `lgpd-anonimizar-recusado-${p}`);
  await dialogo.getByRole('button', { name: MSG.cancelar }).click();

  // Deactivate, then anonymise by typing ANONIMIZAR.
  await page.getByRole('button', { name: MSG_INATIVO.desativar, exact: true }).click();
  const desativar = page.getByRole('dialog', { name: MSG_INATIVO.desativarAluno });
  await desativar.getByRole('button', { name: MSG_INATIVO.desativar, exact: true }).click();
  await esperarAviso(page, MSG_INATIVO.alunoDesativado);
  await page.getByRole('button', { name: MSG_AUDITORIA.anonimizar, exact: true }).click();
  dialogo = page.getByRole('dialog', { name: MSG_AUDITORIA.tituloAnonimizar });
  await dialogo.getByLabel(MSG_AUDITORIA.digiteConfirmacao).fill('ANONIMIZAR');
  await dialogo.getByRole('button', { name: MSG_AUDITORIA.anonimizar, exact: true }).click();
  await esperarAviso(page, MSG_AUDITORIA.anonimizada);

  // Gone from the list and the search, whatever the situation filter.
  await expect(page).toHaveURL(/\/adm\/adm_aluno/);
  const busca = page.getByLabel('Buscar');
  for (const situacao of [MSG_INATIVO.todos, MSG_INATIVO.inativos]) {
    await page.getByText(situacao, { exact: true }).click();
    await busca.fill(nome.split(' ').slice(0, 2).join(' '));
    await expect(page.getByTestId('total')).toContainText(/: 0$/, { timeout: 15_000 });
  }
  await busca.fill(String(id));
  await expect(page.getByTestId('total')).toContainText(/: 0$/, { timeout: 15_000 });

  // The anonymised profile: what anonymisation left, since when, and no action on an identity.
  await page.goto(`/aluno/${id}`);
  await expect(page.getByTestId('anonimizado')).toContainText(
    MSG_AUDITORIA.anonimizadoEm(isoParaBr(hojeNoFuso(E2E.fuso))),
    { timeout: 20_000 },
  );
  // The birth date reduced to its year (kept as 1 January of it) shows as the year alone: neither
  // that 1 January nor the real date is on the page. (Today's date is: on 1 January it reads 01/01/.)
  const anoNascimento = NASCIMENTO_PELA_API.slice(0, 4);
  await expect(page.getByText(new RegExp(`^Ano de nascimento: ${anoNascimento}$`))).toBeVisible();
  await expect(page.locator('main')).not.toContainText(`01/01/${anoNascimento}`);
  await expect(page.locator('main')).not.toContainText(isoParaBr(NASCIMENTO_PELA_API));
  for (const acao of [
    MSG_AUDITORIA.exportar,
    MSG_AUDITORIA.anonimizar,
    MSG_INATIVO.reativar,
    MSG_REL.editarCadastro,
  ])
    await expect(
      page
        .getByRole('main')
        .getByRole(/Exportar/.test(acao) ? 'link' : 'button', { name: acao, exact: true }),
    ).toHaveCount(0);
  await expect(page.getByRole('region', { name: MSG_REL.contatos })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(nome);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await scan(page, 'perfil-anonimizado');
  await shoot(page, `lgpd-perfil-anonimizado-${p}`);

  // The audit search (its old address leads to its tab): the person chosen by name; the
  // anonymisation recorded, under the anonymised name.
  await page.goto('/dados-pessoais');
  await expect(page).toHaveURL(/\/lgpd\/acessos$/);
  const pessoa = page.getByRole('combobox', { name: MSG_AUDITORIA.pessoaFiltro });
  await pessoa.fill(MSG_AUDITORIA.nomeAnonimizado(id));
  await page.getByRole('option', { name: new RegExp(`^${MSG_AUDITORIA.nomeAnonimizado(id)} · `) }).click();
  await page.getByRole('button', { name: MSG_AUDITORIA.buscar }).click();
  const log = page.getByTestId('auditoria');
  await expect(log.getByRole('row').filter({ hasText: 'Anonimizou' })).toContainText(
    MSG_AUDITORIA.nomeAnonimizado(id),
  );
  await expect(log).not.toContainText(nome);
  await scan(page, 'auditoria');
  await shoot(page, `lgpd-auditoria-${p}`);
  await page.getByRole('tab', { name: MSG_AUDITORIA.tituloRetencao }).click();
  await expect(page.getByLabel(MSG_AUDITORIA.anonimizarAnos)).toHaveValue('5');
  await expect(page.getByText(MSG_AUDITORIA.anonimizarAnosDescricao(5))).toBeVisible();
  await scan(page, 'retencao');
  await shoot(page, `lgpd-retencao-${p}`);
});
