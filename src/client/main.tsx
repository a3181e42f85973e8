import './styles-login';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { paths } from './paths';
import { router } from './router';

// What `/` loads is kept small (size budget, bench/size-budget.test.ts): the query
// cache comes with the parts that use it (routes.tsx), the popups' provider after
// the first paint (modals-host.tsx), the full stylesheet with any other part.
const root = document.getElementById('root')!;

// The server sends `/` already rendered (the build's prerender.tsx): React takes
// that markup over instead of painting it again. Every other address gets the
// empty shell.
if (window.location.pathname === paths.login && root.firstElementChild) {
  hydrateRoot(root, <App router={router} />);
} else {
  createRoot(root).render(<App router={router} />);
}
