// Mantine's ModalsProvider, loaded on the first popup instead of with the login
// page. `modals.open()` (ui/alerts.tsx) announces itself with window events;
// until the provider listens, those events are kept, then replayed in order.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

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
