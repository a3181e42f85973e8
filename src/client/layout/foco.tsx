// Focus for keyboard and screen-reader users: after a move to another page of
// the logged-in area, the focus goes to the new page's title (its h1) — or to
// the main area while the page has none yet — so the page is announced and the
// next Tab starts inside it. A field the person already focused is never taken over.
// The focus moves after the frame that shows the new page has painted: moved before it,
// it makes the browser compute the page's styles ahead of that frame, which then waits.
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Frames to wait for a lazily loaded page to show its h1. */
const QUADROS = 60;

const CAMPO = 'input, textarea, select, [contenteditable="true"], [role="dialog"] *';

/** Focuses `alvo` as a target of the script (no ring for a click, no scroll jump). */
export function focarTitulo(alvo: HTMLElement) {
  if (!alvo.hasAttribute('tabindex')) alvo.tabIndex = -1;
  alvo.focus({ preventScroll: true });
}

/** Renders nothing: the one part of the layout that renders again at each move. */
export function FocoAoMudarDePagina({ main }: { main: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const primeira = useRef(true);
  useEffect(() => {
    // The first page of a load is where the browser already starts.
    if (primeira.current) {
      primeira.current = false;
      return;
    }
    if (!pathname) return;
    let quadro = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focar = (alvo: HTMLElement) => {
      const ativo = document.activeElement;
      if (ativo instanceof HTMLElement && ativo !== document.body && ativo.matches(CAMPO)) return;
      focarTitulo(alvo);
    };
    let id = requestAnimationFrame(function procurar() {
      const area = main.current;
      if (!area) return;
      const h1 = area.querySelector<HTMLElement>('h1');
      // A task queued in the frame runs once that frame has painted.
      if (h1) timer = setTimeout(() => focar(h1), 0);
      else if (quadro++ < QUADROS) id = requestAnimationFrame(procurar);
      else timer = setTimeout(() => focar(area), 0);
    });
    return () => {
      cancelAnimationFrame(id);
      clearTimeout(timer);
    };
  }, [pathname, main]);
  return null;
}
