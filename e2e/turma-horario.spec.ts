// A class's time reads as the club writes it, 24-hour (08:00, 14:30), in the class form on
// a desk and on a phone: the field is typed HH:MM, never the browser's own time field,
// which follows the browser's locale ("08:00 AM").
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
import { esperarAviso } from './aviso';
import { scan } from './axe';
import { E2E, expect, loginAs, shoot, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

test('the class form shows and takes the time as 24-hour HH:MM @telefone', async ({ page }, info) => {
  const p = info.project.name;
  await loginAs(page, E2E.admin);
  const professores = await (await page.request.get('/api/adm/professores?q=Paulo&pageSize=5')).json();
  const unidades = await (await page.request.get('/api/adm/unidades?pageSize=1')).json();
  const criada = await page.request.post('/api/turma', {
    data: {
      nome_turma: `Florete das Oito ${p} ${info.retry}`,
      qtd_maxima: 10,
      id_professor: professores.items[0].id_professor,
      id_unidade: unidades.items[0].id_unidade,
      dia_semana: 'segunda',
      horario: '08:00',
    },
  });
  expect(criada.status()).toBe(200);
  const { id_turma } = await criada.json();

  await page.goto(`/editar_turma/${id_turma}`);
  const horario = page.getByLabel(MSG_ADM.horario);
  await expect(horario).toHaveValue('08:00', { timeout: 20_000 });
  await expect(horario).toHaveJSProperty('type', 'text');
  await shoot(page, `adm-turma-horario-${p}`);
  await scan(page, 'adm-turma-horario');
  // Typed digits become HH:MM; the afternoon stays 14:30.
  await horario.fill('1430');
  await expect(horario).toHaveValue('14:30');
  await page.getByRole('button', { name: MSG.editar, exact: true }).click();
  await esperarAviso(page, MSG.sucessoAdm);
  await page.goto(`/editar_turma/${id_turma}`);
  await expect(page.getByLabel(MSG_ADM.horario)).toHaveValue('14:30', { timeout: 20_000 });

  // A time that is not one is refused beside the field.
  await page.getByLabel(MSG_ADM.horario).fill('2599');
  await page.getByRole('button', { name: MSG.editar, exact: true }).click();
  await expect(page.getByLabel(MSG_ADM.horario)).toHaveAccessibleDescription(/Horário inválido\./);
  await shoot(page, `adm-turma-horario-erro-${p}`);
});
