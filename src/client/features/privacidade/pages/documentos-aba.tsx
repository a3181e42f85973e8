// /lgpd/documentos: the versioned documents and the students pending acceptance.
import { Stack } from '@mantine/core';
import { DocumentosPainel } from '#client/features/privacidade/components/documentos-painel.tsx';
import { PendentesPainel } from '#client/features/privacidade/components/pendentes-painel.tsx';

export default function DocumentosAba() {
  return (
    <Stack gap="xl">
      <DocumentosPainel />
      <PendentesPainel />
    </Stack>
  );
}
