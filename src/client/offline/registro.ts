// The service worker's registration, after the page has loaded (nothing on the
// login page's critical path), and the update prompt: a new version waits until
// the person chooses "Atualizar" (no silent reload in the middle of a chamada).
import { Workbox } from 'workbox-window';
import { TAG_SYNC } from './sync-tag';

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
  const registrar = () => void wb.register().catch(() => undefined);
  if (document.readyState === 'complete') registrar();
  else window.addEventListener('load', registrar, { once: true });
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
