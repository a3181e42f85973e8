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

export function avisar(a: Aviso = {}) {
  for (const fn of locais) fn(a);
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
