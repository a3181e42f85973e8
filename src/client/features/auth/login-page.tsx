import { Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_ERRO } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { ApiError } from '../../api';
import { paths } from '../../paths';
import { forgetSession } from '../../router';
import { login } from '../../session';
import { alerta } from '../../ui/alerts';

export default function LoginPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    try {
      await login({ usuario: String(form.get('usuario')), senha: String(form.get('senha')) });
      forgetSession();
      navigate(paths.home);
    } catch (err) {
      if (err instanceof ApiError && err.body.code === LOGIN_ERRO.usuario) {
        await alerta({ title: MSG.usuarioIncorreto, icon: 'error' });
      } else if (err instanceof ApiError && err.body.code === LOGIN_ERRO.senha) {
        await alerta({ title: MSG.senhaIncorreta, icon: 'error' });
      } else if (err instanceof ApiError && err.status === 429) {
        await alerta({ title: err.message, icon: 'warning' });
      } else {
        console.error(MSG.erroLogin, err);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Center mih="100dvh" p="md" bg="indigo.9">
      <Paper component="form" onSubmit={onSubmit} w="100%" maw={380} p="xl" shadow="lg">
        <Stack>
          <Title order={1} ta="center" c="indigo.9">
            Estocada
          </Title>
          <TextInput
            name="usuario"
            type="email"
            label={MSG.usuario}
            placeholder="seu@email.com"
            autoComplete="username"
            required
            size="md"
          />
          <PasswordInput name="senha" label={MSG.senha} autoComplete="current-password" required size="md" />
          <Button type="submit" size="md" loading={busy}>
            {MSG.entrar}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
