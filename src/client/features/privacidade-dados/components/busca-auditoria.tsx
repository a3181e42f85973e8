// The audit search: by person and author (each chosen by name), action and the club's days;
// newest first, 50 a page.
import { Anchor, Button, Group, Pagination, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type FiltroAuditoria,
  POR_PAGINA,
  useAuditoria,
} from '#client/features/privacidade-dados/queries.ts';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { CampoData } from '#client/ui/campo-data.tsx';
import { CampoPessoa } from '#client/ui/campo-pessoa.tsx';
import { campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { MSG_AUDITORIA, ROTULO_ACAO, rotuloAcao } from '#shared/messages/auditoria.ts';
import { ACOES_AUDITORIA, auditoriaQuery } from '#shared/schemas/auditoria.ts';

/** Instants in the club's time zone (GET /api/config). */
const formato = (timeZone?: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone });
const VAZIO: FiltroAuditoria = { id_pessoa: '', autor: '', acao: '', de: '', ate: '', pagina: 1 };

/** What the form sends: the filled fields only. */
const preenchidos = (v: Omit<FiltroAuditoria, 'pagina'>) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x !== ''));

export function BuscaAuditoria() {
  const quando = formato(useConfig().data?.fuso);
  const [filtro, setFiltro] = useState<FiltroAuditoria>(VAZIO);
  // The names of people chosen from a row of the results (the fields show them, not the id).
  const [nomes, setNomes] = useState<{ id_pessoa?: string; autor?: string }>({});
  const auditoria = useAuditoria(filtro);
  const form = useFormulario({
    initialValues: { id_pessoa: '', autor: '', acao: '', de: '', ate: '' },
    validate: checarCom(auditoriaQuery, preenchidos),
  });
  const paginas = Math.max(1, Math.ceil((auditoria.data?.total ?? 0) / POR_PAGINA));

  return (
    <Stack gap="md">
      <form onSubmit={enviarFormulario(form, { salvar: (v) => setFiltro({ ...v, pagina: 1 }) })} noValidate>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <CampoPessoa
            label={MSG_AUDITORIA.pessoaFiltro}
            {...campoDe(form, 'id_pessoa')}
            rotuloAtual={nomes.id_pessoa}
          />
          <CampoPessoa
            label={MSG_AUDITORIA.autorFiltro}
            {...campoDe(form, 'autor')}
            rotuloAtual={nomes.autor}
          />
          <Select
            label={MSG_AUDITORIA.acao}
            placeholder={MSG_AUDITORIA.todasAcoes}
            clearable
            data={ACOES_AUDITORIA.map((a) => ({ value: a, label: ROTULO_ACAO[a] }))}
            {...form.getInputProps('acao')}
            value={form.values.acao || null}
            onChange={(v) => form.setFieldValue('acao', v ?? '')}
          />
          <CampoData label={MSG_AUDITORIA.de} {...campoDe(form, 'de')} />
          <CampoData label={MSG_AUDITORIA.ate} {...campoDe(form, 'ate')} />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit" leftSection={<IconSearch size={18} />} loading={auditoria.isFetching}>
            {MSG_AUDITORIA.buscar}
          </Button>
        </Group>
      </form>

      {auditoria.isError ? (
        <BlocoErro error={auditoria.error} title={null} />
      ) : auditoria.data?.items.length === 0 ? (
        <Text c="gray.7">{MSG_AUDITORIA.semAcessos}</Text>
      ) : (
        auditoria.data && (
          <>
            <Rolagem rotulo={MSG_AUDITORIA.tituloAuditoria} minWidth={640}>
              <Table verticalSpacing={4} aria-label={MSG_AUDITORIA.tituloAuditoria} data-testid="auditoria">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{MSG_AUDITORIA.quando}</Table.Th>
                    <Table.Th>{MSG_AUDITORIA.quem}</Table.Th>
                    <Table.Th>{MSG_AUDITORIA.acao}</Table.Th>
                    <Table.Th>{MSG_AUDITORIA.pessoa}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {auditoria.data.items.map((a) => (
                    <Table.Tr key={a.id_auditoria}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {quando.format(new Date(a.quando))}
                      </Table.Td>
                      <Table.Td>
                        {a.quem ? `${a.quem.nome} (#${a.quem.id_pessoa})` : MSG_AUDITORIA.publico}
                      </Table.Td>
                      <Table.Td>{rotuloAcao(a.acao)}</Table.Td>
                      <Table.Td>
                        {a.id_pessoa === null ? (
                          '—'
                        ) : (
                          <Anchor
                            component="button"
                            type="button"
                            c="indigo.8"
                            onClick={() => {
                              setNomes({ id_pessoa: a.pessoa ?? undefined });
                              form.setValues({ ...VAZIO, id_pessoa: String(a.id_pessoa) });
                              setFiltro({ ...VAZIO, id_pessoa: String(a.id_pessoa) });
                            }}
                          >
                            {`${a.pessoa ?? ''} (#${a.id_pessoa})`}
                          </Anchor>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Rolagem>
            {paginas > 1 && (
              <Pagination
                total={paginas}
                value={filtro.pagina}
                onChange={(pagina) => setFiltro((f) => ({ ...f, pagina }))}
                getControlProps={(c) => ({ 'aria-label': MSG_AUDITORIA.controlesPagina[c] })}
                getItemProps={(n) => ({ 'aria-label': MSG_AUDITORIA.pagina(n) })}
              />
            )}
          </>
        )
      )}
    </Stack>
  );
}
