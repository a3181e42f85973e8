// Anonymising a person: irreversible, so confirmed by typing ANONIMIZAR; the server refuses
// (409, shown beside the field) while the person has an active enrolment or an open charge.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useAnonimizar } from '#client/features/aluno/queries.ts';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG } from '#shared/messages/comum.ts';
import { anonimizacaoInput, type CONFIRMACAO_ANONIMIZAR } from '#shared/schemas/pessoas-dados.ts';

export function AnonimizarDialog({
  id,
  nome,
  aberto,
  onClose,
  onFeito,
}: {
  id: number;
  nome: string;
  aberto: boolean;
  onClose: () => void;
  onFeito: () => void;
}) {
  const anonimizar = useAnonimizar(id);
  const form = useFormulario({
    initialValues: { confirmacao: '' },
    validate: checarCom(anonimizacaoInput, (v) => v),
  });

  function fechar() {
    form.reset();
    onClose();
  }

  const enviar = enviarFormulario(form, {
    salvar: (v) => anonimizar.mutateAsync({ confirmacao: v.confirmacao as typeof CONFIRMACAO_ANONIMIZAR }),
    aviso: MSG_AUDITORIA.anonimizada,
    depois: () => {
      form.reset();
      onFeito();
    },
    erro: { campo: 'confirmacao' },
    padrao: MSG.erroInterno,
  });

  return (
    <Modal opened={aberto} onClose={fechar} title={MSG_AUDITORIA.tituloAnonimizar} centered size="md">
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <Text fw={600}>{nome}</Text>
          <Text size="sm">{MSG_AUDITORIA.avisoAnonimizar}</Text>
          <TextInput
            label={MSG_AUDITORIA.digiteConfirmacao}
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('confirmacao')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={fechar}>
              {MSG.cancelar}
            </Button>
            <Button type="submit" color="red.8" loading={anonimizar.isPending}>
              {MSG_AUDITORIA.anonimizar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
