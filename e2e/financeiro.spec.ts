import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { CONFIGURACAO_DE_TESTE, PRECOS_DE_TESTE } from '#server/test/cobranca-de-teste.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_FINANCEIRO } from '#shared/messages/financeiro.ts';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { hojeNoFuso, isoParaBr } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import { esperarAviso } from './aviso';
import { scan, scanParte } from './axe';
import { diaDePagamento } from './dias';
import { E2E, entrar, expect, loginAs, shoot, test } from './fixtures';
import { matricularPelaApi } from './matricula-api';

// Billing as the club's treasurer uses it: the Pix key and the prices set on their
// screens, a paying student enrolled, the charges issued at once, the charge's
// public page on a phone, the payment recorded and its receipt; the bank statement's
// import matching a credit by the charge's txid; and nothing of it for a teacher.
// Both projects may share a server: each enrols its own students and finds them by name.
test.describe.configure({ timeout: 180_000 });

const hoje = () => hojeNoFuso(E2E.fuso);

/** No finance page scrolls sideways (at 390 px on the phone project). */
async function semRolagemLateral(page: Page) {
  const { largura, visivel } = await page.evaluate(() => ({
    largura: document.documentElement.scrollWidth,
    visivel: document.documentElement.clientWidth,
  }));
  expect(largura, 'the page scrolls sideways').toBeLessThanOrEqual(visivel);
}

async function fecharAlerta(page: Page, titulo: string | RegExp) {
  const alerta = page.getByRole('alertdialog', { name: titulo });
  await expect(alerta).toBeVisible({ timeout: 20_000 });
  await alerta.getByRole('button', { name: MSG.ok }).click();
  await expect(alerta).toBeHidden();
}

/** The settings and the club's prices, through their screens (the same values for every test). */
async function configurar(page: Page, p: string) {
  await page.goto('/financeiro/configuracao');
  const form = page.getByRole('form', { name: MSG_FIN.configuracao });
  await expect(form.getByRole('textbox', { name: MSG_FIN.pixChave, exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await form.getByLabel(MSG_FIN.pixTipo).selectOption('email');
  // A key that is not an e-mail is refused beside its field, before anything is sent.
  await form.getByRole('textbox', { name: MSG_FIN.pixChave, exact: true }).fill('nao-e-email');
  await form.getByLabel(MSG_FIN.multa).fill('3');
  await form.getByRole('button', { name: MSG_FIN.salvarConfiguracao }).click();
  await expect(form.getByRole('textbox', { name: MSG_FIN.pixChave, exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByLabel(MSG_FIN.multa)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: MSG_FIN.pixChave, exact: true })).toBeFocused();
  await scan(page, 'financeiro-configuracao-erros');
  await semRolagemLateral(page);
  await form.getByRole('textbox', { name: MSG_FIN.pixChave, exact: true }).fill('tesouraria@clube.com.br');
  // Left empty, the Pix beneficiary is the club's name as a BR Code carries it.
  await form.getByLabel(MSG_FIN.pixNome).fill('');
  await form.getByLabel(MSG_FIN.pixCidade).fill('Sao Paulo');
  await form.getByLabel(MSG_FIN.multa).fill('2');
  await form.getByLabel(MSG_FIN.juros).fill('1');
  await form.getByLabel(MSG_FIN.antecedencia).fill('30');
  await shoot(page, `financeiro-configuracao-${p}`);
  await form.getByRole('button', { name: MSG_FIN.salvarConfiguracao }).click();
  await esperarAviso(page, MSG_FIN.salvo);

  await page.goto('/financeiro/precos');
  const precos = page.getByRole('form', { name: MSG_FIN.precosClube });
  await expect(precos.getByLabel(MSG_FIN.planos.mensal)).toBeVisible({ timeout: 20_000 });
  await precos.getByLabel(MSG_FIN.planos.mensal).fill('150,001');
  await precos.getByRole('button', { name: MSG_FIN.salvarPrecos }).click();
  await expect(precos.getByText(MSG_FIN.valorInvalido)).toBeVisible();
  await precos.getByLabel(MSG_FIN.planos.mensal).fill('150');
  await precos.getByLabel(MSG_FIN.planos.semestral).fill('800,00');
  await precos.getByLabel(MSG_FIN.planos.anual).fill('1.500,50');
  await precos.getByRole('button', { name: MSG_FIN.salvarPrecos }).click();
  await esperarAviso(page, MSG_FIN.salvo);
  await expect(precos.getByLabel(MSG_FIN.planos.mensal)).toHaveValue('150,00');
  await scan(page, 'financeiro-precos');
  await semRolagemLateral(page);
  await shoot(page, `financeiro-precos-${p}`);
}

/**
 * The same settings and prices as `configurar`, through the API: for the tests whose subject
 * comes after them (the screens are the first test's).
 */
async function configurarPelaApi(request: APIRequestContext) {
  const configuracao = await request.put('/api/financeiro/configuracao', { data: CONFIGURACAO_DE_TESTE });
  expect(configuracao.status(), await configuracao.text()).toBe(200);
  const precos = await request.put('/api/financeiro/precos', { data: PRECOS_DE_TESTE });
  expect(precos.status(), await precos.text()).toBe(200);
}

async function emitirAgora(page: Page, p: string) {
  await page.goto('/financeiro');
  await expect(page.getByTestId('numeros-mes')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: MSG_FIN.emitirAgora }).click();
  // Another test on this server may have issued this student's charge already.
  await fecharAlerta(page, /emitida|Nenhuma cobrança nova/);
  await scan(page, 'financeiro-resumo');
  await semRolagemLateral(page);
  await shoot(page, `financeiro-resumo-${p}`);
}

/** Opens the student's charge from the charges list (searched by name); answers its detail. */
async function abrirCobranca(page: Page, nome: string) {
  await page.goto('/financeiro/cobrancas');
  await page.getByLabel(MSG_FIN.buscarAluno).fill(nome);
  const tabela = page.getByTestId('cobrancas');
  await expect(tabela.getByRole('link', { name: nome, exact: true })).toBeVisible({ timeout: 20_000 });
  // A table row on a desktop, a card on a phone.
  await expect(tabela.locator('tbody tr, li')).toHaveCount(1);
  await tabela.getByRole('button', { name: new RegExp(`^${MSG_FIN.abrir} cobrança de ${nome}`) }).click();
  const detalhe = page.getByTestId('cobranca-detalhe');
  await expect(detalhe).toBeVisible({ timeout: 20_000 });
  return detalhe;
}

test('prices and the Pix key, a paying student, Emitir agora, the public page on a phone, the payment and its receipt', async ({
  page,
  browser,
}, info) => {
  const p = info.project.name;
  const nome = `Helena Pagante ${p === 'desktop' ? 'Desk' : 'Fone'}`;
  await entrar(page, E2E.admin);
  await configurar(page, p);
  await matricularPelaApi(page.request, { nome, diaPagamento: diaDePagamento() });
  await emitirAgora(page, p);

  // The charge: in the list, its detail with the lines, the QR code and the copia-e-cola.
  const detalhe = await abrirCobranca(page, nome);
  await expect(page.getByTestId('cobrancas').getByTestId('status-cobranca')).toHaveText(
    MSG_FIN.statusCobranca.aberta,
  );
  await expect(detalhe.getByTestId('linhas')).toContainText(formatarReais(15000));
  await expect(detalhe.getByTestId('qr')).toBeVisible();
  await expect(detalhe.getByTestId('beneficiario-pix')).toHaveText(/^Beneficiário do Pix: [A-Z0-9 ]{1,25}$/);
  await expect(detalhe.getByTestId('clube-cobranca')).not.toBeEmpty();
  const copiaECola = await detalhe.getByLabel(MSG_FIN.copiaECola).inputValue();
  expect(copiaECola).toMatch(/^000201/);
  const link = await detalhe.getByRole('link', { name: MSG_FIN.abrirLinkPublico }).getAttribute('href');
  expect(link).toMatch(/\/pagar\/[A-Za-z0-9_-]{20,}$/);
  await expect(detalhe.getByRole('button', { name: MSG_FIN.copiarLink })).toBeVisible();
  await expect(detalhe.getByTestId('plano-periodo')).toHaveText(/^Mensalidade · /);
  await scan(page, 'financeiro-cobranca', detalhe);
  await semRolagemLateral(page);
  await shoot(page, `financeiro-cobranca-${p}`);

  // The public page, on a phone, without a login: first name, period, amount, QR, copia-e-cola.
  const fone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: E2E.fuso,
  });
  const publica = await fone.newPage();
  await publica.goto(link!);
  await expect(publica.getByTestId('primeiro-nome')).toHaveText('Helena', { timeout: 20_000 });
  await expect(publica.getByTestId('valor-hoje')).toHaveText(formatarReais(15000));
  await expect(publica.getByTestId('qr')).toBeVisible();
  // The Pix is labelled with its beneficiary, the club named above it.
  await expect(publica.getByTestId('beneficiario-pix')).toHaveText(/^Beneficiário do Pix: [A-Z0-9 ]{1,25}$/);
  expect(
    await publica.getByTestId('qr').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(publica.getByLabel(MSG_FIN.copiaECola)).toHaveValue(copiaECola);
  await expect(publica.getByRole('button', { name: MSG_FIN.copiar })).toBeVisible();
  // Nothing personal beyond the first name.
  const texto = (await publica.locator('body').innerText()).toLowerCase();
  expect(texto).not.toContain('pagante');
  expect(texto).not.toContain('familia@exemplo.com');
  expect(texto).not.toContain('98765');
  expect(await publica.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await scan(publica, 'pagar');
  await semRolagemLateral(publica);
  await publica.screenshot({ path: `test-results/screens/pagar-aberta-${p}.png`, fullPage: true });
  // A link that opens nothing: the club's name, nothing of any charge.
  const invalida = await fone.newPage();
  await invalida.goto('/pagar/link-que-nao-existe');
  await expect(invalida.getByTestId('link-invalido')).toContainText(MSG_FINANCEIRO.linkInvalido, {
    timeout: 20_000,
  });
  await expect(invalida.getByTestId('link-invalido')).toContainText('Clube de Esgrima');
  await scan(invalida, 'pagar-invalido');
  await semRolagemLateral(invalida);
  await invalida.screenshot({ path: `test-results/screens/pagar-invalido-${p}.png`, fullPage: true });

  // The payment: a fraction of a centavo is refused beside the amount; then the receipt.
  await detalhe.getByRole('button', { name: MSG_FIN.registrarPagamento }).click();
  const pagamento = page.getByRole('form', { name: MSG_FIN.registrarPagamento });
  await expect(pagamento.getByLabel(MSG_FIN.pagoEm)).toHaveValue(isoParaBr(hoje()));
  await pagamento.getByLabel(MSG_FIN.valorRecebido).fill('150,005');
  await pagamento.getByRole('button', { name: MSG_FIN.registrarPagamento }).click();
  await expect(pagamento.getByLabel(MSG_FIN.valorRecebido)).toHaveAttribute('aria-invalid', 'true');
  await expect(pagamento.getByText(MSG_FIN.valorInvalido)).toBeVisible();
  await pagamento.getByLabel(MSG_FIN.valorRecebido).fill('150');
  await pagamento.getByLabel(MSG_FIN.forma).selectOption('pix');
  await pagamento.getByLabel(MSG_FIN.observacao).fill('Pix conferido no extrato');
  await scanParte(page, 'financeiro-pagamento', pagamento);
  await pagamento.getByRole('button', { name: MSG_FIN.registrarPagamento }).click();
  await esperarAviso(page, /Pagamento registrado\. Recibo nº \d+\./);
  await expect(page).toHaveURL(/\/financeiro\/recibo\/\d+$/);
  const recibo = page.getByTestId('recibo');
  await expect(recibo).toContainText(nome, { timeout: 20_000 });
  await expect(recibo).toContainText(`Responsável de ${nome}`);
  await expect(recibo.getByTestId('recibo-valor')).toHaveText(formatarReais(15000));
  await expect(recibo).toContainText('Pix');
  await expect(page.getByRole('link', { name: MSG_FIN.enviarRecibo })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await scan(page, 'financeiro-recibo');
  await semRolagemLateral(page);
  await shoot(page, `financeiro-recibo-${p}`);

  // The public page now says it was paid, and shows no Pix.
  await publica.reload();
  await expect(publica.getByTestId('status-publico')).toHaveText(
    MSG_FIN.statusPublico.paga(isoParaBr(hoje())),
  );
  await expect(publica.getByTestId('qr')).toHaveCount(0);
  await publica.screenshot({ path: `test-results/screens/pagar-paga-${p}.png`, fullPage: true });
  await fone.close();

  // The student's profile has its Financeiro part; the late list and the dashboard open.
  await page.goto('/financeiro/cobrancas');
  await page.getByLabel(MSG_FIN.buscarAluno).fill(nome);
  await page.getByTestId('cobrancas').getByRole('link', { name: nome, exact: true }).click();
  const parte = page.getByRole('region', { name: MSG_FIN.financeiro });
  await expect(parte.getByTestId('cobrancas-aluno')).toContainText(MSG_FIN.statusCobranca.paga, {
    timeout: 20_000,
  });
  await scan(page, 'aluno-financeiro');
  await shoot(page, `aluno-financeiro-${p}`);
  await page.goto('/financeiro/inadimplentes');
  await expect(page.getByRole('heading', { level: 2, name: MSG_FIN.inadimplentes })).toBeVisible();
  await scan(page, 'financeiro-inadimplentes');
  await semRolagemLateral(page);
  await shoot(page, `financeiro-inadimplentes-${p}`);
  // The dashboard's overdue card says what it measures and shows the summary's own figure.
  await page.goto('/financeiro');
  const taxa = page.getByTestId('numeros-mes').getByText(MSG_FIN.taxaInadimplenciaBase).locator('..');
  await expect(taxa).toBeVisible({ timeout: 20_000 });
  const percentual = (await taxa.textContent())?.match(/[\d.,]+\s?%|—/)?.[0];
  expect(percentual).toBeTruthy();
  await page.goto('/adm');
  const painel = page.getByTestId('painel-financeiro');
  await expect(painel).toBeVisible({ timeout: 20_000 });
  await expect(
    painel.getByText(`${MSG_FIN.taxaInadimplencia} · ${MSG_FIN.taxaInadimplenciaBase}`),
  ).toBeVisible();
  await expect(painel.getByRole('link', { name: percentual })).toHaveAccessibleDescription(
    `${MSG_FIN.taxaInadimplencia} · ${MSG_FIN.taxaInadimplenciaBase}`,
  );
  await shoot(page, `adm-painel-${p}`);
});

/** An OFX statement (SGML, as Brazilian banks export it) with one credit. */
function ofx(fitid: string, dia: string, valorCentavos: number, memo: string): string {
  const d = dia.replace(/-/g, '');
  const valor = (valorCentavos / 100).toFixed(2);
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    `<DTSERVER>${d}120000<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>`,
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>0001<ACCTID>123456<ACCTTYPE>CHECKING</BANKACCTFROM>',
    `<BANKTRANLIST><DTSTART>${d}<DTEND>${d}`,
    '<STMTTRN>',
    '<TRNTYPE>CREDIT',
    `<DTPOSTED>${d}120000`,
    `<TRNAMT>${valor}`,
    `<FITID>${fitid}`,
    `<MEMO>${memo}`,
    '</STMTTRN>',
    '<STMTTRN>',
    '<TRNTYPE>DEBIT',
    `<DTPOSTED>${d}130000`,
    '<TRNAMT>-42.00',
    `<FITID>${fitid}D`,
    '<MEMO>TARIFA BANCARIA',
    '</STMTTRN>',
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>1000.00<DTASOF>${d}</LEDGERBAL>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\r\n');
}

test('the statement import matches a credit by the charge txid, and confirming records the payment', async ({
  page,
}, info) => {
  const p = info.project.name;
  const nome = `Otavio Extrato ${p === 'desktop' ? 'Desk' : 'Fone'}`;
  await entrar(page, E2E.admin);
  await configurarPelaApi(page.request);
  await matricularPelaApi(page.request, { nome, diaPagamento: diaDePagamento() });
  const emitidas = await page.request.post('/api/financeiro/emitir');
  expect(emitidas.status(), await emitidas.text()).toBe(200);

  // The charge's txid and amount, as the bank's app would carry them into the statement.
  const lista = await (
    await page.request.get(`/api/financeiro/cobrancas?q=${encodeURIComponent(nome)}`)
  ).json();
  expect(lista.items).toHaveLength(1);
  const c = await (await page.request.get(`/api/financeiro/cobrancas/${lista.items[0].id_cobranca}`)).json();
  const fitid = `E2E${Date.now()}${p}`;
  const pasta = mkdtempSync(join(tmpdir(), 'estocada-extrato-'));
  const arquivo = join(pasta, 'extrato.ofx');
  writeFileSync(arquivo, ofx(fitid, hoje(), c.valor, `PIX RECEBIDO ${c.txid}`), 'latin1');

  await page.goto('/financeiro/extrato');
  await page.locator('input[type="file"]').setInputFiles(arquivo);
  await page.getByRole('button', { name: MSG_FIN.analisar }).click();
  const lancamentos = page.getByTestId('lancamentos');
  await expect(lancamentos).toBeVisible({ timeout: 20_000 });
  const marca = lancamentos.getByRole('checkbox', { name: MSG_FIN.selecionar(nome) });
  await expect(marca).toBeChecked();
  await expect(lancamentos).toContainText(MSG_FIN.criterios.txid);
  await scan(page, 'financeiro-extrato');
  await semRolagemLateral(page);
  await shoot(page, `financeiro-extrato-${p}`);
  await page.getByRole('button', { name: MSG_FIN.confirmarSelecionados(1) }).click();
  await fecharAlerta(page, MSG_FIN.confirmados(1));

  // The charge is paid; the same statement again finds the credit already applied.
  const depois = await (await page.request.get(`/api/financeiro/cobrancas/${c.id_cobranca}`)).json();
  expect(depois.status).toBe('paga');
  await page.locator('input[type="file"]').setInputFiles(arquivo);
  await page.getByRole('button', { name: MSG_FIN.analisar }).click();
  await expect(lancamentos.getByText(MSG_FIN.jaAplicada)).toBeVisible({ timeout: 20_000 });
  await expect(lancamentos.getByRole('checkbox')).toHaveCount(0);
});

test('a teacher sees no Financeiro menu and gets no billing data', async ({ page }) => {
  await loginAs(page, E2E.professor);
  // The side bar (behind the burger, inert, on a phone): its links are in the page all the same.
  const menu = page.locator('#menu-principal');
  await expect(menu.locator('a[href="/aulas"]')).toHaveCount(1);
  await expect(menu.locator('a[href^="/financeiro"]')).toHaveCount(0);
  await expect(menu).not.toContainText(MSG_FIN.financeiro);
  for (const url of [
    '/api/financeiro/resumo',
    '/api/financeiro/cobrancas',
    '/api/financeiro/inadimplentes',
    '/api/financeiro/configuracao',
  ])
    expect((await page.request.get(url)).status(), url).toBe(403);
  // The screens' addresses send a teacher home.
  await page.goto('/financeiro');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/financeiro/cobrancas');
  await expect(page).toHaveURL(/\/home$/);
});
