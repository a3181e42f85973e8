// The password change: current, new (its strength shown as it is typed) and the new
// one again. Checked by the shared schema first (errors beside their fields, focus on
// the first); the server's refusal (a wrong current password, a weak new one) lands
// beside its field too.
import { Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTrocarSenha } from '#client/features/conta/queries.ts';
import { ErrorAlert } from '#client/ui/error-alert.tsx';
import { errosDaApi } from '#client/ui/errors.ts';
import { focarPrimeiroErro } from '#client/ui/foco-erro.ts';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { MSG_CONTA } from '#shared/messages-conta.ts';
import { trocarSenhaForm } from '#shared/schemas/conta.ts';
import { ForcaSenha } from './forca-senha';

const vazio = { atual: '', nova: '', confirmacao: '' };

interface Props {
  /** The current password's label (the temporary one on the required change). */
  rotuloAtual?: string;
  onTrocada: () => void | Promise<void>;
}

export function FormSenha({ rotuloAtual = MSG_CONTA.senhaAtual, onTrocada }: Props) {
  const trocar = useTrocarSenha();
  const [falha, setFalha] = useState<unknown>(null);
  const form = useFormulario({ initialValues: vazio, validate: checarCom(trocarSenhaForm, (v) => v) });
  // Mantine's PasswordInput marks its inner input invalid only by a data attribute; the
  // focus after a refused check (and a screen reader) look for aria-invalid.
  const campo = (caminho: keyof typeof vazio) => ({
    ...form.getInputProps(caminho),
    'aria-invalid': form.errors[caminho] ? true : undefined,
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const formulario = e.currentTarget;
    setFalha(null);
    form.onSubmit(
      async ({ atual, nova }) => {
        try {
          await trocar.mutateAsync({ atual, nova });
          form.reset();
          await onTrocada();
        } catch (err) {
          const campos = errosDaApi(err);
          form.setErrors(campos);
          if (Object.keys(campos).length) focarPrimeiroErro(formulario);
          else setFalha(err);
        }
      },
      () => focarPrimeiroErro(formulario),
    )(e);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput label={rotuloAtual} autoComplete="current-password" required {...campo('atual')} />
        <PasswordInput
          label={MSG_CONTA.novaSenha}
          description={MSG_CONTA.regraSenha}
          autoComplete="new-password"
          required
          {...campo('nova')}
        />
        <ForcaSenha senha={form.values.nova} comErro={Boolean(form.errors.nova)} />
        <PasswordInput
          label={MSG_CONTA.confirmarSenha}
          autoComplete="new-password"
          required
          {...campo('confirmacao')}
        />
        {falha !== null && <ErrorAlert error={falha} />}
        <Button type="submit" loading={trocar.isPending} style={{ alignSelf: 'flex-start' }}>
          {MSG_CONTA.salvarSenha}
        </Button>
      </Stack>
    </form>
  );
}
