/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest into sw.js): the
// app's own files precached (the build writes their list into __WB_MANIFEST), page
// navigations from the network with the precached shell when there is none, and
// Background Sync sending the outbox where the browser has it. The server's answers
// are never cached here: the data the device keeps lives in IndexedDB (offline/aparelho.ts).
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { enviarFila } from './offline/envio';
import { TAG_SYNC } from './offline/sync-tag';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (not in TypeScript's library). */
type SyncEvent = ExtendableEvent & { tag: string };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/sair/, /^\/login/] },
  ),
);

// The page's "Atualizar" (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('sync', (event) => {
  const e = event as SyncEvent;
  if (e.tag === TAG_SYNC) e.waitUntil(enviarFila());
});
