import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app around a router. main.tsx passes the browser router over every feature;
 * tests pass a memory router over the features they pin (buildRoutes(features)).
 */
export function App({ router, queryClient }: { router: Router; queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
