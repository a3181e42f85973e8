// The dashboard's fullest and emptiest classes: each a link to its roster, with its
// occupancy as a bar.
import { Anchor, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';
import { porcento } from '#client/ui/indicadores.tsx';
import { ROTULO_DIA } from '#shared/constants.ts';
import { MSG_PAINEL } from '#shared/messages/painel.ts';
import type { Painel } from '#shared/schemas/painel.ts';

export function Ocupacao({
  titulo,
  id,
  turmas,
}: {
  titulo: string;
  id: string;
  turmas: Painel['ocupacao']['cheias'];
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={4} size="h5" id={id} mb="xs">
        {titulo}
      </Title>
      {turmas.length === 0 ? (
        <Text c="gray.7">{MSG_PAINEL.semTurmas}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {turmas.map((t) => (
            <li key={t.id_turma}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Anchor
                  underline="always"
                  component={Link}
                  to={paths.turma(t.id_turma)}
                  c="indigo.8"
                  size="sm"
                  truncate
                >
                  {t.nome_turma}
                </Anchor>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {MSG_PAINEL.alunosDeVagas(t.alunos, t.qtd_maxima)} · {porcento(t.ocupacao)}
                </Text>
              </Group>
              <Text size="xs" c="gray.7">
                {t.nome_unidade} · {ROTULO_DIA[t.dia_semana]} {t.horario}
              </Text>
              <Progress
                value={Math.min(100, t.ocupacao)}
                color={t.ocupacao >= 100 ? 'red.7' : t.ocupacao >= 80 ? 'yellow.6' : 'teal.6'}
                size="sm"
                aria-label={`${t.nome_turma}: ${porcento(t.ocupacao)}`}
              />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
