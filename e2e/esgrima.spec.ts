// Fencing on the screens: an administrator gives a class its weapon in the class form and
// sees the badge in the class list; the student list, filtered by category and weapon with
// its two selects, shows the student of that class in that category.
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_ESGRIMA } from '#shared/messages/esgrima.ts';
import { MSG_FILTRO } from '#shared/messages/painel.ts';
import { esperarAviso } from './aviso';
import { scan } from './axe';
import { E2E, expect, loginAs, shoot, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

test('a class gets a weapon; the student list filters by category and weapon @telefone', async ({
  page,
}, info) => {
  const p = info.project.name;
  await loginAs(page, E2E.admin);
  const professores = await (await page.request.get('/api/adm/professores?q=Paulo&pageSize=5')).json();
  const unidades = await (await page.request.get('/api/adm/unidades?pageSize=1')).json();
  const nome = `Sabre Esgrima ${p} ${info.retry} ${Date.now()}`;
  const criada = await page.request.post('/api/turma', {
    data: {
      nome_turma: nome,
      qtd_maxima: 10,
      id_professor: professores.items[0].id_professor,
      id_unidade: unidades.items[0].id_unidade,
      dia_semana: 'quarta',
      horario: '19:00',
    },
  });
  expect(criada.status()).toBe(200);
  const { id_turma } = await criada.json();

  // A student with a category joins the class.
  const alunos = await (await page.request.get('/api/adm/alunos?pageSize=50')).json();
  const aluno = alunos.items.find((a: { categoria: string | null }) => a.categoria !== null);
  expect(aluno).toBeTruthy();
  expect(
    (
      await page.request.post('/api/aluno_has_turma', { data: { id_aluno: aluno.id_aluno, id_turma } })
    ).status(),
  ).toBe(201);

  await page.goto(`/editar_turma/${id_turma}`);
  const arma = page.getByLabel(MSG_ESGRIMA.arma);
  await expect(arma).toHaveValue('', { timeout: 20_000 });
  await arma.selectOption('sabre');
  await page.getByRole('button', { name: MSG.editar, exact: true }).click();
  await esperarAviso(page, MSG.sucessoAdm);

  await page.getByLabel(MSG_ADM.buscar).fill(nome);
  const linha = page
    .getByRole('row', { name: new RegExp(nome) })
    .or(page.getByRole('listitem').filter({ hasText: nome }));
  await expect(linha.first().getByTestId('arma').first()).toHaveText(`${MSG_ESGRIMA.arma}: Sabre`, {
    timeout: 20_000,
  });
  await shoot(page, `esgrima-turmas-${p}`);
  await scan(page, 'esgrima-turmas');

  await page.goto('/adm/adm_aluno');
  await page.getByLabel(MSG_ESGRIMA.categoria).selectOption(aluno.categoria);
  await expect(page).toHaveURL(/categoria=/);
  await page.getByLabel(MSG_ESGRIMA.arma).selectOption('sabre');
  await expect(page).toHaveURL(/arma=sabre/);
  await expect(page.getByRole('group', { name: MSG_FILTRO.filtrado })).toContainText(
    `${MSG_ESGRIMA.arma}: Sabre`,
  );
  await expect(page.getByText(aluno.nome_pessoa).first()).toBeVisible({ timeout: 20_000 });
  // A row on a desk, a card on a phone: either carries the student's category.
  await expect(
    page
      .getByRole('row', { name: new RegExp(aluno.nome_pessoa) })
      .or(page.getByRole('listitem').filter({ hasText: aluno.nome_pessoa }))
      .first(),
  ).toContainText(aluno.categoria);
  await shoot(page, `esgrima-alunos-${p}`);
  await scan(page, 'esgrima-alunos');

  await page.goto('/adm/categorias');
  await expect(page.getByRole('group', { name: `${MSG_ESGRIMA.categoria} 1` })).toBeVisible({
    timeout: 20_000,
  });
  await shoot(page, `esgrima-categorias-${p}`);
  await scan(page, 'esgrima-categorias');
});
