// The home page's card about the device: how many sheets wait to be sent, a
// "Sincronizar agora" button (which, finding no network, says so beside it), a note (once, to a teacher with unsent sheets) when the
// browser refused persistent storage, and, without a network, the classes kept on the
// device with the way to their chamada, today's first and marked Hoje.
import { Alert, Anchor, Badge, Button, Card, Group, List, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { memo, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_OFF } from '#shared/messages/offline.ts';
import { diaSemanaDe, FUSO_CLUBE, hojeNoFuso } from '#shared/rules/datas.ts';
import type { TurmaLocal } from './aparelho';
import { enviarFila } from './envio';
import { useFusoDoAparelho, useOnline, usePendentes, useTurmasNoAparelho } from './hooks';
import { pedirPersistencia } from './no-app';
import { temRede } from './rede';

/** Where the device remembers that the storage warning was read (it is shown once). */
const AVISO_LIDO = 'estocada:aviso-armazenamento';

const avisoJaLido = () => {
  try {
    return localStorage.getItem(AVISO_LIDO) === '1';
  } catch {
    return false;
  }
};

/** The classes kept on the device, today's first (by the device's day in the club's time zone). */
function porHoje(turmas: TurmaLocal[], fuso: string | null | undefined) {
  const hoje = diaSemanaDe(hojeNoFuso(fuso ?? FUSO_CLUBE));
  return {
    hoje,
    turmas: [...turmas.filter((t) => t.dia_semana === hoje), ...turmas.filter((t) => t.dia_semana !== hoje)],
  };
}

/**
 * `professor`: the storage warning concerns a teacher's unsent sheets only. Memoised: a move away
 * from the home renders the old page again, and this part need not.
 */
export const FilaResumo = memo(function FilaResumo({ professor }: { professor: boolean }) {
  const pendentes = usePendentes();
  const online = useOnline();
  const turmas = useTurmasNoAparelho();
  const fuso = useFusoDoAparelho();
  const [negado, setNegado] = useState(false);
  const [lido, setLido] = useState(avisoJaLido);
  const [enviando, setEnviando] = useState(false);
  // A "Sincronizar agora" that found no network: said until the network returns.
  const [semRede, setSemRede] = useState(false);
  if (semRede && online) setSemRede(false);
  useEffect(() => {
    void pedirPersistencia().then((ok) => setNegado(ok === false));
  }, []);
  if (pendentes === undefined) return null;
  const lista = turmas ? porHoje(turmas, fuso) : null;
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
                .finally(() => {
                  setEnviando(false);
                  setSemRede(!temRede());
                });
            }}
          >
            {MSG_OFF.sincronizarAgora}
          </Button>
        )}
      </Group>
      <Text size="sm" fw={600} c="orange.8" mt={semRede && pendentes > 0 ? 'xs' : 0} aria-live="polite">
        {semRede && pendentes > 0 ? MSG_OFF.semConexaoAoSincronizar : ''}
      </Text>
      {!online && lista && lista.turmas.length > 0 && (
        <List mt="sm" spacing={6} aria-label={MSG_OFF.turmasNoAparelho} listStyleType="none" p={0}>
          {lista.turmas.map((t) => (
            <List.Item key={t.id_turma}>
              <Anchor component={Link} to={paths.chamada(t.id_turma)} fw={600}>
                {MSG.chamada}: {t.nome_turma}
              </Anchor>{' '}
              {t.dia_semana === lista.hoje && (
                <Badge size="sm" color="indigo" variant="filled" mr={4}>
                  {MSG_OFF.hoje}
                </Badge>
              )}
              <Text span size="sm" c="dimmed">
                {ROTULO_DIA[t.dia_semana]} · {t.horario}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {negado && professor && pendentes > 0 && !lido && (
        <Alert color="orange" mt="sm" variant="light" data-testid="aviso-armazenamento">
          <Text size="sm">{MSG_OFF.armazenamentoNaoGarantido}</Text>
          <Text size="sm" mt={4}>
            {MSG_OFF.armazenamentoOQueFazer}
          </Text>
          <Button
            size="xs"
            variant="light"
            color="orange"
            mt="xs"
            onClick={() => {
              try {
                localStorage.setItem(AVISO_LIDO, '1');
              } catch {
                // Not remembered: shown again on the next visit.
              }
              setLido(true);
            }}
          >
            {MSG_OFF.entendi}
          </Button>
        </Alert>
      )}
    </Card>
  );
});
