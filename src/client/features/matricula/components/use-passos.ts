// The wizard's step machine: the current step among those the person's answers
// call for (passosDe, #shared/rules/passos.ts), the moves between them, and the
// way back to the review after an Alterar. The answers (ContextoPassos) come from
// the form, which itself checks the current step: so the moves take them as given.
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

/**
 * Where a step that passed its check leads: the next step; or, come from the review,
 * back to it unless a later step is now incomplete (the first such one).
 */
export function seguinte(
  passo: Passo,
  revisando: boolean,
  form: WizardForm,
  ctx: ContextoPassos,
): Passo | null {
  if (!revisando) return proximoPasso(passo, ctx);
  const passos = passosDe(ctx);
  const depois = passos.slice(passos.indexOf(passo) + 1);
  return depois.find((p) => p === 'revisao' || !passoCompleto(p, form)) ?? 'revisao';
}

/** `aoMudar`: after every move (what was said about the old step no longer applies). */
export function usePassos(inicio: Inicio | null, aoMudar: () => void) {
  const [passo, setPasso] = useState<Passo>(inicio?.passo ?? 'aluno');
  /** Came to this step through the review's Alterar: its main button goes back there. */
  const [revisando, setRevisando] = useState(inicio?.revisando ?? false);

  function irPara(p: Passo | null) {
    if (!p) return;
    aoMudar();
    setPasso(p);
    if (p === 'revisao') setRevisando(false);
    window.scrollTo({ top: 0 });
  }

  return {
    passo,
    /** Whether this step goes back to the review (kept with the progress). */
    revisando,
    setRevisando,
    irPara,
    /** The steps these answers call for, where the current one stands, and whether it is the last. */
    onde(ctx: ContextoPassos) {
      const passos = passosDe(ctx);
      return { passos, indice: Math.max(0, passos.indexOf(passo)), ultimo: ehUltimoPasso(passo, ctx) };
    },
    /** The review's Alterar: that step, then back to the review. */
    alterar(p: Passo) {
      irPara(p);
      setRevisando(true);
    },
    /** The current step is done: on to where `seguinte` says. */
    seguir: (form: WizardForm, ctx: ContextoPassos) => irPara(seguinte(passo, revisando, form, ctx)),
    anterior: (ctx: ContextoPassos) => irPara(passoAnterior(passo, ctx)),
  };
}
