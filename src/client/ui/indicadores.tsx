// A table of indicators (chamadas due, sent, sent late, presences, absences, rate),
// one row per class, teacher, unit or student; it scrolls sideways on a phone.
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MSG_REL } from '#shared/messages/relatorios.ts';
import { taxaTexto } from '#shared/rules/frequencia.ts';
import type { Indicadores } from '#shared/schemas/relatorios.ts';
import { Rolagem } from './rolagem';

/** "72,7%", or a dash without marks. */
export const porcento = (t: number | null) => (t === null ? '—' : `${taxaTexto(t)}%`);

export interface LinhaIndicadores extends Indicadores {
  chave: string | number;
  rotulo: ReactNode;
}

export function TabelaIndicadores({
  titulo,
  coluna,
  linhas,
  total,
}: {
  titulo: string;
  coluna: string;
  linhas: LinhaIndicadores[];
  total?: Indicadores;
}) {
  return (
    <Rolagem rotulo={titulo} minWidth={560}>
      <Table striped verticalSpacing={6} aria-label={titulo}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{coluna}</Table.Th>
            <Table.Th ta="right">{MSG_REL.previstas}</Table.Th>
            <Table.Th ta="right">{MSG_REL.enviadas}</Table.Th>
            <Table.Th ta="right">{MSG_REL.atrasadas}</Table.Th>
            <Table.Th ta="right">{MSG_REL.presencas}</Table.Th>
            <Table.Th ta="right">{MSG_REL.faltas}</Table.Th>
            <Table.Th ta="right">{MSG_REL.taxa}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linhas.map((l) => (
            <Linha key={l.chave} rotulo={l.rotulo} v={l} />
          ))}
          {linhas.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="gray.7" ta="center" size="sm">
                  {MSG_REL.semDados}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Linha rotulo={<strong>{MSG_REL.total}</strong>} v={total} />
          </Table.Tfoot>
        )}
      </Table>
    </Rolagem>
  );
}

function Linha({ rotulo, v }: { rotulo: ReactNode; v: Indicadores }) {
  return (
    <Table.Tr>
      <Table.Td>{rotulo}</Table.Td>
      <Table.Td ta="right">{v.previstas}</Table.Td>
      <Table.Td ta="right">{v.enviadas}</Table.Td>
      <Table.Td ta="right">{v.atrasadas}</Table.Td>
      <Table.Td ta="right">{v.presencas}</Table.Td>
      <Table.Td ta="right">{v.faltas}</Table.Td>
      <Table.Td ta="right" fw={600}>
        {porcento(v.taxa)}
      </Table.Td>
    </Table.Tr>
  );
}
