// /redefinir/{token}: what the e-mailed link opens. The new password twice, checked by the
// shared schema first and by the server's password rule (beside the field); saved, every
// session of the account ends and the page leads to the login. An old or used link says so
// and offers a new one.
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useRedefinirSenha } from '#client/features/mensagens/queries.ts';
import { paths } from '#client/paths.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { errosDaApi } from '#client/ui/errors.ts';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { PaginaPublica } from '#client/ui/pagina-publica.tsx';
import { MSG_CONTA } from '#shared/messages/conta.ts';
import { MSG_MENSAGENS as M } from '#shared/messages/mensagens.ts';
import { redefinirForm } from '#shared/schemas/mensagens.ts';

export default function RedefinirPage() {
  const { token = '' } = useParams();
  const redefinir = useRedefinirSenha();
  const form = useFormulario({
    initialValues: { nova: '', confirmacao: '' },
    validate: checarCom(redefinirForm, (v) => ({ ...v, token })),
  });
  const campo = (caminho: 'nova' | 'confirmacao') => ({
    ...form.getInputProps(caminho),
    'aria-invalid': form.errors[caminho] ? true : undefined,
  });
  const onSubmit = enviarFormulario(form, {
    salvar: ({ nova }) => redefinir.mutateAsync({ token, nova }),
    erro: 'pagina',
  });
  // The link itself refused (expired, used): the page says so, beside no field.
  const erros = redefinir.isError ? errosDaApi(redefinir.error) : {};
  const falha = redefinir.isError && !erros.nova;
  const entrar = (
    <Anchor component={Link} to={paths.login} c="indigo.8" style={{ alignSelf: 'flex-start' }}>
      {M.voltarAoLogin}
    </Anchor>
  );

  return (
    <PaginaPublica titulo={M.redefinirTitulo} largura="xs">
      {redefinir.isSuccess ? (
        <Stack>
          <Text role="status" data-testid="senha-redefinida">
            {redefinir.data.message}
          </Text>
          {entrar}
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Text>{M.redefinirTexto}</Text>
            <PasswordInput
              label={MSG_CONTA.novaSenha}
              description={MSG_CONTA.regraSenha}
              autoComplete="new-password"
              required
              {...campo('nova')}
            />
            <PasswordInput
              label={MSG_CONTA.confirmarSenha}
              autoComplete="new-password"
              required
              {...campo('confirmacao')}
            />
            {falha && (
              <BlocoErro error={redefinir.error}>
                {erros.token ? (
                  <Stack gap={4} align="flex-start">
                    <Text size="sm">{erros.token}</Text>
                    <Anchor component={Link} to={paths.recuperarSenha} size="sm" c="red.9" fw={600}>
                      {M.pedirNovoLink}
                    </Anchor>
                  </Stack>
                ) : undefined}
              </BlocoErro>
            )}
            <Button type="submit" loading={redefinir.isPending}>
              {M.redefinirSalvar}
            </Button>
            {entrar}
          </Stack>
        </form>
      )}
    </PaginaPublica>
  );
}
