// The families' portal as a guardian uses it on a phone: /familia without a session leads to
// the sign-in, the e-mail asks for a code, the code is read from the mail server this spec
// starts (the e2e server sends to it), a wrong code is refused beside its field, the right one
// opens the portal with the child's attendance and open charge, and "Pagar com Pix" opens the
// charge's public page; Sair ends the session. The e-mailed link asks to confirm and signs in
// only with the button. And the desk's "Acesso da família" on the student's profile: who has
// access, the last entry, and "Encerrar sessões" ending the guardian's session.
import type { APIRequestContext, Page } from '@playwright/test';
import { criarChamada } from '#server/test/fabrica.ts';
import { type ServidorSmtp, servidorSmtp } from '#server/test/smtp.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_FAMILIA } from '#shared/messages/familia.ts';
import { MSG_FAMILIA_TELAS as M } from '#shared/messages/familia-telas.ts';
import { ROTULO_STATUS } from '#shared/messages/financeiro.ts';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { MSG_PRIVACIDADE } from '#shared/messages/privacidade.ts';
import { diaSemanaDe, hojeNoFuso, isoParaBr, somarDias } from '#shared/rules/datas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import { esperarAviso } from './aviso';
import { scan, scanParte } from './axe';
import { comBanco } from './banco';
import { diaDePagamento } from './dias';
import { E2E, entrar, expect, primeiraCarga, shoot, test } from './fixtures';
import { matricularPelaApi } from './matricula-api';

test.describe.configure({ timeout: 120_000 });

let smtp: ServidorSmtp;
let indice = 0;

test.beforeAll(async ({ servidor }) => {
  indice = Number(new URL(servidor).port) - E2E.port;
  smtp = await servidorSmtp(E2E.port + indice + E2E.smtp);
});
test.afterAll(async () => {
  await smtp?.fechar();
});

const hoje = () => hojeNoFuso(E2E.fuso);

/** The sign-in e-mails to `email` after the first `antes`: the code and the link of the next one. */
async function proximoCodigo(email: string, antes: number) {
  const doEmail = () => smtp.recebidas.filter((m) => m.para.includes(email));
  await expect.poll(() => doEmail().length, { timeout: 30_000 }).toBeGreaterThan(antes);
  const mail = doEmail()[antes];
  const codigo = /\b(\d{6})\b/.exec(mail.texto)?.[1];
  const link = /https?:\/\/[^\s\])>"]+\/familia\/entrar\?[^\s\])>"]+/.exec(mail.texto)?.[0];
  expect(codigo, mail.texto).toBeTruthy();
  expect(link, mail.texto).toBeTruthy();
  return { codigo: codigo!, link: new URL(link!) };
}

/** Billing set up (a Pix key, prices, a lead time that issues the next due day at once). */
async function configurarCobranca(request: APIRequestContext) {
  const cfg = await request.put('/api/financeiro/configuracao', {
    data: {
      pix_tipo: 'email',
      pix_chave: 'tesouraria@clube.com.br',
      pix_nome: null,
      pix_cidade: 'Sao Paulo',
      multa_percentual: 2,
      juros_percentual_mes: 1,
      dias_antecedencia: 30,
    },
  });
  expect(cfg.status(), await cfg.text()).toBe(200);
  const precos = await request.put('/api/financeiro/precos', {
    data: { mensal: 15_000, semestral: 80_000, anual: 150_000 },
  });
  expect(precos.status(), await precos.text()).toBe(200);
}

/** A present and an absent mark of the student in their class, on its last two meetings before today. */
async function marcarFrequencia(idAluno: number): Promise<string[]> {
  return comBanco(indice, async (db) => {
    const { id_turma, dia_semana } = await db
      .selectFrom('aluno_has_turma as at')
      .innerJoin('turma as t', 't.id_turma', 'at.id_turma')
      .select(['t.id_turma', 't.dia_semana'])
      .where('at.id_aluno', '=', idAluno)
      .executeTakeFirstOrThrow();
    let dia = somarDias(hoje(), -1);
    while (diaSemanaDe(dia) !== dia_semana) dia = somarDias(dia, -1);
    const datas = [dia, somarDias(dia, -7)];
    for (const [i, data_c] of datas.entries()) {
      const existente = await db
        .selectFrom('chamada')
        .select('id_chamada')
        .where('id_turma', '=', id_turma)
        .where('data_c', '=', data_c)
        .executeTakeFirst();
      const marca = { id_aluno: idAluno, presenca: (i === 0 ? 1 : 0) as 0 | 1 };
      if (existente)
        await db
          .insertInto('chamada_aluno')
          .values({ id_chamada: existente.id_chamada, ...marca })
          .execute();
      else await criarChamada(db, id_turma, data_c, { status_c: 1, marcas: [marca] });
    }
    return datas;
  });
}

/**
 * Enrols a child whose guardian has `email` (the enrolment call gives everyone the same
 * e-mail: the child gets another, so the e-mail names the guardian alone).
 */
async function matricularComResponsavel(
  request: APIRequestContext,
  m: { nome: string; responsavel: string; email: string; diaPagamento?: 10 | 20 | 30 },
): Promise<number> {
  const idAluno = await matricularPelaApi(request, m);
  await comBanco(indice, (db) =>
    db
      .updateTable('pessoa')
      .set({ email_pessoa: `aluno.${m.email}` })
      .where('id_pessoa', '=', idAluno)
      .execute(),
  );
  return idAluno;
}

/** No page scrolls sideways (at 390 px on the phone). */
async function semRolagemLateral(page: Page) {
  const sobra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sobra, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('@somente-telefone a guardian signs in with an e-mailed code, sees the attendance and the open charge, and opens its Pix page', async ({
  page,
}, info) => {
  const p = info.project.name;
  // An e-mail of this run's own: a retried test enrols another guardian, and one e-mail names one person.
  const email = `familia.${p}.${Date.now().toString(36)}@e2e.local`;
  const nome = `Lia Familia ${p === 'desktop' ? 'Desk' : 'Fone'}`;
  const responsavel = `Rosa Familia ${p === 'desktop' ? 'Desk' : 'Fone'}`;

  await entrar(page, E2E.admin);
  await configurarCobranca(page.request);
  const idAluno = await matricularComResponsavel(page.request, {
    nome,
    responsavel,
    email,
    diaPagamento: diaDePagamento(),
  });
  const emitir = await page.request.post('/api/financeiro/emitir');
  expect(emitir.status(), await emitir.text()).toBe(200);
  const [presente, falta] = await marcarFrequencia(idAluno);
  await page.context().clearCookies();

  // Without a family session the portal leads to its sign-in.
  await page.goto('/familia');
  await expect(page).toHaveURL(/\/familia\/entrar$/, primeiraCarga);
  await expect(page.getByRole('heading', { name: M.entrarTitulo })).toBeVisible();
  const campoEmail = page.getByLabel(M.email);
  await expect(campoEmail).toHaveAttribute('type', 'email');
  await campoEmail.fill(email);
  await scan(page, 'familia entrar');
  await semRolagemLateral(page);
  await shoot(page, `familia-entrar-${p}`);
  await page.getByRole('button', { name: M.enviarCodigo }).click();
  await expect(page.getByRole('status').filter({ hasText: MSG_FAMILIA.codigoEnviado })).toBeVisible();

  const { codigo } = await proximoCodigo(email, 0);
  const campoCodigo = page.getByLabel(new RegExp(`^${M.codigo}`));
  await expect(campoCodigo).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(campoCodigo).toHaveAttribute('inputmode', 'numeric');
  // A wrong code is refused beside the field, and the focus goes back to it.
  await campoCodigo.fill(codigo === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: M.entrar, exact: true }).click();
  await expect(page.getByText(MSG_FAMILIA.codigoInvalido)).toBeVisible();
  await expect(campoCodigo).toHaveAttribute('aria-invalid', 'true');
  await expect(campoCodigo).toBeFocused();
  await scan(page, 'familia codigo recusado');
  await semRolagemLateral(page);
  await shoot(page, `familia-codigo-${p}`);

  await campoCodigo.fill(codigo);
  await page.getByRole('button', { name: M.entrar, exact: true }).click();
  await expect(page).toHaveURL(/\/familia$/);
  await expect(page.getByTestId('quem-entrou')).toHaveText(M.ola(responsavel));
  await expect(page.getByRole('heading', { name: nome, level: 1 })).toBeVisible();
  // Signed in, the sign-in page leads on to the portal.
  await page.goto('/familia/entrar');
  await expect(page).toHaveURL(/\/familia$/);
  await expect(page.getByRole('heading', { name: nome, level: 1 })).toBeVisible();

  // The attendance of the last 90 days: one present, one absent, each with its date.
  const frequencia = page.getByRole('region', { name: M.frequencia });
  await expect(frequencia.getByTestId('resumo-frequencia')).toHaveText(M.resumoFrequencia(1, 1));
  await expect(frequencia.getByRole('listitem').filter({ hasText: isoParaBr(presente) })).toContainText(
    M.presente,
  );
  await expect(frequencia.getByRole('listitem').filter({ hasText: isoParaBr(falta) })).toContainText(M.falta);
  // The open charge, with what paying today costs.
  const cobranca = page.getByRole('region', { name: M.mensalidades }).getByTestId('cobranca').first();
  await expect(cobranca.getByTestId('status-cobranca')).toHaveText(ROTULO_STATUS.aberta);
  await expect(cobranca.getByTestId('valor-hoje')).toHaveText(formatarReais(15_000));
  // No staff menu in the family's frame.
  await expect(page.getByRole('link', { name: 'Adm' })).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await scan(page, 'familia portal');
  await semRolagemLateral(page);
  await shoot(page, `familia-portal-${p}`);

  // An optional purpose: authorised, then withdrawn after a confirmation.
  const imagem = page.getByTestId('finalidade-uso_imagem');
  const tituloImagem = MSG_PRIVACIDADE.documentos.uso_imagem;
  await imagem.getByRole('button', { name: M.autorizarFinalidade(tituloImagem), exact: true }).click();
  await esperarAviso(page, M.consentimentoDado);
  await expect(imagem.getByTestId('resposta-finalidade')).toContainText(MSG_PRIVACIDADE.finalidadeSim);
  await imagem.getByRole('button', { name: M.retirarDocumento(tituloImagem) }).click();
  const dialogo = page.getByRole('dialog', { name: M.retirarPergunta });
  await expect(dialogo.getByRole('button', { name: MSG.cancelar })).toBeFocused();
  await scanParte(page, 'familia retirar consentimento', dialogo);
  await dialogo.getByRole('button', { name: M.retirar }).click();
  await esperarAviso(page, M.consentimentoRetirado);
  await expect(imagem.getByTestId('resposta-finalidade')).toContainText(MSG_PRIVACIDADE.finalidadeNao);

  // A rights request: refused without its type (beside the field), then filed with its deadline.
  const direitos = page.getByRole('form', { name: M.direitos });
  await direitos.getByRole('button', { name: M.enviarPedido }).click();
  const tipo = direitos.getByLabel(new RegExp(`^${M.tipoPedido}`));
  await expect(tipo).toHaveAttribute('aria-invalid', 'true');
  await expect(tipo).toBeFocused();
  await tipo.selectOption('acesso');
  await direitos.getByLabel(M.descricaoPedido).fill('Quero uma cópia dos dados da minha filha.');
  await direitos.getByRole('button', { name: M.enviarPedido }).click();
  await expect(direitos.getByTestId('pedido-enviado')).toBeVisible();
  await scan(page, 'familia pedido enviado');

  await cobranca.getByRole('link', { name: new RegExp(`^${M.pagarComPix}`) }).click();
  await expect(page).toHaveURL(/\/pagar\/[A-Za-z0-9_-]{20,}$/);
  await expect(page.getByRole('heading', { name: MSG_FIN.pagarTitulo })).toBeVisible();
  await expect(page.getByTestId('primeiro-nome')).toHaveText(nome.split(' ')[0]);
  await scan(page, 'familia pagar');
  await semRolagemLateral(page);

  // Sair ends the family session: the portal asks to sign in again.
  await page.goBack();
  await page.getByRole('button', { name: M.sair }).click();
  await expect(page).toHaveURL(/\/familia\/entrar$/);
  await page.goto('/familia');
  await expect(page).toHaveURL(/\/familia\/entrar$/);

  // The e-mailed link: opening it signs no one in; the button does.
  await page.getByLabel(M.email).fill(email);
  await page.getByRole('button', { name: M.enviarCodigo }).click();
  await expect(page.getByTestId('codigo-enviado')).toBeVisible();
  const { link } = await proximoCodigo(email, 1);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: M.confirmarTitulo })).toBeVisible();
  await expect(page.getByText(M.confirmarTexto(email))).toBeVisible();
  expect((await page.request.get('/api/familia/sessao')).status()).toBe(401);
  await scan(page, 'familia confirmar');
  await semRolagemLateral(page);
  await shoot(page, `familia-confirmar-${p}`);
  await page.getByRole('button', { name: M.confirmarEntrar }).click();
  await expect(page).toHaveURL(/\/familia$/);
  await expect(page.getByRole('heading', { name: nome, level: 1 })).toBeVisible();
});

test("the desk's family access: who entered and when, and Encerrar sessões ends the guardian's session", async ({
  page,
  playwright,
  servidor,
}, info) => {
  const p = info.project.name;
  const email = `acesso.${p}.${Date.now().toString(36)}@e2e.local`;
  const nome = `Téo Acesso ${p === 'desktop' ? 'Desk' : 'Fone'}`;
  const responsavel = `Ivo Acesso ${p === 'desktop' ? 'Desk' : 'Fone'}`;
  await entrar(page, E2E.admin);
  const idAluno = await matricularComResponsavel(page.request, { nome, responsavel, email });

  // The guardian signs in on their own phone (another browser: its own cookies).
  const familia = await playwright.request.newContext({ baseURL: servidor });
  const antes = smtp.recebidas.filter((m) => m.para.includes(email)).length;
  expect((await familia.post('/api/familia/codigo', { data: { email } })).status()).toBe(202);
  const { codigo } = await proximoCodigo(email, antes);
  const entrada = await familia.post('/api/familia/entrar', { data: { email, codigo } });
  expect(entrada.status(), await entrada.text()).toBe(200);
  expect((await familia.get('/api/familia/sessao')).status()).toBe(200);

  await page.goto(`/aluno/${idAluno}`);
  const parte = page.getByRole('region', { name: M.acessoFamilia });
  const linha = parte.getByRole('listitem').filter({ hasText: responsavel });
  await expect(linha).toBeVisible({ timeout: 20_000 });
  await expect(linha).toContainText(M.papeis.responsavel);
  await expect(linha).toContainText(M.ultimoAcesso(''));
  await expect(linha.getByTestId('sessoes-abertas')).toHaveText(M.sessoesAbertas(1));
  await scan(page, 'acesso da familia');
  await shoot(page, `familia-acesso-${p}`);

  await linha.getByRole('button', { name: M.encerrarSessoesDe(responsavel) }).click();
  const dialogo = page.getByRole('dialog', { name: M.encerrarPergunta });
  await expect(dialogo).toContainText(M.encerrarTexto(responsavel));
  // The focus starts on Cancelar: an Enter ends nothing.
  await expect(dialogo.getByRole('button', { name: MSG.cancelar })).toBeFocused();
  await scanParte(page, 'acesso da familia: confirmar', dialogo);
  await dialogo.getByRole('button', { name: M.encerrarSessoes }).click();
  await esperarAviso(page, M.sessoesEncerradas);
  await expect(linha.getByTestId('sessoes-abertas')).toHaveText(M.sessoesAbertas(0));
  await expect(linha.getByRole('button', { name: M.encerrarSessoesDe(responsavel) })).toHaveCount(0);
  expect((await familia.get('/api/familia/sessao')).status()).toBe(401);
  await familia.dispose();
});
