// /dados-pessoais/exportacao/{id}: everything the club keeps about a person, readable (one
// table per kind of record, then who accessed it), printable, and as the JSON file the
// API gives. Opening it is an audited export.
import { Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useExportacao } from '#client/features/privacidade-dados/queries.ts';
import { useConfig } from '#client/queries.ts';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { MSG } from '#shared/messages.ts';
import { MSG_AUDITORIA, rotuloAcao } from '#shared/messages-auditoria.ts';
import type { Exportacao } from '#shared/schemas/pessoas-dados.ts';

/** Instants in the club's time zone (GET /api/config). */
const formato = (timeZone?: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone });

function baixar(e: Exportacao) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(e, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `dados-pessoa-${e.id_pessoa}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

function Secao({ titulo, linhas }: Exportacao['secoes'][number]) {
  const colunas = [...new Set(linhas.flatMap((l) => Object.keys(l)))];
  const id = `exp-${titulo.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {titulo}
      </Title>
      {linhas.length === 0 ? (
        <Text c="gray.7">{MSG_AUDITORIA.semLinhas}</Text>
      ) : (
        <Rolagem rotulo={titulo} minWidth={Math.min(1200, colunas.length * 110)}>
          <Table verticalSpacing={2} aria-label={titulo} fz="sm">
            <Table.Thead>
              <Table.Tr>
                {colunas.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {linhas.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed export, never reordered
                <Table.Tr key={i}>
                  {colunas.map((c) => (
                    <Table.Td key={c} style={{ overflowWrap: 'anywhere' }}>
                      {l[c] === null || l[c] === undefined ? '—' : String(l[c])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Rolagem>
      )}
    </Card>
  );
}

export default function ExportacaoPage() {
  const quando = formato(useConfig().data?.fuso);
  const id = Number(useParams().id);
  const exp = useExportacao(id);
  if (exp.isError) return <ErrorAlert error={exp.error} maw={960} />;
  if (exp.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={MSG.carregando} />
      </Group>
    );
  const e = exp.data;
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2}>{MSG_AUDITORIA.tituloExportacao(e.nome)}</Title>
          <Text size="sm" c="gray.7">
            {MSG_AUDITORIA.exportacaoGeradaEm(quando.format(new Date(e.gerada_em)))}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconDownload size={18} />} onClick={() => baixar(e)}>
            {MSG_AUDITORIA.baixarJson}
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {MSG_AUDITORIA.imprimir}
          </Button>
        </Group>
      </Group>
      {e.secoes.map((s) => (
        <Secao key={s.tabela} {...s} />
      ))}
      <Secao
        tabela="acessos"
        titulo={MSG_AUDITORIA.acessos}
        linhas={e.acessos.map((a) => ({
          [MSG_AUDITORIA.quando]: quando.format(new Date(a.quando)),
          [MSG_AUDITORIA.quem]: a.quem ? a.quem.nome : MSG_AUDITORIA.publico,
          [MSG_AUDITORIA.acao]: rotuloAcao(a.acao),
        }))}
      />
    </Stack>
  );
}
