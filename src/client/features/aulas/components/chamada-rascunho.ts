// The attendance draft: the marks and the note kept on the device (and across
// a reload) until the send succeeds, laid over the sheet the server has.
import { useCallback, useEffect, useRef } from 'react';
import type { ChamadaLinha } from '#shared/schemas/chamada.ts';

type Marcas = Record<number, 0 | 1>;
export type Rascunho = { marcas: Marcas; observacao: string };

const chaveRascunho = (idChamada: number) => `estocada:chamada:${idChamada}`;

/**
 * Keeps the draft on the device without writing on every tap: the latest
 * state is written at idle time, and at once when the page is hidden or left.
 */
export function useRascunho(idChamada: number, ativo: boolean) {
  const pendente = useRef<Rascunho | null>(null);
  const agendado = useRef<(() => void) | null>(null);

  const gravar = useCallback(() => {
    agendado.current?.();
    agendado.current = null;
    if (!pendente.current) return;
    localStorage.setItem(chaveRascunho(idChamada), JSON.stringify(pendente.current));
    pendente.current = null;
  }, [idChamada]);

  const agendar = useCallback(
    (r: Rascunho) => {
      pendente.current = r;
      if (agendado.current) return;
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(gravar, { timeout: 1000 });
        agendado.current = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(gravar, 200);
        agendado.current = () => clearTimeout(id);
      }
    },
    [gravar],
  );

  /** The send succeeded: nothing left to keep. */
  const descartar = useCallback(() => {
    agendado.current?.();
    agendado.current = null;
    pendente.current = null;
    localStorage.removeItem(chaveRascunho(idChamada));
  }, [idChamada]);

  useEffect(() => {
    if (!ativo) return;
    const aoEsconder = () => {
      if (document.visibilityState === 'hidden') gravar();
    };
    window.addEventListener('pagehide', gravar);
    document.addEventListener('visibilitychange', aoEsconder);
    return () => {
      window.removeEventListener('pagehide', gravar);
      document.removeEventListener('visibilitychange', aoEsconder);
      gravar();
    };
  }, [ativo, gravar]);

  return { agendar, gravar, descartar };
}

function lerRascunho(idChamada: number): Rascunho | null {
  try {
    const raw = localStorage.getItem(chaveRascunho(idChamada));
    return raw ? (JSON.parse(raw) as Rascunho) : null;
  } catch {
    return null;
  }
}

/** The sheet as the server has it; an unmarked student starts as present. */
function doServidor(linhas: ChamadaLinha[]): Rascunho {
  const marcas: Marcas = {};
  for (const l of linhas) if (l.id_aluno !== null) marcas[l.id_aluno] = l.presenca ?? 1;
  return { marcas, observacao: linhas[0]?.observacao ?? '' };
}

/** The server's sheet with the device's unsent marks over it (none once the call is final). */
export function folhaInicial(linhas: ChamadaLinha[], idChamada: number, finalizada: boolean): Rascunho {
  const servidor = doServidor(linhas);
  const local = finalizada ? null : lerRascunho(idChamada);
  return local ? { marcas: { ...servidor.marcas, ...local.marcas }, observacao: local.observacao } : servidor;
}
