// The home page's line about the device: how many sheets wait to be sent, a
// "Sincronizar agora" button, and a note when the browser refused persistent storage.
import { Alert, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MSG_OFF } from '#shared/messages-offline.ts';
import { enviarFila } from './envio';
import { useOnline, usePendentes } from './hooks';
import { pedirPersistencia } from './no-app';

export function FilaResumo() {
  const pendentes = usePendentes();
  const online = useOnline();
  const [negado, setNegado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    void pedirPersistencia().then((ok) => setNegado(ok === false));
  }, []);
  if (pendentes === undefined) return null;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="no-aparelho">
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={2} size="h4" id="no-aparelho">
            {MSG_OFF.noAparelho}
          </Title>
          <Text data-testid="pendentes" aria-live="polite">
            {MSG_OFF.aguardando(pendentes)}
            {pendentes > 0 && !online ? ` ${MSG_OFF.aguardaConexao}` : ''}
          </Text>
        </div>
        {pendentes > 0 && (
          <Button
            variant="light"
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={enviando}
            onClick={() => {
              setEnviando(true);
              void enviarFila()
                .catch(() => undefined)
                .finally(() => setEnviando(false));
            }}
          >
            {MSG_OFF.sincronizarAgora}
          </Button>
        )}
      </Group>
      {negado && (
        <Alert color="orange" mt="sm" variant="light">
          {MSG_OFF.armazenamentoNaoGarantido}
        </Alert>
      )}
    </Card>
  );
}
