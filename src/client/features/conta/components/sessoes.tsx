// One's open sessions: the device, when it logged in and was last used, "Este aparelho"
// on the one in hand; each can be ended, or all at once ("Sair de todos os aparelhos",
// this one included: the person logs in again).

import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useEncerrarSessao, useSairDeTodos, useSessoes } from '#client/features/conta/queries.ts';
import { paths } from '#client/paths.ts';
import { useConfig } from '#client/queries.ts';
import { forgetSession, logout } from '#client/session.ts';
import { alertaErro, confirmar } from '#client/ui/alerts.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { dataHoraCurta } from '#shared/rules/datas.ts';
import type { SessaoItem } from '#shared/schemas/conta.ts';

const CELULAR = /Android|iPhone|iPad/;

export function Sessoes() {
  const { data, isLoading, error } = useSessoes();
  const encerrar = useEncerrarSessao();
  const sairDeTodos = useSairDeTodos();
  const navigate = useNavigate();
  const fuso = useConfig().data?.fuso;
  const quando = (iso: string) => dataHoraCurta(iso, fuso);

  async function paraOLogin() {
    await logout();
    forgetSession();
    await navigate(paths.login, { replace: true });
  }

  async function encerrarUma(s: SessaoItem) {
    try {
      await encerrar.mutateAsync(s.id);
      if (s.este_aparelho) await paraOLogin();
    } catch (err) {
      await alertaErro(err);
    }
  }

  async function encerrarTodas() {
    const ok = await confirmar({
      title: MSG_CONTA.sairDeTodosPergunta,
      text: MSG_CONTA.sairDeTodosTexto,
      confirmLabel: MSG_CONTA.sairDeTodos,
    });
    if (!ok) return;
    try {
      await sairDeTodos.mutateAsync();
      await paraOLogin();
    } catch (err) {
      await alertaErro(err);
    }
  }

  if (isLoading) return <Loader role="progressbar" aria-label={MSG_CONTA.sessoes} />;
  if (error) return <BlocoErro error={error} />;
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={MSG_CONTA.sessoes}>
        {data?.map((s) => {
          const Icone = CELULAR.test(s.dispositivo) ? IconDeviceMobile : IconDeviceDesktop;
          return (
            <Paper component="li" key={s.id} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Icone size={22} aria-hidden />
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{s.dispositivo}</Text>
                      {s.este_aparelho && (
                        <Badge variant="light" color="indigo">
                          {MSG_CONTA.esteAparelho}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {MSG_CONTA.criadaEm}: {quando(s.criada_em)} · {MSG_CONTA.usadaEm}: {quando(s.usada_em)}
                    </Text>
                  </Stack>
                </Group>
                <Button
                  variant="default"
                  size="xs"
                  aria-label={MSG_CONTA.encerrarSessao(s.dispositivo)}
                  loading={encerrar.isPending && encerrar.variables === s.id}
                  onClick={() => void encerrarUma(s)}
                >
                  {MSG_CONTA.encerrar}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Button
        color="red"
        variant="outline"
        onClick={() => void encerrarTodas()}
        loading={sairDeTodos.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        {MSG_CONTA.sairDeTodos}
      </Button>
    </Stack>
  );
}
