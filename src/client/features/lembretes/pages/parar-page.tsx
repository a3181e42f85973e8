// /lembretes/parar/{token}: a person's personal link, from a payment reminder, that stops
// the club's payment reminders by e-mail. Opening it changes nothing (mail scanners open
// links): the person confirms with the button, a POST. A link that opens nothing says so.
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useConfirmarParada, usePaginaParar } from '#client/features/lembretes/queries.ts';
import { BlocoErro } from '#client/ui/bloco-erro.tsx';
import { PaginaPublica } from '#client/ui/pagina-publica.tsx';
import { MSG } from '#shared/messages/comum.ts';
import { MSG_LEMBRETES as M } from '#shared/messages/lembretes.ts';

export default function PararPage() {
  const token = useParams().token ?? '';
  const pagina = usePaginaParar(token);
  const parar = useConfirmarParada(token);

  return (
    <PaginaPublica titulo={M.pararTitulo} largura={520}>
      {pagina.isPending ? (
        <Center py="xl">
          <Loader role="progressbar" aria-label={MSG.carregando} />
        </Center>
      ) : pagina.isError ? (
        <BlocoErro error={pagina.error} fallback={M.linkInvalido} title={null} />
      ) : parar.isSuccess ? (
        <Alert color="green" role="status" data-testid="lembretes-parados">
          {M.parados}
        </Alert>
      ) : pagina.data.parado ? (
        <Alert color="gray" role="status">
          {M.jaParados}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text>{M.pararTexto(pagina.data.nome, pagina.data.clube)}</Text>
          <Text size="sm" c="gray.7">
            {M.pararExplicacao}
          </Text>
          {parar.isError && <BlocoErro error={parar.error} title={null} />}
          <Button
            color="red.8"
            loading={parar.isPending}
            onClick={() => parar.mutate(undefined)}
            style={{ alignSelf: 'flex-start' }}
          >
            {M.pararBotao}
          </Button>
        </Stack>
      )}
    </PaginaPublica>
  );
}
