import { MSG } from '#shared/messages/comum.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { mesDe } from '#shared/rules/frequencia.ts';
import { scan } from './axe';
import { E2E, entrar, expect, loginAs, shoot, test } from './fixtures';

// The demo club has three weeks of finished attendance for every class, so the
// profile and the reports have marks to show. Nothing here writes.

const TURMA = 'Florete Turma de Hoje';

test('a teacher opens a student’s profile from the class roster and sees the teaching view', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await entrar(page, E2E.professor);
  await page.goto('/aulas');
  await page
    .getByRole('link', { name: new RegExp(`^${TURMA}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: TURMA })).toBeVisible();
  const primeiro = page.getByRole('list', { name: MSG.alunos }).getByRole('link').first();
  const nome = (await primeiro.textContent())?.trim() ?? '';
  expect(nome).not.toBe('');
  await primeiro.click();

  await expect(page).toHaveURL(/\/aluno\/\d+$/);
  await expect(page.getByRole('heading', { name: nome, level: 2 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(MSG_REL.visaoProfessor)).toBeVisible();
  // The teaching view: contacts and attendance, no personal data or enrolment.
  await expect(page.getByRole('region', { name: MSG_REL.contatos })).toBeVisible();
  await expect(page.getByRole('region', { name: MSG_REL.dadosPessoais })).toHaveCount(0);
  await expect(page.getByRole('region', { name: MSG_REL.matricula })).toHaveCount(0);
  await expect(page.getByRole('link', { name: MSG_REL.editarCadastro })).toHaveCount(0);
  const frequencia = page.getByRole('region', { name: MSG_REL.frequencia });
  for (const n of [30, 90, 365]) await expect(page.getByTestId(`taxa-${n}`)).toContainText('%');
  // Twelve month grids, the current one last; the demo's marks are in the last weeks.
  await expect(frequencia.locator('table caption')).toHaveCount(12);
  await expect(
    frequencia.locator('td[data-estado="presente"], td[data-estado="ausente"]').first(),
  ).toBeVisible();
  await expect(frequencia.getByRole('table', { name: MSG_REL.ultimasChamadas })).toContainText(TURMA);
  // A phone number opens the dialler.
  const tel = page.getByRole('link', { name: new RegExp(MSG_REL.ligarPara('')) }).first();
  await expect(tel).toHaveAttribute('href', /^tel:\+55\d{10,11}$/);
  await shoot(page, `perfil-professor-${info.project.name}`);
  await scan(page, 'perfil-professor');
});

test('an administrator reads the attendance report, its charts, a class grid and a full profile', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const p = info.project.name;
  await loginAs(page, E2E.admin);
  if (p === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: MSG_REL.relatorios }).click();
  await expect(page).toHaveURL(/\/relatorios$/);
  await expect(page.getByRole('heading', { name: MSG_REL.tituloRelatorios })).toBeVisible({
    timeout: 20_000,
  });
  // The page opens on today's month (mesDe). The demo's newest sent meeting of the class below is
  // a week back, so in a month's first seven days that month holds none of its marks: the report
  // is then read for the month of that meeting, through the period's address.
  const hoje = hojeNoFuso(E2E.fuso);
  const mes = mesDe(somarDias(hoje, -7));
  if (mes.de !== mesDe(hoje).de) {
    await page.goto(`/relatorios?de=${mes.de}&ate=${mes.ate}`);
    await expect(page.getByRole('heading', { name: MSG_REL.tituloRelatorios })).toBeVisible();
  }

  // The month's indicators and both charts, with bars for the demo's marks.
  await expect(page.getByTestId(`resumo-${MSG_REL.taxa}`)).toContainText('%');
  const semanas = page.getByRole('figure', { name: MSG_REL.porSemana });
  await expect(semanas.getByTestId('grafico-semanas')).toContainText('%');
  const turmas = page.getByRole('figure', { name: MSG_REL.porTurma });
  await expect(turmas.getByTestId('grafico-turmas')).toContainText('%');
  await expect(page.getByRole('table', { name: MSG_REL.porProfessor })).toContainText(E2E.professor.nome);
  await expect(page.getByRole('region', { name: new RegExp(MSG_REL.emRisco) })).toBeVisible();
  await shoot(page, `relatorios-${p}`);
  await scan(page, 'relatorios');

  // One class: the grid of students × dates.
  const campoTurma = page.getByRole('combobox', { name: MSG_REL.turma, exact: true });
  await campoTurma.click();
  await campoTurma.fill(TURMA);
  await page.getByRole('option', { name: new RegExp(`^${TURMA}`) }).click();
  await expect(page).toHaveURL(/turma=\d+/);
  const grade = page.getByRole('table', { name: `${MSG_REL.gradeTurma}: ${TURMA}` });
  await expect(grade).toBeVisible();
  await expect(grade.locator('tbody tr').first()).toBeVisible();
  await expect(grade.locator('tbody td', { hasText: /^[PF]$/ }).first()).toBeVisible();
  await shoot(page, `relatorios-turma-${p}`);
  await scan(page, 'relatorios-turma');

  // The CSV of that class: UTF-8 with a BOM, `;`, one row per student.
  const href = await page.getByRole('link', { name: MSG_REL.exportarCsv }).getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const corpo = await csv.body();
  expect([...corpo.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const linhas = corpo.toString('utf8').slice(1).trim().split('\r\n');
  expect(linhas[0]).toMatch(/^Aluno;(\d{2}\/\d{2}\/\d{4};)+Presenças;Faltas;Frequência \(%\)$/);
  expect(linhas.length - 1).toBe(await grade.locator('tbody tr').count());

  // Printed, the grid alone fills an A4 landscape page.
  if (p === 'desktop') {
    await page.emulateMedia({ media: 'print' });
    await shoot(page, `relatorios-impressao-${p}`);
    await expect(page.getByRole('heading', { name: MSG_REL.tituloRelatorios })).toBeHidden();
    await expect(grade).toBeVisible();
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const [, w, h] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
    expect(Number(w)).toBeCloseTo(841.9, 0); // A4 landscape in points
    expect(Number(h)).toBeCloseTo(595.3, 0);
    await page.emulateMedia({ media: 'screen' });
  }

  // A name in the grid opens the full profile.
  await grade.locator('tbody a').first().click();
  await expect(page).toHaveURL(/\/aluno\/\d+$/);
  await expect(page.getByRole('region', { name: MSG_REL.dadosPessoais })).toBeVisible();
  await expect(page.getByRole('region', { name: MSG_REL.matricula })).toContainText(MSG_REL.dataMatricula);
  await expect(page.getByRole('region', { name: MSG_REL.turmas })).toContainText(TURMA);
  await expect(page.getByRole('link', { name: MSG_REL.editarCadastro })).toBeVisible();
  await expect(page.getByRole('table', { name: MSG_REL.noPeriodo })).toContainText(TURMA);
  await shoot(page, `perfil-admin-${p}`);
  await scan(page, 'perfil-admin');
});
