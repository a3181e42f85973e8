// The app's router: the route table of routes.tsx on the browser's history,
// registered as the app's navigation for code outside the route tree.
import { createBrowserRouter } from 'react-router';
import { registrarNavegacao } from './navigation';
import { routes } from './routes';

export const router = createBrowserRouter(routes);
registrarNavegacao((to) => router.navigate(to));
