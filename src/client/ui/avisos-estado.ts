// The notices on screen (avisos.tsx shows them): a small store the page subscribes to.

/** How long a notice stays on screen. */
export const AVISO_MS = 5000;
/** Notices shown at once: the oldest leaves when a further one arrives. */
const MAXIMO = 3;

export interface Aviso {
  titulo: string;
  texto?: string;
}

export interface Item extends Aviso {
  id: number;
}

let itens: Item[] = [];

export const lerAvisos = () => itens;
let sequencia = 0;
const ouvintes = new Set<() => void>();

function mudar(novos: Item[]) {
  itens = novos;
  for (const o of ouvintes) o();
}

/** Shows a save's confirmation (a text, or a title and its text). */
export function avisar(aviso: string | Aviso) {
  const item = { id: ++sequencia, ...(typeof aviso === 'string' ? { titulo: aviso } : aviso) };
  mudar([...itens, item].slice(-MAXIMO));
}

export function remover(id: number) {
  mudar(itens.filter((i) => i.id !== id));
}

export function assinar(ouvinte: () => void) {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}
