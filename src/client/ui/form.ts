// Every form's state, set up once (docs/decisions/022-one-form-approach.md):
// @mantine/form, its values keyed by the request's field names, so an error's
// path is the path of the field it belongs to whether it comes from the shared
// zod schema before sending (schemaResolver) or from the server's `campos` after.
// An error leaves as soon as its field (or anything under it) changes; after a
// refused check the focus goes to the first field to fix (foco-erro.ts).
import {
  type FormErrors,
  type GetInputPropsReturnType,
  schemaResolver,
  type UseFormReturnType,
  useForm,
} from '@mantine/form';
import type { z } from '#shared/schemas/fields.ts';
import { camposMudados, type Erros, errosEm, semErros } from './errors';

interface Opcoes<V, T> {
  initialValues: V;
  /** The form's check: its field errors by path (checarCom). */
  validate?: (values: V) => FormErrors;
  /** What a valid form submits (the schema's output). */
  transformValues?: (values: V) => T;
}

/** What a form's values may be (the constraint of @mantine/form's). */
// biome-ignore lint/suspicious/noExplicitAny: the library's own constraint
export type Valores = Record<string, any>;

export type Formulario<V extends Valores, T = V> = UseFormReturnType<V, T>;

export function useFormulario<V extends Valores, T = V>(o: Opcoes<V, T>): Formulario<V, T> {
  const form: Formulario<V, T> = useForm<V, T>({
    mode: 'controlled',
    initialValues: o.initialValues,
    validate: o.validate ?? (() => ({})),
    transformValues: o.transformValues,
    // The library clears the exact path set, or every error on a whole-form change;
    // ours clears each field that changed, nested ones too (a sub-form set at once).
    clearInputErrorOnChange: false,
    onValuesChange: (depois, antes) => {
      const mudados = camposMudados(antes, depois);
      if (mudados.length) form.setErrors((e) => semErros(e, mudados));
    },
  });
  return form;
}

/**
 * The check of a form by a shared schema: the schema's errors over what the form
 * sends (`corpo`: the stored formats, e.g. an ISO date for the typed DD/MM/YYYY),
 * and any `alem` finds (what no schema can know, e.g. a name typed but never picked).
 */
export function checarCom<V>(
  schema: z.ZodType,
  corpo: (values: V) => unknown,
  alem?: (values: V) => FormErrors,
): (values: V) => FormErrors {
  const resolver = schemaResolver(schema, { sync: true });
  return (values) => {
    const erros: FormErrors = resolver(corpo(values));
    return alem ? { ...erros, ...alem(values) } : erros;
  };
}

/** What a field needs of its form: its props by path (any useFormulario form). */
export interface ComCampos {
  getInputProps: (path: string) => GetInputPropsReturnType;
}

/** A text field's props by path, its value as text (what the masked inputs take). */
export function campoDe(form: ComCampos, caminho: string) {
  const props = form.getInputProps(caminho);
  return { ...props, value: String(props.value ?? '') };
}

/** A sub-form's props (the address fields): its value, its change, its errors without the prefix. */
export function subformulario<V extends Valores, K extends keyof V & string>(
  form: Formulario<V, unknown>,
  caminho: K,
): { value: V[K]; onChange: (valor: V[K]) => void; errors: Erros } {
  return {
    value: form.values[caminho],
    onChange: (valor) => form.setValues((f) => ({ ...f, [caminho]: valor })),
    errors: errosEm(form.errors, caminho),
  };
}
