// /material/{id}: one item of the armory, its condition and who has it now, its one
// action (lend or return), and its history: every loan, newest first, with who had it,
// who lent and received it, when, and its condition at return.
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DevolverDialog, EmprestarDialog } from '#client/features/material/components/emprestimo-dialogs.tsx';
import { MaterialDialog } from '#client/features/material/components/material-form.tsx';
import {
  AcaoPrincipal,
  EstadoMaterial,
  PaginaMaterial,
  tipoDe,
} from '#client/features/material/components/partes.tsx';
import { useMaterialDetalhe } from '#client/features/material/queries.ts';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { LinkAluno } from '#client/ui/link-aluno.tsx';
import { ListaResponsiva } from '#client/ui/lista-responsiva.tsx';
import { MSG_ADM } from '#shared/messages/adm.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_MATERIAL as M, nomeDoMaterial, ROTULOS_ESTADO_MATERIAL } from '#shared/messages/material.ts';
import { dataHoraCurta, FUSO_CLUBE, isoParaBr } from '#shared/rules/datas.ts';
import type { MaterialItem } from '#shared/schemas/material.ts';

export default function MaterialItemPage() {
  const id = Number(useParams().id);
  const detalhe = useMaterialDetalhe(id);
  const fuso = useConfig().data?.fuso ?? FUSO_CLUBE;
  const quando = (iso: string) => dataHoraCurta(iso, fuso);
  const [editando, setEditando] = useState<MaterialItem | null | undefined>(undefined);
  const [emprestando, setEmprestando] = useState<MaterialItem | null>(null);
  const [devolvendo, setDevolvendo] = useState<MaterialItem | null>(null);

  if (detalhe.isError) return <BlocoErro error={detalhe.error} fallback={M.erroCarregar} />;
  if (!detalhe.data) return <Loader size="sm" role="progressbar" aria-label={MSG.carregando} />;
  const { item, historico } = detalhe.data;

  return (
    <PaginaMaterial titulo={M.historicoDe(nomeDoMaterial(item))}>
      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          <Group gap="xs">
            <Text fw={700}>{tipoDe(item)}</Text>
            {item.tamanho && <Text>{item.tamanho}</Text>}
            <EstadoMaterial estado={item.estado} />
          </Group>
          {item.observacao && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.observacao}
            </Text>
          )}
          <Text size="sm">
            {M.comQuem}:{' '}
            {item.emprestimo ? (
              <>
                <LinkAluno id={item.emprestimo.id_aluno} nome={item.emprestimo.nome_aluno} />{' '}
                {M.ate(isoParaBr(item.emprestimo.devolver_ate))}
              </>
            ) : (
              M.disponivel
            )}
          </Text>
          <Group gap="xs">
            <AcaoPrincipal item={item} emprestar={setEmprestando} devolver={setDevolvendo} />
            <Button
              size="sm"
              variant="default"
              leftSection={<IconEdit size={18} aria-hidden />}
              onClick={() => setEditando(item)}
            >
              {MSG_ADM.editar}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Title order={2} size="h4">
        {M.historico}
      </Title>
      {historico.length === 0 ? (
        <Text c="gray.7">{M.semHistorico}</Text>
      ) : (
        <ListaResponsiva
          rotulo={M.historico}
          itens={historico}
          chave={(h) => h.id_emprestimo}
          testId="historico"
          colunas={[
            {
              titulo: M.aluno,
              principal: true,
              valor: (h) => <LinkAluno id={h.id_aluno} nome={h.nome_aluno} />,
            },
            { titulo: M.emprestadoEm, valor: (h) => quando(h.emprestado_em) },
            { titulo: M.emprestadoPor, valor: (h) => h.emprestado_por ?? '—' },
            { titulo: M.devolverAte, valor: (h) => isoParaBr(h.devolver_ate) },
            {
              titulo: M.devolvidoEm,
              valor: (h) => (h.devolvido_em ? quando(h.devolvido_em) : M.aindaComAluno),
            },
            { titulo: M.recebidoPor, valor: (h) => h.recebido_por ?? '—' },
            {
              titulo: M.estadoNaDevolucao,
              valor: (h) => (h.estado_devolucao ? ROTULOS_ESTADO_MATERIAL[h.estado_devolucao] : '—'),
            },
          ]}
        />
      )}
      <MaterialDialog item={editando} onClose={() => setEditando(undefined)} />
      <EmprestarDialog item={emprestando} onClose={() => setEmprestando(null)} />
      <DevolverDialog item={devolvendo} onClose={() => setDevolvendo(null)} />
    </PaginaMaterial>
  );
}
