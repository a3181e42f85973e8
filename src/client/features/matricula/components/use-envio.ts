// The wizard's submit: whether a save is under way, and the save itself
// (salvar-matricula.ts: the request and its popups).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WizardForm } from '#client/features/matricula/form.ts';
import type { TipoAluno } from '#shared/constants.ts';
import { salvarMatricula } from './salvar-matricula';

export function useEnvio(tipo: TipoAluno, idAluno: number | undefined) {
  const queryClient = useQueryClient();
  const [enviando, setEnviando] = useState(false);

  /** `menor`: the student needs guardians (their steps were shown). */
  async function enviar(form: WizardForm, menor: boolean) {
    setEnviando(true);
    try {
      return await salvarMatricula({ form, tipo, menor, idAluno, queryClient });
    } finally {
      setEnviando(false);
    }
  }

  return { enviando, enviar, queryClient };
}
