// The booking's choice: a class open to trials (its weapon, unit, weekday and time), then
// one of its next meetings that still has free places. A full meeting shows, disabled.
import { Alert, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArmaBadge } from '#client/ui/arma-badge.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG_EXPERIMENTAL } from '#shared/messages/experimental.ts';
import { MSG_EXP_TELAS as M } from '#shared/messages/experimental-telas.ts';
import { diaSemanaDe, isoParaBr } from '#shared/rules/datas.ts';
import type { TurmaExperimental } from '#shared/schemas/experimental.ts';

interface Props {
  turmas: TurmaExperimental[];
  idTurma: string;
  data: string;
  onTurma: (id: string) => void;
  onData: (data: string) => void;
  erroTurma?: ReactNode;
  erroData?: ReactNode;
}

/** "Quinta-feira, 03/12": a meeting as a person reads it. */
export const diaPorExtenso = (iso: string) => `${ROTULO_DIA[diaSemanaDe(iso)]}, ${isoParaBr(iso)}`;

export function EscolhaAula({ turmas, idTurma, data, onTurma, onData, erroTurma, erroData }: Props) {
  if (turmas.length === 0) return <Alert color="orange">{M.semTurmas}</Alert>;
  const turma = turmas.find((t) => String(t.id_turma) === idTurma);
  return (
    <Stack gap="lg">
      <Radio.Group label={M.escolhaTurma} required value={idTurma} onChange={onTurma} error={erroTurma}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {turmas.map((t) => (
            <Radio.Card
              key={t.id_turma}
              value={String(t.id_turma)}
              p="sm"
              radius="md"
              aria-invalid={erroTurma ? true : undefined}
              data-testid="turma-experimental"
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {t.nome_turma}
                    </Text>
                    <ArmaBadge arma={t.arma} />
                  </Group>
                  <Text size="sm" c="gray.7">
                    {t.nome_unidade}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {ROTULO_DIA[t.dia_semana]}, {t.horario}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {!turma ? (
        <Text size="sm" c="gray.7">
          {M.escolhaTurmaPrimeiro}
        </Text>
      ) : turma.datas.every((d) => d.vagas <= 0) ? (
        <Alert color="orange">{M.semDatas}</Alert>
      ) : (
        <Radio.Group label={M.escolhaData} required value={data} onChange={onData} error={erroData}>
          <Stack gap={8} mt="xs">
            {turma.datas.map((d) => (
              <Radio
                key={d.data}
                value={d.data}
                disabled={d.vagas <= 0}
                aria-invalid={erroData ? true : undefined}
                label={M.vagasNoDia(
                  diaPorExtenso(d.data),
                  d.vagas > 0 ? MSG_EXPERIMENTAL.vagas(d.vagas) : MSG_EXPERIMENTAL.lotada,
                )}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
