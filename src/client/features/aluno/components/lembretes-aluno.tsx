// The payment reminders in a paying student's Financeiro part: to whom they go (the payer),
// whether that person stopped them (when and how: by their e-mail's link or at the desk),
// the desk's stop or undo at the person's request, and the reminders sent.
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useLembretesDoAluno, useMudarPreferencia } from '#client/features/lembretes/queries.ts';
import { useConfig } from '#client/queries.ts';
import { avisar } from '#client/ui/avisos.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { MSG_LEMBRETES as M } from '#shared/messages/lembretes.ts';
import { MSG_MENSAGENS } from '#shared/messages/mensagens.ts';
import { dataHoraCurta, FUSO_CLUBE, isoParaBr } from '#shared/rules/datas.ts';
import type { LembretesDoAluno } from '#shared/schemas/lembretes.ts';

export function LembretesAluno({ idAluno }: { idAluno: number }) {
  const dados = useLembretesDoAluno(idAluno);
  const fuso = useConfig().data?.fuso ?? FUSO_CLUBE;
  const quando = (iso: string) => dataHoraCurta(iso, fuso);
  return (
    <div data-testid="lembretes-aluno">
      <Title order={4} size="h5" mb="xs">
        {M.pessoaTitulo}
      </Title>
      {dados.isError ? (
        <BlocoErro error={dados.error} title={null} />
      ) : !dados.data ? null : (
        <Stack gap="sm">
          <Preferencia p={dados.data.pagador} quando={quando} />
          <Enviados lista={dados.data.lembretes} quando={quando} />
        </Stack>
      )}
    </div>
  );
}

function Preferencia({ p, quando }: { p: LembretesDoAluno['pagador']; quando: (iso: string) => string }) {
  const mudar = useMudarPreferencia(p.id_pessoa);
  const ultima = p.historico[0];
  return (
    <Stack gap={4}>
      <Text size="sm">
        {M.colunaPara}: {p.nome}
      </Text>
      <Text size="sm" data-testid="preferencia-lembretes">
        {p.recebe || !ultima ? M.pessoaRecebe : M.pessoaParou(quando(ultima.em), M.canal[ultima.canal] ?? '')}
      </Text>
      {mudar.isError && <BlocoErro error={mudar.error} title={null} />}
      <Group>
        <Button
          size="compact-sm"
          variant="default"
          loading={mudar.isPending}
          onClick={async () => {
            const r = await mudar.mutateAsync({ recebe: !p.recebe }).catch(() => null);
            if (r) avisar(M.preferenciaSalva);
          }}
        >
          {p.recebe ? M.pararNaSecretaria : M.voltarAReceber}
        </Button>
      </Group>
    </Stack>
  );
}

function Enviados({
  lista,
  quando,
}: {
  lista: LembretesDoAluno['lembretes'];
  quando: (iso: string) => string;
}) {
  if (lista.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {M.nenhumEnviado}
      </Text>
    );
  return (
    <Rolagem rotulo={M.enviadosTitulo} minWidth={520}>
      <Table verticalSpacing={4} aria-label={M.enviadosTitulo}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{M.colunaCobranca}</Table.Th>
            <Table.Th>{M.colunaRegra}</Table.Th>
            <Table.Th>{M.colunaQuando}</Table.Th>
            <Table.Th>{M.colunaSituacao}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lista.map((l) => (
            <Table.Tr key={l.id_lembrete}>
              <Table.Td>{isoParaBr(l.vencimento)}</Table.Td>
              <Table.Td>{M.regra(l.dias)}</Table.Td>
              <Table.Td>{quando(l.criado_em)}</Table.Td>
              <Table.Td>{l.status ? MSG_MENSAGENS.status[l.status] : M.semMensagem}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Rolagem>
  );
}
