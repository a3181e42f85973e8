// A period as two date fields (CampoData), with steps to the previous and next month.
import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { CampoData } from '#client/ui/campo-data.tsx';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { inicioMesAnterior, mesDe } from '#shared/rules/frequencia.ts';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** A typed day counts once it is a date (CampoData answers the text as typed until then). */
const dia = (valor: string, usar: (iso: string) => void) => {
  if (ISO.test(valor)) usar(valor);
};

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
        w={112}
        value={de}
        onChange={(v) => dia(v, (d) => onChange({ de: d, ate: d > ate ? d : ate }))}
      />
      <CampoData
        label={MSG_REL.ate}
        w={112}
        value={ate}
        onChange={(v) => dia(v, (a) => onChange({ de: a < de ? a : de, ate: a }))}
      />
      <ActionIcon variant="default" size={36} aria-label={MSG_REL.proximoMes} onClick={() => mes(1)}>
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
