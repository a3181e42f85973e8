// /financeiro/inadimplentes: the students with overdue charges: how many, the total
// due today, days late, and the financial guardian's phone with a WhatsApp link whose
// polite pre-filled message carries the amount and the charge's public link.
import { Anchor, Table, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { Carregando, PaginaFinanceiro } from '#client/features/financeiro/components/cabecalho.tsx';
import { PAGE_SIZE, useInadimplentes } from '#client/features/financeiro/queries.ts';
import { CampoBusca, useBusca } from '#client/ui/campo-busca.tsx';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { LinkAluno } from '#client/ui/link-aluno.tsx';
import { Paginacao, usePosicao } from '#client/ui/paginacao.tsx';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { formatarReais } from '#shared/rules/dinheiro.ts';
import { formatarTelefone } from '#shared/rules/frequencia.ts';

export default function InadimplentesPage() {
  const { busca, setBusca, q } = useBusca();
  const { posicao, ir, inicioDe } = usePosicao(q);
  const lista = useInadimplentes(q, posicao);

  return (
    <PaginaFinanceiro titulo={MSG_FIN.inadimplentes}>
      <CampoBusca label={MSG_FIN.buscarAluno} value={busca} onChange={setBusca} maw={360} />
      {lista.isError ? (
        <ErrorAlert error={lista.error} fallback={MSG_FIN.erroCarregar} />
      ) : !lista.data ? (
        <Carregando />
      ) : lista.data.items.length === 0 ? (
        <Text c="gray.7">{MSG_FIN.semInadimplentes}</Text>
      ) : (
        <>
          <Rolagem rotulo={MSG_FIN.inadimplentes} minWidth={720}>
            <Table verticalSpacing={6} striped aria-label={MSG_FIN.inadimplentes} data-testid="inadimplentes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{MSG_FIN.aluno}</Table.Th>
                  <Table.Th ta="right">{MSG_FIN.quantas}</Table.Th>
                  <Table.Th ta="right">{MSG_FIN.devidoHoje}</Table.Th>
                  <Table.Th ta="right">{MSG_FIN.diasAtraso}</Table.Th>
                  <Table.Th>{MSG_FIN.responsavel}</Table.Th>
                  <Table.Th>{MSG_FIN.telefone}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lista.data.items.map((i) => (
                  <Table.Tr key={i.id_aluno}>
                    <Table.Td>
                      <LinkAluno id={i.id_aluno} nome={i.nome_aluno} />
                    </Table.Td>
                    <Table.Td ta="right">{i.cobrancas}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatarReais(i.total_devido_hoje)}
                    </Table.Td>
                    <Table.Td ta="right">{i.dias_atraso}</Table.Td>
                    <Table.Td>{i.responsavel_financeiro?.nome ?? '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {i.responsavel_financeiro?.telefone
                        ? formatarTelefone(i.responsavel_financeiro.telefone)
                        : '—'}
                      {i.whatsapp && (
                        <Anchor
                          href={i.whatsapp}
                          target="_blank"
                          rel="noopener"
                          ml="xs"
                          c="teal.9"
                          aria-label={MSG_FIN.enviarWhatsApp(i.responsavel_financeiro?.nome ?? i.nome_aluno)}
                        >
                          <IconBrandWhatsapp size={20} style={{ verticalAlign: 'middle' }} aria-hidden />
                        </Anchor>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Rolagem>
          <Paginacao pagina={lista.data} inicio={inicioDe(lista.data)} ir={ir} pageSize={PAGE_SIZE} />
        </>
      )}
    </PaginaFinanceiro>
  );
}
