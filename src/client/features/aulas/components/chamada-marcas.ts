// The sheet's marks while they are taken, outside React's state: each student's row
// subscribes to its own mark (useSyncExternalStore), and the count to the total. A tap
// changes the store at once and its row and the count show the change in the DOM inside
// the click (chamada-aluno.tsx, chamada-folha.tsx); React hears of it once that frame has
// painted and the page is idle, so no render sits between a tap and its mark on screen.
// A new reading of the sheet (the server's, the send's state) makes a new store, which
// renders every row again.
import { useCallback, useSyncExternalStore } from 'react';
import type { Marcas } from '#client/offline/aparelho.ts';
import { aposPintura } from '#client/ui/apos-pintura.ts';

/** The longest React waits to hear of a tap after the frame that shows it. */
const AVISO_LIMITE_MS = 200;

export type MarcasVivas = {
  /** Whether the student is marked present (an unmarked student counts as present). */
  presente(idAluno: number): boolean;
  /** How many of the sheet's students are present (its trials are not counted). */
  presentes(): number;
  /** Every mark, as the device keeps and sends them (a new object after each change). */
  todas(): Marcas;
  /**
   * Flips one student's mark now and answers whether the student is now present; only that
   * student's listeners and the count's hear of it, after the next frame has painted.
   */
  alternar(idAluno: number): boolean;
  /** Listens to one student's mark; answers the unsubscribe. */
  assinar(idAluno: number, fn: () => void): () => void;
  /** Listens to the count; answers the unsubscribe. */
  assinarContagem(fn: () => void): () => void;
};

/**
 * The store of the sheet's marks, starting from `inicial`; the count is of `alunos` (the
 * students' ids), while any other key (a trial's) is marked the same way without counting.
 */
export function criarMarcas(alunos: number[], inicial: Marcas): MarcasVivas {
  let marcas: Marcas = { ...inicial };
  const contados = new Set(alunos);
  let presentes = alunos.reduce((n, id) => n + (marcas[id] === 0 ? 0 : 1), 0);
  const porAluno = new Map<number, Set<() => void>>();
  const contagem = new Set<() => void>();
  // The marks changed since the listeners last heard, told all at once after the frame.
  const mudados = new Set<number>();
  const avisarMudados = () => {
    const ids = [...mudados];
    mudados.clear();
    for (const id of ids) for (const fn of porAluno.get(id) ?? []) fn();
    if (ids.some((id) => contados.has(id))) for (const fn of contagem) fn();
  };
  return {
    presente: (id) => marcas[id] !== 0,
    presentes: () => presentes,
    todas: () => marcas,
    alternar(id) {
      const agora = marcas[id] === 0 ? 1 : 0;
      marcas = { ...marcas, [id]: agora };
      if (contados.has(id)) presentes += agora === 1 ? 1 : -1;
      const primeiro = mudados.size === 0;
      mudados.add(id);
      if (primeiro) aposPintura(avisarMudados, AVISO_LIMITE_MS);
      return agora === 1;
    },
    assinar(id, fn) {
      const fns = porAluno.get(id) ?? new Set<() => void>();
      porAluno.set(id, fns);
      fns.add(fn);
      return () => fns.delete(fn);
    },
    assinarContagem(fn) {
      contagem.add(fn);
      return () => contagem.delete(fn);
    },
  };
}

/** One student's mark, re-rendering its component only when that mark changes. */
export function usePresente(marcas: MarcasVivas, idAluno: number): boolean {
  const assinar = useCallback((fn: () => void) => marcas.assinar(idAluno, fn), [marcas, idAluno]);
  return useSyncExternalStore(assinar, () => marcas.presente(idAluno));
}

/** How many are present, re-rendering its component only when the count changes. */
export function usePresentes(marcas: MarcasVivas): number {
  return useSyncExternalStore(marcas.assinarContagem, marcas.presentes);
}
