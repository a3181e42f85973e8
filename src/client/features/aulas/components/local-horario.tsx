// A class's "Local" (the unit's full address) and "Horário" lines, as the
// week cards and the class detail both show them.
import { Group, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { MSG } from '#shared/messages/comum.ts';

export function LocalHorario({ endereco, horario }: { endereco: string; horario: string }) {
  return (
    <>
      <Group gap={6} mt={6} wrap="nowrap" align="flex-start">
        <IconMapPin size={18} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Text size="sm">
          <Text span fw={600}>
            {MSG.local}:
          </Text>{' '}
          {endereco}
        </Text>
      </Group>
      <Group gap={6} mt={4} wrap="nowrap">
        <IconClock size={18} aria-hidden />
        <Text size="sm">
          <Text span fw={600}>
            {MSG.horario}:
          </Text>{' '}
          {horario}
        </Text>
      </Group>
    </>
  );
}
