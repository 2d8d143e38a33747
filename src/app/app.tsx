import type { EmotionCache } from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app around a router. main.tsx passes the browser router over every feature;
 * tests pass a memory router over the features they pin (buildRoutes(features)).
 */
export function App({
  router,
  queryClient,
  serverStyles,
}: {
  router: Router;
  queryClient?: QueryClient;
  /** The cache of the server's style tags, on a page that has them (main.tsx). */
  serverStyles?: EmotionCache | null;
}) {
  return (
    <AppProviders queryClient={queryClient} serverStyles={serverStyles}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
