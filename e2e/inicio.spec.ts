// The home page starts the day's work (issue: "a home that starts the day's work"):
// a teacher's classes of today, each one tap from its chamada, so a sent chamada is
// five taps from the login screen; an administrator's day and the club's lists.
import type { Locator } from '@playwright/test';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_INICIO } from '#shared/messages/inicio.ts';
import { MSG_FILTRO } from '#shared/messages/painel.ts';
import { hojeNoFuso, isoParaBr, somarDias } from '#shared/rules/datas.ts';
import type { Inicio } from '#shared/schemas/inicio.ts';
import { scan } from './axe';
import { E2E, entrarPelaTela, expect, loginAs, shoot, test } from './fixtures';
import { turmaDeHoje } from './turma-de-hoje';

test('a teacher sends today’s chamada in five taps from the login screen @telefone', async ({
  page,
  request,
}, info) => {
  const nome = `Sabre da Manhã ${info.project.name} ${info.retry}`;
  const id_turma = await turmaDeHoje(request, nome);
  let toques = 0;
  const tocar = async (alvo: Locator) => {
    toques++;
    await alvo.click();
  };

  await entrarPelaTela(page, E2E.professor); // 1: Entrar
  toques++;
  const hoje = page.getByRole('region', { name: MSG_INICIO.suasTurmasHoje });
  await expect(hoje.getByRole('link', { name: MSG_INICIO.fazerChamadaDe(nome) })).toBeVisible();
  await expect(hoje).toContainText(MSG_INICIO.alunos(3));
  await expect(hoje).toContainText(MSG_REG.naoAberta);
  await shoot(page, `inicio-professor-${info.project.name}`);
  await scan(page, 'inicio: professor');

  await tocar(hoje.getByRole('link', { name: MSG_INICIO.fazerChamadaDe(nome) })); // 2
  await expect(page).toHaveURL(new RegExp(`/aulas/chamada/${id_turma}$`));
  const alunos = page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  await expect(alunos).toHaveCount(3);
  await tocar(alunos.first()); // 3: one student absent
  await tocar(page.getByRole('button', { name: MSG.enviarChamada })); // 4
  await tocar(
    page
      .getByRole('dialog', { name: MSG_REG.confirmarEnvio })
      .getByRole('button', { name: MSG_REG.enviar, exact: true }),
  ); // 5
  await expect(page.getByRole('alertdialog', { name: MSG.chamadaRegistrada })).toBeVisible();
  expect(toques).toBeLessThanOrEqual(5);

  // Sent: the server says so, and the home page shows it.
  const dia: Inicio = await (await page.request.get('/api/inicio')).json();
  expect(dia.hoje_turmas.itens.find((t) => t.id_turma === id_turma)?.estado).toBe('finalizada');
  await page
    .getByRole('alertdialog', { name: MSG.chamadaRegistrada })
    .getByRole('button', { name: MSG.ok })
    .click();
  // Back to the home page inside the app (no reload): it shows the chamada as sent.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page
      .getByRole('region', { name: MSG_INICIO.suasTurmasHoje })
      .getByRole('link', { name: MSG_INICIO.verChamadaDe(nome) }),
  ).toBeVisible();
});

test("an administrator's home: today's classes, chamadas still to send, full classes, the week's enrolments", async ({
  page,
}, info) => {
  await loginAs(page, E2E.admin);
  await expect(page.getByRole('region', { name: MSG_INICIO.turmasHoje })).toBeVisible();
  const pendentes = page.getByRole('region', { name: new RegExp(`^${MSG_INICIO.pendentes}`) });
  await expect(pendentes).toBeVisible();
  await expect(page.getByRole('region', { name: new RegExp(`^${MSG_INICIO.lotadas}`) })).toBeVisible();
  const matriculas = page.getByRole('region', { name: MSG_INICIO.matriculasSemana });
  await expect(matriculas).toBeVisible();
  await shoot(page, `inicio-admin-${info.project.name}`);
  await scan(page, 'inicio: administrador');

  // A pending chamada opens on its own day.
  const primeira = pendentes.getByRole('link').first();
  if ((await primeira.count()) > 0) {
    await primeira.click();
    await expect(page).toHaveURL(/\/aulas\/chamada\/\d+\?data=\d{4}-\d{2}-\d{2}$/);
  }
  // The week's enrolments open the student list filtered by the same week, counted alike.
  await page.goto('/home');
  const semana = page.getByRole('region', { name: MSG_INICIO.matriculasSemana });
  await expect(semana.getByText(/^\d[\d.]*$/)).toBeVisible();
  const quantas = (await semana.getByText(/^\d[\d.]*$/).textContent()) ?? '';
  await semana.getByRole('link', { name: MSG_INICIO.verAlunos }).click();
  const desde = somarDias(hojeNoFuso(E2E.fuso), -6);
  await expect(page).toHaveURL(new RegExp(`/adm/adm_aluno\\?desde=${desde}$`));
  const chip = MSG_FILTRO.desde(isoParaBr(desde));
  await expect(page.getByTestId('filtros')).toContainText(chip);
  await expect(page.getByTestId('total')).toHaveText(new RegExp(`^${MSG_ADM.total}: \\d`));
  // Counted alike: other tests enrol and delete students meanwhile, so the home's count
  // (first as shown, then as its API gives it) and the list's total are read until they agree.
  let naHome = Number(quantas.replace(/\D/g, ''));
  await expect
    .poll(
      async () => {
        const naLista = Number((await page.getByTestId('total').textContent())?.replace(/\D/g, ''));
        if (naLista === naHome) return true;
        const inicio: Inicio = await (await page.request.get('/api/inicio')).json();
        naHome = inicio.adm!.matriculas_semana;
        await page.reload();
        await expect(page.getByTestId('total')).toHaveText(new RegExp(`^${MSG_ADM.total}: \\d`));
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await scan(page, 'alunos: matriculados desde');
  await shoot(page, `alunos-desde-${info.project.name}`);
  // The chip's ✕ removes the filter: the whole list again.
  await page.getByRole('link', { name: MSG_FILTRO.remover(chip) }).click();
  await expect(page).toHaveURL(/\/adm\/adm_aluno$/);
  await expect(page.getByTestId('filtros')).toHaveCount(0);
});
