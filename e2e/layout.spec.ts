// No page scrolls sideways on a phone: every page the browser tests visit, opened at
// 390 px (the phone project; the desktop project leaves this file out), once its data
// has arrived, is as wide as the screen. A failure names the elements that stick out.
// The records the pages need are made through the API before the first page.
// The pages of one caller are opened one after the other in one tab, each by moving to
// its address inside the app (as a person follows a link): the app starts once per
// caller instead of once per page. The public pages are each loaded whole.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import type { AlunoDaTurma, MinhaTurma } from '#shared/schemas/chamada.ts';
import type { CobrancaItem, Recibo } from '#shared/schemas/financeiro.ts';
import { parado } from './axe';
import { diaDaTurmaDeHoje, diaDePagamento } from './dias';
import { E2E, entrar, expect, test } from './fixtures';
import { matricularPelaApi } from './matricula-api';

// The checks run in order on one worker, sharing its tab per caller; a failed check
// leaves the next ones to a fresh worker, which makes the records and the tab again.
test.describe.configure({ mode: 'default', timeout: 60_000 });

/** The ids the pages' addresses need, found or made once per run of this file. */
interface Ids {
  turma: number;
  chamada: string;
  /** A student of the teacher's class (the teacher sees only their own students' profiles). */
  alunoDaTurma: number;
  aluno: number;
  professor: number;
  unidade: number;
  turmaAdm: number;
  pagar: string;
  recibo: number;
  consentimento: string;
}

type Quem = 'ninguem' | 'professor' | 'admin';

interface Pagina {
  nome: string;
  quem: Quem;
  caminho: (ids: Ids) => string;
  /** Set while the page still scrolls sideways at 390 px: what is too wide. */
  larga?: string;
}

const PAGINAS: Pagina[] = [
  { nome: 'login', quem: 'ninguem', caminho: () => '/' },
  { nome: 'matrícula (pagante)', quem: 'ninguem', caminho: () => '/matricula' },
  { nome: 'cadastro (não pagante)', quem: 'ninguem', caminho: () => '/cadastro' },
  { nome: 'cadastro (escola)', quem: 'ninguem', caminho: () => '/cadastro/aluno/Escola' },
  { nome: 'aviso de privacidade', quem: 'ninguem', caminho: () => '/privacidade' },
  { nome: 'link de pagamento', quem: 'ninguem', caminho: (i) => `/pagar/${i.pagar}` },
  { nome: 'link de consentimento', quem: 'ninguem', caminho: (i) => `/consentimento/${i.consentimento}` },
  { nome: 'aula experimental', quem: 'ninguem', caminho: () => '/experimental' },
  { nome: 'entrada das famílias', quem: 'ninguem', caminho: () => '/familia/entrar' },
  { nome: 'recuperar senha', quem: 'ninguem', caminho: () => '/recuperar' },
  { nome: 'início (professor)', quem: 'professor', caminho: () => '/home' },
  { nome: 'aulas', quem: 'professor', caminho: () => '/aulas' },
  { nome: 'turma (professor)', quem: 'professor', caminho: (i) => `/aulas/turma/${i.turma}` },
  { nome: 'chamada', quem: 'professor', caminho: (i) => `/aulas/chamada/${i.turma}?data=${i.chamada}` },
  { nome: 'minha conta', quem: 'professor', caminho: () => '/conta' },
  { nome: 'perfil do aluno (professor)', quem: 'professor', caminho: (i) => `/aluno/${i.alunoDaTurma}` },
  { nome: 'início (administrador)', quem: 'admin', caminho: () => '/home' },
  { nome: 'painel', quem: 'admin', caminho: () => '/adm' },
  { nome: 'alunos', quem: 'admin', caminho: () => '/adm/adm_aluno' },
  { nome: 'importar alunos', quem: 'admin', caminho: () => '/adm/importar' },
  // Among the teachers, one whose name has a long word (prepararIds): kept whole, it fits
  // because on a phone the row's actions are one menu button.
  { nome: 'professores', quem: 'admin', caminho: () => '/adm/adm_prof' },
  { nome: 'unidades', quem: 'admin', caminho: () => '/adm/adm_unidade' },
  { nome: 'turmas', quem: 'admin', caminho: () => '/adm/adm_turmas' },
  { nome: 'novo professor', quem: 'admin', caminho: () => '/cadastro/professor' },
  { nome: 'editar professor', quem: 'admin', caminho: (i) => `/editar_prof/${i.professor}` },
  { nome: 'nova unidade', quem: 'admin', caminho: () => '/cadastro/unidade' },
  { nome: 'editar unidade', quem: 'admin', caminho: (i) => `/editar_unidade/${i.unidade}` },
  { nome: 'nova turma', quem: 'admin', caminho: () => '/cadastro/turma' },
  { nome: 'editar turma', quem: 'admin', caminho: (i) => `/editar_turma/${i.turmaAdm}` },
  { nome: 'turma (administrador)', quem: 'admin', caminho: (i) => `/aulas/turma/${i.turmaAdm}` },
  { nome: 'perfil do aluno (administrador)', quem: 'admin', caminho: (i) => `/aluno/${i.aluno}` },
  { nome: 'editar aluno', quem: 'admin', caminho: (i) => `/editar/aluno/${i.aluno}` },
  { nome: 'relatórios', quem: 'admin', caminho: () => '/relatorios' },
  { nome: 'clube', quem: 'admin', caminho: () => '/lgpd/clube' },
  { nome: 'LGPD', quem: 'admin', caminho: () => '/lgpd' },
  { nome: 'registro de acessos', quem: 'admin', caminho: () => '/lgpd/acessos' },
  { nome: 'retenção', quem: 'admin', caminho: () => '/lgpd/retencao' },
  { nome: 'pedidos de titulares', quem: 'admin', caminho: () => '/lgpd/pedidos' },
  { nome: 'exportação de dados', quem: 'admin', caminho: (i) => `/dados-pessoais/exportacao/${i.aluno}` },
  { nome: 'financeiro', quem: 'admin', caminho: () => '/financeiro' },
  { nome: 'cobranças', quem: 'admin', caminho: () => '/financeiro/cobrancas' },
  { nome: 'inadimplentes', quem: 'admin', caminho: () => '/financeiro/inadimplentes' },
  { nome: 'configuração financeira', quem: 'admin', caminho: () => '/financeiro/configuracao' },
  { nome: 'preços', quem: 'admin', caminho: () => '/financeiro/precos' },
  { nome: 'extrato', quem: 'admin', caminho: () => '/financeiro/extrato' },
  { nome: 'recibo', quem: 'admin', caminho: (i) => `/financeiro/recibo/${i.recibo}` },
  { nome: 'material do clube', quem: 'admin', caminho: () => '/material' },
  { nome: 'devoluções atrasadas', quem: 'admin', caminho: () => '/material/atrasados' },
  { nome: 'categorias', quem: 'admin', caminho: () => '/adm/categorias' },
  { nome: 'aulas experimentais', quem: 'admin', caminho: () => '/adm/experimentais' },
  { nome: 'mensagens', quem: 'admin', caminho: () => '/mensagens' },
];

/** The answer's body, once it is a success. */
async function ok<T>(r: APIResponse): Promise<T> {
  expect(r.ok(), `${r.url()}: ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
}

type Lista<T> = { items: T[] };

/**
 * As the administrator: the demo club's records, and a paying student of this file's own
 * with a paid charge (its public link and receipt) and a consent link. The billing settings
 * are the values the billing spec saves.
 */
async function prepararIds(api: APIRequestContext, projeto: string): Promise<Ids> {
  await ok<unknown>(await api.post('/login', { data: { usuario: E2E.admin.email, senha: E2E.admin.senha } }));
  const [professores, unidades, turmas] = await Promise.all([
    ok<Lista<{ id_professor: number }>>(await api.get('/api/adm/professores?q=Paulo&pageSize=5')),
    ok<Lista<{ id_unidade: number }>>(await api.get('/api/adm/unidades?pageSize=1')),
    ok<Lista<{ id_turma: number }>>(await api.get('/api/adm/turmas?pageSize=1')),
  ]);
  await ok<unknown>(
    await api.put('/api/financeiro/configuracao', {
      data: {
        pix_tipo: 'email',
        pix_chave: 'tesouraria@clube.com.br',
        pix_nome: 'Clube de Esgrima',
        pix_cidade: 'Sao Paulo',
        multa_percentual: 2,
        juros_percentual_mes: 1,
        dias_antecedencia: 30,
      },
    }),
  );
  await ok<unknown>(
    await api.put('/api/financeiro/precos', { data: { mensal: 15000, semestral: 80000, anual: 150050 } }),
  );
  // A teacher named with one long word (as the account tests name theirs), first in the list.
  await ok<unknown>(
    await api.post('/api/professor/completo', {
      data: {
        nome_pessoa: `Aaa Conta Reset ${projeto} ${Date.now()}`,
        dt_nasc_pessoa: '1988-03-14',
        cpf_pessoa: generateCPF(),
        rg_pessoa: '12.345.678-9',
        email_pessoa: `largura.${projeto}.${Date.now()}@e2e.local`,
        telefone_pessoa: '(11) 98765-4321',
        genero: 'f',
        senha_pessoa: 'florete-azul-no-varal',
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
    }),
  );
  const aluno = await matricularPelaApi(api, {
    nome: `Lara Largura ${projeto}`,
    diaPagamento: diaDePagamento(),
  });
  await ok<unknown>(await api.post('/api/financeiro/emitir'));
  const cobrancas = await ok<Lista<CobrancaItem>>(
    await api.get(`/api/financeiro/cobrancas?id_aluno=${aluno}`),
  );
  const cobranca = cobrancas.items[0];
  const recibo = await ok<Recibo>(
    await api.post(`/api/financeiro/cobrancas/${cobranca.id_cobranca}/pagamento`, {
      data: { pago_em: hojeNoFuso(E2E.fuso), forma: 'pix', valor: cobranca.valor },
    }),
  );
  const link = await ok<{ token: string }>(await api.post(`/api/alunos/${aluno}/link-consentimento`));
  return {
    turma: 0,
    alunoDaTurma: 0,
    chamada: diaDaTurmaDeHoje('layout', projeto),
    aluno,
    professor: professores.items[0].id_professor,
    unidade: unidades.items[0].id_unidade,
    turmaAdm: turmas.items[0].id_turma,
    pagar: String(cobranca.link_publico).replace(/^.*\/pagar\//, ''),
    recibo: recibo.numero_recibo,
    consentimento: link.token,
  };
}

let ids: Ids;

test.beforeAll(async ({ playwright, servidor }, info) => {
  const api = await playwright.request.newContext({ baseURL: servidor });
  ids = await prepararIds(api, info.project.name);
  // The teacher's own class that meets today (the chamada page opens one of its meetings).
  const professor = await playwright.request.newContext({ baseURL: servidor });
  await ok<unknown>(
    await professor.post('/login', { data: { usuario: E2E.professor.email, senha: E2E.professor.senha } }),
  );
  const minhas = await ok<MinhaTurma[]>(await professor.get('/minhasturmas'));
  ids.turma = minhas.find((t) => t.nome_turma === 'Florete Turma de Hoje')!.id_turma;
  const alunos = await ok<AlunoDaTurma[]>(await professor.get(`/listaralunos/${ids.turma}`));
  ids.alunoDaTurma = alunos[0].id_aluno;
  await Promise.all([api.dispose(), professor.dispose()]);
});

/** The tab of the caller whose pages are being checked, with what it has in flight. */
interface Aba {
  quem: Quem;
  page: Page;
  emVoo: Set<unknown>;
  csp: string[];
}
let aba: Aba | undefined;

test.afterAll(async () => {
  await aba?.page.context().close();
  aba = undefined;
});

/** This caller's tab: the one already open, else a new context logged in as the caller. */
async function abaDe(browser: Browser, quem: Quem): Promise<Aba> {
  if (aba?.quem === quem) return aba;
  await aba?.page.context().close();
  const context = await browser.newContext();
  const page = await context.newPage();
  const emVoo = new Set<unknown>();
  const csp: string[] = [];
  page.on('request', (r) => emVoo.add(r));
  page.on('requestfinished', (r) => emVoo.delete(r));
  page.on('requestfailed', (r) => emVoo.delete(r));
  context.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) csp.push(m.text());
  });
  if (quem === 'professor') await entrar(page, E2E.professor);
  if (quem === 'admin') await entrar(page, E2E.admin);
  aba = { quem, page, emVoo, csp };
  return aba;
}

/**
 * Opens the page as a person would and waits until its data has arrived and it stands
 * still. In the logged-in area, after the first page, the app moves to the address itself
 * (the history entry and the event a Back gives it), and the new page is on view once the
 * layout has moved the focus into it (layout/foco.tsx).
 */
async function abrir(browser: Browser, pagina: Pagina): Promise<Aba> {
  const atual = aba?.quem === pagina.quem ? aba : undefined;
  const { page, emVoo } = await abaDe(browser, pagina.quem);
  const caminho = pagina.caminho(ids);
  if (atual && pagina.quem !== 'ninguem') {
    await page.evaluate((para) => {
      (document.activeElement as HTMLElement | null)?.blur();
      history.pushState(null, '', para);
      dispatchEvent(new PopStateEvent('popstate'));
    }, caminho);
    await page.waitForFunction(() => document.activeElement?.closest('main') != null);
  } else {
    await page.goto(caminho);
  }
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByLabel(/^Carregando/)).toHaveCount(0);
  await expect.poll(() => emVoo.size).toBe(0);
  await parado(page);
  return aba!;
}

/** The elements whose right edge passes the screen's, by tag, class and text. */
function maisLargos(page: Page) {
  return page.evaluate(() => {
    const largura = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > largura + 0.5)
      .filter((e) => !e.parentElement || e.parentElement.getBoundingClientRect().right <= largura + 0.5)
      .slice(0, 5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${(e.textContent ?? '').slice(0, 40)}"`,
      );
  });
}

for (const pagina of PAGINAS) {
  test(`${pagina.nome} at 390 px does not scroll sideways @telefone`, async ({ browser }) => {
    test.fixme(pagina.larga !== undefined, pagina.larga);
    const { page, csp } = await abrir(browser, pagina);
    expect(page.viewportSize()?.width).toBe(390);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(
      scrollWidth,
      `${page.url()} is wider than the screen: ${(await maisLargos(page)).join('; ')}`,
    ).toBeLessThanOrEqual(clientWidth);
    expect(csp, 'Content-Security-Policy violations reported by Chromium').toEqual([]);
  });
}

test('the month summary chart keeps its axis figures whole at 390 px @telefone', async ({ browser }) => {
  const { page } = await abrir(browser, { nome: 'financeiro', quem: 'admin', caminho: () => '/financeiro' });
  const grafico = page.getByTestId('grafico-meses').locator('svg');
  await expect(grafico).toBeVisible();
  // Each figure of the vertical axis ("R$ 3,1 mil") starts inside the chart, none cut at its edge.
  const cortados = await grafico.evaluate((svg) => {
    const caixa = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('text[text-anchor="end"]')]
      .filter((t) => t.getBoundingClientRect().left < caixa.left - 0.5)
      .map((t) => t.textContent);
  });
  expect(cortados).toEqual([]);
  await expect(grafico.locator('text[text-anchor="end"]').first()).toHaveText(/^R\$/);
});
