// The product's popups (title, text, icon, OK; docs/product/messages.md: the browser's own
// dialog, popup.ts) and confirmations, on Mantine modals. A confirmation is rendered at once
// (flushSync) and shown without Mantine's fade: with a transition the text reaches the page
// only two frames later and fades in over 200 ms. It does not lock the page's scroll (as the
// popup does not): the lock restyles the whole page when it opens and again when it closes.
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { flushSync } from 'react-dom';
import { MSG } from '#shared/messages/comum.ts';
import { textoDoErro } from './errors';
import { type AlertIcon, abrirPopup } from './popup';

const NA_HORA = { duration: 0 } as const;

/** Opens a modal and renders it in the same task. */
function abrir(props: Parameters<typeof modals.open>[0]): string {
  let id = '';
  flushSync(() => {
    id = modals.open({ lockScroll: false, ...props, transitionProps: NA_HORA });
  });
  return id;
}

/**
 * Shows a popup and resolves when the person presses OK (or closes it): the browser's own
 * modal dialog (popup.ts), an alertdialog named by its title and described by its text, the
 * focus on OK, so a screen reader announces the result (a save, a send, an error) at once.
 */
export function alerta({ title, text, icon = 'info' }: { title: string; text?: string; icon?: AlertIcon }) {
  return abrirPopup({ titulo: title, texto: text, tipo: icon });
}

/**
 * The popup for a failed call: "Erro" with the server's pt-BR message, or
 * `fallback` when it sent none (errors.ts). With no error, `fallback` is the text.
 */
export function alertaErro(error: unknown, fallback?: string) {
  return alerta({ title: MSG.erro, text: textoDoErro(error, fallback), icon: 'error' });
}

/**
 * A yes/cancel question; resolves true on confirmation. The focus starts on
 * Cancelar: a deletion never happens from a stray Enter or a second tap.
 * `color`: the confirm button's (red: destructive; primary: the app's own).
 */
export function confirmar({
  title,
  text,
  confirmLabel = MSG.sim,
  color = 'red',
}: {
  title: string;
  text?: string;
  confirmLabel?: string;
  color?: 'red' | 'primary';
}) {
  return new Promise<boolean>((resolve) => {
    let answered = false;
    const id = abrir({
      title: (
        <Text span fw={700}>
          {title}
        </Text>
      ),
      centered: true,
      size: 'sm',
      onClose: () => {
        if (!answered) resolve(false);
      },
      children: (
        <Stack>
          {text && <Text>{text}</Text>}
          <Group justify="flex-end">
            <Button variant="default" data-autofocus onClick={() => modals.close(id)}>
              {MSG.cancelar}
            </Button>
            <Button
              color={color === 'primary' ? undefined : color}
              onClick={() => {
                answered = true;
                resolve(true);
                modals.close(id);
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}

/**
 * Like `confirmar`, with a gentler way out beside the destructive one (a student with
 * attendance history: Desativar instead of Excluir). Answers which was chosen, or null
 * for Cancelar (the focused button).
 */
export function escolher({
  title,
  text,
  confirmLabel,
  alternativaLabel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  alternativaLabel: string;
}) {
  return new Promise<'confirmar' | 'alternativa' | null>((resolve) => {
    let answered = false;
    const responder = (r: 'confirmar' | 'alternativa') => {
      answered = true;
      resolve(r);
      modals.close(id);
    };
    const id = abrir({
      title: (
        <Text span fw={700}>
          {title}
        </Text>
      ),
      centered: true,
      size: 'sm',
      onClose: () => {
        if (!answered) resolve(null);
      },
      children: (
        <Stack>
          <Text>{text}</Text>
          <Group justify="flex-end">
            <Button variant="default" data-autofocus onClick={() => modals.close(id)}>
              {MSG.cancelar}
            </Button>
            <Button color="orange.8" onClick={() => responder('alternativa')}>
              {alternativaLabel}
            </Button>
            <Button color="red" onClick={() => responder('confirmar')}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
