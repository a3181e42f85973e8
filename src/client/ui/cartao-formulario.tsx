// A form on a card: its title, its fields, its submit button. The card
// is left out where the form already sits in a frame of its own (a dialog).
import { Button, Paper, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  titulo?: string;
  /** The submit button's text. */
  enviar: string;
  enviando: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Without the card: the form inside a dialog. */
  semCartao?: boolean;
  /** The fields. */
  children: ReactNode;
}

export function CartaoFormulario({ titulo, enviar, enviando, onSubmit, semCartao, children }: Props) {
  const conteudo = (
    <>
      {titulo && (
        <Title order={2} size="h4" mb="sm">
          {titulo}
        </Title>
      )}
      {children}
      <Button type="submit" mt="md" loading={enviando}>
        {enviar}
      </Button>
    </>
  );
  if (semCartao)
    return (
      <form noValidate onSubmit={onSubmit}>
        {conteudo}
      </form>
    );
  return (
    <Paper component="form" withBorder p="md" radius="md" noValidate onSubmit={onSubmit}>
      {conteudo}
    </Paper>
  );
}
