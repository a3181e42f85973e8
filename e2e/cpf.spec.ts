import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { Page } from '@playwright/test';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_MATRICULA } from '#shared/messages/matricula.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { scan } from './axe';
import { expect, shoot, test } from './fixtures';

// One person per CPF (docs/decisions/013-one-person-per-cpf.md): a guardian who
// enrols a child already enrolled sees why beside the child's CPF.
test.describe.configure({ timeout: 120_000 });

const ano = new Date().getFullYear();
const proximo = (page: Page) => page.getByRole('button', { name: MSG.proximo }).click();
const formatar = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;

async function pessoa(page: Page, nome: string, cpf: string, aluno: boolean) {
  const passo = page.locator('[data-testid^="passo-"]');
  await passo.getByLabel('Nome completo').pressSequentially(nome);
  if (aluno) await passo.getByLabel('Data de nascimento').pressSequentially(`1503${ano - 10}`);
  await passo.getByLabel('CPF').pressSequentially(cpf);
  await passo.getByLabel('RG').pressSequentially('123456789');
  await passo.getByLabel('Telefone').pressSequentially('11987654321');
  await passo.getByLabel('E-mail').pressSequentially(`${nome.split(' ')[0].toLowerCase()}@exemplo.com`);
  await passo.getByLabel('Gênero').selectOption({ label: 'Feminino' });
  if (aluno) await passo.getByLabel('Mão dominante').selectOption({ label: 'Direita' });
}

test('a guardian enrolling a child already enrolled sees the refusal beside the CPF @somente-telefone', async ({
  page,
}, info) => {
  const s = `cpf-ja-matriculado-${info.project.name}`;
  const cpfAluno = generateCPF();

  // The child was enrolled before (by the other guardian, through the same public call).
  const unidades = await page.request.post('/api/unidade/cidade/1tipo', {
    data: { cidade: 'São Paulo', tipo: 'dec' },
  });
  const dec = ((await unidades.json()) as { id_unidade: number; nome_unidade: string }[]).find(
    (u) => u.nome_unidade === 'DEC Centro',
  )!;
  const turmas = (await (
    await page.request.get(`/api/turma/formatada?id_unidade=${dec.id_unidade}`)
  ).json()) as {
    id_turma: number;
    lotada: boolean;
  }[];
  const turma = turmas.find((t) => !t.lotada)!;
  const pessoaApi = (nome: string, cpf: string) => ({
    nome_pessoa: nome,
    cpf_pessoa: cpf,
    rg_pessoa: '123456789',
    email_pessoa: 'pai@exemplo.com',
    telefone_pessoa: '11987654321',
    genero: 'm',
  });
  const primeira = await page.request.post('/api/matricula', {
    data: {
      tipo_aluno: 'naoPagante',
      aluno: {
        ...pessoaApi('Nina Repetida', cpfAluno),
        genero: 'f',
        dt_nasc_pessoa: `${ano - 10}-03-15`,
        destro_canhoto: 'd',
      },
      responsavel1: pessoaApi('Pai Primeiro', generateCPF()),
      responsavel2: null,
      financeiro: null,
      responsavel_financeiro: null,
      endereco: {
        cep: '01310100',
        estado: 'SP',
        cidade: 'São Paulo',
        bairro: 'Bela Vista',
        rua: 'Avenida Paulista',
        numero: '1',
      },
      id_unidade: dec.id_unidade,
      dias_semana: 1,
      turmas: [turma.id_turma],
      tipo_plano: null,
      dia_pagamento: null,
      contrato_aceito: true,
    },
  });
  expect(primeira.status()).toBe(201);

  // The mother enrols her again through the public wizard.
  await page.goto('/cadastro');
  await expect(page.getByRole('heading', { name: MSG.dadosDoAluno, exact: true })).toBeVisible();
  await pessoa(page, 'Nina Repetida', formatar(cpfAluno), true);
  await proximo(page);
  await expect(page.getByRole('heading', { name: MSG.dadosResponsavel1, exact: true })).toBeVisible();
  await pessoa(page, 'Mae Segunda', generateCPF(), false);
  await proximo(page);
  await expect(page.getByRole('heading', { name: MSG.dadosResponsavel2, exact: true })).toBeVisible();
  await proximo(page);
  await expect(page.getByRole('heading', { name: MSG.endereco, exact: true })).toBeVisible();
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número').pressSequentially('1578');
  await proximo(page);
  await page.getByRole('radio', { name: 'DEC Centro' }).click();
  await proximo(page);
  await page.getByRole('radio', { name: '1 dia' }).check();
  await proximo(page);
  await expect(page.getByRole('heading', { name: MSG.escolhaTurma, exact: true })).toBeVisible();
  await page.getByRole('checkbox', { disabled: false }).first().check();
  await proximo(page);
  await expect(page.getByRole('heading', { name: MSG_MATRICULA.revisao, exact: true })).toBeVisible();
  await proximo(page);
  await expect(page.getByRole('heading', { name: MSG.contrato, exact: true })).toBeVisible();
  await page.getByLabel(MSG.estouCiente).check();
  const resposta = page.waitForResponse(
    (r) => r.url().endsWith('/api/matricula') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: MSG.finalizarCadastro }).click();
  expect((await resposta).status()).toBe(409);

  // The error popup says why (as for every refusal of the wizard), then the student's
  // step shows it under the CPF field; no link for a guardian.
  const erro = page.getByRole('alertdialog', { name: MSG.erro });
  await expect(erro).toContainText(MSG_RECUSA.alunoJaMatriculado);
  await erro.getByRole('button', { name: MSG.ok }).click();
  const passoAluno = page.getByTestId('passo-aluno');
  await expect(passoAluno).toBeVisible();
  const cpf = passoAluno.getByLabel('CPF');
  await expect(cpf).toHaveValue(formatar(cpfAluno));
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(cpf).toHaveAccessibleDescription(MSG_RECUSA.alunoJaMatriculado);
  await expect(passoAluno.getByText(MSG_RECUSA.alunoJaMatriculado)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: MSG.verAlunoExistente })).toHaveCount(0);
  await shoot(page, s);
  await scan(page, s);
});
