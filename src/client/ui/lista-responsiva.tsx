// One list shown two ways: a table from the `sm` breakpoint up, and on a phone a card per
// row — its main column as the card's heading, each other column as "label: value", the
// actions last and always visible — so no list scrolls sideways at 390 px.
import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface Coluna<T> {
  titulo: string;
  valor: (item: T) => ReactNode;
  /** Numbers and amounts: right-aligned in the table. */
  direita?: boolean;
  /** The card's heading on a phone (one column). */
  principal?: boolean;
  /** Buttons and links: the card's last row on a phone. */
  acao?: boolean;
}

export function ListaResponsiva<T>({
  rotulo,
  itens,
  chave,
  colunas,
  testId,
}: {
  rotulo: string;
  itens: readonly T[];
  chave: (item: T) => string | number;
  colunas: readonly Coluna<T>[];
  testId?: string;
}) {
  const largo = useMediaQuery('(min-width: 48em)', true);
  if (largo)
    return (
      <Table verticalSpacing={6} striped aria-label={rotulo} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {colunas.map((c) => (
              <Table.Th key={c.titulo} ta={c.direita ? 'right' : undefined}>
                {c.titulo}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {itens.map((i) => (
            <Table.Tr key={chave(i)}>
              {colunas.map((c) => (
                <Table.Td
                  key={c.titulo}
                  ta={c.direita ? 'right' : undefined}
                  style={c.direita ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
                >
                  {c.valor(i)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  const principal = colunas.find((c) => c.principal);
  const campos = colunas.filter((c) => !c.principal && !c.acao);
  const acoes = colunas.filter((c) => c.acao);
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={rotulo}
      data-testid={testId}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {itens.map((i) => (
        <Card component="li" key={chave(i)} withBorder radius="md" padding="sm">
          {principal && (
            <Text fw={700} mb={4} style={{ overflowWrap: 'anywhere' }}>
              {principal.valor(i)}
            </Text>
          )}
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
            {campos.map((c) => (
              <div key={c.titulo} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Text size="xs" c="gray.7">
                  {c.titulo}
                </Text>
                <Text size="sm" component="div">
                  {c.valor(i)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          {acoes.length > 0 && (
            <Group gap="xs" mt="xs">
              {acoes.map((c) => (
                <div key={c.titulo}>{c.valor(i)}</div>
              ))}
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
