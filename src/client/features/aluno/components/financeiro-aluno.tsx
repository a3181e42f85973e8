// The "Financeiro" part of a paying student's profile, for administrators: the
// student's discounts (bolsa %, irmãos %, another in R$, each with its reason and who
// set it; applied in that order, and 100 % makes a bolsista integral who gets no
// charge) and the latest charges, with a link to all of them.
import { Anchor, Button, Card, Grid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LembretesAluno } from '#client/features/aluno/components/lembretes-aluno.tsx';
import {
  useCobrancasDoAluno,
  useDescontos,
  useSalvarDescontos,
} from '#client/features/financeiro/queries.ts';
import { paths } from '#client/paths.ts';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { StatusCobranca } from '#client/ui/cobranca.tsx';
import { campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { ValorInput, valorLegivel } from '#client/ui/valor-input.tsx';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { FUSO_CLUBE, isoParaBr } from '#shared/rules/datas.ts';
import { formatarReais, parseReais, reaisParaCampo } from '#shared/rules/dinheiro.ts';
import { type Descontos, type DescontosInput, descontosInput } from '#shared/schemas/financeiro.ts';

interface Form {
  bolsa_percentual: string;
  bolsa_motivo: string;
  irmaos_percentual: string;
  irmaos_motivo: string;
  outro_valor: string;
  outro_motivo: string;
}

const doServidor = (d: Descontos): Form => ({
  bolsa_percentual: String(d.bolsa_percentual),
  bolsa_motivo: d.bolsa_motivo ?? '',
  irmaos_percentual: String(d.irmaos_percentual),
  irmaos_motivo: d.irmaos_motivo ?? '',
  outro_valor: reaisParaCampo(d.outro_valor),
  outro_motivo: d.outro_motivo ?? '',
});

const corpo = (f: Form) => ({
  ...f,
  outro_valor: f.outro_valor.trim() ? (parseReais(f.outro_valor) ?? f.outro_valor) : 0,
});

export function FinanceiroAluno({ idAluno }: { idAluno: number }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="secao-financeiro">
      <Title order={3} size="h4" id="secao-financeiro" mb="sm">
        {MSG_FIN.financeiro}
      </Title>
      <Stack gap="lg">
        <DescontosAluno idAluno={idAluno} />
        <CobrancasAluno idAluno={idAluno} />
        <LembretesAluno idAluno={idAluno} />
      </Stack>
    </Card>
  );
}

function DescontosAluno({ idAluno }: { idAluno: number }) {
  const atual = useDescontos(idAluno);
  const salvar = useSalvarDescontos(idAluno);
  const fuso = useConfig().data?.fuso ?? FUSO_CLUBE;
  const form = useFormulario<Form, DescontosInput>({
    initialValues: doServidor({
      id_aluno: idAluno,
      bolsa_percentual: 0,
      bolsa_motivo: null,
      bolsa_definido: null,
      irmaos_percentual: 0,
      irmaos_motivo: null,
      irmaos_definido: null,
      outro_valor: 0,
      outro_motivo: null,
      outro_definido: null,
      integral: false,
    }),
    validate: checarCom(descontosInput, corpo, (f) => valorLegivel(f.outro_valor, 'outro_valor')),
    transformValues: (f) => descontosInput.parse(corpo(f)),
  });
  const { initialize } = form;
  useEffect(() => {
    if (atual.data) initialize(doServidor(atual.data));
  }, [atual.data, initialize]);

  if (atual.isError) return <BlocoErro error={atual.error} title={null} />;
  const d = atual.data;
  const definido = (x: Descontos['bolsa_definido']) =>
    x && (
      <Text size="xs" c="gray.7">
        {MSG_FIN.descontoDefinidoPor(
          x.autor ?? '—',
          new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: fuso }).format(new Date(x.em)),
        )}
      </Text>
    );
  return (
    <form
      noValidate
      aria-label={MSG_FIN.descontos}
      onSubmit={enviarFormulario(form, { salvar: salvar.mutateAsync, aviso: MSG_FIN.salvo })}
    >
      <Title order={4} size="h5" mb={4}>
        {MSG_FIN.descontos}
      </Title>
      <Text size="sm" c="gray.7" mb="xs">
        {MSG_FIN.ordemDescontos}
      </Text>
      {d?.integral && (
        <Text fw={600} c="teal.9" mb="xs" data-testid="bolsista-integral">
          {MSG_FIN.bolsistaIntegral}
        </Text>
      )}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput {...form.getInputProps('bolsa_percentual')} label={MSG_FIN.bolsa} inputMode="numeric" />
          {definido(d?.bolsa_definido ?? null)}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Textarea
            {...form.getInputProps('bolsa_motivo')}
            label={MSG_FIN.motivoBolsa}
            autosize
            maxLength={300}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            {...form.getInputProps('irmaos_percentual')}
            label={MSG_FIN.irmaos}
            inputMode="numeric"
          />
          {definido(d?.irmaos_definido ?? null)}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Textarea
            {...form.getInputProps('irmaos_motivo')}
            label={MSG_FIN.motivoIrmaos}
            autosize
            maxLength={300}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <ValorInput {...campoDe(form, 'outro_valor')} label={MSG_FIN.outro} />
          {definido(d?.outro_definido ?? null)}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Textarea
            {...form.getInputProps('outro_motivo')}
            label={MSG_FIN.motivoOutro}
            autosize
            maxLength={300}
          />
        </Grid.Col>
      </Grid>
      <Button type="submit" mt="sm" loading={salvar.isPending} disabled={!d}>
        {MSG_FIN.salvarDescontos}
      </Button>
    </form>
  );
}

function CobrancasAluno({ idAluno }: { idAluno: number }) {
  const lista = useCobrancasDoAluno(idAluno);
  return (
    <div>
      <Title order={4} size="h5" mb="xs">
        {MSG_FIN.cobrancasDoAluno}
      </Title>
      {lista.isError ? (
        <BlocoErro error={lista.error} title={null} />
      ) : !lista.data ? null : lista.data.items.length === 0 ? (
        <Text c="gray.7">{MSG_FIN.semCobrancas}</Text>
      ) : (
        <Rolagem rotulo={MSG_FIN.cobrancasDoAluno} minWidth={480}>
          <Table verticalSpacing={4} aria-label={MSG_FIN.cobrancasDoAluno} data-testid="cobrancas-aluno">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG_FIN.competencia}</Table.Th>
                <Table.Th>{MSG_FIN.vencimento}</Table.Th>
                <Table.Th ta="right">{MSG_FIN.valor}</Table.Th>
                <Table.Th>{MSG_FIN.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lista.data.items.map((c) => (
                <Table.Tr key={c.id_cobranca}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.financeiroCobrancasDe({ id_aluno: idAluno, cobranca: c.id_cobranca })}
                      c="indigo.8"
                    >
                      {MSG_FIN.competenciaTexto(c.competencia)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{isoParaBr(c.vencimento)}</Table.Td>
                  <Table.Td ta="right">
                    {formatarReais(c.status === 'aberta' ? c.valor_devido_hoje : c.valor)}
                  </Table.Td>
                  <Table.Td>
                    <StatusCobranca status={c.status} vencida={c.vencida} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Rolagem>
      )}
      <Anchor component={Link} to={paths.financeiroCobrancasDe({ id_aluno: idAluno })} c="indigo.8" size="sm">
        {MSG_FIN.verTodasCobrancas}
      </Anchor>
    </div>
  );
}
