// One administration list: server search, server pagination, count, edit link
// and delete with confirmation followed by the spec's success message.
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { MSG, MSG_ADM } from '../../../../shared/messages';
import { ApiError } from '../../../api';
import { alerta, confirmar } from '../../../ui/alerts';
import { type Lista, PAGE_SIZE, useExcluir, useLista } from '../queries';

export interface Coluna<T> {
  titulo: string;
  valor: (item: T) => ReactNode;
}

interface Props<T> {
  titulo: string;
  lista: Lista;
  id: (item: T) => number;
  nome: (item: T) => string;
  /** Extra columns, shown from tablet width up. */
  colunas?: Coluna<T>[];
  novo?: string;
  editar: (item: T) => string;
  urlExcluir: (id: number) => string;
  textoConfirmacao?: (nome: string) => string;
}

export function ListaAdm<T>({
  titulo,
  lista,
  id,
  nome,
  colunas = [],
  novo,
  editar,
  urlExcluir,
  textoConfirmacao = MSG_ADM.desejaExcluir,
}: Props<T>) {
  const [busca, setBusca] = useState('');
  const [q] = useDebouncedValue(busca.trim(), 300);
  const [page, setPage] = useState(1);
  const dados = useLista<T>(lista, q, page);
  const excluir = useExcluir(urlExcluir);

  const total = dados.data?.total ?? 0;
  const paginas = Math.max(1, Math.ceil(total / PAGE_SIZE));

  async function onExcluir(item: T) {
    const ok = await confirmar({
      title: MSG_ADM.confirmarExclusao,
      text: textoConfirmacao(nome(item)),
      confirmLabel: MSG_ADM.excluir,
    });
    if (!ok) return;
    try {
      const res = await excluir.mutateAsync(id(item));
      await alerta({ title: res.message, icon: 'success' });
      // Deleting the last row of the last page steps back one page.
      if (dados.data?.items.length === 1 && page > 1) setPage(page - 1);
    } catch (e) {
      await alerta({
        title: MSG.erro,
        text: e instanceof ApiError ? e.message : MSG_ADM.erroExcluir,
        icon: 'error',
      });
    }
  }

  return (
    <Stack maw={960} gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2}>{titulo}</Title>
        {novo && (
          <Button component={Link} to={novo} leftSection={<IconPlus size={18} />}>
            {MSG_ADM.novo}
          </Button>
        )}
      </Group>
      <TextInput
        label={MSG_ADM.buscar}
        leftSection={<IconSearch size={16} />}
        value={busca}
        onChange={(e) => {
          setBusca(e.currentTarget.value);
          setPage(1);
        }}
        type="search"
      />
      <Group justify="space-between">
        <Text c="dimmed" size="sm" aria-live="polite" data-testid="total">
          {MSG_ADM.total}: {total}
        </Text>
        {dados.isFetching && <Loader size="xs" />}
      </Group>
      {dados.isError && (
        <Alert color="red" title={MSG.erro}>
          {dados.error instanceof ApiError ? dados.error.message : MSG_ADM.erroCarregar}
        </Alert>
      )}
      <Paper withBorder radius="md">
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={titulo}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{MSG_ADM.id}</Table.Th>
              <Table.Th>{MSG_ADM.nome}</Table.Th>
              {colunas.map((c) => (
                <Table.Th key={c.titulo} visibleFrom="sm">
                  {c.titulo}
                </Table.Th>
              ))}
              <Table.Th w={100} ta="right">
                {MSG_ADM.acoes}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dados.data?.items.map((item) => (
              <Table.Tr key={id(item)}>
                <Table.Td>{id(item)}</Table.Td>
                <Table.Td>{nome(item)}</Table.Td>
                {colunas.map((c) => (
                  <Table.Td key={c.titulo} visibleFrom="sm">
                    {c.valor(item)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      component={Link}
                      to={editar(item)}
                      variant="subtle"
                      size="lg"
                      aria-label={`${MSG_ADM.editar} ${nome(item)}`}
                    >
                      <IconEdit size={20} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`${MSG_ADM.excluir} ${nome(item)}`}
                      onClick={() => onExcluir(item)}
                    >
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {dados.data && dados.data.items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3 + colunas.length}>
                  <Text c="dimmed" ta="center" py="md">
                    {MSG_ADM.nenhumRegistro}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Paper>
      {paginas > 1 && (
        <Group justify="center">
          <Pagination total={paginas} value={page} onChange={setPage} siblings={1} boundaries={1} />
        </Group>
      )}
    </Stack>
  );
}
