// The notification bell (docs/decisions/018-notifications.md): the unread count on the bell and in
// its name; the dropdown lists the newest notifications, unread ones marked by a dot and a text for
// screen readers (not by colour alone). Opening one marks it read.
import { ActionIcon, Box, Group, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';
import { useMarcarLidas, useNotificacoes } from '#client/queries.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_NOTIFICACOES } from '#shared/messages/notificacoes.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import type { Notificacao } from '#shared/schemas/notificacao.ts';
import classes from './sino.module.css';

function texto(n: Notificacao): string {
  if (n.tipo === 'chamada') return MSG_NOTIFICACOES.chamada(n.nome, isoParaBr(n.data ?? ''));
  if (n.tipo === 'matricula') return MSG_NOTIFICACOES.matricula(n.nome, isoParaBr(n.data ?? ''));
  if (n.tipo === 'correcao') return MSG_NOTIFICACOES.correcao(n.nome, isoParaBr(n.data ?? ''));
  return MSG_NOTIFICACOES.lotada(n.nome, n.alunos ?? 0, n.qtd_maxima ?? 0);
}

function link(n: Notificacao): string {
  if (n.tipo === 'chamada' || n.tipo === 'correcao') return `${paths.chamada(n.id)}?data=${n.data}`;
  if (n.tipo === 'matricula') return paths.aluno(n.id);
  return paths.turma(n.id);
}

export function Sino() {
  const lista = useNotificacoes();
  const marcar = useMarcarLidas();
  const naoLidas = lista.data?.nao_lidas ?? 0;
  const itens = lista.data?.itens ?? [];
  const alem = (lista.data?.total ?? 0) - itens.length;

  return (
    // No focus placeholder: a role="menu" holds only its items.
    <Menu
      position="bottom-end"
      width={340}
      shadow="md"
      withInitialFocusPlaceholder={false}
      // Items in the tab order as well as on the arrow keys: a long list scrolls, and a
      // keyboard reaches every item in it.
      menuItemTabIndex={0}
      // Fixed, as the header: an absolute list near the edge would widen a phone's page, moving the bell under it.
      floatingStrategy="fixed"
    >
      {/* The menu's button is the bell itself (it carries aria-expanded); its name says the unread count. */}
      <Indicator
        label={<span aria-hidden>{naoLidas}</span>}
        size={18}
        offset={4}
        disabled={naoLidas === 0}
        color="red.8"
      >
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={MSG_NOTIFICACOES.sino(naoLidas)}>
            <IconBell size={22} />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown className={classes.dropdown}>
        <Menu.Label>{MSG.notificacoes}</Menu.Label>
        {/* A role="menu" needs an item: the empty and failed states are one, disabled but
            focusable (aria-disabled), so the open menu still takes the focus; its text is
            information, so it keeps a readable colour rather than the disabled grey. */}
        {itens.length === 0 && (
          <Menu.Item aria-disabled closeMenuOnClick={false} c="gray.7">
            {lista.isPending
              ? MSG.carregando
              : lista.isError
                ? MSG_NOTIFICACOES.erro
                : MSG_NOTIFICACOES.vazio}
          </Menu.Item>
        )}
        {itens.map((n) => (
          <Menu.Item
            key={n.chave}
            component={Link}
            to={link(n)}
            onClick={() => {
              if (!n.lida) marcar.mutate([n.chave]);
            }}
            className={classes.item}
            data-lida={n.lida || undefined}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Box className={n.lida ? classes.pontoVazio : classes.ponto} aria-hidden />
              <Text size="sm" fw={n.lida ? 400 : 700} className={classes.texto}>
                <VisuallyHidden>{n.lida ? MSG_NOTIFICACOES.lida : MSG_NOTIFICACOES.naoLida}: </VisuallyHidden>
                {texto(n)}
              </Text>
            </Group>
          </Menu.Item>
        ))}
        {alem > 0 && <Menu.Label c="dark.6">{MSG_NOTIFICACOES.maisAntigas(alem)}</Menu.Label>}
        {itens.length > 0 && (
          <>
            <Menu.Divider />
            {/* The list stays open, so the marks are seen to change. */}
            <Menu.Item
              leftSection={<IconChecks size={18} />}
              closeMenuOnClick={false}
              onClick={() => marcar.mutate(undefined)}
            >
              {MSG_NOTIFICACOES.marcarTodas}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
