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

test('a class gets a weapon; the student list filters by category and weapon', async ({ page }, info) => {
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

  // The class's roster names each student's category, as the teacher sees it.
  await page.goto(`/aulas/turma/${id_turma}`);
  await expect(
    page.getByRole('list', { name: MSG.alunos }).getByRole('listitem').filter({ hasText: aluno.nome_pessoa }),
  ).toContainText(aluno.categoria, { timeout: 20_000 });

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

  // The profile names the student's category and the weapons of the student's classes.
  await page.goto(`/aluno/${aluno.id_aluno}`);
  const esgrima = page.getByRole('region', { name: MSG_ESGRIMA.tituloEsgrimaAluno });
  await expect(esgrima.getByTestId('categoria')).toHaveText(aluno.categoria, { timeout: 20_000 });
  await expect(esgrima.getByTestId('arma').filter({ hasText: 'Sabre' })).toHaveText(
    `${MSG_ESGRIMA.arma}: Sabre`,
  );
  await shoot(page, `esgrima-perfil-${p}`);
  await scan(page, 'esgrima-perfil');

  // The reports screen counts the active students per category and weapon: the student's
  // category row has at least this student under Sabre, and the footer adds the rows up.
  const relatorio = (await (await page.request.get('/api/relatorios/categorias')).json()) as {
    linhas: { categoria: string | null; sabre: number; total: number }[];
  };
  const daCategoria = relatorio.linhas.find((l) => l.categoria === aluno.categoria);
  expect(daCategoria?.sabre).toBeGreaterThanOrEqual(1);
  const total = relatorio.linhas.reduce((n, l) => n + l.total, 0);
  await page.goto('/relatorios');
  // A table on a desk; a card per category on a phone.
  const relatorioNome = MSG_ESGRIMA.tituloCategoriaArma;
  const tabela = page
    .getByRole('table', { name: relatorioNome })
    .or(page.getByRole('list', { name: relatorioNome }));
  await expect(tabela).toBeVisible({ timeout: 20_000 });
  if (p === 'desktop') {
    await expect(tabela.getByRole('columnheader')).toHaveText([
      MSG_ESGRIMA.categoria,
      'Florete',
      'Espada',
      'Sabre',
      MSG_ESGRIMA.colunaSemArma,
      MSG_ESGRIMA.total,
    ]);
    const linhaCategoria = tabela.getByRole('row', { name: new RegExp(`^${aluno.categoria} `) });
    await expect(linhaCategoria.getByRole('cell').nth(3)).toHaveText(String(daCategoria?.sabre));
    const linhaTotal = tabela.getByRole('row', { name: new RegExp(`^${MSG_ESGRIMA.total} `) });
    await expect(linhaTotal.getByRole('cell').last()).toHaveText(String(total));
  } else {
    const cartao = (titulo: string) =>
      tabela.getByRole('listitem').filter({ has: page.getByText(titulo, { exact: true }) });
    await expect(cartao(aluno.categoria)).toContainText(new RegExp(`Sabre\\s*${daCategoria?.sabre}`));
    // The last card is the club's total, headed "Total".
    const cartaoTotal = tabela.getByRole('listitem').last();
    await expect(cartaoTotal.locator('strong')).toHaveText(MSG_ESGRIMA.total);
    await expect(cartaoTotal).toContainText(new RegExp(`${MSG_ESGRIMA.total}\\s*${total}\\s*$`));
  }
  await tabela.scrollIntoViewIfNeeded();
  await shoot(page, `esgrima-relatorio-${p}`);
  await scan(page, 'esgrima-relatorio');

  await page.goto('/adm/categorias');
  await expect(page.getByRole('group', { name: `${MSG_ESGRIMA.categoria} 1` })).toBeVisible({
    timeout: 20_000,
  });
  await shoot(page, `esgrima-categorias-${p}`);
  await scan(page, 'esgrima-categorias');
});
