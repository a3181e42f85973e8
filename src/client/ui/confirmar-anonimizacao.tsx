// Anonymising is irreversible, so it is confirmed by typing ANONIMIZAR (the shared
// schema checks the word); the server's refusal is shown beside the field. The one
// dialog of every anonymisation: a person's, or a batch's.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MSG_AUDITORIA } from '#shared/messages/auditoria.ts';
import { MSG } from '#shared/messages/comum.ts';
import { anonimizacaoInput, type CONFIRMACAO_ANONIMIZAR } from '#shared/schemas/pessoas-dados.ts';

interface Props<R> {
  titulo: string;
  aberto: boolean;
  /** Closed without anonymising (Cancelar, Esc, the close button). */
  onClose: () => void;
  /** What is anonymised, above the warning (a person's name). */
  children?: ReactNode;
  /** The call, with the typed word. */
  anonimizar: (confirmacao: typeof CONFIRMACAO_ANONIMIZAR) => Promise<R>;
  enviando: boolean;
  aviso: string | ((resultado: R) => string);
  /** What follows once anonymised (the typed word is cleared first). */
  depois: (resultado: R) => void;
}

export function ConfirmarAnonimizacao<R>(p: Props<R>) {
  const form = useFormulario({
    initialValues: { confirmacao: '' },
    validate: checarCom(anonimizacaoInput, (v) => v),
  });

  function fechar() {
    form.reset();
    p.onClose();
  }

  const enviar = enviarFormulario(form, {
    salvar: (v) => p.anonimizar(v.confirmacao as typeof CONFIRMACAO_ANONIMIZAR),
    aviso: p.aviso,
    depois: (r) => {
      form.reset();
      p.depois(r);
    },
    erro: { campo: 'confirmacao' },
    padrao: MSG.erroInterno,
  });

  return (
    <Modal opened={p.aberto} onClose={fechar} title={p.titulo} centered size="md">
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          {p.children}
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
            <Button type="submit" color="red.8" loading={p.enviando}>
              {MSG_AUDITORIA.anonimizar}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
