// The dashboard's enrolments and departures per month, each count a link to the
// students it counted.
import { Anchor, Card, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { numero } from '#client/features/adm/components/painel-formato.ts';
import { paths } from '#client/paths.ts';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { MSG_PAINEL } from '#shared/messages/painel.ts';
import type { Painel } from '#shared/schemas/painel.ts';

/** "2026-03" -> "03/2026" */
const mesBr = (mes: string) => `${mes.slice(5)}/${mes.slice(0, 4)}`;

export function Movimento({ p }: { p: Painel }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="painel-movimento">
      <Title order={4} size="h5" id="painel-movimento" mb={4}>
        {MSG_PAINEL.movimento}
      </Title>
      <Text size="xs" c="gray.7" mb="xs">
        {MSG_PAINEL.movimentoDescricao}
      </Text>
      <Rolagem rotulo={MSG_PAINEL.movimento}>
        <Table verticalSpacing={2} striped aria-label={MSG_PAINEL.movimento}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MSG_PAINEL.mes}</Table.Th>
              <Table.Th ta="right">{MSG_PAINEL.matriculas}</Table.Th>
              <Table.Th ta="right">{MSG_PAINEL.saidas}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...p.meses].reverse().map((m) => (
              <Table.Tr key={m.mes}>
                <Table.Td>{mesBr(m.mes)}</Table.Td>
                <Table.Td ta="right">
                  <Valor n={m.matriculas} link={paths.admAlunosFiltro({ matricula: m.mes })} />
                </Table.Td>
                <Table.Td ta="right">
                  <Valor n={m.saidas} link={paths.admAlunosFiltro({ saida: m.mes })} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Rolagem>
      {p.saidas_sem_data > 0 && (
        <Anchor
          underline="always"
          component={Link}
          to={paths.admAlunosFiltro({ ativo: 0 })}
          size="xs"
          c="indigo.8"
        >
          {MSG_PAINEL.saidasSemData(p.saidas_sem_data)}
        </Anchor>
      )}
    </Card>
  );
}

/** A count, linked to its list when there is something in it. */
function Valor({ n, link }: { n: number; link: string }) {
  return n === 0 ? (
    <Text span size="sm" c="gray.7">
      0
    </Text>
  ) : (
    <Anchor underline="always" component={Link} to={link} size="sm" c="indigo.8">
      {numero(n)}
    </Anchor>
  );
}
