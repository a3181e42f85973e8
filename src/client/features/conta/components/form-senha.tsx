// The password change: current, new (its strength shown as it is typed) and the new
// one again. Checked by the shared schema first (errors beside their fields, focus on
// the first); the server's refusal (a wrong current password, a weak new one) lands
// beside its field too, any other failure in the block above the button.
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useTrocarSenha } from '#client/features/conta/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { errosDaApi } from '#client/ui/errors.ts';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { trocarSenhaForm } from '#shared/schemas/conta.ts';
import { ForcaSenha } from './forca-senha';

const vazio = { atual: '', nova: '', confirmacao: '' };

interface Props {
  /** The current password's label (the temporary one on the required change). */
  rotuloAtual?: string;
  /** The confirmation once changed (none where the page moves on). */
  aviso?: string;
  onTrocada?: () => void;
}

export function FormSenha({ rotuloAtual = MSG_CONTA.senhaAtual, aviso, onTrocada }: Props) {
  const trocar = useTrocarSenha();
  const form = useFormulario({ initialValues: vazio, validate: checarCom(trocarSenhaForm, (v) => v) });
  // Mantine's PasswordInput marks its inner input invalid only by a data attribute; the
  // focus after a refused check (and a screen reader) look for aria-invalid.
  const campo = (caminho: keyof typeof vazio) => ({
    ...form.getInputProps(caminho),
    'aria-invalid': form.errors[caminho] ? true : undefined,
  });

  const onSubmit = enviarFormulario(form, {
    salvar: ({ atual, nova }) => trocar.mutateAsync({ atual, nova }),
    aviso,
    depois: () => {
      form.reset();
      onTrocada?.();
    },
    erro: 'pagina',
  });
  // A refusal that names no field (the server's other failures) shows above the button.
  const falha = trocar.isError && !Object.keys(errosDaApi(trocar.error)).length;

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
        {falha && <BlocoErro error={trocar.error} />}
        <Button type="submit" loading={trocar.isPending} style={{ alignSelf: 'flex-start' }}>
          {MSG_CONTA.salvarSenha}
        </Button>
      </Stack>
    </form>
  );
}
