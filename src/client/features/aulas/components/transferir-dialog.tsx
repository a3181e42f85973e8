// Moves a student to another class: lists the classes they can go to with
// day, time, unit and free places; full ones cannot be chosen.
import { Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDestinos, useTransferirAluno } from '#client/features/aulas/queries.ts';
import { alerta, alertaErro } from '#client/ui/alerts.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG } from '#shared/messages/comum.ts';
import type { AlunoDaTurma } from '#shared/schemas/chamada.ts';

export function TransferirDialog({
  aluno,
  de,
  onClose,
}: {
  aluno: AlunoDaTurma | null;
  de: number;
  onClose: () => void;
}) {
  const destinos = useDestinos(aluno?.id_aluno ?? null, de);
  const transferir = useTransferirAluno();
  const [para, setPara] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);

  // Closing forgets the choice, so the next student starts with nothing chosen.
  function fechar() {
    setPara(null);
    setErro(null);
    onClose();
  }

  async function confirmar() {
    if (!aluno) return;
    if (!para) {
      setErro(MSG.selecioneTurma);
      return;
    }
    try {
      await transferir.mutateAsync({ id_aluno: aluno.id_aluno, de, para: Number(para) });
      fechar();
      await alerta({ title: MSG.alunoTransferido, icon: 'success' });
    } catch (e) {
      await alertaErro(e, MSG.erroInterno);
    }
  }

  return (
    <Modal opened={aluno !== null} onClose={fechar} title={MSG.transferirAluno} centered size="md">
      <Stack gap="sm">
        <Text fw={600}>{aluno?.nome_aluno}</Text>
        {destinos.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" role="progressbar" aria-label={MSG.carregando} />
          </Group>
        ) : destinos.isError ? (
          <BlocoErro error={destinos.error} title={null} />
        ) : destinos.data.length === 0 ? (
          <Text c="dimmed">{MSG.nenhumaTurmaDestino}</Text>
        ) : (
          <Radio.Group
            label={MSG.turmaDestino}
            value={para}
            onChange={(v) => {
              setPara(v);
              setErro(null);
            }}
            error={erro}
            // Said aloud when it appears (the focus stays on Transferir).
            errorProps={{ role: 'alert' }}
          >
            <Stack gap="xs" mt="xs" mah="50vh" style={{ overflowY: 'auto' }}>
              {destinos.data.map((t) => (
                <Radio.Card
                  key={t.id_turma}
                  value={String(t.id_turma)}
                  disabled={t.lotada}
                  radius="md"
                  p="sm"
                  style={t.lotada ? { opacity: 0.55, cursor: 'not-allowed' } : undefined}
                >
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator disabled={t.lotada} />
                    <div>
                      <Text fw={600}>{t.nome_turma}</Text>
                      <Text size="sm" c="dimmed">
                        {ROTULO_DIA[t.dia_semana]} · {t.horario} · {t.nome_unidade}
                      </Text>
                      <Text size="sm" c={t.lotada ? 'red.7' : 'teal.8'}>
                        {t.lotada ? MSG.lotada : `${t.vagas} ${MSG.vagas}`}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {erro && destinos.data?.length === 0 && <Text c="red">{erro}</Text>}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={fechar}>
            {MSG.cancelar}
          </Button>
          <Button onClick={confirmar} loading={transferir.isPending}>
            {MSG.transferir}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
