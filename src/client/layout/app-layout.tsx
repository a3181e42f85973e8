// The logged-in shell: side bar (Home, Aulas, Adm for administrators; Minha conta and Sair),
// a Voltar button and the notification bell (sino.tsx). Collapses behind a burger on phones.
// It also holds what the app does for the device (offline/no-app.tsx); Sair clears the device.
import { Anchor, AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconChartBar,
  IconCoin,
  IconHome,
  IconLogout,
  IconMail,
  IconSchool,
  IconSettings,
  IconShieldLock,
  IconShirt,
  IconSwords,
  IconUserCircle,
} from '@tabler/icons-react';
import { memo, useRef } from 'react';
import { Outlet, NavLink as RouterLink, useNavigate, useRouteLoaderData } from 'react-router';
import { limparAparelho, pendentesAoSair } from '#client/offline/limpar.ts';
import { NoApp } from '#client/offline/no-app.tsx';
import { paths } from '#client/paths.ts';
import { forgetSession, logout } from '#client/session.ts';
import { confirmar } from '#client/ui/alerts.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { MSG_EXP_TELAS } from '#shared/messages/experimental-telas.ts';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { MSG_MATERIAL } from '#shared/messages/material.ts';
import { MSG_MENSAGENS } from '#shared/messages/mensagens.ts';
import { MSG_OFF } from '#shared/messages/offline.ts';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import type { LoginResponse } from '#shared/schemas/login.ts';
import classes from './app-layout.module.css';
import { FocoAoMudarDePagina, focarTitulo } from './foco';
import { Sino } from './sino';

export default function AppLayout() {
  return <Casca user={useRouteLoaderData('app') as LoginResponse} />;
}

/**
 * The shell itself, apart from the router's state (which changes twice at every move): it
 * renders again only for its own state; at a move only the page (Outlet) and the focus do.
 */
const Casca = memo(function Casca({ user }: { user: LoginResponse }) {
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure();
  const main = useRef<HTMLElement>(null);
  // On a phone the closed side bar is only moved off screen: inert, its links
  // take no focus (an invisible focus) and stay out of the accessibility tree.
  const largo = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  // Sair on a shared phone: a warning names the sheets not sent yet; then everything the
  // app kept on the device goes.
  async function sair() {
    const pendentes = await pendentesAoSair();
    const confirmado = await confirmar({
      title: MSG.querSair,
      text: pendentes > 0 ? MSG_OFF.sairComPendentes(pendentes) : MSG_OFF.sairApaga,
      confirmLabel: pendentes > 0 ? MSG_OFF.sairMesmoAssim : MSG.sair,
    });
    if (!confirmado) return;
    await logout();
    await limparAparelho().catch(() => undefined);
    forgetSession();
    await navigate(paths.login, { replace: true });
  }

  const links = [
    { to: paths.home, label: MSG.home, icon: IconHome },
    { to: paths.aulas, label: MSG.aulas, icon: IconSchool },
    ...(user.adm === 1 ? [{ to: paths.adm, label: MSG.adm, icon: IconSettings }] : []),
    ...(user.adm === 1 ? [{ to: paths.relatorios, label: MSG_REL.relatorios, icon: IconChartBar }] : []),
    ...(user.adm === 1 ? [{ to: paths.financeiro, label: MSG_FIN.financeiro, icon: IconCoin }] : []),
    ...(user.adm === 1 ? [{ to: paths.admPrivacidade, label: MSG.privacidade, icon: IconShieldLock }] : []),
    ...(user.adm === 1 ? [{ to: paths.admMaterial, label: MSG_MATERIAL.menu, icon: IconShirt }] : []),
    ...(user.adm === 1 ? [{ to: paths.admMensagens, label: MSG_MENSAGENS.titulo, icon: IconMail }] : []),
    ...(user.adm === 1 ? [{ to: paths.admExperimentais, label: MSG_EXP_TELAS.menu, icon: IconSwords }] : []),
  ];

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Anchor
          href="#conteudo"
          className={classes.pular}
          onClick={(e) => {
            e.preventDefault();
            if (main.current) focarTitulo(main.current.querySelector('h1') ?? main.current);
          }}
        >
          {MSG.pularParaConteudo}
        </Anchor>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Menu"
              aria-expanded={opened}
              aria-controls="menu-principal"
            />
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={18} />}
              onClick={() => navigate(-1)}
              px="xs"
            >
              {MSG.voltar}
            </Button>
          </Group>
          <Text fw={800} c="indigo.8" visibleFrom="xs">
            Estocada
          </Text>
          <Sino />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Menu principal" id="menu-principal" inert={!largo && !opened}>
        <AppShell.Section grow>
          {links.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              component={RouterLink}
              to={to}
              label={label}
              leftSection={<Icon size={20} />}
              onClick={close}
              style={{ borderRadius: 8 }}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section>
          <NavLink
            component={RouterLink}
            to={paths.conta}
            label={MSG_CONTA.minhaConta}
            leftSection={<IconUserCircle size={20} />}
            onClick={close}
            style={{ borderRadius: 8 }}
          />
          <NavLink
            component="button"
            label={MSG.sair}
            leftSection={<IconLogout size={20} />}
            onClick={sair}
            c="red.7"
            style={{ borderRadius: 8 }}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main ref={main} id="conteudo" tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>
      <FocoAoMudarDePagina main={main} />
      <NoApp usuario={user} />
    </AppShell>
  );
});
