// aulas/turma/{idturma}: class detail, its recent meetings (one tap opens that
// day's chamada), its students, the Chamada button, remove and transfer actions;
// administrators can also add a student. Names wrap, never cut. A student's actions
// wait behind the row's menu ("Ações de <nome>"), so no tap next to a name removes
// anyone: Transferir first, then, apart and in red, Remover da turma, which asks first.
import { ActionIcon, Button, Card, Group, Loader, Menu, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowsExchange,
  IconChecklist,
  IconDotsVertical,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdicionarAluno } from '#client/features/aulas/components/adicionar-aluno.tsx';
import { AulasRecentes } from '#client/features/aulas/components/aulas-recentes.tsx';
import { LocalHorario } from '#client/features/aulas/components/local-horario.tsx';
import { MaterialTurma } from '#client/features/aulas/components/material-turma.tsx';
import { TransferirDialog } from '#client/features/aulas/components/transferir-dialog.tsx';
import { useAlunosDaTurma, useRemoverAluno, useTurmaDetalhe } from '#client/features/aulas/queries.ts';
import { paths } from '#client/paths.ts';
import { isAdmCached } from '#client/session.ts';
import { alerta, alertaErro, confirmar } from '#client/ui/alerts.tsx';
import { ArmaBadge } from '#client/ui/arma-badge.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { LinkAluno } from '#client/ui/link-aluno.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG_REG } from '#shared/messages/chamada.ts';
import { MSG } from '#shared/messages/comum.ts';
import type { AlunoDaTurma } from '#shared/schemas/chamada.ts';

export default function TurmaPage() {
  const idTurma = Number(useParams().idturma);
  const turma = useTurmaDetalhe(idTurma);
  const alunos = useAlunosDaTurma(idTurma);
  const remover = useRemoverAluno(idTurma);
  const [transferindo, setTransferindo] = useState<AlunoDaTurma | null>(null);
  const adm = isAdmCached();

  async function removerAluno(a: AlunoDaTurma) {
    if (
      !(await confirmar({
        title: MSG.removerAluno,
        text: `${MSG.querRemoverAluno} (${a.nome_aluno})`,
        confirmLabel: MSG.remover,
      }))
    )
      return;
    try {
      await remover.mutateAsync(a.id_aluno);
      await alerta({ title: MSG.alunoRemovido, icon: 'success' });
    } catch (e) {
      await alertaErro(e, MSG.erroInterno);
    }
  }

  if (turma.isError) return <BlocoErro error={turma.error} maw={720} />;

  return (
    <Stack gap="md" maw={720}>
      {turma.isPending ? (
        <Group justify="center" py="xl">
          <Loader role="progressbar" aria-label={MSG.carregando} />
        </Group>
      ) : (
        <Card withBorder radius="md" padding="md">
          <Group gap="xs" wrap="wrap">
            <Title order={1} size="h3">
              {turma.data.nome_turma}
            </Title>
            <ArmaBadge arma={turma.data.arma} />
          </Group>
          <Text c="dimmed" size="sm" mt={2}>
            {ROTULO_DIA[turma.data.dia_semana]} · {MSG.professor}: {turma.data.nome_professor}
          </Text>
          <LocalHorario endereco={turma.data.endereco_completo} horario={turma.data.horario} />
          <Button
            component={Link}
            to={paths.chamada(idTurma)}
            size="lg"
            mt="md"
            fullWidth
            leftSection={<IconChecklist size={22} />}
          >
            {MSG.chamada}
          </Button>
        </Card>
      )}

      <Stack gap="xs" component="section" aria-labelledby="alunos-da-turma">
        <Group justify="space-between">
          <Title order={2} size="h4" id="alunos-da-turma">
            {MSG.alunos}
          </Title>
          {turma.data && alunos.data && (
            <Text size="sm" c="dimmed">
              {alunos.data.length}/{turma.data.qtd_maxima}
            </Text>
          )}
        </Group>
        {alunos.isPending ? (
          <Loader size="sm" role="progressbar" aria-label={MSG.carregando} />
        ) : alunos.isError ? (
          <BlocoErro error={alunos.error} title={null} />
        ) : alunos.data.length === 0 ? (
          <Text c="dimmed">{MSG.semAlunosNaTurma}</Text>
        ) : (
          <Card withBorder radius="md" padding={0}>
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={MSG.alunos}>
              {alunos.data.map((a, i) => (
                <Group
                  key={a.id_aluno}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  gap="xs"
                  px="md"
                  py={6}
                  style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
                >
                  <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
                    <IconUser size={18} aria-hidden style={{ flexShrink: 0 }} />
                    <LinkAluno id={a.id_aluno} nome={a.nome_aluno} style={{ overflowWrap: 'anywhere' }} />
                    {a.categoria && (
                      <Text component="span" size="sm" c="gray.7" style={{ flexShrink: 0 }}>
                        {a.categoria}
                      </Text>
                    )}
                  </Group>
                  <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
                    <Menu.Target>
                      <ActionIcon variant="subtle" size={44} ml="auto" aria-label={MSG.acoesDe(a.nome_aluno)}>
                        <IconDotsVertical size={22} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconArrowsExchange size={18} aria-hidden />}
                        onClick={() => setTransferindo(a)}
                      >
                        {MSG_REG.transferirParaOutraTurma}
                      </Menu.Item>
                      <Menu.Divider />
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={18} aria-hidden />}
                        onClick={() => removerAluno(a)}
                      >
                        {MSG_REG.removerDaTurma}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              ))}
            </Stack>
          </Card>
        )}
      </Stack>

      {adm && <AdicionarAluno idTurma={idTurma} />}

      <MaterialTurma idTurma={idTurma} />

      <AulasRecentes idTurma={idTurma} />

      <TransferirDialog aluno={transferindo} de={idTurma} onClose={() => setTransferindo(null)} />
    </Stack>
  );
}
