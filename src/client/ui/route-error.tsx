import { Button, Center, Stack } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MSG } from '#shared/messages/comum.ts';
import { BlocoErro } from './bloco-erro';

/** Where a failed part came from: the chunk's address, or the route that timed out. */
function describeFailure(error: unknown): { type: string; address: string } {
  if (isRouteErrorResponse(error)) return { type: `HTTP ${error.status}`, address: window.location.pathname };
  if (error instanceof Error) {
    const url = /(https?:\/\/\S+|\/assets\/\S+)/.exec(error.message)?.[1];
    return { type: error.name || 'Error', address: url ?? error.message ?? window.location.pathname };
  }
  return { type: 'Error', address: window.location.pathname };
}

/** `topo`: outside the logged-in layout, so this block is the page's main area. */
export function RouteError({ topo = false }: { topo?: boolean }) {
  const error = useRouteError();
  const { type, address } = describeFailure(error);
  console.error(error);
  return (
    <Center mih="60vh" p="md" component={topo ? 'main' : 'div'}>
      <Stack maw={520}>
        <BlocoErro title={MSG.parteNaoCarregou} role="alert">
          {type} — {address}
        </BlocoErro>
        <Button onClick={() => window.location.reload()}>{MSG.tentarNovamente}</Button>
      </Stack>
    </Center>
  );
}
