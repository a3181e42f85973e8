// The home page's card about the device: how many sheets wait to be sent, a
// "Sincronizar agora" button, a note when the browser refused persistent storage,
// and, without a network, the classes kept on the device with the way to their chamada.
import { Alert, Anchor, Button, Card, Group, List, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { MSG_OFF } from '#shared/messages-offline.ts';
import { enviarFila } from './envio';
import { useOnline, usePendentes, useTurmasNoAparelho } from './hooks';
import { pedirPersistencia } from './no-app';

export function FilaResumo() {
  const pendentes = usePendentes();
  const online = useOnline();
  const turmas = useTurmasNoAparelho();
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
      {!online && turmas && turmas.length > 0 && (
        <List mt="sm" spacing={6} aria-label={MSG_OFF.turmasNoAparelho} listStyleType="none" p={0}>
          {turmas.map((t) => (
            <List.Item key={t.id_turma}>
              <Anchor component={Link} to={paths.chamada(t.id_turma)} fw={600}>
                {MSG.chamada}: {t.nome_turma}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                {ROTULO_DIA[t.dia_semana]} · {t.horario}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {negado && (
        <Alert color="orange" mt="sm" variant="light">
          {MSG_OFF.armazenamentoNaoGarantido}
        </Alert>
      )}
    </Card>
  );
}
