// The wizard's form: its values (form.ts's WizardForm, keyed as the request is),
// errors and check (the current step's, validar-passo.ts) in the one form state of
// #client/ui/form.ts, with the changes that carry a rule: another city or unit drops
// the choices made for the old one.

import type { FormErrors } from '@mantine/form';
import type { WizardForm } from '#client/features/matricula/form.ts';
import { useFormulario } from '#client/ui/form.ts';
import type { TipoUnidade } from '#shared/constants.ts';

export function useWizardForm(inicial: WizardForm, checar: (values: WizardForm) => FormErrors) {
  const form = useFormulario<WizardForm>({ initialValues: inicial, validate: checar });

  const set = <K extends keyof WizardForm>(campo: K, valor: WizardForm[K]) =>
    form.setValues({ [campo]: valor } as Partial<WizardForm>);

  /** Another city: the unit and classes chosen for the old one no longer apply. */
  const mudarEndereco = (endereco: WizardForm['endereco']) =>
    form.setValues(
      endereco.cidade === form.getValues().endereco.cidade
        ? { endereco }
        : { endereco, id_unidade: null, tipo_unidade: null, turmas: [] },
    );

  /** Another unit: the chosen classes no longer apply. */
  const escolherUnidade = (id: number, tipoUnidade: TipoUnidade) =>
    form.setValues({
      id_unidade: id,
      tipo_unidade: tipoUnidade,
      turmas: form.getValues().id_unidade === id ? form.getValues().turmas : [],
    });

  /** Fewer days keep only as many classes. */
  const escolherDias = (n: number) =>
    form.setValues({ dias_semana: n, turmas: form.getValues().turmas.slice(0, n) });

  return { form, set, mudarEndereco, escolherUnidade, escolherDias };
}
