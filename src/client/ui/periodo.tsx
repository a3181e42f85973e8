// A period as two DD/MM/YYYY fields, with steps to the previous and next month.
import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MaskedInput } from '#client/ui/masked-input.tsx';
import { MSG } from '#shared/messages.ts';
import { MSG_REL } from '#shared/messages-relatorios.ts';
import { brParaIso, isoParaBr } from '#shared/rules/datas.ts';
import { inicioMesAnterior, mesDe } from '#shared/rules/frequencia.ts';

function CampoData({
  label,
  valor,
  onChange,
}: {
  label: string;
  valor: string;
  onChange: (iso: string) => void;
}) {
  const [texto, setTexto] = useState(isoParaBr(valor));
  useEffect(() => {
    setTexto((t) => (brParaIso(t) === valor ? t : isoParaBr(valor)));
  }, [valor]);
  const invalida = texto.length === 10 && brParaIso(texto) === null;
  return (
    <MaskedInput
      mascara="data"
      label={label}
      w={112}
      value={texto}
      error={invalida ? MSG.dataInvalida : undefined}
      onChange={(v) => {
        setTexto(v);
        const iso = brParaIso(v);
        if (iso) onChange(iso);
      }}
    />
  );
}

export function CampoPeriodo({
  de,
  ate,
  onChange,
}: {
  de: string;
  ate: string;
  onChange: (p: { de: string; ate: string }) => void;
}) {
  const mes = (n: number) => onChange(mesDe(inicioMesAnterior(de, -n)));
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <ActionIcon variant="default" size={36} aria-label={MSG_REL.mesAnterior} onClick={() => mes(-1)}>
        <IconChevronLeft size={18} />
      </ActionIcon>
      <CampoData
        label={MSG_REL.de}
        valor={de}
        onChange={(v) => onChange({ de: v, ate: v > ate ? v : ate })}
      />
      <CampoData
        label={MSG_REL.ate}
        valor={ate}
        onChange={(v) => onChange({ de: v < de ? v : de, ate: v })}
      />
      <ActionIcon variant="default" size={36} aria-label={MSG_REL.proximoMes} onClick={() => mes(1)}>
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
