// Every form's submit, once (docs/decisions/022-one-form-approach.md): the shared
// schema's check first (errors beside their fields, focus on the first), then the
// call. Saved: the confirmation as a notice that needs no tap (avisos.tsx), then what
// comes after (back to a list, a reset form, a closed dialog). Refused: the fields
// the server names (`campos`) marked beside them, its message where the form says,
// and the focus on the first field to fix.
import type { FormErrors } from '@mantine/form';
import type { FormEvent } from 'react';
import { alertaErro } from './alerts';
import { type Aviso, avisar } from './avisos';
import { type Erros, errosDaApi, textoDoErro } from './errors';
import { focarPrimeiroErro } from './foco-erro';
import type { Formulario, Valores } from './form';

export interface Envio<T, R> {
  /** The call (a mutation's mutateAsync, or what a search form does with its values). */
  salvar: (dados: T) => Promise<R> | R;
  /** The confirmation once saved; none where the page itself shows the result. */
  aviso?: string | Aviso | ((resultado: R) => string | Aviso | undefined);
  /** What follows a save. */
  depois?: (resultado: R) => void;
  /**
   * Where a refusal's message goes beside the fields the server names: the error popup
   * (`alerta`, the default; `padrao` when the server sent no text), beside one field
   * when the server names none (`{ campo }`), or shown by the page from the call's
   * state (`'pagina'`: an inline block).
   */
  erro?: 'alerta' | 'pagina' | { campo: string };
  /** The popup's text when the server sent none. */
  padrao?: string;
  /** What a refused check says beyond its fields (a product popup), before the focus moves. */
  invalido?: (erros: FormErrors) => unknown;
  /** What follows a refusal once its fields are marked (a wizard shows the step of the first). */
  recusado?: (campos: Erros, erro: unknown) => void;
}

export function enviarFormulario<V extends Valores, T, R = unknown>(form: Formulario<V, T>, o: Envio<T, R>) {
  return (e: FormEvent<HTMLFormElement>) => {
    const formulario = e.currentTarget;
    form.onSubmit(
      async (dados) => {
        let resultado: R;
        try {
          resultado = await o.salvar(dados);
        } catch (err) {
          await recusado(form, o, err);
          o.recusado?.(errosDaApi(err), err);
          focarPrimeiroErro(formulario);
          return;
        }
        const aviso = typeof o.aviso === 'function' ? o.aviso(resultado) : o.aviso;
        if (aviso) avisar(aviso);
        o.depois?.(resultado);
      },
      (erros) => void invalidado(formulario, erros, o),
    )(e);
  };
}

/** A refused check: what the form says beyond its fields, then the focus on the first to fix. */
async function invalidado<T, R>(formulario: HTMLFormElement, erros: FormErrors, o: Envio<T, R>) {
  await o.invalido?.(erros);
  focarPrimeiroErro(formulario);
}

async function recusado<V extends Valores, T, R>(form: Formulario<V, T>, o: Envio<T, R>, err: unknown) {
  const campos = errosDaApi(err);
  const erro = o.erro ?? 'alerta';
  if (typeof erro === 'object' && !Object.keys(campos).length) {
    form.setErrors({ [erro.campo]: textoDoErro(err, o.padrao) });
    return;
  }
  form.setErrors(campos);
  if (erro === 'alerta') await alertaErro(err, o.padrao);
}
