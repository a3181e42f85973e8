import { Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '#client/api.ts';
import { paths } from '#client/paths.ts';
import { forgetSession, login, sessionOnce, talvezLogado } from '#client/session.ts';
import { LOGIN_ERRO } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import { destinoDeVolta, PARAM_VOLTAR, paginaDoServidor } from '#shared/rules/voltar.ts';

declare global {
  interface Window {
    /** Set once React runs the login form; until then the prerendered page holds submits (vite.config.ts). */
    __estocadaPronto?: boolean;
    /** A submit that was held before React ran. */
    __estocadaEnvio?: boolean;
  }
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // A page that needed the session sent the person here (`?voltar=`): the login leads back to
  // it. A page the server answers itself (the API reference) is loaded by the browser, which
  // the app's router would otherwise answer with its own "not found".
  const destino = destinoDeVolta(useSearchParams()[0].get(PARAM_VOLTAR));
  const seguir = useCallback(async () => {
    if (destino && paginaDoServidor(destino)) window.location.replace(destino);
    else await navigate(destino ?? paths.home, { replace: true });
  }, [destino, navigate]);

  // The prerendered form is now React's: let submits through, and send one that was held.
  // Someone still logged in (coming back to `/`, or Back right after the login) goes on: to
  // the page they came from, or /home.
  useEffect(() => {
    window.__estocadaPronto = true;
    if (window.__estocadaEnvio) {
      window.__estocadaEnvio = false;
      form.current?.requestSubmit();
      return;
    }
    if (!talvezLogado()) return;
    let ativo = true;
    void sessionOnce().then((user) => {
      if (ativo && user) void seguir();
    });
    return () => {
      ativo = false;
    };
  }, [seguir]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const dados = new FormData(e.currentTarget);
    setBusy(true);
    try {
      await login({ usuario: String(dados.get('usuario')), senha: String(dados.get('senha')) });
      forgetSession();
      // The login page leaves the history: Back from /home does not show the form again.
      await seguir();
    } catch (err) {
      // The popups' module is not part of the login page's download: fetched on the first refusal.
      const { alerta } = await import('#client/ui/alerts.tsx');
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
    <Center component="main" mih="100dvh" p="md" bg="indigo.9">
      <Paper component="form" ref={form} onSubmit={onSubmit} w="100%" maw={380} p="xl" shadow="lg">
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
          <Link
            to={paths.recuperarSenha}
            style={{
              alignSelf: 'center',
              color: 'var(--mantine-color-indigo-8)',
              fontSize: 'var(--mantine-font-size-sm)',
            }}
          >
            {MSG.esqueciSenha}
          </Link>
          {/* A plain link: the notice is its own lazy part, nothing of it rides on this page. */}
          <Link
            to={paths.privacidade}
            style={{
              alignSelf: 'center',
              color: 'var(--mantine-color-indigo-8)',
              fontSize: 'var(--mantine-font-size-sm)',
            }}
          >
            {MSG.privacidade}
          </Link>
        </Stack>
      </Paper>
    </Center>
  );
}
