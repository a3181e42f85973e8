// Renders `/` (the login page) to HTML at build time (vite.config.ts), with the
// same root tree the browser hydrates (app.tsx).
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app';
import { paths } from './paths';
import { routes } from './routes';

export function renderLogin(): string {
  const router = createMemoryRouter(routes, { initialEntries: [paths.login] });
  return renderToString(<App router={router} />);
}
