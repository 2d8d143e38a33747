import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { buildRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/** The whole app. Tests pass a memory router (createMemoryRouter(buildRoutes(), ...)). */
export function App({ router, queryClient }: { router?: Router; queryClient?: QueryClient }) {
  const [r] = useState(() => router ?? createBrowserRouter(buildRoutes()));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={r} />
    </AppProviders>
  );
}
