// The skeleton every administration form shares (teacher, unit, class): the record
// loaded into the form in edit mode, field errors that leave as their field changes,
// the shared schema's check before saving (errors beside their fields, focus on the
// first), the save with the spec's popups, and the page around the fields: title,
// loading and error states, the Cadastrar / Editar button.
import { Button, Loader, Paper, Stack, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { salvarComAviso } from '#client/features/adm/components/form-utils.ts';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { type Erros, errosDoZod, useErros } from '#client/ui/errors.ts';
import { focarPrimeiroErro } from '#client/ui/foco-erro.ts';
import { MSG, MSG_ADM } from '#shared/messages.ts';
import type { z } from '#shared/schemas/fields.ts';

interface Carregado<D> {
  data: D | undefined;
  isError: boolean;
  error: unknown;
}

interface Opcoes<F, D, S extends z.ZodType> {
  /** null: a new record. */
  id: number | null;
  /** The stored record (edit mode). */
  atual: Carregado<D>;
  salvar: { mutateAsync: (data: z.output<S>) => Promise<unknown>; isPending: boolean };
  vazio: F;
  /** The stored record as the form shows it. */
  doServidor: (registro: D) => F;
  /** What the form sends, keyed as the server names the fields (and their errors). */
  corpo: (form: F) => unknown;
  schema: S;
  /** Checks the schema cannot make (a typed name never picked from its list). */
  alem?: (form: F) => Erros;
  /** Where a saved form goes. */
  depois: string;
}

export function useFormAdm<F, D, S extends z.ZodType>(o: Opcoes<F, D, S>) {
  const navigate = useNavigate();
  const [form, setForm] = useState<F>(o.vazio);
  const { erros, setErros, mudou } = useErros();
  const { data } = o.atual;
  const { doServidor } = o;

  useEffect(() => {
    if (data) setForm(doServidor(data));
  }, [data, doServidor]);

  /** Changes fields; the errors of the fields it changes leave. */
  const set = (patch: Partial<F>) => {
    setForm((f) => ({ ...f, ...patch }));
    mudou(o.corpo(form), o.corpo({ ...form, ...patch }));
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formulario = e.currentTarget;
    const check = o.schema.safeParse(o.corpo(form));
    const faltando = o.alem?.(form) ?? {};
    if (!check.success || Object.keys(faltando).length) {
      setErros({ ...(check.success ? {} : errosDoZod(check.error)), ...faltando });
      focarPrimeiroErro(formulario);
      return;
    }
    await salvarComAviso(o.salvar.mutateAsync, check.data, setErros, () => navigate(o.depois));
  }

  const pagina = { id: o.id, atual: o.atual, salvando: o.salvar.isPending, onSubmit };
  return { form, set, erros, pagina };
}

interface PaginaProps {
  id: number | null;
  atual: Carregado<unknown>;
  salvando: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  titulo: string;
  /** The class form keeps the browser's own validity (spec §5); the others check with the schema only. */
  validacaoNativa?: boolean;
  children: ReactNode;
}

/** The page of an administration form: its title, the fields, and the Cadastrar / Editar button. */
export function FormAdm(p: PaginaProps) {
  if (p.id !== null && p.atual.isError) return <ErrorAlert error={p.atual.error} maw={720} />;
  if (p.id !== null && !p.atual.data) return <Loader aria-label={MSG_ADM.carregandoDados} />;
  return (
    <Stack maw={820}>
      <Title order={1} size="h2">
        {p.titulo}
      </Title>
      <form onSubmit={p.onSubmit} noValidate={!p.validacaoNativa}>
        <Stack>
          {p.children}
          <Button type="submit" size="md" loading={p.salvando} style={{ alignSelf: 'flex-start' }}>
            {p.id === null ? MSG.cadastrar : MSG.editar}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** A bordered part of a form, with its heading when it has one. */
export function SecaoForm({ titulo, children }: { titulo?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      {titulo && (
        <Title order={2} size="h4" mb="sm">
          {titulo}
        </Title>
      )}
      {children}
    </Paper>
  );
}
