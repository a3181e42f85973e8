// "Quem acessou": the audit log of this person, newest first, for administrators.
import { Button, Collapse, Loader, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useQuemAcessou } from '#client/features/aluno/queries.ts';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { MSG_AUDITORIA, rotuloAcao } from '#shared/messages/auditoria.ts';
import { MSG } from '#shared/messages/comum.ts';

/** Instants in the club's time zone (GET /api/config). */
const formato = (timeZone?: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone });

export function QuemAcessou({ id }: { id: number }) {
  const quando = formato(useConfig().data?.fuso);
  const [aberto, setAberto] = useState(false);
  const acessos = useQuemAcessou(id, aberto);
  return (
    <div>
      <Button
        variant="default"
        leftSection={<IconHistory size={18} />}
        aria-expanded={aberto}
        aria-controls="quem-acessou"
        onClick={() => setAberto((a) => !a)}
      >
        {MSG_AUDITORIA.quemAcessou}
      </Button>
      <Collapse expanded={aberto} id="quem-acessou" mt="sm">
        {acessos.isError ? (
          <BlocoErro error={acessos.error} title={null} />
        ) : acessos.isPending ? (
          aberto && <Loader size="sm" role="progressbar" aria-label={MSG.carregando} />
        ) : acessos.data.items.length === 0 ? (
          <Text c="gray.7">{MSG_AUDITORIA.semAcessos}</Text>
        ) : (
          <Rolagem rotulo={MSG_AUDITORIA.quemAcessou} minWidth={420}>
            <Table verticalSpacing={4} aria-label={MSG_AUDITORIA.quemAcessou} data-testid="quem-acessou">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{MSG_AUDITORIA.quando}</Table.Th>
                  <Table.Th>{MSG_AUDITORIA.quem}</Table.Th>
                  <Table.Th>{MSG_AUDITORIA.acao}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {acessos.data.items.map((a) => (
                  <Table.Tr key={a.id_auditoria}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{quando.format(new Date(a.quando))}</Table.Td>
                    <Table.Td>{a.quem ? a.quem.nome : MSG_AUDITORIA.publico}</Table.Td>
                    <Table.Td>{rotuloAcao(a.acao)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Rolagem>
        )}
      </Collapse>
    </div>
  );
}
