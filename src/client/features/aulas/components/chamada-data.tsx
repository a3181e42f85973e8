// The attendance sheet's date: DD/MM/YYYY whatever the device's language, with
// one-tap steps to the previous/next week (never past `max`, the club's today).
import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MaskedInput } from '#client/ui/masked-input.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { brParaIso, isoParaBr } from '#shared/rules/datas.ts';

const somarDias = (iso: string, n: number) =>
  new Date(new Date(`${iso}T12:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);

export function CampoData({
  data,
  max,
  onChange,
}: {
  data: string | null;
  /** The last date a step may reach (a chamada is never for a later day). */
  max?: string | null;
  onChange: (iso: string) => void;
}) {
  const [texto, setTexto] = useState(data ? isoParaBr(data) : '');
  useEffect(() => {
    if (data) setTexto((t) => (brParaIso(t) === data ? t : isoParaBr(data)));
  }, [data]);
  const invalida = texto.length === 10 && brParaIso(texto) === null;
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
      <MaskedInput
        mascara="data"
        label={MSG.dataChamada}
        size="md"
        w={140}
        value={texto}
        error={invalida ? MSG.dataInvalida : undefined}
        onChange={(v) => {
          setTexto(v);
          const iso = brParaIso(v);
          if (iso) onChange(iso);
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
