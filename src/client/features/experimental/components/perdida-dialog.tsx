// Giving a trial up: the reason is asked (the route's own schema requires it), then the
// card moves to `perdida`, confirmed by the server-side status text as a notice.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMudarStatus } from '#client/features/experimental/queries.ts';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_EXPERIMENTAL as E } from '#shared/messages/experimental.ts';
import { MSG_EXP_TELAS as M } from '#shared/messages/experimental-telas.ts';
import { experimentalStatusInput } from '#shared/schemas/experimental.ts';

/** The trial being given up; null: closed. */
export interface Perdendo {
  id: number;
  nome: string;
}

export function PerdidaDialog({ perdendo, onClose }: { perdendo: Perdendo | null; onClose: () => void }) {
  return (
    <Modal opened={perdendo !== null} onClose={onClose} title={M.perdidaTitulo} centered size="md">
      {perdendo && <FormPerdida perdendo={perdendo} onClose={onClose} />}
    </Modal>
  );
}

function FormPerdida({ perdendo, onClose }: { perdendo: Perdendo; onClose: () => void }) {
  const mudar = useMudarStatus();
  const corpo = (v: { motivo: string }) => ({ status: 'perdida' as const, motivo: v.motivo });
  const form = useFormulario({
    initialValues: { motivo: '' },
    validate: checarCom(experimentalStatusInput, corpo),
  });
  return (
    <form
      noValidate
      onSubmit={enviarFormulario(form, {
        salvar: (v) => mudar.mutateAsync({ id: perdendo.id, ...corpo(v) }),
        aviso: E.statusAtualizado,
        depois: onClose,
        padrao: MSG.erroInterno,
      })}
    >
      <Stack gap="sm">
        <Text>{M.perdidaTexto(perdendo.nome)}</Text>
        <Textarea
          {...form.getInputProps('motivo')}
          label={E.motivo}
          required
          maxLength={500}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {M.cancelar}
          </Button>
          <Button type="submit" color="red.8" loading={mudar.isPending}>
            {M.confirmar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
