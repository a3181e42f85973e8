// The app's router: the route table of routes.tsx on the browser's history.
import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

export const router = createBrowserRouter(routes);
