// What the logged-in app does for the device, mounted once by the layout: the
// service worker (after load) and its update prompt, the store of the teacher's
// classes kept fresh, the outbox sent when the app opens and when the network
// comes back (asked now and then while the browser is connected but no request gets
// an answer), and persistent storage asked for.
import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { quandoOcioso } from '#client/ui/ocioso.ts';
import { MSG_OFF } from '#shared/messages/offline.ts';
import type { LoginResponse } from '#shared/schemas/login.ts';
import { enviarFila } from './envio';
import { preparar } from './preparar';
import { temRede } from './rede';
import { registrarServiceWorker } from './registro';
import { sondarServidor } from './servico';

/** How often a connected browser whose requests get no answer asks again whether the network is back. */
const SONDA_MS = 15_000;

/**
 * While the app counts itself offline but the browser says it is connected (a Wi-Fi without
 * internet), one small request every SONDA_MS: its answer brings the app back online (rede.ts) and sends the outbox.
 */
function sondarRede(): () => void {
  const timer = setInterval(() => {
    if (temRede() || !navigator.onLine) return;
    // An answer means the network is back: what waits in the outbox goes now, not at the next timer.
    void sondarServidor()
      .then(() => enviarFila())
      .catch(() => undefined);
  }, SONDA_MS);
  return () => clearInterval(timer);
}

/** The answer of navigator.storage.persist(), asked once per load; null where the browser has no such thing. */
let persistencia: Promise<boolean | null> | null = null;
export function pedirPersistencia(): Promise<boolean | null> {
  persistencia ??= (async () => {
    if (!navigator.storage?.persist) return null;
    try {
      return (await navigator.storage.persisted()) || (await navigator.storage.persist());
    } catch {
      return false;
    }
  })();
  return persistencia;
}

export function NoApp({ usuario }: { usuario: LoginResponse }) {
  const [atualizar, setAtualizar] = useState<(() => void) | null>(null);

  useEffect(() => {
    registrarServiceWorker((fn) => setAtualizar(() => fn));
    void pedirPersistencia();
    return sondarRede();
  }, []);

  useEffect(() => {
    const agora = (forcar: boolean) => {
      if (!navigator.onLine) return;
      void enviarFila().catch(() => undefined);
      void preparar(usuario, forcar).catch(() => undefined);
    };
    // At the app's start, once the page is idle: the first page's own requests and taps go first.
    const cancelar = quandoOcioso(() => agora(false), 3000);
    const aoVoltar = () => agora(true);
    window.addEventListener('online', aoVoltar);
    const timer = setInterval(() => agora(false), 5 * 60_000);
    return () => {
      cancelar();
      window.removeEventListener('online', aoVoltar);
      clearInterval(timer);
    };
  }, [usuario]);

  if (!atualizar) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      role="region"
      aria-label={MSG_OFF.novaVersao}
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 300, maxWidth: 'calc(100vw - 32px)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={500}>
          {MSG_OFF.novaVersao}
        </Text>
        <Button size="sm" onClick={atualizar}>
          {MSG_OFF.atualizar}
        </Button>
      </Group>
    </Paper>
  );
}
