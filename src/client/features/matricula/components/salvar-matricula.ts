// The wizard's save: a new enrolment (POST) or the edit-mode correction (PUT),
// with the spec's popups. A class that filled up meanwhile (409) refreshes the
// class lists, so the person sees it full when going back. A refusal that names a
// person's field (a student already enrolled, a CPF given twice: decision 013) is
// answered to the wizard, which shows it beside that field, not in a popup.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#client/api.ts';
import type { WizardForm } from '#client/features/matricula/form.ts';
import { enviarEdicao, enviarMatricula } from '#client/features/matricula/queries.ts';
import { alerta, alertaErro } from '#client/ui/alerts.tsx';
import { type Erros, errosDaApi, errosEm } from '#client/ui/errors.ts';
import type { TipoAluno } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { Passo } from '#shared/rules/passos.ts';
import { TURMAS_FORMATADAS } from './wizard-queries';

/** A refused field of a person step: the step, its errors, and (administrators) the student already enrolled. */
export interface RecusaDeCampo {
  passo: Passo;
  erros: Erros;
  idAluno: number | null;
}

/** The person steps by the prefix of their fields in the server's `campos`. */
const PASSO_DO_PREFIXO: [string, Passo][] = [
  ['aluno', 'aluno'],
  ['responsavel1', 'responsavel1'],
  ['responsavel2', 'responsavel2'],
  ['responsavel_financeiro', 'financeiro'],
];

function recusaDeCampo(err: unknown): RecusaDeCampo | null {
  const campos = errosDaApi(err);
  for (const [prefixo, passo] of PASSO_DO_PREFIXO) {
    const erros = errosEm(campos, prefixo);
    if (Object.keys(erros).length > 0)
      return { passo, erros, idAluno: (err instanceof ApiError && err.body.id_aluno) || null };
  }
  return null;
}

/** Sends the wizard; true once saved (after its success popup), the refused field, or false (after a popup). */
export async function salvarMatricula({
  form,
  tipo,
  menor,
  idAluno,
  queryClient,
}: {
  form: WizardForm;
  tipo: TipoAluno;
  /** The student needs guardians (their steps were shown). */
  menor: boolean;
  /** Edit mode: the student being corrected. */
  idAluno?: number;
  queryClient: QueryClient;
}): Promise<boolean | RecusaDeCampo> {
  try {
    if (idAluno !== undefined) {
      await enviarEdicao(idAluno, form, tipo, menor);
      await alerta({ title: MSG.sucesso, text: MSG.alunoAtualizado, icon: 'success' });
      return true;
    }
    await enviarMatricula(form, tipo, menor);
    if (tipo === 'pagante') await alerta({ title: MSG.sucesso, text: MSG.alunoCadastrado, icon: 'success' });
    else await alerta({ title: MSG.cadastroConcluido, icon: 'success' });
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      void queryClient.invalidateQueries({ queryKey: TURMAS_FORMATADAS });
    }
    const recusa = recusaDeCampo(err);
    if (recusa) return recusa;
    await alertaErro(err, MSG.erroSalvarMatricula);
    return false;
  }
}
