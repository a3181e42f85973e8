import type { Page } from '@playwright/test';
import { CONTRATOS } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_MATRICULA } from '#shared/messages/matricula.ts';
import { aviso, esperarAviso } from './aviso';
import { scan } from './axe';
import { E2E, entrar, expect, primeiraCarga, shoot, test } from './fixtures';
import {
  ano,
  conferir,
  fecharAlerta,
  nomeUnico,
  passo,
  preencherEndereco,
  preencherPessoa,
  proximo,
} from './wizard';

// Typing every field key by key takes a while on a busy machine. Each test makes its own
// student (or edits the first demo student still there), so its tests share out among the
// workers as every file's do (playwright.config.ts).
test.describe.configure({ timeout: 120_000 });

async function escolherUnidadeDiasTurmas(
  page: Page,
  unidade: string,
  dias: number,
  turmas: number,
  s: string,
) {
  await passo(page, MSG.escolhaUnidade, `${s}-unidade`);
  await proximo(page);
  await fecharAlerta(page, MSG.alerta, MSG.preenchaObrigatorios);
  await page.getByRole('radio', { name: unidade }).click();
  await proximo(page);

  await passo(page, MSG.diasPorSemana);
  await page.getByRole('radio', { name: dias === 1 ? '1 dia' : `${dias} dias` }).check();
  await shoot(page, `${s}-dias`);
  await scan(page, `${s}-dias`);
  await proximo(page);

  await passo(page, MSG.escolhaTurma);
  const caixas = page.getByRole('checkbox');
  await expect(caixas.first()).toBeVisible();
  const livres = page.getByRole('checkbox', { checked: false, disabled: false });
  for (let i = 0; i < turmas; i++) await livres.first().check();
  // The limit is reached: every other class is disabled.
  await expect(page.getByText(MSG.limiteTurmas)).toBeVisible();
  await expect(page.getByRole('checkbox', { checked: false, disabled: false })).toHaveCount(0);
  await shoot(page, `${s}-turma`);
  await scan(page, `${s}-turma`);
  await proximo(page);
}

/** What the server stored, read back as an administrator through allData. */
async function salvo(page: Page, idAluno: number) {
  const login = await page.request.post('/login', {
    data: { usuario: E2E.admin.email, senha: E2E.admin.senha },
  });
  expect(login.ok()).toBe(true);
  const res = await page.request.get(`/api/aluno/allData/${idAluno}`);
  expect(res.ok()).toBe(true);
  return (await res.json())[0] as Record<string, unknown>;
}

const respostaMatricula = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/matricula') && r.request().method() === 'POST');

async function finalizar(page: Page, pdf: string, s: string) {
  await passo(page, MSG.contrato);
  await expect(page.getByRole('link', { name: MSG.lerContrato })).toHaveAttribute('href', pdf);
  await page.getByRole('button', { name: MSG.finalizarCadastro }).click();
  await fecharAlerta(page, MSG.alerta, MSG.aceiteContrato, `${s}-alerta-contrato`);
  await page.getByLabel(MSG.estouCiente).check();
  await shoot(page, `${s}-contrato`);
  await scan(page, `${s}-contrato`);
  await page.getByRole('button', { name: MSG.finalizarCadastro }).click();
}

test('paying minor with two guardians and a separate financial guardian (nao) @somente-telefone', async ({
  page,
}, info) => {
  const s = `mat-pagante-menor-${info.project.name}`;
  await page.goto('/matricula');
  await expect(page.getByRole('heading', { name: MSG.dadosDoAluno, exact: true })).toBeVisible(primeiraCarga);
  await passo(page, MSG.dadosDoAluno, `${s}-aluno`);
  await proximo(page);
  await fecharAlerta(page, MSG.alerta, MSG.preenchaObrigatorios, `${s}-alerta`);
  const nomeAluno = nomeUnico('Bia Souza');
  await preencherPessoa(page, {
    nome: nomeAluno,
    nasc: `1503${ano - 10}`,
    genero: 'Feminino',
    mao: 'Direita',
  });
  await proximo(page);

  await passo(page, MSG.dadosResponsavel1, `${s}-resp1`);
  await preencherPessoa(page, { nome: 'Carla Souza', genero: 'Feminino' });
  await proximo(page);
  await passo(page, MSG.dadosResponsavel2, `${s}-resp2`);
  await preencherPessoa(page, { nome: 'Davi Souza', genero: 'Masculino' });
  await proximo(page);
  await passo(page, MSG.responsavelFinanceiro);
  await proximo(page);
  await fecharAlerta(page, MSG.alerta, MSG.preenchaObrigatorios);
  await page.getByRole('radio', { name: MSG.financeiroNao }).check();
  await shoot(page, `${s}-financeiro-pergunta`);
  await scan(page, `${s}-financeiro-pergunta`);
  await proximo(page);
  await passo(page, MSG.dadosFinanceiro, `${s}-financeiro`);
  await preencherPessoa(page, { nome: 'Elisa Pagadora', genero: 'Feminino' });
  await proximo(page);

  await passo(page, MSG.endereco);
  await proximo(page);
  await fecharAlerta(page, MSG.alerta, MSG.preenchaObrigatorios);
  await preencherEndereco(page, `${s}-endereco`);
  await escolherUnidadeDiasTurmas(page, 'DEC Centro', 2, 2, s);

  await passo(page, MSG.pagamento);
  await proximo(page);
  await fecharAlerta(page, MSG.alerta, MSG.preenchaObrigatorios);
  await page.getByRole('radio', { name: '6 meses' }).check();
  await page.getByRole('radio', { name: 'Dia 20' }).check();
  await shoot(page, `${s}-pagamento`);
  await scan(page, `${s}-pagamento`);
  await proximo(page);

  const resposta = respostaMatricula(page);
  await conferir(page, `${s}-revisao`);
  await finalizar(page, CONTRATOS.clube, s);
  await aviso(page, MSG.sucesso).hover();
  await shoot(page, `${s}-sucesso`);
  await scan(page, `${s}-sucesso`);
  // The receipt takes the focus while the notice shows (closing the notice is a click
  // elsewhere, so the focus is read first); then Nova matrícula starts over.
  await expect(page.getByRole('heading', { name: MSG_MATRICULA.recibo })).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(MSG_MATRICULA.reciboAnuncio(nomeAluno));
  await esperarAviso(page, MSG.sucesso, MSG.alunoCadastrado);
  await page.getByRole('button', { name: MSG_MATRICULA.novaMatricula }).click();
  await passo(page, MSG.dadosDoAluno);
  await expect(page.getByLabel('Nome completo')).toHaveValue('');
  const { id } = await (await resposta).json();
  expect(await salvo(page, id)).toMatchObject({
    nome_aluno: nomeAluno,
    data_nascimento_aluno: `${ano - 10}-03-15`,
    genero_aluno: 'f',
    destro_canhoto: 'd',
    telefone_aluno: '11987654321',
    nome_responsavel1: 'Carla Souza',
    nome_responsavel2: 'Davi Souza',
    nome_responsavel_financeiro: 'Elisa Pagadora',
    cep: '01310100',
    rua: 'Avenida Paulista',
    cidade: 'São Paulo',
    numero_aluno: '1578',
    tipo_plano: 'semestral',
    dia_pagamento: 20,
    contrato: 'clube',
  });
});

test('paying adult skips the guardian steps; a particular unit gets the school contract @somente-telefone', async ({
  page,
}, info) => {
  const s = `mat-pagante-adulto-${info.project.name}`;
  await page.goto('/matricula');
  await expect(page.getByRole('heading', { name: MSG.dadosDoAluno, exact: true })).toBeVisible(primeiraCarga);
  await preencherPessoa(page, {
    nome: nomeUnico('Rui Adulto'),
    nasc: `0101${ano - 30}`,
    genero: 'Masculino',
    mao: 'Esquerda',
  });
  await proximo(page);
  await passo(page, MSG.endereco);
  await preencherEndereco(page);
  await escolherUnidadeDiasTurmas(page, 'Colégio Santa Cruz', 1, 1, s);
  await passo(page, MSG.pagamento);
  await page.getByRole('radio', { name: 'Pacote Mensal' }).check();
  await page.getByRole('radio', { name: 'Dia 10' }).check();
  await proximo(page);
  await conferir(page);
  await finalizar(page, CONTRATOS.escola, s);
  await esperarAviso(page, MSG.sucesso, MSG.alunoCadastrado);
});

test('non-paying minor: no financial or payment steps; a full class is marked and cannot be chosen @somente-telefone', async ({
  page,
}, info) => {
  const s = `mat-nao-pagante-${info.project.name}`;
  // Show one class as full, as the server reports it when qtd_maxima is reached.
  await page.route(/\/api\/turma\/formatada/, async (route) => {
    const res = await route.fetch();
    const turmas = (await res.json()) as { lotada: boolean; vagas: number }[];
    if (turmas[0]) Object.assign(turmas[0], { lotada: true, vagas: 0 });
    await route.fulfill({ response: res, json: turmas });
  });
  await page.goto('/cadastro');
  await expect(page.getByRole('heading', { name: MSG.dadosDoAluno, exact: true })).toBeVisible(primeiraCarga);
  await passo(page, MSG.dadosDoAluno, `${s}-aluno`);
  await preencherPessoa(page, {
    nome: nomeUnico('Caio Lima'),
    nasc: `2002${ano - 12}`,
    genero: 'Masculino',
    mao: 'Direita',
  });
  await proximo(page);
  await passo(page, MSG.dadosResponsavel1);
  await proximo(page);
  await fecharAlerta(page, MSG.alerta, MSG.preenchaObrigatorios);
  await preencherPessoa(page, { nome: 'Lara Lima', genero: 'Feminino' });
  await proximo(page);
  // Guardian 2 is optional: left empty.
  await passo(page, MSG.dadosResponsavel2);
  await proximo(page);
  await passo(page, MSG.endereco);
  await preencherEndereco(page);
  await passo(page, MSG.escolhaUnidade);
  await page.getByRole('radio', { name: 'DEC Centro' }).click();
  await proximo(page);
  await page.getByRole('radio', { name: '1 dia' }).check();
  await proximo(page);
  await passo(page, MSG.escolhaTurma);
  const lotada = page.getByRole('checkbox').first();
  await expect(lotada).toBeDisabled();
  await expect(page.getByText(MSG.lotada, { exact: true })).toBeVisible();
  await shoot(page, `${s}-turma-lotada`);
  await scan(page, `${s}-turma-lotada`);
  await page.getByRole('checkbox', { disabled: false }).first().check();
  await proximo(page);
  await conferir(page);
  await finalizar(page, CONTRATOS.clube, s);
  await aviso(page, MSG.cadastroConcluido).hover();
  await shoot(page, `${s}-sucesso`);
  await scan(page, `${s}-sucesso`);
  await esperarAviso(page, MSG.cadastroConcluido);
});

test('school student: one guardian, a city without units, the commitment text inline @somente-telefone', async ({
  page,
}, info) => {
  const s = `mat-escola-${info.project.name}`;
  await page.goto('/cadastro/aluno/Escola');
  await expect(page.getByRole('heading', { name: MSG.dadosDoAluno, exact: true })).toBeVisible(primeiraCarga);
  await preencherPessoa(page, {
    nome: nomeUnico('Duda Alves'),
    nasc: `1010${ano - 9}`,
    genero: 'Feminino',
    mao: 'Direita',
  });
  await proximo(page);
  await passo(page, MSG.dadosResponsavel, `${s}-resp`);
  await preencherPessoa(page, { nome: 'Rita Alves', genero: 'Feminino' });
  await proximo(page);
  // A city with no school unit: said clearly, with a way back.
  await passo(page, MSG.endereco);
  await page.getByLabel('CEP').pressSequentially('69000000');
  await page.getByRole('combobox', { name: 'UF' }).fill('AM');
  await page.getByRole('option', { name: 'AM' }).click();
  await page.getByLabel('Cidade').pressSequentially('Manaus');
  await page.getByLabel('Bairro').pressSequentially('Centro');
  await page.getByLabel('Rua').pressSequentially('Rua Um');
  await page.getByLabel('Número').pressSequentially('10');
  await proximo(page);
  await passo(page, MSG.escolhaUnidade);
  await expect(page.getByText(MSG.nenhumaUnidadeNaCidade)).toBeVisible();
  await shoot(page, `${s}-sem-unidade`);
  await scan(page, `${s}-sem-unidade`);
  await page.getByRole('button', { name: MSG.voltarEndereco }).click();
  await passo(page, MSG.endereco);
  for (const campo of ['CEP', 'Cidade', 'Bairro', 'Rua', 'Número']) await page.getByLabel(campo).clear();
  await preencherEndereco(page);
  await escolherUnidadeDiasTurmas(page, 'EMEF Monteiro Lobato', 1, 1, s);
  await conferir(page);
  await expect(page.getByText(MSG.compromissoEscolaTitulo)).toBeVisible();
  await finalizar(page, CONTRATOS.escola, s);
  await esperarAviso(page, MSG.cadastroConcluido);
});

test('edit mode: an administrator corrects a paying student and saves with Salvar', async ({
  page,
}, info) => {
  const s = `mat-editar-${info.project.name}`;
  // Anonymous visitors and teachers never reach edit mode.
  await page.goto('/editar/aluno/4');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/aluno/allData/4')).status()).toBe(401);
  await entrar(page, E2E.professor);
  await page.goto('/editar/aluno/4');
  await expect(page).toHaveURL(/\/home$/, primeiraCarga);
  await page.context().clearCookies();

  await entrar(page, E2E.admin);
  // Demo students 4, 10, 16, … are paying minors with one guardian; other browser tests
  // may have deleted some of them, so take the first one still there.
  let id = 0;
  for (const candidato of [4, 10, 16, 22, 28, 34]) {
    if ((await page.request.get(`/api/aluno/allData/${candidato}`)).ok()) {
      id = candidato;
      break;
    }
  }
  expect(id).toBeGreaterThan(0);
  await page.goto(`/editar/aluno/${id}`);
  await passo(page, MSG.dadosDoAluno, `${s}-aluno`);
  const nome = page.getByLabel('Nome completo');
  await expect(nome).not.toHaveValue('');
  const novoNome = nomeUnico('Aluno Corrigido');
  await nome.fill(novoNome);
  await proximo(page);
  await passo(page, MSG.dadosResponsavel1);
  await expect(page.getByLabel('Nome completo')).not.toHaveValue('');
  await proximo(page);
  await passo(page, MSG.dadosResponsavel2);
  await proximo(page);
  await passo(page, MSG.responsavelFinanceiro);
  await expect(page.getByRole('radio', { name: MSG.financeiroSim })).toBeChecked();
  await proximo(page);
  await passo(page, MSG.endereco, `${s}-endereco`);
  await expect(page.getByLabel('CEP')).not.toHaveValue('');
  await proximo(page);
  // Edit mode jumps from the address to the payment step, whose button reads Salvar.
  await passo(page, MSG.pagamento, `${s}-pagamento`);
  await page.getByRole('radio', { name: '12 meses' }).check();
  await page.getByRole('radio', { name: 'Dia 30' }).check();
  await page.getByRole('button', { name: MSG.salvar }).click();
  await esperarAviso(page, MSG.sucesso, MSG.alunoAtualizado);
  await expect(page).toHaveURL(/\/adm\/adm_aluno$/);

  await page.goto(`/editar/aluno/${id}`);
  await expect(page.getByLabel('Nome completo')).toHaveValue(novoNome);
});
