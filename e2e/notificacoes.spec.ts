// The bell (decision 018): real notifications with an unread count, opened by keyboard,
// followed to their page, marked read one by one or all at once; axe over the open bell.
// The demo club has every past chamada sent and no full class, so the test makes its
// own: one of the teacher's classes moved to yesterday's weekday (its students, there
// since always, make yesterday's chamada pending), another class's places cut to its
// students (full). Both are put back at the end.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { MSG_NOTIFICACOES } from '#shared/messages/notificacoes.ts';
import { diaSemanaDe, hojeNoFuso, isoParaBr, somarDias } from '#shared/rules/datas.ts';
import type { TurmaLinhaAdm } from '#shared/schemas/turma.ts';
import { scan } from './axe';
import { E2E, expect, loginAs, shoot, test } from './fixtures';

const ONTEM = somarDias(hojeNoFuso(E2E.fuso), -1);

// The two bells read the classes the hook moves and fills once: the tests run in order on
// one worker, between one setup and one restore.
test.describe.configure({ mode: 'default' });

async function comoAdmin(request: APIRequestContext) {
  const login = await request.post('/login', { data: { usuario: E2E.admin.email, senha: E2E.admin.senha } });
  expect(login.status()).toBe(200);
}

async function turmas(request: APIRequestContext): Promise<TurmaLinhaAdm[]> {
  const res = await request.get('/api/adm/turmas?pageSize=100');
  expect(res.status()).toBe(200);
  return (await res.json()).items;
}

async function salvarTurma(request: APIRequestContext, t: TurmaLinhaAdm) {
  const { nome_turma, qtd_maxima, id_professor, id_unidade, dia_semana, horario } = t;
  const res = await request.put(`/api/turma/${t.id_turma}`, {
    data: { nome_turma, qtd_maxima, id_professor, id_unidade, dia_semana, horario: horario.slice(0, 5) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

let movida: TurmaLinhaAdm;
let cheia: TurmaLinhaAdm;

test.beforeAll(async ({ request }) => {
  await comoAdmin(request);
  // The demo's own classes first (the lowest ids): classes other tests create on the same
  // server (one student who joined today, say) are never picked, whatever ran before.
  const todas = (await turmas(request)).sort((a, b) => a.id_turma - b.id_turma);
  // A class of the teacher's with students, not meeting yesterday or today (the home page's tests use today's).
  movida = todas.filter(
    (t) =>
      t.nome_professor === E2E.professor.nome &&
      t.qtd_alunos > 0 &&
      t.dia_semana !== diaSemanaDe(ONTEM) &&
      t.dia_semana !== diaSemanaDe(somarDias(ONTEM, 1)),
  )[0];
  cheia = todas.filter(
    (t) => t.qtd_alunos > 0 && t.nome_professor !== E2E.professor.nome && t.qtd_alunos < t.qtd_maxima,
  )[0];
  await salvarTurma(request, { ...movida, dia_semana: diaSemanaDe(ONTEM) });
  await salvarTurma(request, { ...cheia, qtd_maxima: cheia.qtd_alunos });
});

test.afterAll(async ({ request }) => {
  await comoAdmin(request);
  await salvarTurma(request, movida);
  await salvarTurma(request, cheia);
});

/** The bell: its name carries the unread count. */
const sino = (page: Page) => page.getByRole('button', { name: /^Notificações \(/ });

async function naoLidas(bell: Locator): Promise<number> {
  const nome = (await bell.getAttribute('aria-label')) ?? '';
  const m = /\((\d+) não lidas?\)/.exec(nome);
  return m ? Number(m[1]) : 0;
}

test("a teacher's bell: the count, opened by keyboard, one followed, the rest marked read", async ({
  page,
}, info) => {
  await loginAs(page, E2E.professor);
  const bell = sino(page);
  await expect(bell).toHaveAccessibleName(/não lidas?\)$/);
  await expect.poll(() => naoLidas(bell)).toBeGreaterThanOrEqual(1);
  const antes = await naoLidas(bell);
  await expect(bell).toHaveAccessibleName(MSG_NOTIFICACOES.sino(antes));

  // Enter opens the list; the newest notification is yesterday's chamada of the moved class.
  await bell.focus();
  await page.keyboard.press('Enter');
  const pendente = page.getByRole('menuitem', {
    name: `${MSG_NOTIFICACOES.naoLida}: ${MSG_NOTIFICACOES.chamada(movida.nome_turma, isoParaBr(ONTEM))}`,
  });
  await expect(pendente).toBeVisible();
  await scan(page, 'sino aberto (professor, não lidas)', page.getByRole('menu'));
  await shoot(page, `sino-professor-${info.project.name}`);

  // Down the list to it, Enter: its chamada opens, and the count drops by one.
  for (let i = 0; i < 10 && !(await pendente.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(pendente).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/aulas/chamada/${movida.id_turma}\\?data=${ONTEM}$`));
  await expect(bell).toHaveAccessibleName(MSG_NOTIFICACOES.sino(antes - 1));

  // Marked read: still listed, said so; then every one at once.
  await bell.click();
  await expect(
    page.getByRole('menuitem', {
      name: `${MSG_NOTIFICACOES.lida}: ${MSG_NOTIFICACOES.chamada(movida.nome_turma, isoParaBr(ONTEM))}`,
    }),
  ).toBeVisible();
  await page.getByRole('menuitem', { name: MSG_NOTIFICACOES.marcarTodas }).click();
  await expect(bell).toHaveAccessibleName(MSG_NOTIFICACOES.sino(0));
  await expect(page.getByRole('menuitem', { name: new RegExp(`^${MSG_NOTIFICACOES.naoLida}:`) })).toHaveCount(
    0,
  );
  await scan(page, 'sino aberto (professor, lidas)', page.getByRole('menu'));
  await shoot(page, `sino-professor-lidas-${info.project.name}`);
});

test("an administrator's bell: every kind, a full class followed, read marks of their own", async ({
  page,
}, info) => {
  await loginAs(page, E2E.admin);
  const bell = sino(page);
  await expect.poll(() => naoLidas(bell)).toBeGreaterThanOrEqual(2);
  const antes = await naoLidas(bell);
  await bell.click();
  // The teacher read the chamada; for the administrator it is still unread.
  await expect(
    page.getByRole('menuitem', {
      name: `${MSG_NOTIFICACOES.naoLida}: ${MSG_NOTIFICACOES.chamada(movida.nome_turma, isoParaBr(ONTEM))}`,
    }),
  ).toBeVisible();
  const lotada = page.getByRole('menuitem', {
    name: `${MSG_NOTIFICACOES.naoLida}: ${MSG_NOTIFICACOES.lotada(cheia.nome_turma, cheia.qtd_alunos, cheia.qtd_alunos)}`,
  });
  await expect(lotada).toBeVisible();
  await scan(page, 'sino aberto (administrador)', page.getByRole('menu'));
  await shoot(page, `sino-admin-${info.project.name}`);
  await lotada.click();
  await expect(page).toHaveURL(new RegExp(`/aulas/turma/${cheia.id_turma}$`));
  await expect(bell).toHaveAccessibleName(MSG_NOTIFICACOES.sino(antes - 1));
});
