// The product's popup (title, text, icon, OK; docs/product/messages.md) as the browser's own
// modal dialog (`<dialog>` opened with showModal()), built without React: it is on screen in
// the task that opens it, in the page's top layer, with no script of its own for the focus
// (the browser keeps it inside and gives it back on close), no scroll lock and no restyling
// of the page beneath. It is an alertdialog named by its title and described by its text,
// the focus on OK: a screen reader announces the result at once. OK, Enter on OK, Escape
// or a tap outside close it.
import { MSG } from '#shared/messages/comum.ts';
import classes from './popup.module.css';

export type AlertIcon = 'success' | 'error' | 'warning' | 'info';

/** Tabler's icons (check, x, alert-triangle, info-circle), their paths inline. */
const ICONES: Record<AlertIcon, string[]> = {
  success: ['M5 12l5 5l10 -10'],
  error: ['M18 6l-12 12', 'M6 6l12 12'],
  warning: [
    'M12 9v4',
    'M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0',
    'M12 16h.01',
  ],
  info: ['M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0', 'M12 9h.01', 'M11 12h1v4h1'],
};

const SVG = 'http://www.w3.org/2000/svg';

let sequencia = 0;

function elemento<K extends keyof HTMLElementTagNameMap>(tag: K, classe: string, texto?: string) {
  const el = document.createElement(tag);
  el.className = classe;
  if (texto !== undefined) el.textContent = texto;
  return el;
}

function icone(tipo: AlertIcon): HTMLElement {
  const caixa = elemento('div', classes.icone!);
  caixa.dataset.tipo = tipo;
  caixa.setAttribute('aria-hidden', 'true');
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('focusable', 'false');
  for (const d of ICONES[tipo]) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  caixa.append(svg);
  return caixa;
}

/** Shows a popup and resolves when the person closes it. */
export function abrirPopup({
  titulo,
  texto,
  tipo = 'info',
}: {
  titulo: string;
  texto?: string;
  tipo?: AlertIcon;
}): Promise<void> {
  return new Promise<void>((resolve) => {
    const ids = { titulo: `popup-${++sequencia}-titulo`, texto: `popup-${sequencia}-texto` };
    const dialogo = elemento('dialog', classes.popup!);
    dialogo.setAttribute('role', 'alertdialog');
    dialogo.setAttribute('aria-labelledby', ids.titulo);
    if (texto) dialogo.setAttribute('aria-describedby', ids.texto);
    // The dialog's box is the backdrop's edge: a click on the dialog itself is a tap outside.
    const caixa = elemento('div', classes.caixa!);
    const t = elemento('p', classes.titulo!, titulo);
    t.id = ids.titulo;
    caixa.append(icone(tipo), t);
    if (texto) {
      const x = elemento('p', classes.texto!, texto);
      x.id = ids.texto;
      caixa.append(x);
    }
    const ok = elemento('button', `mantine-focus-auto ${classes.ok}`, MSG.ok);
    ok.type = 'button';
    ok.autofocus = true;
    // A Mantine modal beneath (a form's) keeps its own Escape to itself.
    ok.dataset.mantineStopPropagation = 'true';
    // Closed and gone from the page in the same task: the browser's `close` event comes a
    // task later, and until then a closed popup would still be in the page (and its name
    // still found by a label's search).
    const fechar = () => {
      if (!dialogo.isConnected) return;
      dialogo.close();
      dialogo.remove();
      resolve();
    };
    ok.addEventListener('click', fechar);
    caixa.append(ok);
    dialogo.append(caixa);
    dialogo.addEventListener('click', (e) => {
      if (e.target === dialogo) fechar();
    });
    // Escape.
    dialogo.addEventListener('cancel', (e) => {
      e.preventDefault();
      fechar();
    });
    dialogo.addEventListener('close', fechar, { once: true });
    document.body.append(dialogo);
    dialogo.showModal();
  });
}
