// Payment reminders on the finance screens: the settings' part that edits the rules (days
// from the due date, typed as a list, and the business-day switch) and runs the job now, and
// a charge's reminders sent (rule, when, to whom, the message's status).
import { Button, Card, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import {
  useLembretesConfig,
  useLembretesDaCobranca,
  useProcessarLembretes,
  useSalvarLembretes,
} from '#client/features/lembretes/queries.ts';
import { useConfig } from '#client/queries.ts';
import { avisar } from '#client/ui/avisos.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { MSG_LEMBRETES as M } from '#shared/messages/lembretes.ts';
import { MSG_MENSAGENS } from '#shared/messages/mensagens.ts';
import { dataHoraCurta, FUSO_CLUBE } from '#shared/rules/datas.ts';
import { type LembretesConfig, lembretesForm } from '#shared/schemas/lembretes.ts';

interface Form {
  regras: string;
  dias_uteis: boolean;
}

const doServidor = (c: LembretesConfig): Form => ({
  regras: c.regras.map((r) => String(r.dias)).join(', '),
  dias_uteis: c.dias_uteis,
});

/** The settings' part: the rules and the business-day switch; "send now" runs the job. */
export function LembretesConfiguracao() {
  const atual = useLembretesConfig();
  const salvar = useSalvarLembretes();
  const processar = useProcessarLembretes();
  const form = useFormulario<Form, LembretesConfig>({
    initialValues: { regras: '', dias_uteis: true },
    validate: checarCom(lembretesForm, (f) => f),
    transformValues: (f) => lembretesForm.parse(f),
  });
  const { initialize } = form;
  const { data } = atual;
  useEffect(() => {
    if (data) initialize(doServidor(data));
  }, [data, initialize]);

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      maw={760}
      component="section"
      aria-labelledby="lembretes-titulo"
    >
      <Title order={2} size="h4" id="lembretes-titulo" mb="xs">
        {M.secaoTitulo}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {M.secaoDescricao}
      </Text>
      {atual.isError ? (
        <BlocoErro error={atual.error} title={null} />
      ) : (
        <form
          noValidate
          aria-label={M.secaoTitulo}
          onSubmit={enviarFormulario(form, { salvar: salvar.mutateAsync, aviso: M.salvos })}
        >
          <Stack gap="sm">
            <TextInput
              {...form.getInputProps('regras')}
              label={M.regrasRotulo}
              description={M.regrasDescricao}
              disabled={!data}
              maxLength={200}
              autoComplete="off"
            />
            <Checkbox
              {...form.getInputProps('dias_uteis', { type: 'checkbox' })}
              label={M.diasUteisRotulo}
              description={M.diasUteisDescricao}
              disabled={!data}
            />
            <Group gap="sm" wrap="wrap">
              <Button type="submit" loading={salvar.isPending} disabled={!data}>
                {M.salvar}
              </Button>
              <Button
                variant="default"
                loading={processar.isPending}
                onClick={async () => {
                  const r = await processar.mutateAsync(undefined).catch(() => null);
                  if (r) avisar(M.processados(r.enviadas));
                }}
              >
                {M.processar}
              </Button>
            </Group>
            {processar.isError && <BlocoErro error={processar.error} title={null} />}
          </Stack>
        </form>
      )}
    </Card>
  );
}

/** The reminders a charge got, newest first. */
export function LembretesDaCobranca({ id }: { id: number }) {
  const lista = useLembretesDaCobranca(id);
  const fuso = useConfig().data?.fuso ?? FUSO_CLUBE;
  return (
    <Card withBorder padding="sm" data-testid="lembretes-cobranca">
      <Title order={4} size="h5" mb="xs">
        {M.enviadosTitulo}
      </Title>
      {lista.isError ? (
        <BlocoErro error={lista.error} title={null} />
      ) : !lista.data ? null : lista.data.length === 0 ? (
        <Text size="sm" c="gray.7">
          {M.nenhumEnviado}
        </Text>
      ) : (
        <Rolagem rotulo={M.enviadosTitulo} minWidth={440}>
          <Table verticalSpacing={4} aria-label={M.enviadosTitulo}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{M.colunaRegra}</Table.Th>
                <Table.Th>{M.colunaQuando}</Table.Th>
                <Table.Th>{M.colunaPara}</Table.Th>
                <Table.Th>{M.colunaSituacao}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lista.data.map((l) => (
                <Table.Tr key={l.id_lembrete}>
                  <Table.Td>{M.regra(l.dias)}</Table.Td>
                  <Table.Td>{dataHoraCurta(l.criado_em, fuso)}</Table.Td>
                  <Table.Td>{l.para}</Table.Td>
                  <Table.Td>{l.status ? MSG_MENSAGENS.status[l.status] : M.semMensagem}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Rolagem>
      )}
    </Card>
  );
}
