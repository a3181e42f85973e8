// The skeleton every administration form shares (teacher, unit, class): the form
// state of #client/ui/form.ts (field errors that leave as their field changes),
// the record loaded into it in edit mode, the shared schema's check before saving
// (errors beside their fields, focus on the first), the save (form-envio.ts: the
// product's Sucesso!!! as a notice, then back to the list), and the page around the fields: title, loading and error states, the
// Cadastrar / Editar button.
import { Button, Loader, Paper, Stack, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { checarCom, useFormulario, type Valores } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
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
  /** What the form sends (the form's keys are the server's field names; this gives their stored formats). */
  corpo: (form: F) => unknown;
  schema: S;
  /** Checks the schema cannot make (a typed name never picked from its list). */
  alem?: (form: F) => FormErrors;
  /** Where a saved form goes. */
  depois: string;
}

export function useFormAdm<F extends Valores, D, S extends z.ZodType>(o: Opcoes<F, D, S>) {
  const navigate = useNavigate();
  const form = useFormulario<F, z.output<S>>({
    initialValues: o.vazio,
    validate: checarCom(o.schema, o.corpo, o.alem),
    transformValues: (f) => o.schema.parse(o.corpo(f)),
  });
  const { data } = o.atual;
  const { doServidor } = o;
  const { initialize } = form;

  // Edit mode: the stored record, once it arrives (a later refetch does not overwrite what is typed).
  useEffect(() => {
    if (data) initialize(doServidor(data));
  }, [data, doServidor, initialize]);

  const onSubmit = enviarFormulario(form, {
    salvar: o.salvar.mutateAsync,
    aviso: MSG.sucessoAdm,
    depois: () => void navigate(o.depois),
    padrao: MSG_ADM.erroSalvar,
  });

  const pagina = { id: o.id, atual: o.atual, salvando: o.salvar.isPending, onSubmit };
  return { form, pagina };
}

interface PaginaProps {
  id: number | null;
  atual: Carregado<unknown>;
  salvando: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  titulo: string;
  /**
   * The class form keeps the browser's own validity (docs/product/validation.md); the others check
   * with the schema only.
   */
  validacaoNativa?: boolean;
  children: ReactNode;
}

/** The page of an administration form: its title, the fields, and the Cadastrar / Editar button. */
export function FormAdm(p: PaginaProps) {
  if (p.id !== null && p.atual.isError) return <BlocoErro error={p.atual.error} maw={720} />;
  if (p.id !== null && !p.atual.data)
    return <Loader role="progressbar" aria-label={MSG_ADM.carregandoDados} />;
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
