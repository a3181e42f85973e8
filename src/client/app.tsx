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
        <RouterProvider router={router} />
        <ModalsHost />
        <Avisos />
      </MantineProvider>
    </StrictMode>
  );
}
