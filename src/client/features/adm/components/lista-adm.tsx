// One administration list: server search, keyset pages (Primeira / Anterior /
// Próxima / Última with an "x–y de N" line), count, edit link and delete with
// confirmation followed by the spec's success message. The name is the edit
// link (or, with `link`, the link to the profile, with a labelled edit link beside
// it); the delete button sits alone in the Ações column, labelled, never next
// to the edit. Names wrap, never cut; on a phone the extra columns show as one
// "Detalhes" column.
import {
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type Lista, PAGE_SIZE, type Posicao, useExcluir, useLista } from '#client/features/adm/queries.ts';
import { alerta, alertaErro, confirmar, escolher } from '#client/ui/alerts.tsx';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { MSG_ADM } from '#shared/messages.ts';
import { MSG_INATIVO } from '#shared/messages-inativos.ts';
import type { Situacao } from '#shared/schemas/inativo.ts';
import classes from './lista-adm.module.css';

interface Coluna<T> {
  titulo: string;
  valor: (item: T) => ReactNode;
}

interface Props<T> {
  titulo: string;
  lista: Lista;
  id: (item: T) => number;
  nome: (item: T) => string;
  /** Where the name links to (the student profile); without it the name is the edit link. */
  link?: (item: T) => string;
  /** Extra columns, shown from tablet width up (on a phone, together in "Detalhes"). */
  colunas?: Coluna<T>[];
  novo?: string;
  editar: (item: T) => string;
  urlExcluir: (id: number) => string;
  textoConfirmacao?: (nome: string) => string;
  /** The list's own filters, sent with every page (the student list's: the dashboard's links). */
  filtros?: Record<string, string>;
  /** What shows the filters (and undoes them), under the title. */
  sobreFiltros?: ReactNode;
  /** With it, the Ativos / Inativos / Todos control, starting at this value (decision 014). */
  situacao?: Situacao;
  /** Before a delete: a warning that replaces the confirmation's text (null: none). */
  avisoExclusao?: (item: T) => Promise<string | null>;
  /** With a warning, the gentler way offered beside Excluir (a student's Desativar). */
  alternativa?: { rotulo: string; acao: (item: T) => void };
  /** More buttons in the Ações column, before Excluir. */
  acoes?: (item: T) => ReactNode;
}

const SITUACOES: { value: Situacao; label: string }[] = [
  { value: 'ativos', label: MSG_INATIVO.ativos },
  { value: 'inativos', label: MSG_INATIVO.inativos },
  { value: 'todos', label: MSG_INATIVO.todos },
];

export function ListaAdm<T>({
  titulo,
  lista,
  id,
  nome,
  link,
  colunas = [],
  novo,
  editar,
  urlExcluir,
  textoConfirmacao = MSG_ADM.desejaExcluir,
  filtros,
  sobreFiltros,
  situacao: situacaoInicial,
  avisoExclusao,
  alternativa,
  acoes,
}: Props<T>) {
  const [situacao, setSituacao] = useState<Situacao | undefined>(situacaoInicial);
  const [busca, setBusca] = useState('');
  const [q] = useDebouncedValue(busca.trim(), 300);
  const [posicao, setPosicao] = useState<Posicao>({ ir: 'primeira' });
  // Where the shown page starts (1-based), as far as we know: keyset pages carry
  // no offset, so it is followed from page to page (null when unknown, e.g. the
  // last page of a list whose total is only "mais de N").
  const [inicioPedido, setInicioPedido] = useState<number | null>(1);
  const dados = useLista<T>(lista, q, posicao, PAGE_SIZE, situacao ? { ...filtros, situacao } : filtros);
  const excluir = useExcluir(urlExcluir);

  const pagina = dados.data;
  const total = pagina?.total ?? 0;
  const exato = pagina?.totalExato ?? true;
  const quantidade = pagina?.items.length ?? 0;
  const inicio =
    pagina?.anterior === null
      ? 1
      : pagina?.proxima === null && exato
        ? Math.max(1, total - quantidade + 1)
        : inicioPedido;

  function ir(nova: Posicao, novoInicio: number | null) {
    setPosicao(nova);
    setInicioPedido(novoInicio);
  }

  async function onExcluir(item: T) {
    const aviso = avisoExclusao ? await avisoExclusao(item).catch(() => null) : null;
    if (aviso && alternativa) {
      const escolha = await escolher({
        title: MSG_ADM.confirmarExclusao,
        text: aviso,
        confirmLabel: MSG_ADM.excluir,
        alternativaLabel: alternativa.rotulo,
      });
      if (escolha === 'alternativa') alternativa.acao(item);
      if (escolha === 'confirmar') await excluirItem(item);
      return;
    }
    const ok = await confirmar({
      title: MSG_ADM.confirmarExclusao,
      text: textoConfirmacao(nome(item)),
      confirmLabel: MSG_ADM.excluir,
    });
    if (ok) await excluirItem(item);
  }

  async function excluirItem(item: T) {
    try {
      const res = await excluir.mutateAsync(id(item));
      // The list refetches the same cursor; a page emptied past the end comes back as the last page.
      await alerta({ title: res.message, icon: 'success' });
    } catch (e) {
      await alertaErro(e, MSG_ADM.erroExcluir);
    }
  }

  return (
    <Stack maw={960} gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          {titulo}
        </Title>
        {novo && (
          <Button component={Link} to={novo} leftSection={<IconPlus size={18} />}>
            {MSG_ADM.novo}
          </Button>
        )}
      </Group>
      {sobreFiltros}
      {situacao && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`situacao-${lista}`}>
            {MSG_INATIVO.situacao}
          </Text>
          <SegmentedControl
            aria-labelledby={`situacao-${lista}`}
            data={SITUACOES}
            value={situacao}
            onChange={(v) => {
              setSituacao(v as Situacao);
              ir({ ir: 'primeira' }, 1);
            }}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
      )}
      <TextInput
        label={MSG_ADM.buscar}
        leftSection={<IconSearch size={16} />}
        value={busca}
        onChange={(e) => {
          setBusca(e.currentTarget.value);
          ir({ ir: 'primeira' }, 1);
        }}
        type="search"
      />
      <Group justify="space-between">
        <Text c="gray.7" size="sm" aria-live="polite" data-testid="total">
          {MSG_ADM.total}: {exato ? total.toLocaleString('pt-BR') : MSG_ADM.maisDe(total)}
        </Text>
        {dados.isFetching && <Loader size="xs" />}
      </Group>
      {dados.isError && <ErrorAlert error={dados.error} fallback={MSG_ADM.erroCarregar} />}
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
            {dados.data?.items.map((item) => (
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
                  {acoes?.(item)}
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
                </Table.Td>
              </Table.Tr>
            ))}
            {dados.data && dados.data.items.length === 0 && (
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
      {pagina && (pagina.anterior !== null || pagina.proxima !== null) && (
        <Group justify="space-between" gap="xs" component="nav" aria-label={MSG_ADM.paginacao}>
          <Text size="sm" c="gray.7" data-testid="faixa">
            {MSG_ADM.faixa(inicio, quantidade, total, exato)}
          </Text>
          <Group gap={4} wrap="nowrap" ml="auto">
            <Button
              variant="default"
              size="compact-sm"
              disabled={pagina.anterior === null}
              onClick={() => ir({ ir: 'primeira' }, 1)}
              aria-label={MSG_ADM.primeira}
            >
              <IconChevronsLeft size={16} />
              <Text span inherit visibleFrom="sm" ml={6}>
                {MSG_ADM.primeira}
              </Text>
            </Button>
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconChevronLeft size={16} />}
              disabled={pagina.anterior === null}
              onClick={() =>
                pagina.anterior &&
                ir(
                  { ir: 'antes', cursor: pagina.anterior },
                  inicio === null ? null : Math.max(1, inicio - PAGE_SIZE),
                )
              }
            >
              {MSG_ADM.anterior}
            </Button>
            <Button
              variant="default"
              size="compact-sm"
              rightSection={<IconChevronRight size={16} />}
              disabled={pagina.proxima === null}
              onClick={() =>
                pagina.proxima &&
                ir({ ir: 'apos', cursor: pagina.proxima }, inicio === null ? null : inicio + quantidade)
              }
            >
              {MSG_ADM.proxima}
            </Button>
            <Button
              variant="default"
              size="compact-sm"
              disabled={pagina.proxima === null}
              onClick={() => ir({ ir: 'ultima' }, null)}
              aria-label={MSG_ADM.ultima}
            >
              <Text span inherit visibleFrom="sm" mr={6}>
                {MSG_ADM.ultima}
              </Text>
              <IconChevronsRight size={16} />
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
