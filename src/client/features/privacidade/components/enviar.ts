// A privacy form's submit: the shared schema's check (errors beside their fields, focus
// on the first), the call, a success popup, or the server's field errors and its message.
import type { FormEvent } from 'react';
import { alerta, alertaErro } from '#client/ui/alerts.tsx';
import { errosDaApi } from '#client/ui/errors.ts';
import { focarPrimeiroErro } from '#client/ui/foco-erro.ts';
import type { Formulario, Valores } from '#client/ui/form.ts';

export function enviarFormulario<V extends Valores, T>(
  form: Formulario<V, T>,
  salvar: (dados: T) => Promise<unknown>,
  sucesso: string,
  depois?: () => void,
) {
  return (e: FormEvent<HTMLFormElement>) => {
    const formulario = e.currentTarget;
    form.onSubmit(
      async (dados) => {
        try {
          await salvar(dados);
          await alerta({ title: sucesso, icon: 'success' });
          depois?.();
        } catch (err) {
          form.setErrors(errosDaApi(err));
          await alertaErro(err);
        }
      },
      () => focarPrimeiroErro(formulario),
    )(e);
  };
}

/** DD/MM/AAAA typed -> the ISO date the API takes (as typed when incomplete: the schema refuses it). */
export const dataParaIso = (br: string) => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(br);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : br;
};
