// The chamada without a network (docs/decisions/031-offline-chamada.md): the sheet
// opened once online opens again offline (reload, a new page), every tap is kept on
// the device, Enviar queues it with an id made on the device, and the network's
// return sends it exactly once (checked in the server's database). A send whose
// answer was lost is sent again without a second chamada; a sheet sent elsewhere
// with other marks is shown beside the device's, never replaced. Sair leaves nothing
// on the device, and no CPF, phone or e-mail is ever kept there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { DIST } from '#scripts/build-state.mjs';
import { MSG_ENVIO, MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_INICIO } from '#shared/messages/inicio.ts';
import { MSG_OFF } from '#shared/messages/offline.ts';
import { hojeNoFuso, somarDias } from '#shared/rules/datas.ts';
import type { ChamadaLinha, MinhaTurma } from '#shared/schemas/chamada.ts';
import { scan } from './axe';
import { comBanco } from './banco';
import { diaDaTurmaDeHoje } from './dias';
import { E2E, expect, loginAs, nomeNaFolha, servidorDe, shoot, test, totalDaFolha } from './fixtures';

// The service worker is what opens the app without a network.
test.use({ serviceWorkers: 'allow' });
// Each flow goes online, offline, reloads and comes back: 6–21 s on a quiet 2-core machine,
// more than the default 30 s on a busy one.
test.describe.configure({ timeout: 120_000 });

/** Everything the app's pages can read in IndexedDB, store by store. */
const LER_INDEXEDDB = async () => {
  const out: Record<string, unknown[]> = {};
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open(name);
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    for (const store of Array.from(db.objectStoreNames)) {
      out[`${name}/${store}`] = await new Promise<unknown[]>((res, rej) => {
        const r = db.transaction(store).objectStore(store).getAll();
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
    }
    db.close();
  }
  return out;
};

/** Every cached response, as text. */
const LER_CACHES = async () => {
  const out: { url: string; texto: string }[] = [];
  for (const nome of await caches.keys()) {
    const cache = await caches.open(nome);
    for (const req of await cache.keys()) {
      const res = await cache.match(req);
      out.push({ url: req.url, texto: res ? await res.text() : '' });
    }
  }
  return out;
};

async function turmaDeHoje(page: Page): Promise<MinhaTurma> {
  const turmas: MinhaTurma[] = await (await page.request.get('/minhasturmas')).json();
  return turmas.find((t) => t.nome_turma === 'Florete Turma de Hoje')!;
}

/** The service worker is active (the app's files precached) and the device holds the teacher's classes. */
async function prontoParaOffline(page: Page, idTurma: number) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(async () => ((await page.evaluate(LER_INDEXEDDB))['estocada-aparelho/turmas'] ?? []).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const turmas = (await page.evaluate(LER_INDEXEDDB))['estocada-aparelho/turmas'] as { id_turma: number }[];
  expect(turmas.map((t) => t.id_turma)).toContain(idTurma);
}

/** Opens the sheet online and waits for it (the device keeps it). */
async function abrirOnline(page: Page, idTurma: number, dia: string) {
  await page.goto(`/aulas/chamada/${idTurma}?data=${dia}`);
  // A first load on a busy machine: the server's sheet, then the device's store opened.
  await expect(page.getByRole('status')).toHaveText(MSG.aSerFeita, { timeout: 15_000 });
  await expect(page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox').first()).toBeVisible();
}

async function enviarAgora(page: Page) {
  await page.getByRole('button', { name: MSG.enviarChamada }).click();
  const dialogo = page.getByRole('dialog', { name: MSG_REG.confirmarEnvio });
  await dialogo.getByRole('button', { name: MSG_REG.enviar, exact: true }).click();
  await expect(dialogo).toBeHidden();
}

async function fecharAlerta(page: Page, title: string) {
  const popup = page.getByRole('alertdialog', { name: title });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: MSG.ok }).click();
  await expect(popup).toBeHidden();
}

/** The chamadas of the class on the day, with their marks, as the server's database has them. */
function noBanco(idTurma: number, dia: string) {
  return comBanco(servidorDe(test.info()), async (db) => {
    const chamadas = await db
      .selectFrom('chamada')
      .select(['id_chamada', 'status_c', 'observacao'])
      .where('id_turma', '=', idTurma)
      .where('data_c', '=', dia)
      .execute();
    const marcas = await db
      .selectFrom('chamada_aluno')
      .innerJoin('chamada', 'chamada.id_chamada', 'chamada_aluno.id_chamada')
      .select(['chamada_aluno.id_aluno', 'chamada_aluno.presenca'])
      .where('chamada.id_turma', '=', idTurma)
      .where('chamada.data_c', '=', dia)
      .execute();
    return { chamadas, marcas };
  });
}

const offline = (context: BrowserContext, sim: boolean) => context.setOffline(sim);

test('a sheet opened once online is taken offline, survives a reload and a closed page, and is sent once when the network returns @telefone', async ({
  page,
  context,
}, info) => {
  const dia = diaDaTurmaDeHoje('offline', info.project.name);
  await loginAs(page, E2E.professor);
  const turma = await turmaDeHoje(page);
  await abrirOnline(page, turma.id_turma, dia);
  await prontoParaOffline(page, turma.id_turma);

  await offline(context, true);
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(MSG.aSerFeita);
  await expect(page.getByTestId('estado-envio')).toContainText(MSG_OFF.salvaNoAparelho);
  const alunos = page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  const total = await totalDaFolha(page);
  expect(total).toBeGreaterThan(1);
  const ausente = await nomeNaFolha(alunos.nth(1));
  await alunos.nth(1).click();
  await expect(alunos.nth(1)).not.toBeChecked();
  await page.getByLabel(MSG.observacao).fill('Treino sem sinal no ginásio.');
  // Each tap is on the device at once: a reload right after it keeps it.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: ausente })).not.toBeChecked();
  await expect(page.getByLabel(MSG.observacao)).toHaveValue('Treino sem sinal no ginásio.');
  await shoot(page, `offline-folha-${info.project.name}`);
  await scan(page, 'chamada sem conexão');

  await enviarAgora(page);
  await scan(
    page,
    'chamada salva no aparelho',
    page.getByRole('alertdialog', { name: MSG_OFF.salvaParaEnviar }),
  );
  await fecharAlerta(page, MSG_OFF.salvaParaEnviar);
  await expect(page.getByTestId('estado-envio')).toContainText(MSG_OFF.salvaNoAparelho);
  // One state in the header: sent from the device and waiting, no longer "A ser Feita".
  await expect(page.getByRole('status')).toHaveText(MSG_INICIO.aguardandoEnvio);
  await expect(page.getByRole('button', { name: MSG.enviarChamada })).toHaveCount(0);
  await expect(alunos.first()).toBeDisabled();
  await shoot(page, `offline-na-fila-${info.project.name}`);
  await scan(page, 'chamada aguardando envio');
  await page.close();

  // A new page, still without a network: the home page counts it, the sheet shows its state.
  const nova = await context.newPage();
  await nova.goto('/home');
  await expect(nova.getByTestId('pendentes')).toContainText(MSG_OFF.aguardando(1));
  // The day cannot be read: said in a banner, and today's class comes first among those kept, marked Hoje.
  await expect(nova.getByRole('alert', { name: MSG_OFF.semConexao })).toBeVisible();
  const guardadas = nova.getByRole('list', { name: MSG_OFF.turmasNoAparelho }).getByRole('listitem');
  await expect(guardadas.first()).toContainText(MSG_OFF.hoje);
  await expect(guardadas.filter({ hasText: turma.nome_turma })).toContainText(MSG_OFF.hoje);
  await shoot(nova, `offline-home-${info.project.name}`);
  await scan(nova, 'home com chamada no aparelho');
  await nova.goto(`/aulas/chamada/${turma.id_turma}?data=${dia}`);
  await expect(nova.getByTestId('estado-envio')).toContainText(MSG_OFF.salvaNoAparelho);
  await expect(nova.getByRole('checkbox', { name: ausente })).not.toBeChecked();
  expect(await noBanco(turma.id_turma, dia)).toMatchObject({ chamadas: [{ status_c: 0 }] });

  // The network returns: the outbox is sent by itself.
  await offline(context, false);
  // What a person sees once the server has it: the sheet Finalizada and read-only. ("Enviada"
  // shows only until the server's sheet is read again, so it is not waited for.)
  await expect(nova.getByRole('status')).toHaveText(MSG.finalizada, { timeout: 15_000 });
  await expect(nova.getByRole('checkbox', { name: ausente })).toBeDisabled();
  await shoot(nova, `offline-enviada-${info.project.name}`);
  const { chamadas, marcas } = await noBanco(turma.id_turma, dia);
  expect(chamadas).toEqual([
    { id_chamada: expect.any(Number), status_c: 1, observacao: 'Treino sem sinal no ginásio.' },
  ]);
  expect(marcas).toHaveLength(total);
  expect(new Set(marcas.map((m) => m.id_aluno)).size).toBe(total);
  expect(marcas.filter((m) => m.presenca === 0)).toHaveLength(1);
  await nova.goto('/home');
  await expect(nova.getByTestId('pendentes')).toContainText(MSG_OFF.aguardando(0));
});

test('a send whose answer was lost is sent again with the same id: one chamada, one mark per student @telefone', async ({
  page,
  context,
}, info) => {
  const dia = diaDaTurmaDeHoje('reenvio', info.project.name);
  await loginAs(page, E2E.professor);
  const turma = await turmaDeHoje(page);
  await abrirOnline(page, turma.id_turma, dia);
  const alunos = page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  await alunos.first().click();
  await expect(alunos.first()).not.toBeChecked();

  // The first try reaches the server, but its answer never comes back.
  // One route sees every try (the app also retries by itself): answers are lost until the
  // sheet is shown as kept on the device, then they come back.
  const chaves: string[] = [];
  let perder = true;
  await context.route('**/api/chamada/enviar', async (route) => {
    chaves.push(route.request().headers()['idempotency-key'] ?? '');
    if (!perder) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await enviarAgora(page);
  await fecharAlerta(page, MSG_OFF.salvaParaEnviar);
  await expect(page.getByTestId('estado-envio')).toContainText(MSG_OFF.salvaNoAparelho);
  perder = false;

  // "Sincronizar agora", unless the app is already sending it again by itself (a request that
  // gets an answer starts the outbox): then the button is gone and there is nothing to click.
  // Done when the sheet shows Finalizada, as a person sees it (the passing "Enviando…" and
  // "Enviada" are not waited for).
  const status = page.getByRole('status');
  await expect(async () => {
    if ((await status.textContent()) === MSG.finalizada) return;
    await page.getByRole('button', { name: MSG_OFF.sincronizarAgora }).click({ timeout: 2_000 });
    await expect(status).toHaveText(MSG.finalizada, { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  expect(chaves.length).toBeGreaterThanOrEqual(2);
  expect(chaves[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(chaves).size).toBe(1);
  const total = await totalDaFolha(page);
  const { chamadas, marcas } = await noBanco(turma.id_turma, dia);
  expect(chamadas).toHaveLength(1);
  expect(chamadas[0]!.status_c).toBe(1);
  expect(marcas).toHaveLength(total);
  expect(marcas.filter((m) => m.presenca === 0)).toHaveLength(1);
});

test('a sheet sent from elsewhere with other marks is shown beside the device’s, never replaced @telefone', async ({
  page,
  context,
  playwright,
  baseURL,
}, info) => {
  const dia = diaDaTurmaDeHoje('conflito', info.project.name);
  await loginAs(page, E2E.professor);
  const turma = await turmaDeHoje(page);
  await abrirOnline(page, turma.id_turma, dia);
  await prontoParaOffline(page, turma.id_turma);

  // Offline, the device marks the first student absent and queues the sheet.
  await offline(context, true);
  const alunos = page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox');
  const quem = await nomeNaFolha(alunos.first());
  await alunos.first().click();
  await enviarAgora(page);
  await fecharAlerta(page, MSG_OFF.salvaParaEnviar);

  // Meanwhile another device of the same teacher sends it with everyone present.
  const outro = await playwright.request.newContext({ baseURL });
  await outro.post('/login', {
    data: { usuario: E2E.professor.email, senha: E2E.professor.senha },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  const folha: ChamadaLinha[] = await (
    await outro.post('/api/chamada/buscar', {
      data: { id_turma: turma.id_turma, data_c: dia },
      headers: { 'sec-fetch-site': 'same-origin' },
    })
  ).json();
  const enviada = await outro.post('/api/chamada/enviar', {
    data: {
      id_chamada: folha[0]!.id_chamada,
      status_c: 1,
      alunos: folha.map((l) => ({ id_aluno: l.id_aluno, presenca: 1 })),
      observacao: 'Enviada do outro aparelho.',
    },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(enviada.status()).toBe(200);
  await outro.dispose();

  await offline(context, false);
  const conflito = page.getByRole('alert').filter({ hasText: MSG_OFF.conflitoTitulo });
  await expect(conflito).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('estado-envio')).toContainText(MSG_OFF.conflito);
  const linha = conflito.getByRole('row', { name: new RegExp(quem) });
  await expect(linha).toContainText(MSG.presente);
  await expect(linha).toContainText(MSG.ausente);
  await shoot(page, `offline-conflito-${info.project.name}`);
  await scan(page, 'chamada em conflito');
  // The server keeps the sheet sent from elsewhere.
  let banco = await noBanco(turma.id_turma, dia);
  expect(banco.chamadas).toMatchObject([{ status_c: 1, observacao: 'Enviada do outro aparelho.' }]);
  expect(banco.marcas.every((m) => m.presenca === 1)).toBe(true);

  if (info.project.name === 'phone') {
    // The teacher asks an administrator for a correction: the request names the difference.
    await conflito.getByRole('button', { name: MSG_OFF.pedirCorrecao }).click();
    const mensagem = conflito.getByLabel(MSG_OFF.mensagemCorrecao);
    await expect(mensagem).toHaveValue(new RegExp(quem));
    await scan(page, 'pedido de correção');
    await conflito.getByRole('button', { name: MSG_OFF.pedirCorrecao }).click();
    await fecharAlerta(page, MSG_ENVIO.pedidoEnviado);
    await expect(page.getByRole('region', { name: MSG_ENVIO.pedidosDeCorrecao })).toContainText(quem);
  } else {
    await conflito.getByRole('button', { name: MSG_OFF.manterEnviada }).click();
  }
  // Either way the sheet is now the sent one, on the device too.
  await expect(conflito).toHaveCount(0);
  await expect(page.getByTestId('estado-envio')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: quem })).toBeChecked();
  await expect(page.getByLabel(MSG.observacao)).toHaveValue('Enviada do outro aparelho.');
  banco = await noBanco(turma.id_turma, dia);
  expect(banco.chamadas).toHaveLength(1);
  expect(banco.marcas.every((m) => m.presenca === 1)).toBe(true);
});

test('no CPF, phone or e-mail is kept on the device, and Sair leaves nothing in IndexedDB or the caches @telefone', async ({
  page,
  context,
}, info) => {
  const dia = diaDaTurmaDeHoje('sair', info.project.name);
  await loginAs(page, E2E.professor);
  const turma = await turmaDeHoje(page);
  await abrirOnline(page, turma.id_turma, dia);
  await prontoParaOffline(page, turma.id_turma);
  // A sheet never opened here opens offline from the roster kept on the device.
  await offline(context, true);
  const nunca = diaDaTurmaDeHoje('nuncaAberta', info.project.name);
  await page.goto(`/aulas/chamada/${turma.id_turma}?data=${nunca}`);
  await expect(page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox').first()).toBeVisible();
  // Offline, the home page lists the classes kept on the device, each with its chamada.
  await page.goto('/home');
  await page.getByRole('link', { name: `${MSG.chamada}: ${turma.nome_turma}` }).click();
  await expect(page).toHaveURL(new RegExp(`/aulas/chamada/${turma.id_turma}$`));
  await expect(page.getByRole('group', { name: MSG.alunos }).getByRole('checkbox').first()).toBeVisible();
  // A day still to come is refused on the device as on the server.
  await page.goto(`/aulas/chamada/${turma.id_turma}?data=${somarDias(hojeNoFuso(E2E.fuso), 7)}`);
  await expect(page.getByText(MSG_REG.dataFutura)).toBeVisible();
  await offline(context, false);

  const pessoais = await comBanco(servidorDe(info), (db) =>
    db.selectFrom('pessoa').select(['cpf_pessoa', 'email_pessoa', 'telefone_pessoa']).execute(),
  );
  // A value written in the app's own files (an example in a field, a test CPF) came from
  // the source code, not from the server's answers: only the others are looked for.
  const pasta = join(DIST, 'client');
  const doApp = readdirSync(pasta, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(js|css|html)$/.test(f))
    .map((f) => readFileSync(join(pasta, f), 'utf8'))
    .join('\n');
  const proibidos = pessoais
    .flatMap((p) => [p.cpf_pessoa, p.email_pessoa, p.telefone_pessoa])
    .filter((v): v is string => !!v && v.length >= 8 && !doApp.includes(v));
  expect(proibidos.length).toBeGreaterThan(10);

  const aparelho = await page.evaluate(LER_INDEXEDDB);
  expect(aparelho['estocada-aparelho/folhas']?.length).toBeGreaterThan(0);
  const textoAparelho = JSON.stringify(aparelho);
  const emCache = (await page.evaluate(LER_CACHES)).map((c) => c.texto).join('\n');
  expect(emCache.length).toBeGreaterThan(0);
  for (const v of proibidos) {
    expect(textoAparelho.includes(v), 'a CPF, phone or e-mail in IndexedDB').toBe(false);
    expect(emCache.includes(v), 'a CPF, phone or e-mail in the caches').toBe(false);
  }
  // Nothing the server answers is cached: only the app's own files.
  const urls = (await page.evaluate(LER_CACHES)).map((c) => new URL(c.url).pathname);
  expect(
    urls.filter((u) => !/^\/(index\.html|assets\/|icons\/|favicon\.svg|manifest\.webmanifest)/.test(u)),
  ).toEqual([]);

  await page.goto('/home');
  if (info.project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: MSG.sair }).click();
  const dialogo = page.getByRole('dialog', { name: MSG.querSair });
  await expect(dialogo).toContainText(MSG_OFF.sairApaga);
  await dialogo.getByRole('button', { name: MSG.sair }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(LER_INDEXEDDB)).toEqual({});
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
