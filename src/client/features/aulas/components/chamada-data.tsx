// The attendance sheet's date: the app's one date field (DD/MM/YYYY whatever the
// device's language), with one-tap steps to the previous/next week (never past `max`,
// the club's today). A typed day counts once it is a date.
import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { CampoData } from '#client/ui/campo-data.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { dataReal, somarDias } from '#shared/rules/datas.ts';

export function DataDaChamada({
  data,
  max,
  onChange,
}: {
  data: string | null;
  /** The last date a step may reach (a chamada is never for a later day). */
  max?: string | null;
  onChange: (iso: string) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <ActionIcon
        variant="default"
        size={42}
        aria-label={MSG.semanaAnterior}
        disabled={!data}
        onClick={() => data && onChange(somarDias(data, -7))}
      >
        <IconChevronLeft size={20} />
      </ActionIcon>
      <CampoData
        label={MSG.dataChamada}
        size="md"
        w={140}
        value={data ?? ''}
        onChange={(v) => {
          if (dataReal(v)) onChange(v);
        }}
      />
      <ActionIcon
        variant="default"
        size={42}
        aria-label={MSG.proximaSemana}
        disabled={!data || (!!max && somarDias(data, 7) > max)}
        onClick={() => data && onChange(somarDias(data, 7))}
      >
        <IconChevronRight size={20} />
      </ActionIcon>
    </Group>
  );
}
