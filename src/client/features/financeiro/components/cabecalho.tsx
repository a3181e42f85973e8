// The Financeiro area's frame: its title and the links between its screens (the
// month, the charges, the late list, settings, prices, the statement import).
import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '#client/paths.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';

const SECOES = [
  { to: paths.financeiro, rotulo: MSG_FIN.resumo },
  { to: paths.financeiroCobrancas, rotulo: MSG_FIN.cobrancas },
  { to: paths.financeiroInadimplentes, rotulo: MSG_FIN.inadimplentes },
  { to: paths.financeiroExtrato, rotulo: MSG_FIN.extrato },
  { to: paths.financeiroPrecos, rotulo: MSG_FIN.precos },
  { to: paths.financeiroConfiguracao, rotulo: MSG_FIN.configuracao },
];

export function PaginaFinanceiro({
  titulo,
  acoes,
  children,
}: {
  titulo: string;
  acoes?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" maw={1100}>
      <Group component="nav" aria-label={MSG_FIN.secoes} gap={6}>
        {SECOES.map((s) => (
          <NavLink key={s.to} to={s.to} end style={{ textDecoration: 'none' }}>
            {({ isActive }) => (
              <Button
                component="span"
                size="compact-sm"
                variant={isActive ? 'filled' : 'default'}
                color="indigo.8"
              >
                {s.rotulo}
              </Button>
            )}
          </NavLink>
        ))}
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>{titulo}</Title>
        {acoes}
      </Group>
      {children}
    </Stack>
  );
}

export function Carregando() {
  return (
    <Group justify="center" py="xl">
      <Loader role="progressbar" aria-label={MSG.carregando} />
    </Group>
  );
}
