// Mantine's ModalsProvider, not part of the login page's download: it is
// fetched and mounted when the browser is first idle after the page has
// painted (so the first popup does not pay for it), or at once by a popup that
// comes earlier. `modals.open()` (ui/alerts.tsx) announces itself with window
// events; until the provider listens, those events are kept, then replayed in order.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { quandoOcioso } from './ui/ocioso';

const EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((e) => `mantine-modals:${e}`);

const ModalsProvider = lazy(() => import('./modals-provider').then((m) => ({ default: m.ModalsProvider })));

/** Its passive effect runs after the provider's layout effects have added the provider's listeners. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

export function ModalsHost() {
  const [wanted, setWanted] = useState(false);
  const state = useRef<{ queue: CustomEvent[]; stop?: () => void }>({ queue: [] }).current;

  useEffect(() => {
    const keep = (e: Event) => {
      state.queue.push(e as CustomEvent);
      setWanted(true);
    };
    for (const name of EVENTS) window.addEventListener(name, keep);
    state.stop = () => {
      for (const name of EVENTS) window.removeEventListener(name, keep);
    };
    return state.stop;
  }, [state]);

  // Ahead of the first popup, at idle time.
  useEffect(() => quandoOcioso(() => setWanted(true), 3000), []);

  const onReady = useCallback(() => {
    state.stop?.();
    for (const e of state.queue.splice(0))
      window.dispatchEvent(new CustomEvent(e.type, { detail: e.detail }));
  }, [state]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <Ready onReady={onReady} />
      </ModalsProvider>
    </Suspense>
  );
}
