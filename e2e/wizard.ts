// The steps of the enrolment wizards as a person goes through them, shared by the
// wizard specs: typing key by key into the masks, each step's title, the popups.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { Page } from '@playwright/test';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_MATRICULA } from '#shared/messages/matricula.ts';
import { parado, scan } from './axe';
import { expect, shoot } from './fixtures';

export const ano = new Date().getFullYear();

export interface Pessoa {
  nome: string;
  nasc?: string;
  genero: 'Masculino' | 'Feminino';
  mao?: 'Direita' | 'Esquerda';
}

let seq = 0;
export const nomeUnico = (base: string) => `${base} ${Date.now().toString(36)}${seq++}`;

/** Types a person's fields the way a person does: key by key into the masks. */
export async function preencherPessoa(page: Page, p: Pessoa) {
  const passo = page.locator('[data-testid^="passo-"]');
  await passo.getByLabel('Nome completo').pressSequentially(p.nome);
  if (p.nasc) await passo.getByLabel('Data de nascimento').pressSequentially(p.nasc);
  await passo.getByLabel('CPF').pressSequentially(generateCPF());
  await passo.getByLabel('RG').pressSequentially('123456789');
  await passo.getByLabel('Telefone').pressSequentially('11987654321');
  const email = `${p.nome.split(' ')[0].toLowerCase()}.${seq}@exemplo.com`;
  await passo.getByLabel('E-mail').pressSequentially(email);
  await passo.getByLabel('Gênero').selectOption({ label: p.genero });
  if (p.mao) await passo.getByLabel('Mão dominante').selectOption({ label: p.mao });
}

export async function passo(page: Page, titulo: string, shotName?: string) {
  await expect(page.getByRole('heading', { name: titulo, exact: true })).toBeVisible();
  if (shotName) {
    await parado(page); // the step fades in
    await shoot(page, shotName);
    await scan(page, shotName);
  }
}

export const proximo = (page: Page) => page.getByRole('button', { name: MSG.proximo }).click();

export async function fecharAlerta(page: Page, titulo: string, texto?: string, shotName?: string) {
  const dialog = page.getByRole('alertdialog', { name: titulo });
  await expect(dialog).toBeVisible();
  if (texto) await expect(dialog).toContainText(texto);
  if (shotName) await shoot(page, shotName);
  if (shotName) await scan(page, shotName);
  await dialog.getByRole('button', { name: MSG.ok }).click();
  await expect(dialog).toBeHidden();
}

export async function preencherEndereco(page: Page, shotName?: string) {
  await page.getByLabel('CEP').pressSequentially('01310100');
  // The postal-code lookup fills street, district, city and UF.
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await page.getByLabel('Número').pressSequentially('1578');
  if (shotName) await shoot(page, shotName);
  if (shotName) await scan(page, shotName);
  await proximo(page);
}

/** The review step, gone through as a person does: a look, then on to the contract. */
export async function conferir(page: Page, shotName?: string) {
  await passo(page, MSG_MATRICULA.revisao, shotName);
  await proximo(page);
}
