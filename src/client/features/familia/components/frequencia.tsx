// Attendance of the last 90 days: the count of presences and absences, then each class
// day, newest first, marked Presente or Falta in words (not by colour alone).
import { Badge, Group, Stack, Text } from '@mantine/core';
import { SecaoFamilia } from '#client/features/familia/components/secao.tsx';
import { MSG_FAMILIA_TELAS as M } from '#shared/messages/familia-telas.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import type { AlunoFamilia } from '#shared/schemas/familia.ts';

export function FrequenciaFamilia({ frequencia }: { frequencia: AlunoFamilia['frequencia'] }) {
  const presencas = frequencia.filter((f) => f.presenca === 'presente').length;
  return (
    <SecaoFamilia id="frequencia" titulo={M.frequencia}>
      {frequencia.length === 0 ? (
        <Text c="gray.7">{M.semChamadas}</Text>
      ) : (
        <Stack gap="sm">
          <Text fw={600} data-testid="resumo-frequencia">
            {M.resumoFrequencia(presencas, frequencia.length - presencas)}
          </Text>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={M.frequencia}>
            {frequencia.map((f) => (
              <Group
                component="li"
                key={`${f.data}-${f.id_turma}`}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
              >
                <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {isoParaBr(f.data)} · {f.nome_turma}
                </Text>
                <Badge
                  color={f.presenca === 'presente' ? 'teal.9' : 'red.9'}
                  variant="filled"
                  style={{ flexShrink: 0 }}
                >
                  {f.presenca === 'presente' ? M.presente : M.falta}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </SecaoFamilia>
  );
}
