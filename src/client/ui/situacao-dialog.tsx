// Deactivating or reactivating a student or a teacher (decision 014): a dialog with
// the day (today in the club's time zone unless changed) and, for a student, an
// optional reason. Everything shown afterwards is read again from the server.
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Acao, type Pessoa, useConfig, useMudarSituacao } from '#client/queries.ts';
import { alerta, alertaErro } from '#client/ui/alerts.tsx';
import { MSG } from '#shared/messages.ts';
import { MSG_INATIVO } from '#shared/messages-inativos.ts';
import { hojeNoFuso } from '#shared/rules/datas.ts';

const TITULO = {
  alunos: { desativar: MSG_INATIVO.desativarAluno, reativar: MSG_INATIVO.reativarAluno },
  professores: { desativar: MSG_INATIVO.desativarProfessor, reativar: MSG_INATIVO.reativarProfessor },
} as const;
const TEXTO = {
  alunos: { desativar: MSG_INATIVO.desativarAlunoTexto, reativar: MSG_INATIVO.reativarAlunoTexto },
  professores: {
    desativar: MSG_INATIVO.desativarProfessorTexto,
    reativar: MSG_INATIVO.reativarProfessorTexto,
  },
} as const;

export function SituacaoDialog({
  pessoa,
  acao,
  id,
  nome,
  onClose,
}: {
  pessoa: Pessoa;
  /** null: closed. */
  acao: Acao | null;
  id: number;
  nome: string;
  onClose: () => void;
}) {
  const fuso = useConfig().data?.fuso ?? 'America/Sao_Paulo';
  const hoje = hojeNoFuso(fuso);
  const [data, setData] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const mudar = useMudarSituacao(pessoa);

  function fechar() {
    setData(null);
    setMotivo('');
    onClose();
  }

  async function confirmar() {
    if (!acao) return;
    const body =
      acao === 'reativar'
        ? undefined
        : pessoa === 'alunos'
          ? { data: data ?? hoje, motivo }
          : { data: data ?? hoje };
    try {
      const res = await mudar.mutateAsync({ id, acao, body });
      fechar();
      await alerta({ title: res.message, icon: 'success' });
    } catch (e) {
      await alertaErro(e, MSG.erroInterno);
    }
  }

  return (
    <Modal
      opened={acao !== null}
      onClose={fechar}
      title={acao ? TITULO[pessoa][acao] : ''}
      centered
      size="md"
    >
      {acao && (
        <Stack gap="sm">
          <Text fw={600}>{nome}</Text>
          <Text size="sm">{TEXTO[pessoa][acao]}</Text>
          {acao === 'desativar' && (
            <TextInput
              type="date"
              label={MSG_INATIVO.data}
              value={data ?? hoje}
              max={hoje}
              required
              onChange={(e) => setData(e.currentTarget.value || null)}
            />
          )}
          {acao === 'desativar' && pessoa === 'alunos' && (
            <Textarea
              label={MSG_INATIVO.motivoOpcional}
              value={motivo}
              maxLength={500}
              autosize
              minRows={2}
              onChange={(e) => setMotivo(e.currentTarget.value)}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={fechar}>
              {MSG.cancelar}
            </Button>
            <Button
              color={acao === 'desativar' ? 'orange.8' : 'teal.8'}
              onClick={confirmar}
              loading={mudar.isPending}
            >
              {acao === 'desativar' ? MSG_INATIVO.desativar : MSG_INATIVO.reativar}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
