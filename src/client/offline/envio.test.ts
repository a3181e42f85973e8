// The outbox's outcomes on a device, end to end: the device's store in IndexedDB
// (fake-indexeddb), the offline module's code as the page runs it, api(), and a real
// server (the test app listening on a local port, SQLite or PostgreSQL). The network
// is the one part stood in for: `rede` forwards each request to that server as a
// browser would (the session cookie, same-origin), or loses it, or loses its answer.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Aulas, montarAulas, QUARTA } from '#server/features/aulas/testing.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_OFF } from '#shared/messages/offline.ts';
import { CODIGO_ENVIO } from '#shared/schemas/chamada.ts';
import { abrirAparelho, fechar, type Marcas } from './aparelho';
import { ouvir, reterAvisos } from './avisos';
import { aoResponder, type Desfecho, enviarFila } from './envio';
import { colocarNaFila, lerFolha, lerTurma } from './folhas';
import { preparar } from './preparar';
import { temRede } from './rede';

/** How the network treats the next requests. */
type Modo = 'normal' | 'sem_rede' | 'resposta_perdida' | 'erro_servidor' | 'em_andamento';

let a: Aulas;
let base: string;
let modo: Modo;
/** Every request that left the device: its method, path and Idempotency-Key. */
let pedidos: { method: string; path: string; chave: string | null }[];
const fetchOriginal = globalThis.fetch;

const ehEnvio = (path: string) => path === '/api/chamada/enviar';

/** The network between the device and the server. */
async function rede(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = String(input);
  const headers = new Headers(init.headers);
  pedidos.push({ method: init.method ?? 'GET', path, chave: headers.get('idempotency-key') });
  if (modo === 'sem_rede') throw new TypeError('Failed to fetch');
  if (ehEnvio(path) && modo === 'erro_servidor')
    return new Response(JSON.stringify({ message: 'Internal Server Error' }), { status: 500 });
  if (ehEnvio(path) && modo === 'em_andamento')
    return new Response(JSON.stringify({ message: 'em andamento', code: CODIGO_ENVIO.chaveEmAndamento }), {
      status: 409,
    });
  // What a browser adds to a same-origin request with the session's cookie.
  headers.set('cookie', a.dono);
  headers.set('sec-fetch-site', 'same-origin');
  const res = await fetchOriginal(new URL(path, base), { ...init, headers });
  if (ehEnvio(path) && modo === 'resposta_perdida') {
    await res.text();
    throw new TypeError('Failed to fetch');
  }
  return res;
}

beforeEach(async () => {
  a = await montarAulas();
  base = await a.t.app.listen({ port: 0, host: '127.0.0.1' });
  modo = 'normal';
  pedidos = [];
  vi.stubGlobal('fetch', rede);
  // A fresh device: an empty IndexedDB, no connection kept from the previous test.
  fechar();
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fechar();
  await a.t.close();
});

const USUARIO = { nome: 'Paulo Dono', adm: 0, troca_senha: 0 } as const;

/** The device filled as the app fills it, and the sheet of Florete A's last Wednesday opened on it. */
async function folhaNoAparelho() {
  await preparar(USUARIO, true);
  const { criarFolha } = await import('./folhas');
  const turma = await lerTurma(a.ids.tA);
  await criarFolha(turma!, QUARTA);
  return (await lerFolha(a.ids.tA, QUARTA))!;
}

const marcas = (ana: 0 | 1, bruno: 0 | 1): Marcas => ({ [a.ids.ana]: ana, [a.ids.bruno]: bruno });

/** The sheet as the server has it. */
async function noServidor() {
  const res = await a.call('POST', '/api/chamada/buscar', a.dono, { id_turma: a.ids.tA, data_c: QUARTA });
  return res.json() as { status_c: 0 | 1; presenca: 0 | 1; id_aluno: number }[];
}

const naFila = async () => (await abrirAparelho()).count('envios');

describe('filling the device', () => {
  it("takes the teacher's classes, names-only rosters and the club's time zone in one request", async () => {
    await preparar(USUARIO, true);
    expect(pedidos).toEqual([{ method: 'GET', path: '/api/aulas/aparelho', chave: null }]);
    const turma = await lerTurma(a.ids.tA);
    expect(turma).toMatchObject({ nome_turma: 'Florete A', com_alunos: true });
    expect(turma!.alunos).toEqual([
      { id_aluno: a.ids.ana, nome: 'Ana Souza' },
      { id_aluno: a.ids.bruno, nome: 'Bruno Lima' },
    ]);
    // Another teacher's class never reaches this device.
    expect(await lerTurma(a.ids.tOutro)).toBeNull();
  });
});

describe('the outbox', () => {
  it('queues a sheet checked by the shared schema, and refuses one the server would refuse', async () => {
    const f = await folhaNoAparelho();
    const r = await colocarNaFila(f, marcas(1, 0), 'Treino de base');
    expect(r).toEqual({ ok: true, idEnvio: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await lerFolha(a.ids.tA, QUARTA)).toMatchObject({
      estado: 'na_fila',
      id_envio: r.ok ? r.idEnvio : 'none',
    });
    expect(await naFila()).toBe(1);
    // A sheet without students is refused before it is queued.
    const vazia = { ...f, chave: `${a.ids.tA}:vazia`, alunos: [], id_envio: undefined };
    expect(await colocarNaFila(vazia, {}, '')).toEqual({ ok: false, motivo: MSG.adicioneAluno });
    expect(await naFila()).toBe(1);
  });

  it('sent: the server has the marks, the outbox is empty, the pages are told it was accepted', async () => {
    const f = await folhaNoAparelho();
    await colocarNaFila(f, marcas(1, 0), 'Treino de base');
    const avisos: { chave?: string; aceita?: boolean }[] = [];
    const parar = ouvir((a) => avisos.push(a));
    await enviarFila();
    parar();
    // What the home page listens for to read its day again at once.
    expect(avisos.at(-1)).toEqual({ chave: f.chave, aceita: true });
    expect(await lerFolha(a.ids.tA, QUARTA)).toMatchObject({ estado: 'enviada', finalizada: true });
    expect(await naFila()).toBe(0);
    const linhas = await noServidor();
    expect(linhas[0]!.status_c).toBe(1);
    expect(Object.fromEntries(linhas.map((l) => [l.id_aluno, l.presenca]))).toEqual(marcas(1, 0));
  });

  it("the page hears its send's outcome before the device records it, and holds its own readers meanwhile", async () => {
    const f = await folhaNoAparelho();
    const avisos: { chave?: string; aceita?: boolean }[] = [];
    const parar = ouvir((a) => avisos.push(a));
    const soltar = reterAvisos();
    const r = await colocarNaFila(f, marcas(1, 0), '');
    if (!r.ok) throw new Error(r.motivo);
    const db = await abrirAparelho();
    const ouvidos: { d: Desfecho; folha: Promise<unknown> }[] = [];
    const cancelar = aoResponder(r.idEnvio, (d) => {
      // The sheet as the device has it in this instant: a read ordered before any later write.
      ouvidos.push({ d, folha: db.get('folhas', f.chave) });
    });
    await enviarFila();
    cancelar();
    expect(ouvidos.map((o) => o.d.tipo)).toEqual(['enviada']);
    expect(await ouvidos[0]!.folha).toMatchObject({ estado: 'enviando' });
    // Queued, sending and sent were held back from this page's readers: one announcement on release.
    expect(avisos).toEqual([]);
    soltar();
    parar();
    expect(avisos).toEqual([{ chave: f.chave, aceita: true }]);
    expect(await lerFolha(a.ids.tA, QUARTA)).toMatchObject({ estado: 'enviada' });
  });

  it('queued: a send the server is still taking (409 in flight) stays in the outbox', async () => {
    const f = await folhaNoAparelho();
    await colocarNaFila(f, marcas(1, 0), '');
    modo = 'em_andamento';
    await enviarFila();
    expect(await lerFolha(a.ids.tA, QUARTA)).toMatchObject({ estado: 'na_fila' });
    expect(await naFila()).toBe(1);
    expect((await noServidor())[0]!.status_c).toBe(0);
  });

  it('no network: the sheet waits in the outbox and the app knows it is offline', async () => {
    const f = await folhaNoAparelho();
    await colocarNaFila(f, marcas(0, 1), '');
    modo = 'sem_rede';
    const avisos: { aceita?: boolean }[] = [];
    const parar = ouvir((a) => avisos.push(a));
    await enviarFila();
    parar();
    expect(avisos.some((a) => a.aceita)).toBe(false);
    expect(await lerFolha(a.ids.tA, QUARTA)).toMatchObject({ estado: 'na_fila' });
    expect(await naFila()).toBe(1);
    expect(temRede()).toBe(false);
    modo = 'normal';
    await enviarFila();
    expect(await lerFolha(a.ids.tA, QUARTA)).toMatchObject({ estado: 'enviada' });
    expect(temRede()).toBe(true);
  });

  it('conflict: a sheet sent from elsewhere with other marks is shown beside the device’s, nothing overwritten', async () => {
    const f = await folhaNoAparelho();
    await colocarNaFila(f, marcas(1, 0), '');
    const outro = await a.call('POST', '/api/chamada/enviar', a.admin, {
      id_turma: a.ids.tA,
      data_c: QUARTA,
      alunos: [
        { id_aluno: a.ids.ana, presenca: 0 },
        { id_aluno: a.ids.bruno, presenca: 1 },
      ],
      observacao: '',
    });
    expect(outro.statusCode).toBe(200);
    await enviarFila();
    const depois = await lerFolha(a.ids.tA, QUARTA);
    expect(depois).toMatchObject({ estado: 'conflito', marcas: marcas(1, 0) });
    expect(depois!.enviada!.marcas).toEqual(marcas(0, 1));
    expect(await naFila()).toBe(0);
    expect(Object.fromEntries((await noServidor()).map((l) => [l.id_aluno, l.presenca]))).toEqual(
      marcas(0, 1),
    );
  });

  it('server error: the sheet is editable again with the reason, out of the outbox', async () => {
    const f = await folhaNoAparelho();
    await colocarNaFila(f, marcas(1, 1), '');
    modo = 'erro_servidor';
    await enviarFila();
    expect(await lerFolha(a.ids.tA, QUARTA)).toMatchObject({ estado: 'erro', erro: MSG_OFF.motivoServidor });
    expect(await naFila()).toBe(0);
  });

  it('a lost answer: the send is tried again with the same Idempotency-Key and taken once', async () => {
    const f = await folhaNoAparelho();
    await colocarNaFila(f, marcas(0, 0), 'Chuva');
    modo = 'resposta_perdida';
    await enviarFila();
    // The server took it; the device does not know yet.
    expect((await noServidor())[0]!.status_c).toBe(1);
    expect(await lerFolha(a.ids.tA, QUARTA)).toMatchObject({ estado: 'na_fila' });
    modo = 'normal';
    await enviarFila();
    expect(await lerFolha(a.ids.tA, QUARTA)).toMatchObject({ estado: 'enviada', marcas: marcas(0, 0) });
    expect(await naFila()).toBe(0);
    const envios = pedidos.filter((p) => ehEnvio(p.path));
    expect(envios).toHaveLength(2);
    expect(envios[0]!.chave).toMatch(/^[0-9a-f-]{36}$/);
    expect(envios[1]!.chave).toBe(envios[0]!.chave);
    // One record of the send on the server, not two.
    expect(await a.count('chamada_registro')).toBe(1);
  });
});
