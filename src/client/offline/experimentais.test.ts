// The day's trial classes (aulas experimentais) on a device's sheet, end to end: the
// device's store in IndexedDB (fake-indexeddb), the offline module's code as the page runs
// it, api(), and a real server (the test app on a local port, SQLite or PostgreSQL). The
// network is the one part stood in for: it forwards each request as a browser would, or
// loses it. A trial read online stays on the device with the sheet (name only), its mark
// is kept beside the students' and goes with the queued send, checked by the shared schema.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Aulas, montarAulas, QUARTA } from '#server/features/aulas/testing.ts';
import { criarExperimental } from '#server/test/fabrica.ts';
import { MSG_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';
import { abrirAparelho, chaveExperimental, fechar } from './aparelho';
import { enviarFila } from './envio';
import { colocarNaFila, gravarRascunho, guardarDoServidor, lerFolha } from './folhas';
import { buscarFolha } from './servico';

let a: Aulas;
let base: string;
let semRede: boolean;
/** The bodies of the sends that left the device. */
let envios: unknown[];
const fetchOriginal = globalThis.fetch;

async function rede(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = String(input);
  if (semRede) throw new TypeError('Failed to fetch');
  if (path === '/api/chamada/enviar') envios.push(JSON.parse(String(init.body)));
  const headers = new Headers(init.headers);
  headers.set('cookie', a.dono);
  headers.set('sec-fetch-site', 'same-origin');
  return fetchOriginal(new URL(path, base), { ...init, headers });
}

beforeEach(async () => {
  a = await montarAulas();
  base = await a.t.app.listen({ port: 0, host: '127.0.0.1' });
  semRede = false;
  envios = [];
  vi.stubGlobal('fetch', rede);
  fechar();
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fechar();
  await a.t.close();
});

/** A trial booked for Florete A's last Wednesday (as the public page books it). */
const experimental = (nome: string) => criarExperimental(a.t.db, nome, a.ids.tA, QUARTA);

const statusNoServidor = async (id: number) =>
  (
    await a.t.db
      .selectFrom('experimental')
      .select('status')
      .where('id_experimental', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

/** The sheet read online (with its trials) and laid into the device, as the page does. */
async function lerOnline() {
  const r = await buscarFolha(a.ids.tA, QUARTA);
  expect(r.status).toBe(200);
  return guardarDoServidor(a.ids.tA, QUARTA, r.corpo as ChamadaLinha[]);
}

describe("the day's trials on the device's sheet", () => {
  it('keeps a trial read online (name only), marks it offline, and sends it with the sheet once back', async () => {
    const zeca = await experimental('Zeca Experimental');
    const f = await lerOnline();
    expect(f.experimentais).toEqual([{ id_experimental: zeca, nome: 'Zeca Experimental' }]);
    expect(f.marcas[chaveExperimental(zeca)]).toBe(1);
    // Nothing but the id and the name of the trial reaches the device.
    expect(JSON.stringify(await (await abrirAparelho()).getAll('folhas'))).not.toContain('@teste.local');

    // Without a network: the trial marked absent, the sheet queued and kept.
    semRede = true;
    const marcas = { [a.ids.ana]: 1, [a.ids.bruno]: 0, [chaveExperimental(zeca)]: 0 } as const;
    await gravarRascunho(f, { marcas, observacao: '' });
    const rascunho = (await lerFolha(a.ids.tA, QUARTA))!;
    expect(rascunho.marcas[chaveExperimental(zeca)]).toBe(0);
    const r = await colocarNaFila(rascunho, marcas, '');
    expect(r.ok).toBe(true);
    const [envio] = await (await abrirAparelho()).getAll('envios');
    expect(envio!.corpo.alunos).toEqual([
      { id_aluno: a.ids.ana, presenca: 1 },
      { id_aluno: a.ids.bruno, presenca: 0 },
    ]);
    expect(envio!.corpo.experimentais).toEqual([{ id_experimental: zeca, presenca: 0 }]);
    await enviarFila();
    expect(await lerFolha(a.ids.tA, QUARTA)).toMatchObject({ estado: 'na_fila' });
    expect(await statusNoServidor(zeca)).toBe('agendada');

    semRede = false;
    await enviarFila();
    expect(envios).toHaveLength(1);
    expect(await statusNoServidor(zeca)).toBe('faltou');
    // The answer's sheet keeps the trial's row with the mark sent.
    const enviada = (await lerFolha(a.ids.tA, QUARTA))!;
    expect(enviada).toMatchObject({ estado: 'enviada', finalizada: true });
    expect(enviada.experimentais).toEqual([{ id_experimental: zeca, nome: 'Zeca Experimental' }]);
    expect(enviada.marcas[chaveExperimental(zeca)]).toBe(0);
    // The trial is no mark of the chamada: the class's marks are the students' alone.
    expect(await a.count('chamada_aluno')).toBe(2);
  });

  it("a new server reading keeps the device's unsent mark of a trial", async () => {
    const zeca = await experimental('Zeca Experimental');
    const f = await lerOnline();
    await gravarRascunho(f, { marcas: { ...f.marcas, [chaveExperimental(zeca)]: 0 }, observacao: '' });
    const relida = await lerOnline();
    expect(relida.marcas[chaveExperimental(zeca)]).toBe(0);
    expect(relida.marcas[a.ids.ana]).toBe(1);
  });

  it('a send the server would refuse (a trial twice) never waits in the outbox; no trial, no field', async () => {
    const zeca = await experimental('Zeca Experimental');
    const f = await lerOnline();
    const duas = { ...f, experimentais: [...f.experimentais!, ...f.experimentais!] };
    expect(await colocarNaFila(duas, f.marcas, '')).toEqual({
      ok: false,
      motivo: MSG_EXPERIMENTAL.experimentalRepetida,
    });
    expect(await (await abrirAparelho()).count('envios')).toBe(0);
    // A sheet without trials sends the students' body as before (no `experimentais`).
    const sem = { ...f, experimentais: [] };
    const r = await colocarNaFila(sem, f.marcas, '');
    expect(r.ok).toBe(true);
    const [envio] = await (await abrirAparelho()).getAll('envios');
    expect(envio!.corpo).not.toHaveProperty('experimentais');
    await enviarFila();
    expect(await statusNoServidor(zeca)).toBe('agendada');
  });
});
