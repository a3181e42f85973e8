// The app's root tree, the same in the browser (main.tsx) and in the build's
// render of `/` (prerender.tsx), so the prerendered page hydrates as is.
import { MantineProvider } from '@mantine/core';
import { type ComponentProps, StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { ModalsHost } from './modals-host';
import { theme } from './theme';
import { Avisos } from './ui/avisos';

export function App({ router }: { router: ComponentProps<typeof RouterProvider>['router'] }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme}>
        {/* A move renders the new page in one task, not as a transition sliced into 5-ms parts
            with a frame between each: on a throttled phone those frames were a third of an open. */}
        <RouterProvider router={router} useTransitions={false} />
        <ModalsHost />
        <Avisos />
      </MantineProvider>
    </StrictMode>
  );
}
