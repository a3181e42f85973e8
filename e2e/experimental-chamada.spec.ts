import { MSG_ENVIO, MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';
import type { ExperimentalItem } from '#shared/schemas/experimental.ts';
import type { GradeTurma } from '#shared/schemas/relatorios.ts';
import { scan } from './axe';
import { E2E, entrar, expect, primeiraCarga, shoot, test } from './fixtures';
import { turmaDeHoje } from './turma-de-hoje';

// A trial class booked for today's meeting is on the teacher's sheet, marked "Aula experimental"
// and without the person's contacts; the teacher marks it as any row and sends; the trial is then
// `compareceu` on the desk's board, and the class's attendance (students only) is unchanged by it.
// Each project makes its own class (late in the day, so today's meeting still takes bookings).

test("the teacher's sheet shows today's trial class, marks it and sends it @telefone", async ({
  page,
  request,
}, info) => {
  const hoje = hojeNoFuso(E2E.fuso);
  const projeto = info.project.name;
  // As the administrator (the request's session): the class, three students, and a trial booked publicly.
  const idTurma = await turmaDeHoje(request, `Florete Experimental ${projeto}`, '23:59');
  const nome = `Zeca Experimental ${projeto === 'phone' ? 'Telefone' : 'Mesa'}`;
  const contato = { email: `zeca.${projeto}@exemplo.com`, telefone: '11987654321' };
  const reserva = await request.post('/api/experimental', {
    data: {
      nome,
      dt_nasc: '1995-04-20',
      ...contato,
      id_turma: idTurma,
      data: hoje,
      consentimento_contato: true,
    },
  });
  expect(reserva.status(), await reserva.text()).toBe(201);
  const { id_experimental } = await reserva.json();

  await entrar(page, E2E.professor);
  await page.goto(`/aulas/chamada/${idTurma}`);
  const linhas = page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  const experimental = linhas.filter({ hasText: nome });
  await expect(experimental).toBeVisible(primeiraCarga);
  await expect(linhas).toHaveCount(4);
  // Its row says what it is; nothing but the name reaches the teacher.
  await expect(experimental).toContainText(MSG_EXPERIMENTAL.aulaExperimental);
  await expect(experimental).toHaveAccessibleName(new RegExp(` ${MSG.presente}$`));
  await expect(experimental).not.toContainText(MSG.ausente, { useInnerText: true });
  await expect(page.locator('body')).not.toContainText(contato.email);
  await expect(page.locator('body')).not.toContainText('98765-4321');
  // The count is the students'; the trial is told apart beside it.
  await expect(page.getByTestId('contagem')).toHaveText('3 presentes · 0 ausentes');
  await expect(page.getByTestId('experimentais')).toHaveText(MSG_ENVIO.aulasExperimentais(1));

  // A tap marks the trial as any row (absent, then present again); the students' count stays.
  await experimental.click();
  await expect(experimental).not.toBeChecked();
  await expect(experimental).toHaveAccessibleName(new RegExp(` ${MSG.ausente}$`));
  await expect(experimental).not.toContainText(MSG.presente, { useInnerText: true });
  await expect(page.getByTestId('contagem')).toHaveText('3 presentes · 0 ausentes');
  await experimental.click();
  await expect(experimental).toBeChecked();
  // One student absent.
  const primeiro = linhas.first();
  await primeiro.click();
  await expect(primeiro).not.toBeChecked();
  await expect(page.getByTestId('contagem')).toHaveText('2 presentes · 1 ausente');
  // The badge never widens the page (390 px on the phone).
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await shoot(page, `experimental-chamada-${projeto}`);
  await scan(page, 'chamada com aula experimental');

  await page.getByRole('button', { name: MSG.enviarChamada }).click();
  const confirmacao = page.getByRole('dialog', { name: MSG_REG.confirmarEnvio });
  await expect(confirmacao).toContainText(MSG_REG.presentesAusentes(2, 1));
  await confirmacao.getByRole('button', { name: MSG_REG.enviar, exact: true }).click();
  const popup = page.getByRole('alertdialog', { name: MSG.chamadaRegistrada });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: MSG.ok }).click();
  await expect(page.getByRole('status')).toHaveText(MSG.finalizada);
  // The sent sheet keeps the trial's row, read-only, with its mark.
  await expect(experimental).toBeChecked();
  await expect(experimental).toBeDisabled();
  await shoot(page, `experimental-chamada-enviada-${projeto}`);

  // On the desk's board: compareceu.
  const quadro = await request.get(`/api/experimentais?id_turma=${idTurma}`);
  expect(quadro.status()).toBe(200);
  const itens = (await quadro.json()).items as ExperimentalItem[];
  expect(itens.map((i) => [i.id_experimental, i.status])).toEqual([[id_experimental, 'compareceu']]);
  // The class's attendance is its students' alone: today 2 present, 1 absent.
  const grade = await request.get(`/api/relatorios/turma?id_turma=${idTurma}`);
  expect(grade.status()).toBe(200);
  const dia = ((await grade.json()) as GradeTurma).datas.find((d) => d.data === hoje);
  expect(dia).toMatchObject({ enviada: true, presentes: 2, ausentes: 1 });
});
