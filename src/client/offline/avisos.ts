// Tells every page of the app (and the page that wrote) that the device's store
// changed: a sheet's marks or state, the outbox. The service worker's sends reach
// the pages the same way. A page hears its own changes once: directly, not again
// through the channel (whose every instance, in the same page too, gets each message).
const CANAL = 'estocada-aparelho';

/** `aceita`: the server took this sheet (sent, or answered with the sheet sent elsewhere). */
type Aviso = { chave?: string; aceita?: boolean };
type Mensagem = Aviso & { origem?: string };

/** This page's (or worker's) mark on what it broadcasts. */
const ORIGEM = Math.random().toString(36).slice(2);

let emissor: BroadcastChannel | null = null;
const locais = new Set<(a: Aviso) => void>();

/** This page's announcements held back from its own readers (reterAvisos), or null. */
let retidos: Aviso[] | null = null;

function entregar(a: Aviso) {
  for (const fn of locais) fn(a);
}

export function avisar(a: Aviso = {}) {
  if (retidos) retidos.push(a);
  else entregar(a);
  if (typeof BroadcastChannel === 'undefined') return;
  emissor ??= new BroadcastChannel(CANAL);
  emissor.postMessage({ ...a, origem: ORIGEM } satisfies Mensagem);
}

/** Calls fn on every change, here or in another page or the worker; returns the unsubscribe. */
export function ouvir(fn: (a: Aviso) => void): () => void {
  locais.add(fn);
  const canal = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CANAL);
  canal?.addEventListener('message', (e: MessageEvent<Mensagem | null>) => {
    if (e.data?.origem === ORIGEM) return;
    fn({ chave: e.data?.chave, aceita: e.data?.aceita });
  });
  return () => {
    locais.delete(fn);
    canal?.close();
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
