// "Solicitar meus direitos (LGPD)": a data subject's request about the student (access,
// correction, anonymisation, portability, withdrawal of a consent), filed by the signed-in
// person; it reaches the desk's list of requests, with its legal deadline.
import { Button, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { SecaoFamilia } from '#client/features/familia/components/secao.tsx';
import { usePedirDireito } from '#client/features/familia/queries.ts';
import { campoDe, checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MSG_FAMILIA_TELAS as M } from '#shared/messages/familia-telas.ts';
import { MSG_PRIVACIDADE } from '#shared/messages/privacidade.ts';
import { isoParaBr } from '#shared/rules/datas.ts';
import { type PedidoFamiliaInput, pedidoFamiliaInput } from '#shared/schemas/familia.ts';
import { TIPOS_PEDIDO } from '#shared/schemas/privacidade.ts';

const vazio = { tipo: '', descricao: '' };

export function DireitosFamilia({ idAluno }: { idAluno: number }) {
  const pedir = usePedirDireito(idAluno);
  const form = useFormulario<typeof vazio, PedidoFamiliaInput>({
    initialValues: vazio,
    validate: checarCom(pedidoFamiliaInput, (v) => v),
    transformValues: (v) => pedidoFamiliaInput.parse(v),
  });
  const onSubmit = enviarFormulario(form, {
    salvar: pedir.mutateAsync,
    depois: () => form.reset(),
  });
  return (
    <SecaoFamilia id="direitos" titulo={M.direitos}>
      <form onSubmit={onSubmit} noValidate aria-label={M.direitos}>
        <Stack gap="sm">
          <Text size="sm">{M.direitosTexto}</Text>
          <NativeSelect
            {...campoDe(form, 'tipo')}
            label={M.tipoPedido}
            required
            data={[
              { value: '', label: MSG_PRIVACIDADE.escolhaUmaOpcao },
              ...TIPOS_PEDIDO.map((t) => ({ value: t, label: MSG_PRIVACIDADE.tipos[t] })),
            ]}
          />
          <Textarea
            {...campoDe(form, 'descricao')}
            label={M.descricaoPedido}
            autosize
            minRows={3}
            maxLength={2000}
          />
          <Button type="submit" loading={pedir.isPending} style={{ alignSelf: 'flex-start' }}>
            {M.enviarPedido}
          </Button>
          {pedir.isSuccess && (
            <Text size="sm" role="status" data-testid="pedido-enviado">
              {M.pedidoEnviado(isoParaBr(pedir.data.prazo))}
            </Text>
          )}
        </Stack>
      </form>
    </SecaoFamilia>
  );
}
