// Server-state cache (TanStack Query). Loaded with the first part that needs it
// (the logged-in layout or a public enrolment page), not by the login page.
import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { CODIGO_TROCA_DE_SENHA } from '#shared/schemas/conta.ts';
import { ApiError } from './api';
import { navegarPara } from './navigation';
import { assinarRede, temRede } from './offline/rede';
import { paths } from './paths';
import { forgetSession } from './session';

// A session that ends while the app is open sends the person back to the login (a family's,
// on the families' portal, to the portal's own); a password that must be changed first (set
// by an administrator meanwhile), to its screen.
function onApiError(error: unknown) {
  if (!(error instanceof ApiError)) return;
  const entrada = window.location.pathname.startsWith(paths.familia) ? paths.familiaEntrar : paths.login;
  if (error.status === 401 && window.location.pathname !== entrada) {
    forgetSession();
    navegarPara(entrada);
  } else if (
    error.status === 403 &&
    error.body.code === CODIGO_TROCA_DE_SENHA &&
    window.location.pathname !== paths.trocarSenha
  ) {
    forgetSession();
    navegarPara(paths.trocarSenha);
  }
}

// Whether there is a network is offline/rede.ts's answer (the browser's events, and every
// request's outcome): once a request got no answer, the queries wait for the network
// instead of trying again and again, and go on by themselves when it is back.
onlineManager.setEventListener((setOnline) => assinarRede(() => setOnline(temRede())));
onlineManager.setOnline(temRede());

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onApiError }),
  mutationCache: new MutationCache({ onError: onApiError }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 2 },
  },
});

/** The page wrapped in the app-wide query client (one client: nested parts share its cache). */
export function withQueries(Page: ComponentType): ComponentType {
  return function WithQueries() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  };
}
