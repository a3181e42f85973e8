// The dashboard's chamadas pending over the recent period, per class, each a link to
// that class's attendance report.
import { Anchor, Card, Group, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#client/paths.ts';
import { MSG_PAINEL } from '#shared/messages/painel.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import type { Painel } from '#shared/schemas/painel.ts';

export function Pendentes({ p, relPendentes }: { p: Painel; relPendentes: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="painel-pendentes-titulo">
      <Group justify="space-between" wrap="wrap" mb="xs">
        <Title order={4} size="h5" id="painel-pendentes-titulo">
          {MSG_PAINEL.pendentes}: {MSG_PAINEL.pendentesDe(p.pendentes.pendentes, p.pendentes.previstas)}
        </Title>
        <Anchor underline="always" component={Link} to={relPendentes} size="sm" c="indigo.8">
          {MSG_PAINEL.verRelatorio}
        </Anchor>
      </Group>
      <Text size="sm" c="gray.7" mb="xs">
        {MSG_PAINEL.pendentesDescricao(isoParaBr(p.pendentes.de), isoParaBr(p.pendentes.ate))}
      </Text>
      {p.pendentes.turmas.length === 0 ? (
        <Text c="gray.7">{MSG_PAINEL.semPendentes}</Text>
      ) : (
        <Table verticalSpacing={6} aria-label={MSG_PAINEL.pendentes}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MSG_PAINEL.turma}</Table.Th>
              <Table.Th ta="right">{MSG_PAINEL.pendentesColuna}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.pendentes.turmas.map((t) => (
              <Table.Tr key={t.id_turma}>
                <Table.Td>
                  <Anchor
                    underline="always"
                    component={Link}
                    to={paths.relatoriosDe({ de: p.pendentes.de, ate: p.pendentes.ate, turma: t.id_turma })}
                    c="indigo.8"
                    size="sm"
                  >
                    {t.nome_turma}
                  </Anchor>
                  <Text span size="xs" c="gray.7">
                    {' · '}
                    {t.nome_unidade}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{t.pendentes}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
