// A form's submit that stays on its page (billing's forms): the shared schema's check
// first (errors beside their fields, focus on the first), then the call; a refusal
// marks the fields the server names, shows its message and focuses the first field to fix.
import type { FormEvent } from 'react';
import { alertaErro } from './alerts';
import { errosDaApi } from './errors';
import { focarPrimeiroErro } from './foco-erro';
import type { Formulario, Valores } from './form';

export function enviarFormulario<V extends Valores, T>(
  form: Formulario<V, T>,
  salvar: (dados: T) => Promise<unknown>,
) {
  return (e: FormEvent<HTMLFormElement>) => {
    const formulario = e.currentTarget;
    form.onSubmit(
      async (dados) => {
        try {
          await salvar(dados);
        } catch (err) {
          form.setErrors(errosDaApi(err));
          await alertaErro(err);
          focarPrimeiroErro(formulario);
        }
      },
      () => focarPrimeiroErro(formulario),
    )(e);
  };
}
