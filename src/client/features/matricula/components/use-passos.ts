// The wizard's step machine: the current step among those the person's answers
// call for (passosDe, #shared/rules/passos.ts), the moves between them, and the
// way back to the review after an Alterar.
import { useState } from 'react';
import { passoCompleto, type WizardForm } from '#client/features/matricula/form.ts';
import {
  type ContextoPassos,
  ehUltimoPasso,
  type Passo,
  passoAnterior,
  passosDe,
  proximoPasso,
} from '#shared/rules/passos.ts';

interface Inicio {
  passo: Passo;
  revisando: boolean;
}

/** `aoMudar`: after every move (what was said about the old step no longer applies). */
export function usePassos(ctx: ContextoPassos, inicio: Inicio | null, aoMudar: () => void) {
  const [passo, setPasso] = useState<Passo>(inicio?.passo ?? 'aluno');
  /** Came to this step through the review's Alterar: its main button goes back there. */
  const [revisando, setRevisando] = useState(inicio?.revisando ?? false);
  const passos = passosDe(ctx);

  function irPara(p: Passo | null) {
    if (!p) return;
    aoMudar();
    setPasso(p);
    if (p === 'revisao') setRevisando(false);
    window.scrollTo({ top: 0 });
  }

  return {
    passo,
    passos,
    indice: Math.max(0, passos.indexOf(passo)),
    ultimo: ehUltimoPasso(passo, ctx),
    /** Whether this step goes back to the review (kept with the progress). */
    revisando,
    setRevisando,
    irPara,
    /** The review's Alterar: that step, then back to the review. */
    alterar(p: Passo) {
      irPara(p);
      setRevisando(true);
    },
    /** The current step is done: on to the next, or back to the review unless a later step is now incomplete. */
    seguir(form: WizardForm) {
      if (!revisando) return irPara(proximoPasso(passo, ctx));
      const depois = passos.slice(passos.indexOf(passo) + 1);
      irPara(depois.find((p) => p === 'revisao' || !passoCompleto(p, form)) ?? 'revisao');
    },
    anterior: () => irPara(passoAnterior(passo, ctx)),
  };
}
