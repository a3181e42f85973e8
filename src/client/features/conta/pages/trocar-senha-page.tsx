// The password change required before anything else: after a login with a password the
// server generated (the first administrator) or an administrator set (a reset). The
// server answers nothing else until it is done; then the day's page.
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { FormSenha } from '#client/features/conta/components/form-senha.tsx';
import { paths } from '#client/paths.ts';
import { forgetSession, logout } from '#client/session.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';

export default function TrocarSenhaPage() {
  const navigate = useNavigate();

  async function sair() {
    await logout();
    forgetSession();
    await navigate(paths.login, { replace: true });
  }

  return (
    <Center component="main" mih="100dvh" p="md" bg="indigo.9">
      <Paper w="100%" maw={460} p="xl" shadow="lg">
        <Stack>
          <Title order={1} size="h2" c="indigo.9">
            {MSG_CONTA.trocaTitulo}
          </Title>
          <Text>{MSG_CONTA.trocaTexto}</Text>
          <FormSenha
            rotuloAtual={MSG_CONTA.senhaTemporaria}
            onTrocada={() => {
              forgetSession();
              void navigate(paths.home, { replace: true });
            }}
          />
          <Button variant="subtle" onClick={() => void sair()} style={{ alignSelf: 'flex-start' }}>
            {MSG_CONTA.sairDaConta}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
