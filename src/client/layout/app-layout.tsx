// The logged-in shell: side bar (Home, Aulas, Adm for administrators, Sair),
// a Voltar button and the notification bell. Collapses behind a burger on phones.
import { ActionIcon, AppShell, Burger, Button, Group, Indicator, Menu, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconBell,
  IconChartBar,
  IconHome,
  IconLogout,
  IconSchool,
  IconSettings,
} from '@tabler/icons-react';
import { Outlet, NavLink as RouterLink, useNavigate, useRouteLoaderData } from 'react-router';
import { paths } from '#client/paths.ts';
import { forgetSession, logout } from '#client/session.ts';
import { confirmar } from '#client/ui/alerts.tsx';
import { MSG, MSG_REL, NOTIFICACOES_PLACEHOLDER } from '#shared/messages.ts';
import type { LoginResponse } from '#shared/schemas/login.ts';

export default function AppLayout() {
  const user = useRouteLoaderData('app') as LoginResponse;
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure();

  async function sair() {
    if (!(await confirmar({ title: MSG.querSair, confirmLabel: MSG.sair }))) return;
    await logout();
    forgetSession();
    await navigate(paths.login);
  }

  const links = [
    { to: paths.home, label: MSG.home, icon: IconHome },
    { to: paths.aulas, label: MSG.aulas, icon: IconSchool },
    ...(user.adm === 1 ? [{ to: paths.adm, label: MSG.adm, icon: IconSettings }] : []),
    ...(user.adm === 1 ? [{ to: paths.relatorios, label: MSG_REL.relatorios, icon: IconChartBar }] : []),
  ];

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
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
          <Menu position="bottom-end" width={300} shadow="md">
            <Menu.Target>
              <Indicator label={NOTIFICACOES_PLACEHOLDER.length} size={18} offset={4}>
                <ActionIcon variant="subtle" size="lg" aria-label={MSG.notificacoes}>
                  <IconBell size={22} />
                </ActionIcon>
              </Indicator>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{MSG.notificacoes}</Menu.Label>
              {NOTIFICACOES_PLACEHOLDER.map((n) => (
                <Menu.Item key={n}>{n}</Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Menu principal">
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
            component="button"
            label={MSG.sair}
            leftSection={<IconLogout size={20} />}
            onClick={sair}
            c="red.7"
            style={{ borderRadius: 8 }}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
