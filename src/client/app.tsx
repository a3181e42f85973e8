// The app's root tree, the same in the browser (main.tsx) and in the build's
// render of `/` (prerender.tsx), so the prerendered page hydrates as is.
import { createTheme, MantineProvider } from '@mantine/core';
import { type ComponentProps, StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { ModalsHost } from './modals-host';

const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

export function App({ router }: { router: ComponentProps<typeof RouterProvider>['router'] }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
        <ModalsHost />
      </MantineProvider>
    </StrictMode>
  );
}
