// The one inline error block: a red Alert titled "Erro" (or another title, or none) with
// the failed call's text (errors.ts), or with its own children. The error popup is
// alerts.tsx's alertaErro.
import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { MSG } from '#shared/messages/comum.ts';
import { textoDoErro } from './errors';

interface Props extends Omit<AlertProps, 'title' | 'color' | 'children'> {
  /** The failed call's error: the block shows the server's message. */
  error?: unknown;
  /** The text when the error carries no server message. */
  fallback?: string;
  /** The block's title; null for a block without one. */
  title?: string | null;
  /** A fixed text instead of the error's. */
  children?: ReactNode;
}

export function BlocoErro({ error, fallback, title = MSG.erro, children, ...props }: Props) {
  return (
    <Alert color="red" title={title ?? undefined} {...props}>
      {children ?? textoDoErro(error, fallback)}
    </Alert>
  );
}
