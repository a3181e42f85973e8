// The draft's synchronous copy: a tap or a note is written to sessionStorage in the
// same instant (synchronously) and stays there until its IndexedDB write is
// confirmed, so a reload that cuts the write short (a note typed just before it, a
// tap in the same instant) loses nothing: the next load lays the copy back into the
// device's store before the sheet is read. The tab's own storage: another tab never
// takes it, and Sair clears it with the rest (limpar.ts).
import type { Marcas } from './aparelho';

const PREFIXO = 'estocada:diario:';

type Copia = { marcas: Marcas; observacao: string; n: number };

/** The storage of this tab; absent in the service worker. */
const sessao = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

let contador = 0;

/** The keys of this module's copies in the storage. */
function chaves(s: Storage): string[] {
  const ks: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(PREFIXO)) ks.push(k);
  }
  return ks;
}

/** Keeps the draft of sheet `chave` now; answers the mark to hand to `confirmar` once IndexedDB has it. */
export function anotar(chave: string, mudanca: { marcas: Marcas; observacao: string }): number {
  const n = ++contador;
  try {
    sessao()?.setItem(PREFIXO + chave, JSON.stringify({ ...mudanca, n } satisfies Copia));
  } catch {
    // A full or refused storage: the IndexedDB write still goes on.
  }
  return n;
}

/** The IndexedDB write of mark `n` is done: its copy goes, unless a later change is still being written. */
export function confirmar(chave: string, n: number) {
  const s = sessao();
  const texto = s?.getItem(PREFIXO + chave);
  if (!texto) return;
  try {
    if ((JSON.parse(texto) as Copia).n !== n) return;
  } catch {
    // An unreadable copy is dropped.
  }
  s?.removeItem(PREFIXO + chave);
}

/** The copies a previous load of this tab left (writes it did not see confirmed), taken out of the storage. */
export function retirarCopias(): { chave: string; marcas: Marcas; observacao: string }[] {
  const s = sessao();
  if (!s) return [];
  const copias = [];
  for (const k of chaves(s)) {
    try {
      const c = JSON.parse(s.getItem(k) ?? '') as Copia;
      copias.push({ chave: k.slice(PREFIXO.length), marcas: c.marcas, observacao: c.observacao });
    } catch {
      // An unreadable copy is dropped.
    }
  }
  return copias;
}

/** Removes the copy of a sheet (it was laid back into the store, or the sheet is no longer a draft). */
export function esquecer(chave: string) {
  sessao()?.removeItem(PREFIXO + chave);
}

/** Sair: every copy goes. */
export function apagarDiario() {
  const s = sessao();
  if (!s) return;
  for (const k of chaves(s)) s.removeItem(k);
}
