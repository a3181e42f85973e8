import './styles-login';
import { createTheme, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ModalsHost } from './modals-host';
import { router } from './router';

// What `/` loads is kept small (size budget, bench/size-budget.test.ts): the query
// cache comes with the parts that use it (router.tsx), the popups' provider with
// the first popup (modals-host.tsx), the full stylesheet with any other part.
const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
      <ModalsHost />
    </MantineProvider>
  </StrictMode>,
);
