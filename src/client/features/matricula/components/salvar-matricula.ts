// The wizard's save: a new enrolment (POST, answering its receipt) or the edit-mode correction
// (PUT), confirmed by the product's success texts (docs/product/messages.md) in a notice. A class that filled up meanwhile
// (409) refreshes the class lists, so the person sees it full when going back. A refusal that names
// fields (a field the checks refused, a student already enrolled, a CPF given twice: decision 013)
// goes back to the wizard, which shows each beside its field.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#client/api.ts';
import type { WizardForm } from '#client/features/matricula/form.ts';
import { enviarEdicao, enviarMatricula, turmasMudaram } from '#client/features/matricula/queries.ts';
import { alertaErro } from '#client/ui/alerts.tsx';
import { avisar } from '#client/ui/avisos.tsx';
import { type Erros, errosDaApi } from '#client/ui/errors.ts';
import type { TipoAluno } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import type { MatriculaSalva } from '#shared/schemas/matricula.ts';

/** What the server refused: the fields, by path, and (administrators) the student already enrolled. */
export interface Recusa {
  erros: Erros;
  idAluno: number | null;
}

/** Saved: a new enrolment's receipt (the server's answer); null for an edit. */
export interface Salvo {
  recibo: MatriculaSalva | null;
}

/**
 * Sends the wizard; once saved (its success notice shown) the receipt, otherwise
 * (after the error popup) what the server refused (no fields for other failures).
 */
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
}): Promise<Salvo | Recusa> {
  try {
    if (idAluno !== undefined) {
      await enviarEdicao(idAluno, form, tipo, menor);
      avisar({ titulo: MSG.sucesso, texto: MSG.alunoAtualizado });
      return { recibo: null };
    }
    const recibo = await enviarMatricula(form, tipo, menor);
    avisar(tipo === 'pagante' ? { titulo: MSG.sucesso, texto: MSG.alunoCadastrado } : MSG.cadastroConcluido);
    return { recibo };
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      void turmasMudaram(queryClient);
    }
    await alertaErro(err, MSG.erroSalvarMatricula);
    return { erros: errosDaApi(err), idAluno: (err instanceof ApiError && err.body.id_aluno) || null };
  }
}
