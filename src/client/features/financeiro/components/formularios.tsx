// The forms of one charge: recording a payment (date, method, amount, note) and
// giving a reason (a cancellation, a reversal). Each is checked by its shared schema
// before sending (errors beside their fields, focus on the first) and marks the
// fields the server names when it refuses.
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { CampoData } from '#client/ui/campo-data.tsx';
import { campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { ValorInput, valorLegivel } from '#client/ui/valor-input.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { ROTULO_FORMA } from '#shared/messages/financeiro.ts';
import { MSG_FIN } from '#shared/messages/financeiro-telas.ts';
import { parseReais, reaisParaCampo } from '#shared/rules/dinheiro.ts';
import {
  FORMAS_PAGAMENTO,
  type MotivoInput,
  motivoInput,
  type PagamentoInput,
  pagamentoInput,
} from '#shared/schemas/financeiro.ts';

interface PagamentoForm {
  pago_em: string;
  forma: string;
  valor: string;
  observacao: string;
}

const corpoPagamento = (v: PagamentoForm) => ({ ...v, valor: parseReais(v.valor) ?? v.valor });

export function PagamentoFormulario({
  hoje,
  valorSugerido,
  salvar,
  salvando,
}: {
  hoje: string;
  valorSugerido: number;
  salvar: (dados: PagamentoInput) => Promise<unknown>;
  salvando: boolean;
}) {
  const form = useFormulario<PagamentoForm, PagamentoInput>({
    initialValues: { pago_em: hoje, forma: 'pix', valor: reaisParaCampo(valorSugerido), observacao: '' },
    validate: checarCom(pagamentoInput, corpoPagamento, (v) => valorLegivel(v.valor, 'valor')),
    transformValues: (v) => pagamentoInput.parse(corpoPagamento(v)),
  });
  return (
    <form onSubmit={enviarFormulario(form, { salvar })} noValidate aria-label={MSG_FIN.registrarPagamento}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <CampoData {...campoDe(form, 'pago_em')} label={MSG_FIN.pagoEm} required />
          <NativeSelect
            {...form.getInputProps('forma')}
            label={MSG_FIN.forma}
            required
            data={FORMAS_PAGAMENTO.map((f) => ({ value: f, label: ROTULO_FORMA[f] }))}
          />
          <ValorInput {...campoDe(form, 'valor')} label={MSG_FIN.valorRecebido} required />
        </SimpleGrid>
        <Textarea {...form.getInputProps('observacao')} label={MSG_FIN.observacao} autosize maxLength={500} />
        <Group justify="flex-end">
          <Button type="submit" loading={salvando}>
            {MSG_FIN.registrarPagamento}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function MotivoFormulario({
  titulo,
  confirmar,
  salvar,
  salvando,
  onCancel,
}: {
  titulo: string;
  confirmar: string;
  salvar: (dados: MotivoInput) => Promise<unknown>;
  salvando: boolean;
  onCancel: () => void;
}) {
  const form = useFormulario<MotivoInput, MotivoInput>({
    initialValues: { motivo: '' },
    validate: checarCom(motivoInput, (v) => v),
    transformValues: (v) => motivoInput.parse(v),
  });
  return (
    <form onSubmit={enviarFormulario(form, { salvar })} noValidate aria-label={titulo}>
      <Stack gap="sm">
        <Textarea
          {...form.getInputProps('motivo')}
          label={MSG_FIN.motivo}
          required
          autosize
          minRows={2}
          maxLength={300}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {MSG.cancelar}
          </Button>
          <Button type="submit" color="red.8" loading={salvando}>
            {confirmar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
