// Consent and privacy in the browser: an enrolment through the public wizard records who
// accepted which version (the profile says so); the privacy notice is public and linked
// from the login page; the club's settings feed it; a new contract version lists the
// student as pending, a personal link lets the guardian accept on a phone; requests and
// incidents are registered with their deadlines. Every screen scanned by axe.
import type { Page } from '@playwright/test';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG } from '#shared/messages/comum.ts';
import { AVISO_PRIVACIDADE, MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import { MSG_RECUSA } from '#shared/messages/recusas.ts';
import { hojeNoFuso, isoParaBr, somarDias } from '#shared/rules/datas.ts';
import { prazoDoIncidente, prazoDoPedido } from '#shared/rules/prazos-privacidade.ts';
import type { DocumentoVersao } from '#shared/schemas/privacidade.ts';
import { esperarAviso } from './aviso';
import { scan } from './axe';
import { E2E, entrar, expect, loginAs, primeiraCarga, shoot, test } from './fixtures';
import { matricularPelaApi } from './matricula-api';
import { ano, conferir, nomeUnico, passo, preencherEndereco, preencherPessoa, proximo } from './wizard';

test.describe.configure({ timeout: 150_000 });

const hoje = () => hojeNoFuso(E2E.fuso);
const diaDeHoje = () => isoParaBr(hoje());

/** A non-paying minor enrolled through the API, with guardian 1: its id, its name and the guardian's. */
async function matricular(page: Page) {
  const responsavel = nomeUnico('Rita Link');
  const nome = nomeUnico('Nina Link');
  const id = await matricularPelaApi(page.request, {
    nome,
    responsavel,
    finalidades: { uso_imagem: false, federacao: false },
  });
  return { id, nome, responsavel };
}

/** The number of the club contract's version in force now. */
async function versaoDoContrato(page: Page): Promise<number> {
  const vigentes: DocumentoVersao[] = await (
    await page.request.get('/api/privacidade/documentos/vigentes')
  ).json();
  return vigentes.find((d) => d.documento === 'contrato_clube')!.versao;
}

test('public wizard: the acceptance is recorded and the profile shows who accepted which version @somente-telefone', async ({
  page,
}, info) => {
  const s = `priv-wizard-${info.project.name}`;
  // The other project may publish a new contract version meanwhile: the one accepted is the one in
  // force when the wizard was sent, between these two reads.
  const antes = await versaoDoContrato(page);
  await page.goto('/cadastro');
  await expect(page.getByRole('link', { name: MSG.privacidade })).toHaveAttribute('href', '/privacidade');
  await passo(page, MSG.dadosDoAluno);
  await preencherPessoa(page, {
    nome: nomeUnico('Davi Termo'),
    nasc: `1010${ano - 11}`,
    genero: 'Masculino',
    mao: 'Direita',
  });
  await proximo(page);
  await passo(page, MSG.dadosResponsavel1);
  const responsavel = nomeUnico('Vera Termo');
  await preencherPessoa(page, { nome: responsavel, genero: 'Feminino' });
  await proximo(page);
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
  await page.getByRole('checkbox', { checked: false, disabled: false }).first().check();
  await proximo(page);
  await conferir(page);

  await passo(page, MSG.contrato);
  const imagem = page.getByRole('radiogroup', { name: M.documentos.uso_imagem });
  await imagem.getByRole('radio', { name: M.sim }).check();
  await page
    .getByRole('radiogroup', { name: M.documentos.federacao })
    .getByRole('radio', { name: M.nao })
    .check();
  await page.getByLabel(MSG.estouCiente).check();
  await shoot(page, `${s}-contrato`);
  await scan(page, `${s}-contrato`);
  const resposta = page.waitForResponse(
    (r) => r.url().endsWith('/api/matricula') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: MSG.finalizarCadastro }).click();
  await esperarAviso(page, MSG.cadastroConcluido);
  const { id_aluno } = await (await resposta).json();
  const depois = await versaoDoContrato(page);

  await entrar(page, E2E.admin);
  await page.goto(`/aluno/${id_aluno}`);
  const aceites = Array.from({ length: depois - antes + 1 }, (_, i) =>
    M.contratoAceito(responsavel, diaDeHoje(), antes + i).replace(/[()]/g, '\\$&'),
  );
  await expect(page.getByTestId('aceite-contrato')).toHaveText(new RegExp(`^(${aceites.join('|')})$`), {
    timeout: 30_000,
  });
  await expect(page.getByText(`${M.documentos.uso_imagem}: ${M.finalidadeSim}`)).toBeVisible();
  await expect(page.getByText(`${M.documentos.federacao}: ${M.finalidadeNao}`)).toBeVisible();
  await shoot(page, `${s}-perfil`);
  await scan(page, `${s}-perfil`);
});

test('the privacy notice: public, linked from the login page, with the club settings an administrator keeps', async ({
  page,
}, info) => {
  const s = `priv-aviso-${info.project.name}`;
  await loginAs(page, E2E.admin);
  // The side bar's entry (behind the menu button on a phone).
  // One entry, Privacidade, whose tabs hold every register and the club's settings.
  if (info.project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: M.clubeTitulo, exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: MSG_AUDITORIA.dadosPessoais })).toHaveCount(0);
  await menu.getByRole('link', { name: MSG.privacidade }).click();
  await expect(page).toHaveURL(/\/lgpd\/documentos$/);
  await page.getByRole('tab', { name: M.clubeTitulo }).click();
  await expect(page).toHaveURL(/\/lgpd\/clube$/);
  await expect(page.getByRole('heading', { name: M.clubeTitulo, level: 2 })).toBeVisible();
  await expect(page.getByLabel(M.nomeClube)).not.toHaveValue('');
  const nomeDoClube = await page.getByLabel(M.nomeClube).inputValue();
  await page.getByLabel(M.encarregadoNome).fill('Beatriz Lima');
  await page.getByLabel(M.encarregadoEmail).fill('dpo@');
  await page.getByRole('button', { name: M.salvar }).click();
  await expect(page.getByText(/e-mail/i).and(page.locator('.mantine-InputWrapper-error'))).toBeVisible();
  await page.getByLabel(M.encarregadoEmail).fill('dpo@clube.org.br');
  await page.getByRole('button', { name: M.salvar }).click();
  await esperarAviso(page, M.clubeSalvo);
  await shoot(page, `${s}-clube`);
  await scan(page, `${s}-clube`);

  // A fresh visitor: the login page links the notice.
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('link', { name: MSG.privacidade }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { name: AVISO_PRIVACIDADE.titulo, level: 1 })).toBeVisible();
  await expect(page.getByText('Beatriz Lima')).toBeVisible();
  // The public page's frame names the club, not the app.
  await expect(page.getByTestId('nome-do-clube')).toHaveText(nomeDoClube);
  // The club's own contact, whatever the settings hold: never "the contact above" with none.
  await expect(page.getByText(AVISO_PRIVACIDADE.contato)).toBeVisible();
  await expect(page.getByText(/contato acima/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'dpo@clube.org.br' })).toHaveAttribute(
    'href',
    'mailto:dpo@clube.org.br',
  );
  for (const secao of AVISO_PRIVACIDADE.secoes)
    await expect(page.getByRole('heading', { name: secao.titulo })).toBeVisible();
  await shoot(page, `${s}-aviso`);
  await scan(page, `${s}-aviso`);
});

test('a new contract version: the student is pending, the guardian accepts through the personal link', async ({
  page,
  browser,
}, info) => {
  const s = `priv-link-${info.project.name}`;
  await entrar(page, E2E.admin);
  const { id, nome, responsavel } = await matricular(page);
  await page.goto('/lgpd');
  await expect(page.getByRole('tab', { name: M.documentosTitulo })).toHaveAttribute(
    'aria-selected',
    'true',
    primeiraCarga,
  );

  // Publish a new version of the club's contract, by keyboard after the first field.
  await page.getByRole('combobox', { name: M.documento }).selectOption('contrato_clube');
  await page
    .getByRole('textbox', { name: M.vigenteDesdeRotulo })
    .pressSequentially(diaDeHoje().replace(/\//g, ''));
  await page.getByRole('textbox', { name: M.titulo }).fill('Contrato do clube');
  await page.getByRole('button', { name: M.publicar }).click();
  await expect(page.getByText(M.textoOuHash)).toBeVisible();
  await page
    .getByRole('textbox', { name: M.texto, exact: true })
    .fill('Contrato do clube, revisado.\n\nAs aulas seguem as regras do clube.');
  await page.getByRole('textbox', { name: M.texto, exact: true }).press('Tab');
  await page.getByRole('button', { name: M.publicar }).click();
  await esperarAviso(page, M.versaoPublicadaTexto);
  await shoot(page, `${s}-documentos`);
  await scan(page, `${s}-documentos`);

  // A new version makes every student pending: the list is searched on the server for this one.
  await page.getByRole('searchbox', { name: M.buscarAluno }).fill(nome);
  const gerar = page.getByRole('button', { name: `${M.gerarLink}: ${nome}` });
  await expect(gerar).toBeVisible();
  await gerar.click();
  const whatsapp = page.getByRole('link', { name: `${M.enviarWhatsapp}: ${nome}` });
  await expect(whatsapp).toBeVisible();
  const href = (await whatsapp.getAttribute('href')) ?? '';
  // To the guardian's phone (digits with the country code), not to "choose a contact".
  expect(href).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
  const url = /(http\S+\/consentimento\/[A-Za-z0-9_-]{43})/.exec(decodeURIComponent(href))?.[1];
  expect(url).toBeTruthy();
  await shoot(page, `${s}-pendentes`);
  await scan(page, `${s}-pendentes`);

  // The guardian, on a phone, without a login.
  const celular = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const guardiao = await celular.newPage();
  await guardiao.goto(url!);
  await expect(guardiao.getByRole('heading', { name: M.consentimentoOla('Nina') })).toBeVisible();
  await expect(guardiao.getByText('Contrato do clube, revisado.')).toBeVisible();
  await guardiao.getByRole('button', { name: M.confirmarAceite }).click();
  await expect(guardiao.getByText(M.aceiteObrigatorio)).toBeVisible();
  await guardiao
    .getByRole('radiogroup', { name: M.documentos.uso_imagem })
    .getByRole('radio', { name: M.sim })
    .check();
  await guardiao
    .getByRole('radiogroup', { name: M.documentos.federacao })
    .getByRole('radio', { name: M.sim })
    .check();
  await guardiao.getByLabel(M.estouCiente).check();
  await shoot(guardiao, `${s}-consentimento`);
  await scan(guardiao, `${s}-consentimento`);
  await guardiao.getByRole('button', { name: M.confirmarAceite }).click();
  await expect(guardiao.getByText(M.aceiteRegistrado)).toBeVisible();
  await scan(guardiao, `${s}-consentimento-feito`);
  await celular.close();

  await page.goto(`/aluno/${id}`);
  await expect(page.getByTestId('aceite-contrato')).toContainText(
    `Contrato aceito por ${responsavel} em ${diaDeHoje()}`,
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('aceite-contrato')).not.toContainText('(versão 1)');
  await expect(page.getByText(`${M.documentos.federacao}: ${M.finalidadeSim}`)).toBeVisible();

  // The guardian asks at the desk to revoke the federation's purpose: confirmed, recorded, in the history.
  await page.getByRole('button', { name: M.revogarFinalidade(M.documentos.federacao) }).click();
  const revogar = page.getByRole('dialog', { name: M.revogarTitulo });
  await expect(revogar.getByRole('radio', { name: responsavel })).toBeChecked();
  await scan(page, `${s}-revogar`, revogar);
  await shoot(page, `${s}-revogar`);
  await revogar.getByRole('button', { name: M.confirmarRevogacao }).click();
  await esperarAviso(page, M.revogada);
  await expect(page.getByTestId('finalidade-federacao')).toContainText(
    `${M.documentos.federacao}: ${M.finalidadeNao}`,
  );
  await expect(page.getByRole('button', { name: M.revogarFinalidade(M.documentos.federacao) })).toHaveCount(
    0,
  );
  await page.getByText(M.historicoFinalidades).click();
  const historico = page.getByTestId('historico-finalidades');
  await expect(historico.getByRole('row').nth(1)).toContainText(M.finalidadeNao);
  await expect(historico.getByRole('row').nth(1)).toContainText(
    M.registroFinalidade(responsavel, M.canais.secretaria, E2E.admin.nome),
  );
  await scan(page, `${s}-historico`);
  await shoot(page, `${s}-historico`);
});

test('requests and incidents: deadlines shown, overdue requests highlighted', async ({ page }, info) => {
  const s = `priv-registros-${info.project.name}`;
  await entrar(page, E2E.admin);
  const { nome } = await matricular(page);
  await page.goto('/lgpd');
  await page.getByRole('tab', { name: M.pedidosTitulo }).click();
  await page.getByRole('button', { name: M.novoPedido }).click();
  await expect(page.getByText(MSG_RECUSA.campoObrigatorio).first()).toBeVisible();
  // The subject chosen by name, told apart by the birth year or the masked CPF.
  await page.getByLabel(M.titular).first().fill(nome);
  await page.getByRole('option', { name: new RegExp(`^${nome} · `) }).click();
  await page.getByLabel(M.solicitanteNome).fill('Rita, mãe da aluna');
  await page.getByRole('combobox', { name: M.solicitanteRelacao }).selectOption('responsavel');
  await page.getByRole('combobox', { name: M.tipo }).selectOption('acesso');
  const recebido = somarDias(hoje(), -20);
  await page.getByLabel(M.recebidoEm).pressSequentially(isoParaBr(recebido).replace(/\//g, ''));
  await page.getByRole('button', { name: M.novoPedido }).click();
  await esperarAviso(page, M.pedidoRegistrado);
  const linha = page.locator('tr[data-atrasado]').filter({ hasText: 'Rita, mãe da aluna' }).first();
  await expect(linha).toContainText(isoParaBr(prazoDoPedido(recebido)));
  await expect(linha).toContainText(M.atrasado);
  await shoot(page, `${s}-pedidos`);
  await scan(page, `${s}-pedidos`);

  await page.getByRole('tab', { name: M.incidentesTitulo }).click();
  const ciencia = somarDias(hoje(), -1);
  await page.getByLabel(M.cienciaEm).pressSequentially(isoParaBr(ciencia).replace(/\//g, ''));
  await page.getByLabel(M.pessoasAfetadas).fill('12');
  await page.getByLabel(M.oQueAconteceu).fill('Lista de chamada enviada ao grupo errado.');
  await page.getByLabel(M.dadosAfetados).fill('Nome e telefone');
  await page.getByLabel(M.medidas).fill('Mensagem apagada; grupo avisado.');
  await page.getByRole('button', { name: M.novoIncidente }).click();
  await esperarAviso(page, M.incidenteRegistrado);
  const card = page
    .getByRole('article')
    .filter({ hasText: 'Lista de chamada enviada ao grupo errado.' })
    .first();
  await expect(card).toContainText(`${M.prazoComunicacao}: ${isoParaBr(prazoDoIncidente(ciencia))}`);
  await shoot(page, `${s}-incidentes`);
  await scan(page, `${s}-incidentes`);
});
