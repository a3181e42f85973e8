import { MSG_MATERIAL as M } from '#shared/messages/material.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import { esperarAviso } from './aviso';
import { scan, scanParte } from './axe';
import { comBanco } from './banco';
import { E2E, entrar, expect, primeiraCarga, servidorDe, shoot, test } from './fixtures';
import { matricularPelaApi } from './matricula-api';

// The club's armory as the desk uses it, on a desk and on a phone: a mask registered, lent
// to a student in two taps (the button, then the dialog's confirmation after picking the
// student), seen on the student's profile and, once past its day, on the overdue list with
// the guardian's WhatsApp link, returned in two taps, and its history read.
// Both projects may share a server: each registers its own mask and student by name.
test.describe.configure({ timeout: 180_000 });

test('a mask lent and returned @telefone', async ({ page }, info) => {
  const p = info.project.name;
  const nome = `Aluna Material ${p === 'phone' ? 'Telefone' : 'Mesa'}`;
  const codigo = `MAS-${p}`.toUpperCase();
  await entrar(page, E2E.admin);
  const idAluno = await matricularPelaApi(page.request, { nome });

  await page.goto('/material');
  await expect(page.getByRole('heading', { name: M.titulo })).toBeVisible(primeiraCarga);

  // A new mask, through the form; a repeated code would be refused beside its field.
  await page.getByRole('button', { name: M.novoMaterial }).click();
  const novo = page.getByRole('dialog', { name: M.novoMaterial });
  await novo.getByLabel(M.codigo).fill(codigo);
  await novo.getByLabel(M.tamanho).fill('M');
  await scan(page, 'material-novo', novo);
  await novo.getByRole('button', { name: M.salvar }).click();
  await esperarAviso(page, M.materialSalvo);
  await expect(novo).toBeHidden();

  await page.getByRole('searchbox', { name: M.buscar }).fill(codigo);
  const lista = page.getByTestId('material');
  await expect(lista.getByRole('link', { name: codigo })).toBeVisible();
  await expect(lista.getByRole('link')).toHaveCount(1);
  await scan(page, 'material-lista');
  await shoot(page, `material-lista-${p}`);

  // Lend: the row's button, the student, then the dialog's button.
  await lista.getByRole('button', { name: M.emprestarItem(codigo) }).click();
  const emprestar = page.getByRole('dialog', { name: new RegExp(M.emprestarItem('')) });
  await emprestar.getByRole('combobox', { name: M.aluno }).fill(nome);
  await page.getByRole('option', { name: nome }).click();
  await scanParte(page, 'material-emprestar', emprestar);
  await shoot(page, `material-emprestar-${p}`);
  await emprestar.getByRole('button', { name: M.confirmarEmprestimo }).click();
  await esperarAviso(page, M.emprestimoFeito);
  await expect(lista.getByRole('link', { name: nome })).toBeVisible();
  await expect(lista.getByRole('button', { name: M.emprestarItem(codigo) })).toHaveCount(0);

  // The student's profile lists what she holds.
  await page.goto(`/aluno/${idAluno}`);
  await expect(page.getByTestId('material-aluno')).toContainText(`Máscara M (${codigo})`, primeiraCarga);
  await scan(page, 'material-perfil');
  await page.getByTestId('material-aluno').scrollIntoViewIfNeeded();
  await shoot(page, `material-perfil-${p}`);

  // The class page tells who of the class holds club gear.
  const perfil = (await (await page.request.get(`/api/relatorios/aluno/${idAluno}`)).json()) as {
    turmas: { id_turma: number }[];
  };
  await page.goto(`/aulas/turma/${perfil.turmas[0]!.id_turma}`);
  const daTurma = page.getByTestId('material-turma');
  await expect(daTurma).toContainText(nome);
  await expect(daTurma).toContainText(`Máscara M (${codigo})`);
  await scan(page, 'material-turma');
  await daTurma.scrollIntoViewIfNeeded();
  await shoot(page, `material-turma-${p}`);

  // Three days past its day (a loan made earlier: the desk takes no day in the past), it is
  // on the overdue list with the guardian's WhatsApp link.
  await comBanco(servidorDe(info), (db) =>
    db
      .updateTable('emprestimo_material')
      .set({ devolver_ate: somarDias(hojeNoFuso(E2E.fuso), -3) })
      .where('id_aluno', '=', idAluno)
      .where('devolvido_em', 'is', null)
      .execute(),
  );
  await page.goto('/material/atrasados');
  await page.getByRole('searchbox', { name: M.buscar }).fill(codigo);
  const atrasados = page.getByTestId('atrasados');
  await expect(atrasados).toContainText(nome);
  const whatsapp = atrasados.getByRole('link', { name: M.enviarWhatsApp(`Responsável de ${nome}`) });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321\?text=/);
  await scan(page, 'material-atrasados');
  await shoot(page, `material-atrasados-${p}`);

  // Return: the row's button, then the dialog's button (the condition is already "Bom").
  await page.goto('/material');
  await page.getByRole('searchbox', { name: M.buscar }).fill(codigo);
  await lista.getByRole('button', { name: M.devolverItem(codigo) }).click();
  const devolver = page.getByRole('dialog', { name: new RegExp(M.devolverItem('')) });
  await expect(devolver.getByRole('radio', { name: 'Bom' })).toBeChecked();
  await scan(page, 'material-devolver', devolver);
  await devolver.getByRole('button', { name: M.confirmarDevolucao }).click();
  await esperarAviso(page, M.devolucaoFeita);
  await expect(lista.getByRole('button', { name: M.emprestarItem(codigo) })).toBeVisible();

  // The history: who had it, who lent and received it, the condition at return.
  await lista.getByRole('link', { name: codigo }).click();
  const historico = page.getByTestId('historico');
  await expect(historico).toContainText(nome);
  await expect(historico).toContainText(E2E.admin.nome);
  await expect(historico).toContainText('Bom');
  await scan(page, 'material-historico');
  await shoot(page, `material-historico-${p}`);
});
