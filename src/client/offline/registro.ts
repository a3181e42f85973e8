// The service worker's registration, once the page has loaded and gone idle (nothing on the
// first page's path), and the update prompt: a new version waits until
// the person chooses "Atualizar" (no silent reload in the middle of a chamada).
import { Workbox } from 'workbox-window';
import { quandoOcioso } from '#client/ui/ocioso.ts';
import { TAG_SYNC } from './sync-tag';

/** The longest the registration waits for an idle moment after the page's load. */
const REGISTRO_LIMITE_MS = 5000;

let registrado = false;

export function registrarServiceWorker(aoHaverNovaVersao: (atualizar: () => void) => void) {
  if (registrado || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registrado = true;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () =>
    aoHaverNovaVersao(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  // Its install downloads and stores every file of the app (the precache): after the page has
  // loaded and then gone idle, so it never competes with the first page's own work.
  const registrar = () => void wb.register().catch(() => undefined);
  const ocioso = () => quandoOcioso(registrar, REGISTRO_LIMITE_MS);
  if (document.readyState === 'complete') ocioso();
  else window.addEventListener('load', ocioso, { once: true });
}

/** Asks the worker to send the outbox when the network comes back, where Background Sync exists. */
export async function pedirSincronizacao() {
  try {
    if (!('serviceWorker' in navigator)) return;
    const reg = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((r) => setTimeout(r, 1000)),
    ])) as (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined;
    await reg?.sync?.register(TAG_SYNC);
  } catch {
    // Not offered (Safari, iOS) or refused: the page's own triggers remain.
  }
}
