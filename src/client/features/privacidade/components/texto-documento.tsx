// A document version's text to read: its title and version, the text in a scrollable
// region reachable by Tab (so it scrolls with the keyboard too).
import { Paper, ScrollArea, Text } from '@mantine/core';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import type { DocumentoVersao } from '#shared/schemas/privacidade.ts';

export function TextoDocumento({
  documento: d,
  altura = 320,
}: {
  documento: DocumentoVersao;
  altura?: number;
}) {
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Text fw={700}>{d.titulo}</Text>
      <Text size="sm" c="gray.7" mb="xs">
        {M.versao(d.versao)}, {M.vigenteDesde(isoParaBr(d.vigente_desde))}
      </Text>
      <ScrollArea.Autosize
        mah={altura}
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': d.titulo }}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {d.texto ?? `SHA-256: ${d.pdf_sha256}`}
        </Text>
      </ScrollArea.Autosize>
    </Paper>
  );
}
