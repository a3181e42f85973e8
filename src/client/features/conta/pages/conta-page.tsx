// "Minha conta", for everyone: change one's password (every other session ends) and see
// and end one's sessions.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { FormSenha } from '#client/features/conta/components/form-senha.tsx';
import { Sessoes } from '#client/features/conta/components/sessoes.tsx';
import { MSG_CONTA } from '#shared/messages/conta.ts';

export default function ContaPage() {
  return (
    <Stack maw={720}>
      <Title order={1} size="h2">
        {MSG_CONTA.minhaConta}
      </Title>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="conta-senha">
        <Title order={2} size="h4" mb="sm" id="conta-senha">
          {MSG_CONTA.alterarSenha}
        </Title>
        <FormSenha aviso={MSG_CONTA.senhaAlterada} />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="conta-sessoes">
        <Title order={2} size="h4" id="conta-sessoes">
          {MSG_CONTA.sessoes}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {MSG_CONTA.sessoesTexto}
        </Text>
        <Sessoes />
      </Paper>
    </Stack>
  );
}
