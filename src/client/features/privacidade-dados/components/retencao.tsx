// Retention: how long the audit log keeps an entry and how many years after leaving a
// person is due for anonymisation; the list of who is due, anonymised in bulk (one
// transaction, confirmed by typing ANONIMIZAR); and the purge of the log's old entries.
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash, IconUserX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  useAnonimizarEmLote,
  useDevidos,
  useExpurgo,
  useRetencao,
  useSalvarRetencao,
} from '#client/features/privacidade-dados/queries.ts';
import { alerta, alertaErro } from '#client/ui/alerts.tsx';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { ConfirmarAnonimizacao } from '#client/ui/confirmar-anonimizacao.tsx';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG } from '#shared/messages/comum.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { type Devido, retencao } from '#shared/schemas/pessoas-dados.ts';

const PAPEL: Record<Devido['papel'], string> = {
  aluno: MSG_AUDITORIA.papelAluno,
  professor: MSG_AUDITORIA.papelProfessor,
  responsavel: MSG_AUDITORIA.papelResponsavel,
};

function Configuracao() {
  const atual = useRetencao();
  const salvar = useSalvarRetencao();
  const expurgo = useExpurgo();
  const form = useFormulario<{ auditoria_anos: number | string; anonimizar_anos: number | string }>({
    initialValues: { auditoria_anos: 5, anonimizar_anos: 5 },
    validate: checarCom(retencao, (v) => v),
  });
  // The stored settings, once they arrive, are the form's values and its clean state.
  const { initialize } = form;
  useEffect(() => {
    if (atual.data) initialize(atual.data);
  }, [atual.data, initialize]);

  if (atual.isError) return <BlocoErro error={atual.error} title={null} />;
  return (
    <form
      noValidate
      onSubmit={enviarFormulario(form, {
        salvar: (v) =>
          salvar.mutateAsync({
            auditoria_anos: Number(v.auditoria_anos),
            anonimizar_anos: Number(v.anonimizar_anos),
          }),
        aviso: MSG_AUDITORIA.salvo,
        padrao: MSG.erroInterno,
      })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={MSG_AUDITORIA.auditoriaAnos}
          min={1}
          max={20}
          allowDecimal={false}
          {...form.getInputProps('auditoria_anos')}
        />
        <NumberInput
          label={MSG_AUDITORIA.anonimizarAnos}
          description={MSG_AUDITORIA.anonimizarAnosDescricao(form.values.anonimizar_anos)}
          min={1}
          max={20}
          allowDecimal={false}
          {...form.getInputProps('anonimizar_anos')}
        />
      </SimpleGrid>
      <Group mt="sm" gap="xs">
        <Button type="submit" loading={salvar.isPending}>
          {MSG_AUDITORIA.salvar}
        </Button>
        <Button
          variant="default"
          leftSection={<IconTrash size={18} />}
          loading={expurgo.isPending}
          onClick={async () => {
            try {
              const r = await expurgo.mutateAsync();
              await alerta({ title: MSG_AUDITORIA.expurgadas(r.apagadas), icon: 'success' });
            } catch (e) {
              await alertaErro(e, MSG.erroInterno);
            }
          }}
        >
          {MSG_AUDITORIA.expurgar}
        </Button>
      </Group>
    </form>
  );
}

function ConfirmarLote({ ids, aberto, onClose }: { ids: number[]; aberto: boolean; onClose: () => void }) {
  const lote = useAnonimizarEmLote();
  return (
    <ConfirmarAnonimizacao
      titulo={MSG_AUDITORIA.anonimizarSelecionados(ids.length)}
      aberto={aberto}
      onClose={onClose}
      anonimizar={(confirmacao) => lote.mutateAsync({ ids, confirmacao })}
      enviando={lote.isPending}
      aviso={(r) => MSG_AUDITORIA.anonimizadasEmLote(r.anonimizadas)}
      depois={onClose}
    />
  );
}

function Devidos() {
  const devidos = useDevidos();
  const [escolhidos, setEscolhidos] = useState<Set<number>>(new Set());
  const [confirmar, setConfirmar] = useState(false);
  if (devidos.isError) return <BlocoErro error={devidos.error} title={null} />;
  if (!devidos.data) return null;
  const lista = devidos.data;
  const validos = lista.filter((d) => escolhidos.has(d.id_pessoa)).map((d) => d.id_pessoa);
  const todos = lista.length > 0 && validos.length === lista.length;
  const alternar = (id: number) =>
    setEscolhidos((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  if (lista.length === 0) return <Text c="gray.7">{MSG_AUDITORIA.semDevidos}</Text>;
  return (
    <Stack gap="sm">
      <Rolagem rotulo={MSG_AUDITORIA.devidos} minWidth={480}>
        <Table verticalSpacing={4} aria-label={MSG_AUDITORIA.devidos} data-testid="devidos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={MSG_AUDITORIA.selecionarTodos}
                  checked={todos}
                  indeterminate={validos.length > 0 && !todos}
                  onChange={() => setEscolhidos(todos ? new Set() : new Set(lista.map((d) => d.id_pessoa)))}
                />
              </Table.Th>
              <Table.Th>{MSG_AUDITORIA.pessoa}</Table.Th>
              <Table.Th>{MSG_AUDITORIA.papel}</Table.Th>
              <Table.Th>{MSG_AUDITORIA.saida}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lista.map((d) => (
              <Table.Tr key={`${d.papel}-${d.id_pessoa}`}>
                <Table.Td>
                  <Checkbox
                    aria-label={MSG_AUDITORIA.selecionar(d.nome)}
                    checked={escolhidos.has(d.id_pessoa)}
                    onChange={() => alternar(d.id_pessoa)}
                  />
                </Table.Td>
                <Table.Td>{`${d.nome} (#${d.id_pessoa})`}</Table.Td>
                <Table.Td>{PAPEL[d.papel]}</Table.Td>
                <Table.Td>{isoParaBr(d.saida)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Rolagem>
      <Group>
        <Button
          color="red.8"
          leftSection={<IconUserX size={18} />}
          disabled={validos.length === 0}
          onClick={() => setConfirmar(true)}
        >
          {MSG_AUDITORIA.anonimizarSelecionados(validos.length)}
        </Button>
      </Group>
      <ConfirmarLote
        ids={validos}
        aberto={confirmar}
        onClose={() => {
          setConfirmar(false);
          setEscolhidos(new Set());
        }}
      />
    </Stack>
  );
}

export function RetencaoDados() {
  return (
    <Stack gap="lg">
      <Configuracao />
      <Title order={3} size="h4">
        {MSG_AUDITORIA.devidos}
      </Title>
      <Devidos />
    </Stack>
  );
}
