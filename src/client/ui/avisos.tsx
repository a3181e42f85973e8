// A save's confirmation: a notice in a corner that needs no tap. The notices live
// in one polite live region (aria-live, no role: a page's own status, such as a
// sheet's state, stays the one status on it) that is always on the page, so a screen
// reader announces each as it arrives without moving the focus. A notice leaves by
// itself after AVISO_MS, waits while the pointer or the focus is on it (time to read
// it), and can be closed. It lives above the router, so a save that navigates (an
// administration form back to its list) still shows it on the next page.
// Errors are not notices: they stay beside their fields (form-envio.ts). The notices'
// look (Mantine's Notification) is fetched with the first one, not by the login page;
// the notices themselves are kept in avisos-estado.ts.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { assinar, lerAvisos } from './avisos-estado';

export { type Aviso, avisar } from './avisos-estado';

const Lista = lazy(() => import('./avisos-lista'));

/** The notices' place on every page (mounted once, in app.tsx). */
export function Avisos() {
  const lista = useSyncExternalStore(assinar, lerAvisos, lerAvisos);
  return (
    <div
      aria-live="polite"
      style={{
        position: 'fixed',
        insetInlineEnd: 'var(--mantine-spacing-md)',
        insetBlockEnd: 'var(--mantine-spacing-md)',
        width: 'min(24rem, calc(100vw - 2 * var(--mantine-spacing-md)))',
        zIndex: 'var(--mantine-z-index-max)',
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--mantine-spacing-xs)',
        pointerEvents: lista.length ? undefined : 'none',
      }}
    >
      {lista.length > 0 && (
        <Suspense fallback={null}>
          <Lista itens={lista} />
        </Suspense>
      )}
    </div>
  );
}
