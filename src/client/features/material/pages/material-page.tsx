// /material: the club's armory for administrators: every item searched and filtered
// on the server (type, available or lent), a table on a desk and a card per item on a
// phone, each with its one action (Emprestar or Devolver: two taps with the dialog's
// confirmation) and its menu (Editar, Histórico).
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Loader,
  Menu,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlarm, IconDotsVertical, IconEdit, IconHistory, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DevolverDialog, EmprestarDialog } from '#client/features/material/components/emprestimo-dialogs.tsx';
import { MaterialDialog } from '#client/features/material/components/material-form.tsx';
import {
  AcaoPrincipal,
  EstadoMaterial,
  PaginaMaterial,
  tipoDe,
} from '#client/features/material/components/partes.tsx';
import { type FiltroMaterial, PAGE_SIZE, useMaterial } from '#client/features/material/queries.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { CampoBusca, useBusca } from '#client/ui/campo-busca.tsx';
import { LinkAluno } from '#client/ui/link-aluno.tsx';
import { ListaResponsiva } from '#client/ui/lista-responsiva.tsx';
import { Paginacao, usePosicao } from '#client/ui/paginacao.tsx';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_MATERIAL as M, ROTULOS_TIPO_MATERIAL } from '#shared/messages/material.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { type MaterialItem, TIPOS_MATERIAL } from '#shared/schemas/material.ts';

const DISPONIBILIDADE = [
  { value: '', label: M.todos },
  { value: '1', label: M.disponiveis },
  { value: '0', label: M.emprestados },
];

export default function MaterialPage() {
  const navigate = useNavigate();
  const { busca, setBusca, q } = useBusca();
  const [tipo, setTipo] = useState<FiltroMaterial['tipo']>('');
  const [disponivel, setDisponivel] = useState<FiltroMaterial['disponivel']>('');
  const pos = usePosicao(`${q}|${tipo}|${disponivel}`);
  const lista = useMaterial({ q, tipo, disponivel }, pos.posicao);
  const [editando, setEditando] = useState<MaterialItem | null | undefined>(undefined);
  const [emprestando, setEmprestando] = useState<MaterialItem | null>(null);
  const [devolvendo, setDevolvendo] = useState<MaterialItem | null>(null);
  const pagina = lista.data;

  return (
    <PaginaMaterial
      titulo={M.titulo}
      acoes={
        <>
          <Button
            component={Link}
            to={paths.materialAtrasados}
            variant="default"
            leftSection={<IconAlarm size={18} aria-hidden />}
          >
            {M.atrasados}
          </Button>
          <Button onClick={() => setEditando(null)} leftSection={<IconPlus size={18} aria-hidden />}>
            {M.novoMaterial}
          </Button>
        </>
      }
    >
      <Group align="flex-end" gap="sm">
        <CampoBusca label={M.buscar} value={busca} onChange={setBusca} maw={360} />
        <NativeSelect
          label={M.tipo}
          value={tipo}
          onChange={(e) => setTipo(e.currentTarget.value as FiltroMaterial['tipo'])}
          data={[
            { value: '', label: M.todosTipos },
            ...TIPOS_MATERIAL.map((t) => ({ value: t, label: ROTULOS_TIPO_MATERIAL[t] })),
          ]}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="filtro-disponibilidade">
            {M.disponibilidade}
          </Text>
          <SegmentedControl
            aria-labelledby="filtro-disponibilidade"
            data={DISPONIBILIDADE}
            value={disponivel}
            onChange={(v) => setDisponivel(v as FiltroMaterial['disponivel'])}
          />
        </Stack>
      </Group>
      <Group justify="space-between">
        <Text c="gray.7" size="sm" aria-live="polite" data-testid="total">
          {MSG_ADM.total}: {pagina ? (pagina.totalExato ? pagina.total : MSG_ADM.maisDe(pagina.total)) : '…'}
        </Text>
        {lista.isFetching && <Loader size="xs" role="progressbar" aria-label={MSG.carregando} />}
      </Group>
      {lista.isError && <BlocoErro error={lista.error} fallback={M.erroCarregar} />}
      {pagina && pagina.items.length === 0 && <Text c="gray.7">{M.nenhum}</Text>}
      {pagina && pagina.items.length > 0 && (
        <ListaResponsiva
          rotulo={M.titulo}
          itens={pagina.items}
          chave={(m) => m.id_material}
          testId="material"
          colunas={[
            {
              titulo: M.codigo,
              principal: true,
              valor: (m) => (
                <Anchor component={Link} to={paths.materialItem(m.id_material)} c="indigo.8" fw={700}>
                  {m.codigo}
                </Anchor>
              ),
            },
            { titulo: M.tipo, valor: tipoDe },
            { titulo: M.tamanho, valor: (m) => m.tamanho ?? '—' },
            { titulo: M.estado, valor: (m) => <EstadoMaterial estado={m.estado} /> },
            {
              titulo: M.comQuem,
              valor: (m) =>
                m.emprestimo ? (
                  <>
                    <LinkAluno id={m.emprestimo.id_aluno} nome={m.emprestimo.nome_aluno} />{' '}
                    <Text span size="sm" c="gray.7">
                      {M.ate(isoParaBr(m.emprestimo.devolver_ate))}
                    </Text>
                  </>
                ) : (
                  '—'
                ),
            },
            {
              titulo: MSG_ADM.acoes,
              acao: true,
              valor: (m) => (
                <Group gap={4} wrap="nowrap">
                  <AcaoPrincipal item={m} emprestar={setEmprestando} devolver={setDevolvendo} />
                  <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
                    <Menu.Target>
                      <ActionIcon variant="subtle" size={44} aria-label={M.acoesDe(m.codigo)}>
                        <IconDotsVertical size={22} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconEdit size={18} aria-hidden />}
                        onClick={() => setEditando(m)}
                      >
                        {MSG_ADM.editar}
                      </Menu.Item>
                      <Menu.Item
                        leftSection={<IconHistory size={18} aria-hidden />}
                        onClick={() => navigate(paths.materialItem(m.id_material))}
                      >
                        {M.historico}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              ),
            },
          ]}
        />
      )}
      {pagina && <Paginacao pagina={pagina} inicio={pos.inicioDe(pagina)} ir={pos.ir} pageSize={PAGE_SIZE} />}
      <MaterialDialog item={editando} onClose={() => setEditando(undefined)} />
      <EmprestarDialog item={emprestando} onClose={() => setEmprestando(null)} />
      <DevolverDialog item={devolvendo} onClose={() => setDevolvendo(null)} />
    </PaginaMaterial>
  );
}
