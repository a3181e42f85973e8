// Focus for keyboard and screen-reader users: after a move to another page of
// the logged-in area, the focus goes to the new page's title (its h1) — or to
// the main area while the page has none yet — so the page is announced and the
// next Tab starts inside it. A field the person already focused is never taken over.
// The focus moves once the frame that shows the new page has painted and the page is idle:
// moved before it, it makes the browser compute the page's styles and layout ahead of that
// frame, which then waits; moved right after it, the next frame waits.
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { aposPintura } from '#client/ui/apos-pintura.ts';

/** Frames to wait for a lazily loaded page to show its h1. */
const QUADROS = 60;

/** The longest the focus waits for the page to be idle once the title has painted. */
const FOCO_LIMITE_MS = 200;

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
    let depois = () => {};
    const focar = (alvo: HTMLElement) => {
      const ativo = document.activeElement;
      if (ativo instanceof HTMLElement && ativo !== document.body && ativo.matches(CAMPO)) return;
      focarTitulo(alvo);
    };
    let id = requestAnimationFrame(function procurar() {
      const area = main.current;
      if (!area) return;
      const h1 = area.querySelector<HTMLElement>('h1');
      // Once the frame that shows the title has painted and the page is idle: the focus
      // makes the browser lay the page out, which waits until the frames after it are out.
      if (h1) depois = aposPintura(() => focar(h1), FOCO_LIMITE_MS);
      else if (quadro++ < QUADROS) id = requestAnimationFrame(procurar);
      else depois = aposPintura(() => focar(area), FOCO_LIMITE_MS);
    });
    return () => {
      cancelAnimationFrame(id);
      depois();
    };
  }, [pathname, main]);
  return null;
}
