// One administration list: server search, keyset pages (lista-adm-paginacao.tsx), count, the table
// with its edit links (lista-adm-tabela.tsx) and delete with confirmation followed by the success
// message of docs/product/messages.md (lista-adm-exclusao.ts). This module holds what the list asks
// the server for: the search, the Ativos / Inativos / Todos choice and the page.
import { Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type Exclusao, useExclusao } from '#client/features/adm/components/lista-adm-exclusao.ts';
import { type LinhasAdm, TabelaAdm } from '#client/features/adm/components/lista-adm-tabela.tsx';
import { type Lista, PAGE_SIZE, useLista } from '#client/features/adm/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { CampoBusca, useBusca } from '#client/ui/campo-busca.tsx';
import { Paginacao, usePosicao } from '#client/ui/paginacao.tsx';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG_INATIVO } from '#shared/messages/inativos.ts';
import type { Situacao } from '#shared/schemas/inativo.ts';

interface Props<T> extends LinhasAdm<T>, Exclusao<T> {
  titulo: string;
  lista: Lista;
  novo?: string;
  /** The list's own filters, sent with every page (the student list's: the dashboard's links). */
  filtros?: Record<string, string>;
  /** What shows the filters (and undoes them), under the title. */
  sobreFiltros?: ReactNode;
  /** With it, the Ativos / Inativos / Todos control, starting at this value (decision 014). */
  situacao?: Situacao;
}

const SITUACOES: { value: Situacao; label: string }[] = [
  { value: 'ativos', label: MSG_INATIVO.ativos },
  { value: 'inativos', label: MSG_INATIVO.inativos },
  { value: 'todos', label: MSG_INATIVO.todos },
];

export function ListaAdm<T>(props: Props<T>) {
  const { titulo, lista, novo, filtros, sobreFiltros } = props;
  const [situacao, setSituacao] = useState<Situacao | undefined>(props.situacao);
  const { busca, setBusca, q } = useBusca();
  const { posicao, ir, inicioDe } = usePosicao();
  const dados = useLista<T>(lista, q, posicao, PAGE_SIZE, situacao ? { ...filtros, situacao } : filtros);
  const onExcluir = useExclusao(props);
  const pagina = dados.data;
  const total = pagina?.total ?? 0;
  const exato = pagina?.totalExato ?? true;

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
      <CampoBusca
        label={MSG_ADM.buscar}
        value={busca}
        onChange={(texto) => {
          setBusca(texto);
          ir({ ir: 'primeira' }, 1);
        }}
      />
      <Group justify="space-between">
        <Text c="gray.7" size="sm" aria-live="polite" data-testid="total">
          {MSG_ADM.total}: {exato ? total.toLocaleString('pt-BR') : MSG_ADM.maisDe(total)}
        </Text>
        {dados.isFetching && <Loader size="xs" />}
      </Group>
      {dados.isError && <BlocoErro error={dados.error} fallback={MSG_ADM.erroCarregar} />}
      <TabelaAdm<T> {...props} itens={pagina?.items} onExcluir={onExcluir} />
      {pagina && <Paginacao pagina={pagina} inicio={inicioDe(pagina)} ir={ir} pageSize={PAGE_SIZE} />}
    </Stack>
  );
}
