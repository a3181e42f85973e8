// Whether the app has a network, as far as it can tell: the browser's navigator.onLine
// says "offline" only when there is no connection at all (a phone on a gym's Wi-Fi
// without internet says "online"), so a request that failed for lack of a network
// counts too, until one succeeds or the browser announces `online`. Every request of the
// client (api()) reports here; while the app counts itself offline, its queries wait
// instead of trying (query-client.tsx) and one small request now and then finds out
// when the network is back (no-app.tsx).
import { observarRede } from '#client/api.ts';

let semRede = false;
const ouvintes = new Set<() => void>();

function mudar(v: boolean) {
  if (semRede === v) return;
  semRede = v;
  for (const fn of ouvintes) fn();
}

/** A request failed without an answer. */
export const marcarSemRede = () => mudar(true);

observarRede((comRede) => mudar(!comRede));

export const temRede = () => !semRede && (typeof navigator === 'undefined' || navigator.onLine);

export function assinarRede(fn: () => void): () => void {
  ouvintes.add(fn);
  const aoVoltar = () => {
    mudar(false);
    fn();
  };
  window.addEventListener('online', aoVoltar);
  window.addEventListener('offline', fn);
  return () => {
    ouvintes.delete(fn);
    window.removeEventListener('online', aoVoltar);
    window.removeEventListener('offline', fn);
  };
}
