// The device's store as React state: each hook reads once and again on every
// change announced (avisos.ts), here or in another page or the worker.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { aposPintura } from '#client/ui/apos-pintura.ts';
import { chaveFolha, type FolhaLocal, lerMeta, type TurmaLocal } from './aparelho';
import { ouvir } from './avisos';
import { type ChamadaNoAparelho, contarPendentes, lerFolha, lerTurma, lerTurmas } from './folhas';
import { assinarRede, temRede } from './rede';

/** Whether the app has a network (rede.ts). */
export const useOnline = () => useSyncExternalStore(assinarRede, temRede, () => true);

/** The longest a read the loader already made waits for the page to paint before it is made again. */
const RELEITURA_LIMITE_MS = 1000;

/** Two reads of the store hold the same data (records are plain, structured-cloned values). */
const mesmo = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Reads `ler()` now and on each change that `relevante` accepts; until the first read for
 * `id` (what the read depends on, as one string) answers, `lido` (the same read made before
 * the page rendered, by its loader) when it is for this id, else undefined.
 */
function useDoAparelho<T>(
  id: string,
  ler: () => Promise<T>,
  relevante: (chave?: string) => boolean,
  lido?: { id: string; v: T },
) {
  const [valor, setValor] = useState<{ id: string; v: T } | undefined>(undefined);
  const atual = useRef({ ler, relevante });
  atual.current = { ler, relevante };
  const lidoRef = useRef(lido);
  lidoRef.current = lido;
  useEffect(() => {
    let vivo = true;
    const reler = () =>
      void atual.current
        .ler()
        .catch(() => null as T)
        .then((v) => {
          if (!vivo) return;
          // The same as what the page already shows (the last read, or the loader's): no render.
          setValor((antes) => {
            const mostrado =
              antes?.id === id ? antes : lidoRef.current?.id === id ? lidoRef.current : undefined;
            return mostrado && mesmo(mostrado.v, v) ? antes : { id, v };
          });
        });
    // The loader's read is on screen: the same read again waits until the page has painted.
    let cancelar = () => {};
    if (lidoRef.current?.id === id) cancelar = aposPintura(reler, RELEITURA_LIMITE_MS);
    else reler();
    const parar = ouvir((a) => {
      if (atual.current.relevante(a.chave)) reler();
    });
    return () => {
      vivo = false;
      cancelar();
      parar();
    };
  }, [id]);
  // A value read for other arguments is not this one's.
  if (valor?.id === id) return valor.v;
  return lido?.id === id ? lido.v : undefined;
}

/** `previa`: what the sheet's page read before rendering (offline/folhas.ts lerParaChamada). */
export const useTurmaNoAparelho = (
  idTurma: number,
  previa?: ChamadaNoAparelho,
): TurmaLocal | null | undefined =>
  useDoAparelho(
    String(idTurma),
    () => lerTurma(idTurma),
    (c) => c === undefined,
    previa && { id: String(idTurma), v: previa.turma },
  );

export const useFolhaNoAparelho = (
  idTurma: number,
  data: string | null,
  previa?: ChamadaNoAparelho,
): FolhaLocal | null | undefined =>
  useDoAparelho(
    `${idTurma}:${data}`,
    () => (data ? lerFolha(idTurma, data) : Promise.resolve(null)),
    (c) => c === undefined || (data !== null && c === chaveFolha(idTurma, data)),
    previa && { id: `${idTurma}:${previa.data}`, v: previa.folha },
  );

/** The teacher's classes kept on the device, by weekday and time. */
export const useTurmasNoAparelho = (): TurmaLocal[] | undefined =>
  useDoAparelho('', lerTurmas, (c) => c === undefined);

/** How many sends wait in the outbox. */
export const usePendentes = (): number | undefined => useDoAparelho('', contarPendentes, () => true);

/** The club's time zone as last read online. */
export const useFusoDoAparelho = (previa?: ChamadaNoAparelho): string | null | undefined =>
  useDoAparelho(
    '',
    async () => (await lerMeta('fuso')) ?? null,
    (c) => c === undefined,
    previa && { id: '', v: previa.fuso },
  );
