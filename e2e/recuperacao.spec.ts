// A staff member who forgot the password, as a person does it: "Esqueci minha senha" on the
// login page, the e-mail read from the SMTP server this spec starts (the e2e server sends to
// it), the link, a new password, the login with it. At 1280 and at 390 px, axe-checked.
import { hashPassword } from '#server/auth/passwords.ts';
import { type ServidorSmtp, servidorSmtp } from '#server/test/smtp.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { MSG_MENSAGENS as M } from '#shared/messages/mensagens.ts';
import { scan } from './axe';
import { comBanco } from './banco';
import { E2E, entrar, expect, shoot, test } from './fixtures';

let smtp: ServidorSmtp;
let indice = 0;

test.beforeAll(async ({ servidor }) => {
  indice = Number(new URL(servidor).port) - E2E.port;
  smtp = await servidorSmtp(E2E.port + indice + E2E.smtp);
});
test.afterAll(async () => {
  await smtp?.fechar();
});

const NOVA = 'florete-sabre-espada-42';
/** A field by the start of its label (Mantine adds the required mark after it). */
const rotulo = (texto: string) => new RegExp(`^${texto}`);

test('@somente-telefone forgot password: the e-mailed link sets a new password, and it logs in', async ({
  page,
}, info) => {
  const email = `rosa.${info.project.name}.${info.retry}@e2e.local`;
  const hash = await hashPassword('senha-antiga-da-rosa');
  await comBanco(indice, async (db) => {
    const { id_pessoa } = await db
      .insertInto('pessoa')
      .values({ nome_pessoa: 'Rosa Recupera', email_pessoa: email, senha_pessoa: hash, adm: 0 })
      .returning('id_pessoa')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('professor')
      .values({ id_professor: id_pessoa, id_pessoa, caminho_foto: null })
      .execute();
  });

  await page.goto('/');
  await page.getByRole('link', { name: MSG.esqueciSenha }).click();
  await expect(page.getByRole('heading', { name: M.recuperarTitulo })).toBeVisible();
  await page.getByLabel(MSG.usuario).fill(email);
  await scan(page, 'recuperar senha');
  await shoot(page, `recuperar-${info.project.name}`);
  await page.getByRole('button', { name: M.recuperarEnviar }).click();
  await expect(page.getByRole('status').filter({ hasText: M.recuperarEnviado })).toBeVisible();

  const mail = await smtp.esperarPara(email, 20_000);
  expect(mail.assunto).toContain('crie uma senha nova');
  const link = /https?:\/\/[^\s]+\/redefinir\/[A-Za-z0-9_-]{43}/.exec(mail.texto)?.[0];
  expect(link, mail.texto).toBeTruthy();

  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { name: M.redefinirTitulo })).toBeVisible();
  await page.getByLabel(rotulo(MSG_CONTA.novaSenha)).fill(NOVA);
  await page.getByLabel(rotulo(MSG_CONTA.confirmarSenha)).fill(NOVA);
  await scan(page, 'redefinir senha');
  await shoot(page, `redefinir-${info.project.name}`);
  await page.getByRole('button', { name: M.redefinirSalvar }).click();
  await expect(page.getByTestId('senha-redefinida')).toHaveText(M.redefinida);

  await page.getByRole('link', { name: M.voltarAoLogin }).click();
  await page.getByLabel(MSG.usuario).fill(email);
  await page.getByLabel(MSG.senha).fill(NOVA);
  await page.getByRole('button', { name: MSG.entrar }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });

  // The link was used: opened again, it is refused and offers a new one.
  await page.goto(new URL(link!).pathname);
  await page.getByLabel(rotulo(MSG_CONTA.novaSenha)).fill(NOVA);
  await page.getByLabel(rotulo(MSG_CONTA.confirmarSenha)).fill(NOVA);
  await page.getByRole('button', { name: M.redefinirSalvar }).click();
  await expect(page.getByText(M.linkInvalido)).toBeVisible();
  await expect(page.getByRole('link', { name: M.pedirNovoLink })).toBeVisible();

  // The desk's outbox lists the message as sent, and never shows a password link's content.
  await entrar(page, E2E.admin);
  await page.goto('/mensagens');
  await expect(page.getByRole('heading', { name: M.titulo, level: 1 })).toBeVisible();
  await page.getByLabel(M.filtroMotivo).selectOption('redefinir_senha');
  const linha = page
    .getByTestId('mensagens')
    .locator('tbody tr, li')
    .filter({ hasText: 'Rosa Recupera' })
    .first();
  await expect(linha).toContainText(M.status.enviada);
  await expect(linha).toContainText(M.sigilosa);
  await expect(page.getByTestId('mensagens')).not.toContainText('/redefinir/');
  await scan(page, 'mensagens');
  await shoot(page, `mensagens-${info.project.name}`);
  const largura = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(largura).toBeLessThanOrEqual(0);
});
