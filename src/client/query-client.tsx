// Server-state cache (TanStack Query). Loaded with the first part that needs it
// (the logged-in layout or a public enrolment page), not by the login page.
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { ApiError } from './api';
import { navegarPara } from './navigation';
import { paths } from './paths';
import { forgetSession } from './session';

// A session that ends while the app is open sends the person back to the login.
function onApiError(error: unknown) {
  if (error instanceof ApiError && error.status === 401 && window.location.pathname !== paths.login) {
    forgetSession();
    navegarPara(paths.login);
  }
}

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
