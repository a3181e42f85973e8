// A new enrolment's progress kept in the tab while the person types (what is kept,
// and why edit mode keeps nothing: progresso-salvo.ts).
import { useEffect, useState } from 'react';
import type { WizardForm } from '#client/features/matricula/form.ts';
import {
  apagarProgresso,
  carregarProgresso,
  guardarProgresso,
  progressoParaGuardar,
  sessao,
} from '#client/features/matricula/progresso-salvo.ts';
import type { TipoAluno } from '#shared/constants.ts';
import type { Passo } from '#shared/rules/passos.ts';

/** The progress this wizard starts from (none in edit mode), read once. */
export function useProgressoRetomado(tipo: TipoAluno, edicao: boolean) {
  const [retomado] = useState(() => (edicao ? null : carregarProgresso(sessao(), tipo)));
  /** The progress was restored: said once, until the person moves on. */
  const [recuperado, setRecuperado] = useState(retomado !== null);
  return { retomado, recuperado, esquecerAviso: () => setRecuperado(false) };
}

/** Keeps the state as it changes while `ativo` (a new enrolment not yet saved). */
export function useGuardarProgresso(
  tipo: TipoAluno,
  ativo: boolean,
  estado: { form: WizardForm; passo: Passo; revisando: boolean },
) {
  const { form, passo, revisando } = estado;
  useEffect(() => {
    if (ativo) guardarProgresso(sessao(), tipo, progressoParaGuardar(form, passo, revisando));
  }, [ativo, tipo, form, passo, revisando]);
}

export const esquecerProgresso = (tipo: TipoAluno) => apagarProgresso(sessao(), tipo);
