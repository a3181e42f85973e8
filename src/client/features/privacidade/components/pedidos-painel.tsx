// Data subjects' requests: register one (the subject, who asked and as what, the type,
// the day it arrived), the list with each deadline (overdue open ones highlighted), and a
// request moved on (status, answer, the day it was answered).
import {
  Badge,
  Button,
  Grid,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useAndamentoPedido, usePedidos, useRegistrarPedido } from '#client/features/privacidade/queries.ts';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { CampoData } from '#client/ui/campo-data.tsx';
import { CampoPessoa } from '#client/ui/campo-pessoa.tsx';
import { CartaoFormulario } from '#client/ui/cartao-formulario.tsx';
import { campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { Rolagem } from '#client/ui/rolagem.tsx';
import { MSG_PRIVACIDADE as M } from '#shared/messages/privacidade.ts';
import { FUSO_CLUBE, hojeNoFuso, isoParaBr } from '#shared/rules/datas.ts';
import {
  type Pedido,
  pedidoAndamentoInput,
  pedidoInput,
  RELACOES,
  STATUS_PEDIDO,
  TIPOS_PEDIDO,
} from '#shared/schemas/privacidade.ts';

const opcoes = <K extends string>(chaves: readonly K[], rotulos: Record<K, string>) => [
  { value: '', label: M.escolhaUmaOpcao },
  ...chaves.map((k) => ({ value: k, label: rotulos[k] })),
];

function useHoje() {
  const fuso = useConfig().data?.fuso ?? FUSO_CLUBE;
  return () => hojeNoFuso(fuso);
}

const vazio = {
  id_pessoa: '',
  solicitante_nome: '',
  solicitante_relacao: '',
  tipo: '',
  descricao: '',
  recebido_em: '',
};
type Form = typeof vazio;
const corpo = (f: Form) => f;

function Registrar() {
  const registrar = useRegistrarPedido();
  const schema = pedidoInput(useHoje());
  const form = useFormulario({
    initialValues: vazio,
    validate: checarCom(schema, corpo),
    transformValues: (f) => schema.parse(corpo(f)),
  });
  const campo = (nome: keyof Form) => campoDe(form, nome);
  return (
    <CartaoFormulario
      titulo={M.novoPedido}
      enviar={M.novoPedido}
      enviando={registrar.isPending}
      onSubmit={enviarFormulario(form, {
        salvar: registrar.mutateAsync,
        aviso: M.pedidoRegistrado,
        depois: () => form.reset(),
      })}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <CampoPessoa {...campo('id_pessoa')} label={M.titular} required />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput {...campo('solicitante_nome')} label={M.solicitanteNome} required maxLength={120} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NativeSelect
            {...campo('solicitante_relacao')}
            label={M.solicitanteRelacao}
            required
            data={opcoes(RELACOES, M.relacoes)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NativeSelect {...campo('tipo')} label={M.tipo} required data={opcoes(TIPOS_PEDIDO, M.tipos)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <CampoData {...campo('recebido_em')} label={M.recebidoEm} required />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea {...campo('descricao')} label={M.descricao} autosize minRows={2} maxLength={2000} />
        </Grid.Col>
      </Grid>
    </CartaoFormulario>
  );
}

function Andamento({ pedido: p, onClose }: { pedido: Pedido; onClose: () => void }) {
  const salvar = useAndamentoPedido(p.id_pedido);
  const schema = pedidoAndamentoInput(useHoje());
  const inicial = {
    status: p.status as string,
    resposta: p.resposta ?? '',
    respondido_em: p.respondido_em ?? '',
  };
  const form = useFormulario({
    initialValues: inicial,
    validate: checarCom(schema, (f) => f),
    transformValues: (f) => schema.parse(f),
  });
  const campo = (nome: keyof typeof inicial) => campoDe(form, nome);
  return (
    <form
      noValidate
      onSubmit={enviarFormulario(form, {
        salvar: salvar.mutateAsync,
        aviso: M.pedidoAtualizado,
        depois: onClose,
      })}
    >
      <Stack>
        <Text size="sm">
          {M.tipos[p.tipo]} · {p.nome_pessoa ?? '—'} · {M.prazo}: {isoParaBr(p.prazo)}
        </Text>
        <NativeSelect
          {...campo('status')}
          label={M.status}
          required
          data={opcoes(STATUS_PEDIDO, M.statusPedido)}
        />
        <Textarea {...campo('resposta')} label={M.resposta} autosize minRows={3} maxLength={4000} />
        <CampoData {...campo('respondido_em')} label={M.respondidoEm} />
        <Button type="submit" loading={salvar.isPending}>
          {M.salvar}
        </Button>
      </Stack>
    </form>
  );
}

export function PedidosPainel() {
  const pedidos = usePedidos();
  const [aberto, setAberto] = useState<Pedido | null>(null);
  return (
    <Stack>
      <Text>{M.pedidosTexto}</Text>
      {pedidos.isError && <BlocoErro error={pedidos.error} />}
      {pedidos.isPending && <Loader role="progressbar" aria-label="Carregando" />}
      {pedidos.data?.length === 0 && <Text c="gray.7">{M.nenhumPedido}</Text>}
      {pedidos.data && pedidos.data.length > 0 && (
        <Rolagem rotulo={M.pedidosTitulo} minWidth={760}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{M.titular}</Table.Th>
                <Table.Th>{M.solicitanteNome}</Table.Th>
                <Table.Th>{M.tipo}</Table.Th>
                <Table.Th>{M.recebidoEm}</Table.Th>
                <Table.Th>{M.prazo}</Table.Th>
                <Table.Th>{M.status}</Table.Th>
                <Table.Th>{M.atualizar}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pedidos.data.map((p) => (
                <Table.Tr
                  key={p.id_pedido}
                  bg={p.atrasado ? 'red.0' : undefined}
                  data-atrasado={p.atrasado || undefined}
                >
                  <Table.Td>{p.nome_pessoa ?? '—'}</Table.Td>
                  <Table.Td>
                    {p.solicitante_nome} ({M.relacoes[p.solicitante_relacao]})
                  </Table.Td>
                  <Table.Td>{M.tipos[p.tipo]}</Table.Td>
                  <Table.Td>{isoParaBr(p.recebido_em)}</Table.Td>
                  <Table.Td>
                    {isoParaBr(p.prazo)}{' '}
                    {p.atrasado && (
                      <Badge color="red" variant="filled">
                        {M.atrasado}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{M.statusPedido[p.status]}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setAberto(p)}
                      aria-label={`${M.atualizar}: ${p.solicitante_nome}`}
                    >
                      {M.atualizar}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Rolagem>
      )}
      <Modal opened={aberto !== null} onClose={() => setAberto(null)} title={M.atualizar}>
        {aberto && <Andamento pedido={aberto} onClose={() => setAberto(null)} />}
      </Modal>
      <Registrar />
    </Stack>
  );
}
