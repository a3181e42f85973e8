// Tells every page of the app (and the page that wrote) that the device's store
// changed: a sheet's marks or state, the outbox. The service worker's sends reach
// the pages the same way. A page hears its own changes once: directly, never through
// the channel (a BroadcastChannel does not hear what it posts itself).
const CANAL = 'estocada-aparelho';

/** `aceita`: the server took this sheet (sent, or answered with the sheet sent elsewhere). */
type Aviso = { chave?: string; aceita?: boolean };

/**
 * This page's (or worker's) one channel: it posts, and it hears the other pages and the worker
 * for every reader here. Opening a channel is a call to the browser: one per page, not one per
 * reader; it closes when the last reader goes.
 */
let canal: BroadcastChannel | null = null;
const locais = new Set<(a: Aviso) => void>();

/** This page's announcements held back from its own readers (reterAvisos), or null. */
let retidos: Aviso[] | null = null;

function entregar(a: Aviso) {
  for (const fn of locais) fn(a);
}

function doCanal(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  if (!canal) {
    canal = new BroadcastChannel(CANAL);
    canal.onmessage = (e: MessageEvent<Aviso | null>) =>
      entregar({ chave: e.data?.chave, aceita: e.data?.aceita });
  }
  return canal;
}

export function avisar(a: Aviso = {}) {
  if (retidos) retidos.push(a);
  else entregar(a);
  doCanal()?.postMessage(a);
}

/** Calls fn on every change, here or in another page or the worker; returns the unsubscribe. */
export function ouvir(fn: (a: Aviso) => void): () => void {
  locais.add(fn);
  doCanal();
  return () => {
    locais.delete(fn);
    if (locais.size === 0) {
      canal?.close();
      canal = null;
    }
  };
}

/**
 * Holds this page's announcements back from its own readers (other pages and the worker still
 * hear them at once) until the answer is called; they are then delivered once per sheet. The
 * page's own send uses it: the states it passes through are not rendered while the send waits
 * for its answer, unless the answer is slow. A hold inside a hold is the outer one's.
 */
export function reterAvisos(): () => void {
  if (retidos) return () => undefined;
  const meus: Aviso[] = [];
  retidos = meus;
  return () => {
    if (retidos !== meus) return;
    retidos = null;
    const porChave = new Map<string | undefined, Aviso>();
    for (const a of meus) {
      const aceita = porChave.get(a.chave)?.aceita || a.aceita;
      porChave.set(a.chave, aceita ? { chave: a.chave, aceita } : { chave: a.chave });
    }
    for (const a of porChave.values()) entregar(a);
  };
}
