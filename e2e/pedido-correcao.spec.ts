// A sheet sent from a device (by class and date, with an Idempotency-Key and the time it
// was taken) ends Finalizada once; the teacher asks for a correction; the administrator
// finds it in the bell and on the chamada's page, in the list of correction requests,
// marked pending until the correction is saved. Screens at 1280 and 390 px, axe.
import type { APIRequestContext } from '@playwright/test';
import { MSG_ENVIO } from '#shared/messages/chamada.ts';
import { MSG_NOTIFICACOES } from '#shared/messages/notificacoes.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import type { ChamadaLinha, MinhaTurma } from '#shared/schemas/chamada.ts';
import { scan } from './axe';
import { diaDaTurmaDeHoje } from './dias';
import { E2E, expect, loginAs, shoot, test } from './fixtures';

async function entrar(request: APIRequestContext, who: { email: string; senha: string }) {
  const r = await request.post('/login', { data: { usuario: who.email, senha: who.senha } });
  expect(r.status()).toBe(200);
}

test('a teacher asks for a correction; the administrator sees it in the bell and on the sheet', async ({
  page,
  playwright,
  baseURL,
}, info) => {
  const data_c = diaDaTurmaDeHoje('pedidoCorrecao', info.project.name);
  const professor = await playwright.request.newContext({ baseURL });
  await entrar(professor, E2E.professor);
  const turmas: MinhaTurma[] = await (await professor.get('/minhasturmas')).json();
  const turma = turmas.find((t) => t.nome_turma === 'Florete Turma de Hoje')!;
  const roster: { id_aluno: number }[] = await (
    await professor.get(`/listaralunos/${turma.id_turma}`)
  ).json();
  const corpo = {
    id_turma: turma.id_turma,
    data_c,
    alunos: roster.map((a, i) => ({ id_aluno: a.id_aluno, presenca: i % 2 })),
    observacao: 'Feita sem sinal no ginásio.',
    feita_em: `${data_c}T21:10:00-03:00`,
  };
  const headers = { 'idempotency-key': `e2e-${info.project.name}-${data_c}` };
  const enviada = await professor.post('/api/chamada/enviar', { data: corpo, headers });
  expect(enviada.status(), await enviada.text()).toBe(200);
  const repetida = await professor.post('/api/chamada/enviar', { data: corpo, headers });
  expect(await repetida.text()).toBe(await enviada.text());
  const id_chamada = ((await enviada.json()) as ChamadaLinha[])[0].id_chamada;
  const pedido = await professor.post(`/api/chamada/${id_chamada}/pedido-correcao`, {
    data: { mensagem: 'Marquei a aluna errada como ausente.\nPor favor, confira.' },
  });
  expect(pedido.status()).toBe(201);
  await professor.dispose();

  await loginAs(page, E2E.admin);
  const sino = page.getByRole('button', { name: /^Notificações \(/ });
  await sino.click();
  const item = page.getByRole('menuitem', {
    name: new RegExp(MSG_NOTIFICACOES.correcao(turma.nome_turma, isoParaBr(data_c))),
  });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/aulas/chamada/${turma.id_turma}\\?data=${data_c}$`));
  const pedidos = page.getByRole('region', { name: MSG_ENVIO.pedidosDeCorrecao });
  await expect(pedidos).toContainText('Marquei a aluna errada como ausente.');
  await expect(pedidos).toContainText(MSG_ENVIO.pendente);
  await shoot(page, `chamada-pedido-correcao-${info.project.name}`);
  await scan(page, 'chamada: pedido de correção');
});
