import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { Page } from '@playwright/test';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_IMP } from '#shared/messages/importacao.ts';
import { MSG_FILTRO, MSG_PAINEL } from '#shared/messages/painel.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { COLUNAS_IMPORTACAO } from '#shared/schemas/importacao.ts';
import { scanParte } from './axe';
import { E2E, entrar, expect, shoot, test } from './fixtures';

// The administrator's dashboard on /adm (every figure a link to its list) and the CSV
// import. Both projects share one server and database: the imported students carry
// the project's name, and the dashboard's checks compare it with its own lists.

/** axe-core on the page's content (the shell around it is the layout's own test). */
const conteudo = (page: Page, estado: string) => scanParte(page, estado, page.getByRole('main'));

const total = (page: Page) => page.getByTestId('total');

test('the dashboard shows the club and every figure leads to the list behind it', async ({ page }, info) => {
  test.setTimeout(120_000);
  const p = info.project.name;
  await entrar(page, E2E.admin);
  await page.goto('/adm');
  const painel = page.getByRole('region', { name: MSG_PAINEL.titulo });
  await expect(painel).toBeVisible({ timeout: 20_000 });
  const ativos = (await page.getByTestId('painel-ativos').textContent())?.trim() ?? '';
  expect(Number(ativos.replace(/\./g, ''))).toBeGreaterThan(0);
  await expect(page.getByTestId('painel-ocupacao')).toContainText('%');
  await expect(
    page.getByRole('figure', { name: MSG_PAINEL.frequencia12 }).getByTestId('grafico-semanas'),
  ).toContainText('%');
  for (const nome of [
    MSG_PAINEL.porTipo,
    MSG_PAINEL.porUnidade,
    MSG_PAINEL.porCidade,
    MSG_PAINEL.porCategoria,
  ])
    await expect(page.getByRole('figure', { name: nome })).toBeVisible();
  await expect(page.getByRole('table', { name: MSG_PAINEL.movimento })).toContainText(MSG_PAINEL.matriculas);
  await expect(page.getByRole('region', { name: MSG_PAINEL.maisCheias })).toBeVisible();
  await expect(page.getByRole('region', { name: new RegExp(`^${MSG_PAINEL.pendentes}`) })).toBeVisible();
  await shoot(page, `painel-${p}`);
  await conteudo(page, 'painel');

  // A type's bar: the list of exactly those students.
  const tipos = page.getByRole('figure', { name: MSG_PAINEL.porTipo });
  const barra = tipos.getByRole('link', { name: new RegExp(`^${MSG_REL.tiposAluno.pagante}`) });
  const n = Number(await barra.getAttribute('data-valor'));
  await barra.click();
  await expect(page).toHaveURL(/\/adm\/adm_aluno\?ativo=1&tipo=pagante$/);
  await expect(page.getByTestId('filtros')).toContainText(MSG_FILTRO.ativo['1']);
  await expect(page.getByTestId('filtros')).toContainText(MSG_REL.tiposAluno.pagante);
  await expect(total(page)).toHaveText(`${MSG_ADM.total}: ${n.toLocaleString('pt-BR')}`);
  await shoot(page, `painel-lista-filtrada-${p}`);
  await conteudo(page, 'painel: lista filtrada');
  await page.getByRole('link', { name: MSG_FILTRO.limpar }).click();
  await expect(page).toHaveURL(/\/adm\/adm_aluno$/);
  await expect(page.getByTestId('filtros')).toHaveCount(0);

  // The active total: the list of every active student.
  await page.goto('/adm');
  await page.getByTestId('painel-ativos').click();
  await expect(page).toHaveURL(/\/adm\/adm_aluno\?ativo=1$/);
  await expect(total(page)).toHaveText(`${MSG_ADM.total}: ${ativos}`);

  // A week's bar opens the attendance report of that week.
  await page.goto('/adm');
  await page.getByRole('figure', { name: MSG_PAINEL.frequencia12 }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/relatorios\?de=\d{4}-\d{2}-\d{2}&ate=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { name: MSG_REL.tituloRelatorios })).toBeVisible();
});

const TITULOS = COLUNAS_IMPORTACAO.map((c) => c.titulo);
function linhaCsv(valores: Record<string, string>) {
  return COLUNAS_IMPORTACAO.map((c) => valores[c.chave] ?? '').join(';');
}
const adulto = (nome: string, extra: Record<string, string> = {}) => ({
  nome,
  nascimento: '10/04/1990',
  cpf: generateCPF(),
  rg: '123456789',
  email: 'importado@e2e.local',
  telefone: '11987654321',
  genero: 'F',
  mao: 'Destro',
  tipo: 'Não pagante',
  turmas: 'Florete Turma de Hoje',
  cep: '01310100',
  estado: 'SP',
  cidade: 'São Paulo',
  bairro: 'Bela Vista',
  rua: 'Avenida Paulista',
  numero: '100',
  ...extra,
});
const arquivo = (nome: string, linhas: Record<string, string>[]) => ({
  name: nome,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${TITULOS.join(';')}\r\n${linhas.map(linhaCsv).join('\r\n')}\r\n`, 'utf8'),
});

test('an administrator previews a CSV, sees every problem, then imports a clean one', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const p = info.project.name;
  await entrar(page, E2E.admin);
  await page.goto('/adm');
  await page.getByRole('link', { name: new RegExp(MSG_PAINEL.importar.replace(/[()]/g, '\\$&')) }).click();
  await expect(page).toHaveURL(/\/adm\/importar$/);
  await expect(page.getByRole('heading', { name: MSG_IMP.titulo })).toBeVisible();

  // The template: the header row, as Excel in pt-BR opens it.
  const href = await page.getByRole('link', { name: MSG_IMP.baixarModelo }).getAttribute('href');
  const modelo = await page.request.get(href!);
  expect(modelo.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await modelo.text()).replace(/^\uFEFF/, '').trim()).toBe(TITULOS.join(';'));
  await page.getByRole('button', { name: MSG_IMP.colunas }).click();
  await expect(page.getByRole('table', { name: MSG_IMP.colunas })).toContainText('CPF do aluno');

  // A file with problems: each one listed, nothing to import.
  const entrada = page.locator('input[type="file"]');
  await entrada.setInputFiles(
    arquivo('ruim.csv', [
      adulto(`Bruna Boa ${p}`),
      adulto(`Caio Ruim ${p}`, { cpf: '123.456.789-00', turmas: 'Kendô' }),
    ]),
  );
  await page.getByRole('button', { name: MSG_IMP.conferir }).click();
  const problemas = page.getByRole('table', { name: MSG_IMP.problemas });
  await expect(problemas).toContainText(MSG_RECUSA.cpfInvalido);
  await expect(problemas).toContainText(MSG_IMP.turmaDesconhecida('Kendô'));
  await expect(page.getByTestId('previa-problemas')).toHaveText('1');
  await expect(page.getByRole('button', { name: /^Importar \d/ })).toHaveCount(0);
  await shoot(page, `importar-problemas-${p}`);
  await conteudo(page, 'importar: problemas');

  // A clean file: imported in one go, and then in the student list.
  const nome = `Importada Limpa ${p}`;
  await entrada.setInputFiles(arquivo('bom.csv', [adulto(nome)]));
  await page.getByRole('button', { name: MSG_IMP.conferir }).click();
  await expect(page.getByText(MSG_IMP.nenhumProblema)).toBeVisible();
  await expect(page.getByRole('table', { name: MSG_IMP.previa })).toContainText('Florete Turma de Hoje');
  await shoot(page, `importar-previa-${p}`);
  await conteudo(page, 'importar: prévia');
  await page.getByRole('button', { name: MSG_IMP.importar(1) }).click();
  const confirmar = page.getByRole('dialog', { name: MSG_IMP.confirmar });
  await confirmar.getByRole('button', { name: MSG_IMP.importar(1) }).click();
  const ok = page.getByRole('alertdialog', { name: MSG_IMP.importados(1) });
  await expect(ok).toBeVisible({ timeout: 20_000 });
  await ok.getByRole('button', { name: MSG.ok }).click();
  await page.getByRole('link', { name: MSG_IMP.verAlunos }).click();
  await page.getByLabel(MSG_ADM.buscar).fill(nome);
  await expect(page.getByRole('table', { name: MSG_ADM.alunos })).toContainText(nome);
});
