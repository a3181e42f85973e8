// /recuperar: a staff member who forgot the password asks for a link by e-mail. The
// answer is the same whatever the e-mail (nobody learns which are known). Without e-mail
// configured on the server, the page says to ask an administrator for a temporary password.
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useRecuperarSenha } from '#client/features/mensagens/queries.ts';
import { paths } from '#client/paths.ts';
import { useConfig } from '#client/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { errosDaApi } from '#client/ui/errors.ts';
import { checarCom, useFormulario } from '#client/ui/form.ts';
import { enviarFormulario } from '#client/ui/form-envio.ts';
import { PaginaPublica } from '#client/ui/pagina-publica.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_MENSAGENS as M } from '#shared/messages/mensagens.ts';
import { recuperarInput } from '#shared/schemas/mensagens.ts';

export default function RecuperarPage() {
  const config = useConfig();
  const recuperar = useRecuperarSenha();
  const form = useFormulario({ initialValues: { email: '' }, validate: checarCom(recuperarInput, (v) => v) });
  const onSubmit = enviarFormulario(form, {
    salvar: (dados) => recuperar.mutateAsync(dados),
    erro: 'pagina',
  });
  const falha = recuperar.isError && !Object.keys(errosDaApi(recuperar.error)).length;
  const voltar = (
    <Anchor component={Link} to={paths.login} c="indigo.8" style={{ alignSelf: 'flex-start' }}>
      {M.voltarAoLogin}
    </Anchor>
  );

  return (
    <PaginaPublica titulo={M.recuperarTitulo} largura="xs">
      {!config.data ? (
        <Text c="gray.7">{MSG.carregando}</Text>
      ) : !config.data.email ? (
        <Stack>
          <Text role="status">{M.recuperarSemEmail}</Text>
          {voltar}
        </Stack>
      ) : recuperar.isSuccess ? (
        <Stack>
          <Text role="status" data-testid="recuperar-enviado">
            {recuperar.data.message}
          </Text>
          {voltar}
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Text>{M.recuperarTexto}</Text>
            <TextInput
              type="email"
              label={MSG.usuario}
              placeholder="seu@email.com"
              autoComplete="username"
              required
              {...form.getInputProps('email')}
            />
            {falha && <BlocoErro error={recuperar.error} />}
            <Button type="submit" loading={recuperar.isPending}>
              {M.recuperarEnviar}
            </Button>
            {voltar}
          </Stack>
        </form>
      )}
    </PaginaPublica>
  );
}
