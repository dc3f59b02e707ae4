import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@school/shared/app-shell';
import { routeTree } from './route-tree';

const router = createBrowserRouter(routeTree);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
