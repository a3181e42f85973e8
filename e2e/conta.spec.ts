import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ROTULOS_CAMPOS } from '#shared/messages/campos.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { esperarAviso } from './aviso';
import { scan, scanParte } from './axe';
import { E2E, entrar, entrarPelaTela, expect, shoot, test } from './fixtures';

// A person's own account: "Minha conta" changes the password and the other browser's
// session ends; an administrator resets a teacher's password, the teacher logs in with
// the temporary one, must change it, and then reaches the home page. Both projects share
// one database, so each test makes its own teacher.

const SENHA = 'florete-azul-no-varal';
/** A field by the start of its label (a required field's label ends in an asterisk). */
const rotulo = (texto: string) => new RegExp(`^${texto.replace(/[()]/g, '\\$&')}`);
const NOVA = 'sabre-lua-cravo-94';

/** A teacher made through the API by the administrator logged in on `request`. */
async function novoProfessor(request: APIRequestContext, nome: string) {
  const email = `${nome.toLowerCase().replace(/\W+/g, '.')}@e2e.local`;
  const res = await request.post('/api/professor/completo', {
    data: {
      nome_pessoa: nome,
      dt_nasc_pessoa: '1988-03-14',
      cpf_pessoa: generateCPF(),
      rg_pessoa: '12.345.678-9',
      email_pessoa: email,
      telefone_pessoa: '(11) 98765-4321',
      genero: 'f',
      senha_pessoa: SENHA,
      adm: 0,
      endereco: {
        cep: '01310-100',
        estado: 'SP',
        cidade: 'São Paulo',
        bairro: 'Bela Vista',
        rua: 'Avenida Paulista',
        numero: '10',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { nome, email, senha: SENHA, id: ((await res.json()) as { id_professor: number }).id_professor };
}

async function novaAba(browser: Browser, baseURL: string | undefined, page: Page) {
  const contexto = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  return contexto.newPage();
}

test('changing one’s own password ends the session in the other browser', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(150_000);
  const p = info.project.name;
  await entrar(page, E2E.admin);
  const prof = await novoProfessor(page.request, `Conta Senha ${p} ${Date.now()}`);

  const aqui = await novaAba(browser, baseURL, page);
  const ali = await novaAba(browser, baseURL, page);
  await entrarPelaTela(aqui, prof);
  await entrarPelaTela(ali, prof);

  // Minha conta, from the side bar (behind the menu button on a phone).
  if (p === 'phone') await aqui.getByRole('button', { name: 'Menu' }).click();
  await aqui.getByRole('link', { name: new RegExp(MSG_CONTA.minhaConta) }).click();
  await expect(aqui.getByRole('heading', { level: 1, name: MSG_CONTA.minhaConta })).toBeVisible();
  const sessoes = aqui.getByRole('list', { name: MSG_CONTA.sessoes });
  await expect(sessoes.getByRole('listitem')).toHaveCount(2);
  await expect(sessoes.getByText(MSG_CONTA.esteAparelho)).toHaveCount(1);
  await scan(aqui, 'minha-conta');
  await shoot(aqui, `conta-${p}`);

  // A weak password: the meter says so as it is typed, and the server refuses it beside the field.
  await aqui.getByLabel(rotulo(MSG_CONTA.senhaAtual)).fill(prof.senha);
  const nova = aqui.getByLabel(rotulo(MSG_CONTA.novaSenha));
  await nova.fill('senha12345');
  await expect(aqui.getByText(MSG_CONTA.forcas[0]).or(aqui.getByText(MSG_CONTA.forcas[1]))).toBeVisible({
    timeout: 15_000,
  });
  await aqui.getByLabel(rotulo(MSG_CONTA.confirmarSenha)).fill('senha12345');
  await aqui.getByRole('button', { name: MSG_CONTA.salvarSenha }).click();
  await expect(nova).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
  await expect(nova).toBeFocused();
  await shoot(aqui, `conta-senha-fraca-${p}`);
  await scan(aqui, 'minha-conta-senha-fraca');

  // A strong one: saved; the other browser's session has ended, this one goes on.
  await nova.fill(NOVA);
  await aqui.getByLabel(rotulo(MSG_CONTA.confirmarSenha)).fill(NOVA);
  await expect(aqui.getByText(new RegExp(`${MSG_CONTA.forcas[3]}|${MSG_CONTA.forcas[4]}`))).toBeVisible({
    timeout: 15_000,
  });
  await aqui.getByRole('button', { name: MSG_CONTA.salvarSenha }).click();
  await esperarAviso(aqui, MSG_CONTA.senhaAlterada);
  await expect(sessoes.getByRole('listitem')).toHaveCount(1);

  await ali.goto('/home');
  await expect(ali.getByRole('button', { name: MSG.entrar })).toBeVisible({ timeout: 20_000 });
  await expect(ali).toHaveURL(/\/$/);

  // "Sair de todos os aparelhos": this one too, back to the login; the new password works.
  await aqui.getByRole('button', { name: MSG_CONTA.sairDeTodos }).click();
  const dialogo = aqui.getByRole('dialog', { name: MSG_CONTA.sairDeTodosPergunta });
  await scanParte(aqui, 'sair-de-todos', dialogo);
  await dialogo.getByRole('button', { name: MSG_CONTA.sairDeTodos }).click();
  await expect(aqui.getByRole('button', { name: MSG.entrar })).toBeVisible({ timeout: 20_000 });
  await entrarPelaTela(ali, { email: prof.email, senha: NOVA });
  await aqui.context().close();
  await ali.context().close();
});

test('an administrator resets a teacher’s password; the teacher must change it at the next login', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(150_000);
  const p = info.project.name;
  await entrar(page, E2E.admin);
  const prof = await novoProfessor(page.request, `Conta Reset ${p} ${Date.now()}`);
  const antes = await novaAba(browser, baseURL, page);
  await entrarPelaTela(antes, prof);

  // On the teacher's edit page, in the access part.
  await page.goto(`/editar_prof/${prof.id}`);
  await expect(page.getByLabel(rotulo(ROTULOS_CAMPOS.nome_pessoa))).toHaveValue(prof.nome, {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: MSG_CONTA.redefinirSenha }).click();
  const pergunta = page.getByRole('dialog', { name: MSG_CONTA.redefinirSenhaPergunta(prof.nome) });
  await pergunta.getByRole('button', { name: MSG_CONTA.redefinirSenha }).click();
  const mostrada = page.getByRole('dialog', { name: MSG_CONTA.senhaTemporariaGerada });
  await expect(mostrada).toBeVisible({ timeout: 15_000 });
  const temporaria = ((await mostrada.getByTestId('senha-temporaria').textContent()) ?? '').trim();
  expect(temporaria).toMatch(/^([a-z2-9]{4}-){3}[a-z2-9]{4}$/);
  await scan(page, 'senha-temporaria', mostrada);
  await shoot(page, `conta-senha-temporaria-${p}`);
  await mostrada.getByRole('button', { name: MSG_CONTA.concluir }).click();
  await expect(mostrada).toBeHidden();

  // The teacher's open session ended with the reset.
  await antes.goto('/home');
  await expect(antes.getByRole('button', { name: MSG.entrar })).toBeVisible({ timeout: 20_000 });

  // The temporary password logs in, onto the change screen only.
  const prof2 = antes;
  await prof2.getByLabel('Usuário').fill(prof.email);
  await prof2.getByLabel('Senha').fill(temporaria);
  await prof2.getByRole('button', { name: MSG.entrar }).click();
  await expect(prof2).toHaveURL(/\/trocar-senha$/, { timeout: 30_000 });
  await expect(prof2.getByRole('heading', { level: 1, name: MSG_CONTA.trocaTitulo })).toBeVisible();
  await prof2.goto('/aulas');
  await expect(prof2).toHaveURL(/\/trocar-senha$/, { timeout: 20_000 });
  await scan(prof2, 'trocar-senha');
  await shoot(prof2, `conta-trocar-senha-${p}`);

  // Keyboard only: type, Tab to the next field, Enter to send.
  await prof2.getByLabel(rotulo(MSG_CONTA.senhaTemporaria)).focus();
  await prof2.keyboard.type(temporaria);
  await prof2.keyboard.press('Tab');
  await expect(prof2.getByLabel(rotulo(MSG_CONTA.novaSenha))).toBeFocused();
  await prof2.keyboard.type(NOVA);
  await prof2.keyboard.press('Tab');
  await expect(prof2.getByLabel(rotulo(MSG_CONTA.confirmarSenha))).toBeFocused();
  await prof2.keyboard.type(NOVA);
  await prof2.keyboard.press('Enter');
  await expect(prof2).toHaveURL(/\/home$/, { timeout: 30_000 });
  await expect(prof2.getByRole('heading', { name: MSG.bemVindo })).toBeVisible({ timeout: 20_000 });
  await prof2.context().close();
});
