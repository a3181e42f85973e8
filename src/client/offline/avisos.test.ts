// The device store's announcements: heard once here, once in every other page or worker,
// through one channel per page.
import { afterEach, describe, expect, it } from 'vitest';
import { avisar, ouvir } from './avisos';

const CANAL = 'estocada-aparelho';
/** What another page (or the service worker) holds: a channel of its own. */
let outraPagina: BroadcastChannel | null = null;

afterEach(() => {
  outraPagina?.close();
  outraPagina = null;
});

describe('avisos', () => {
  it("a page's own change reaches each of its readers once, and the other pages through the channel", async () => {
    outraPagina = new BroadcastChannel(CANAL);
    // The other page answers what it hears: its answer arrives after anything the post itself
    // could have brought back to this page.
    const ouvidas: unknown[] = [];
    outraPagina.onmessage = (e: MessageEvent<{ chave: string }>) => {
      ouvidas.push(e.data);
      outraPagina?.postMessage({ chave: `eco-${e.data.chave}` });
    };
    const a: unknown[] = [];
    const b: unknown[] = [];
    const pararA = ouvir((x) => a.push(x));
    const pararB = ouvir((x) => b.push(x));
    avisar({ chave: 'turma-1', aceita: true });
    await expect.poll(() => a.length).toBe(2);
    const esperadas = [
      { chave: 'turma-1', aceita: true },
      { chave: 'eco-turma-1', aceita: undefined },
    ];
    expect(a).toEqual(esperadas);
    await expect.poll(() => b.length).toBe(2);
    expect(b).toEqual(esperadas);
    expect(ouvidas).toEqual([{ chave: 'turma-1', aceita: true }]);
    pararA();
    pararB();
  });

  it("another page's change reaches every reader here once", async () => {
    const a: unknown[] = [];
    const b: unknown[] = [];
    const pararA = ouvir((x) => a.push(x));
    const pararB = ouvir((x) => b.push(x));
    outraPagina = new BroadcastChannel(CANAL);
    outraPagina.postMessage({ chave: 'turma-2' });
    await expect.poll(() => a.length).toBe(1);
    await expect.poll(() => b.length).toBe(1);
    expect(a).toEqual([{ chave: 'turma-2', aceita: undefined }]);
    pararA();
    pararB();
  });
});
