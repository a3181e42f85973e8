// The table of an administration list: ID, the name (the edit link, or with `link` the
// profile link with a labelled edit link beside it), the extra columns (on a phone
// together in one "Detalhes" column) and the Ações column whose Excluir stands alone.
// On a phone the Ações column is one button, the row's menu ("Ações de <nome>"), so the
// name keeps the width its longest word needs. Names wrap, never cut.
import { ActionIcon, Anchor, Box, Button, Menu, Paper, Stack, Table, Text } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
import classes from './lista-adm.module.css';

interface Coluna<T> {
  titulo: string;
  valor: (item: T) => ReactNode;
}

export interface LinhasAdm<T> {
  id: (item: T) => number;
  nome: (item: T) => string;
  /** Where the name links to (the student profile); without it the name is the edit link. */
  link?: (item: T) => string;
  /** Extra columns, shown from tablet width up (on a phone, together in "Detalhes"). */
  colunas?: Coluna<T>[];
  editar: (item: T) => string;
  /** More actions in the Ações column, before Excluir (buttons; on a phone, the menu's items). */
  acoes?: (item: T) => AcaoDaLinha[];
}

/** One of a row's actions: what it shows, its name for assistive technology, what it does. */
interface AcaoDaLinha {
  rotulo: string;
  nome: string;
  onClick: () => void;
}

export function TabelaAdm<T>({
  titulo,
  itens,
  id,
  nome,
  link,
  colunas = [],
  editar,
  acoes,
  onExcluir,
}: LinhasAdm<T> & {
  titulo: string;
  /** The page's items; undefined while the first page loads. */
  itens: T[] | undefined;
  onExcluir: (item: T) => void;
}) {
  return (
    <Paper withBorder radius="md">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={titulo} className={classes.tabela}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{MSG_ADM.id}</Table.Th>
            <Table.Th>{MSG_ADM.nome}</Table.Th>
            {colunas.length > 0 && <Table.Th hiddenFrom="sm">{MSG_ADM.detalhes}</Table.Th>}
            {colunas.map((c) => (
              <Table.Th key={c.titulo} visibleFrom="sm">
                {c.titulo}
              </Table.Th>
            ))}
            <Table.Th ta="right">{MSG_ADM.acoes}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {itens?.map((item) => (
            <Table.Tr key={id(item)}>
              <Table.Td>{id(item)}</Table.Td>
              <Table.Td className={classes.nome}>
                {link ? (
                  <Stack gap={2} align="flex-start">
                    <Anchor component={Link} to={link(item)} fw={600}>
                      {nome(item)}
                    </Anchor>
                    <Anchor
                      component={Link}
                      to={editar(item)}
                      size="sm"
                      aria-label={`${MSG_ADM.editar} ${nome(item)}`}
                    >
                      <IconPencil size={14} aria-hidden className={classes.lapisAntes} />
                      {MSG_ADM.editar}
                    </Anchor>
                  </Stack>
                ) : (
                  <Anchor
                    component={Link}
                    to={editar(item)}
                    fw={600}
                    aria-label={`${MSG_ADM.editar} ${nome(item)}`}
                  >
                    {nome(item)}
                    <IconPencil size={14} aria-hidden className={classes.lapis} />
                  </Anchor>
                )}
              </Table.Td>
              {colunas.length > 0 && (
                <Table.Td hiddenFrom="sm" className={classes.detalhe}>
                  <Stack gap={2}>
                    {colunas.map((c) => (
                      <Text key={c.titulo} component="div" size="sm">
                        <Text span size="sm" c="dimmed">
                          {c.titulo}:
                        </Text>{' '}
                        {c.valor(item)}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
              )}
              {colunas.map((c) => (
                <Table.Td key={c.titulo} visibleFrom="sm" className={classes.detalhe}>
                  {c.valor(item)}
                </Table.Td>
              ))}
              <Table.Td ta="right">
                <Box visibleFrom="sm">
                  {acoes?.(item).map((a) => (
                    <Button
                      key={a.rotulo}
                      variant="subtle"
                      size="compact-sm"
                      aria-label={a.nome}
                      onClick={a.onClick}
                    >
                      {a.rotulo}
                    </Button>
                  ))}
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    aria-label={`${MSG_ADM.excluir} ${nome(item)}`}
                    onClick={() => onExcluir(item)}
                  >
                    {MSG_ADM.excluir}
                  </Button>
                </Box>
                <Box hiddenFrom="sm">
                  <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
                    <Menu.Target>
                      <ActionIcon variant="subtle" size={44} aria-label={MSG.acoesDe(nome(item))}>
                        <IconDotsVertical size={22} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {acoes?.(item).map((a) => (
                        <Menu.Item key={a.rotulo} aria-label={a.nome} onClick={a.onClick}>
                          {a.rotulo}
                        </Menu.Item>
                      ))}
                      {acoes && <Menu.Divider />}
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={16} aria-hidden />}
                        aria-label={`${MSG_ADM.excluir} ${nome(item)}`}
                        onClick={() => onExcluir(item)}
                      >
                        {MSG_ADM.excluir}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Box>
              </Table.Td>
            </Table.Tr>
          ))}
          {itens && itens.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3 + colunas.length + (colunas.length > 0 ? 1 : 0)}>
                <Text c="gray.7" ta="center" py="md">
                  {MSG_ADM.nenhumRegistro}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
