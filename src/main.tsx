// Entry: fonts and translations are ready before the first render. In mock mode the
// embedded backend starts in parallel: the shell paints at once and API calls wait for
// the backend (see app/hold-api-until.ts), so the first screen still talks to a working API.
import '@/theme/fonts';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { entryFeatures } from './app/entry-registry';
import { buildEntryRoutes } from './app/entry-routes';
import { holdApiUntil } from './app/hold-api-until';
import { isServerBackend } from './app/mock-mode';
import {
  documentParsed,
  prerenderedState,
  replayEarlyClick,
  stopKeepingClicks,
} from './app/hydrate';
import { discoverDashboard } from './app/route-discovery';
import { prefetchSessionProfile } from './app/session/use-session-bootstrap';
import { initI18n } from './i18n/i18n';
import { serverStyleCache } from './theme/server-styles';
import { $api } from './api/query';
import { keepSearchData } from './api/search-data-store';
import { rememberMarkupQueries } from './lib/markup-queries';
import { createQueryClient } from './lib/query-client';
import { prefetch, setPrefetchClient } from './lib/route-prefetch';

async function startBackend() {
  // Inline env check: a build with a real API folds this branch (and the mocks) away.
  if (import.meta.env.VITE_API_BASE_URL) return;
  // The page's own server answers the API (its marker in <head>): the backend's chunk is
  // not even downloaded, and no call waits for it.
  if (isServerBackend()) return;
  try {
    const { startMockBackend } = await import('./app/mock-backend');
    await startMockBackend();
  } catch (err) {
    console.error('Embedded backend failed to start', err);
  }
}

/**
 * Wraps the hydrated tree; its effect runs once that tree has committed (a parent's effects
 * run after its children's). A wrapper, not a sibling: a second child at the root would give
 * every useId below it another id than the server's render (ids follow the tree's forks), and
 * each Chakra field, tab and avatar would hydrate with mismatched ids.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(replayEarlyClick, []);
  return children;
}

/** Resolves in a new task: the work after it is not part of the task that called it. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  // The data client exists before the router: the router's first match starts the route's
  // data requests (src/lib/route-prefetch.ts) while its chunk and the translations load.
  // The site settings (file host of every image, titles) are asked for at once, not when
  // the layout first renders after the route's chunk.
  const queryClient = createQueryClient();
  setPrefetchClient(queryClient);
  // A prerendered page (scripts/prerender.ts) is hydrated, not painted again; its settings
  // are asked for by the screens after hydration (an answer arriving mid-hydration would
  // not match the server's markup, which has none).
  // The whole page, root and hydration data, before anything reads or empties it.
  await documentParsed();
  // Only now: the page server's marker of its backend is in <head> after the loader that
  // may have run this entry, and a head still streaming lacked it (the in-browser backend
  // then started beside the server's, its service worker answering the page's calls).
  // Nothing has asked the API yet.
  if (!import.meta.env.VITE_API_BASE_URL && !isServerBackend()) holdApiUntil(startBackend());
  const el = document.getElementById('root')!;
  const html = document.documentElement;
  if (!el.hasAttribute('data-prerendered') || html.hasAttribute('data-csr')) {
    prefetch($api.queryOptions('get', '/apiBack/v1/user/settings/general'));
    // A signed-in visitor's profile: a dashboard page's guard waits for it.
    prefetchSessionProfile(queryClient);
  }
  // The detected language's translations (one chunk) and the first route's chunk load in
  // parallel: the router starts its lazy route as it is created; a route's namespaces
  // wait for the language (src/lib/lazy-route.ts). The first render waits for the
  // translations; the router shows its fallback until the route's chunk is in. A hydrated
  // page has its route's chunk loaded before the router exists (src/app/hydrate.ts).
  // A page from the page server (<html data-ssr>) is in the language it chose: no detection.
  // Nor for a prerendered page the <head> chose to hydrate (in its language): a choice
  // made meanwhile in another tab (storage, cookie) would render words the markup has not,
  // and React would throw the hydration away; it applies from the next page on.
  const hydrating = el.hasAttribute('data-prerendered') && !html.hasAttribute('data-csr');
  const i18nReady = initI18n(html.hasAttribute('data-ssr') || hydrating ? html.lang : undefined);
  // The public, protected and bare pages; the dashboard's branch is patched in on the first
  // dashboard URL (src/app/route-discovery.ts), so the public pages never download it.
  const entry = entryFeatures.map((f) => f.routes);
  const routes = buildEntryRoutes(entry);
  // The server's style tags, adopted where they stand (src/theme/server-styles.ts).
  const serverStyles = serverStyleCache();
  // The entry's module evaluation (the Chakra system, every static import) is one long task;
  // the route's chunk import below starts a fetch for each of its ~50 chunks (~0.4 ms each
  // on a desktop): in a task of its own (issue 28, Total Blocking Time).
  await nextTask();
  const rendered = await prerenderedState(el, routes);
  const hydrationData = rendered?.router;
  // The page server's answers: the first render reads the data the markup was made from.
  if (rendered?.queries) hydrate(queryClient, rendered.queries);
  keepSearchData(queryClient, { restore: !rendered });
  if (rendered) rememberMarkupQueries(rendered.queries?.queries.map((q) => q.queryKey) ?? []);
  const router = createBrowserRouter(routes, {
    hydrationData,
    patchRoutesOnNavigation: discoverDashboard(entry),
  });
  await i18nReady;
  const app = (
    <StrictMode>
      {hydrationData ? (
        <AfterHydration>
          <App router={router} queryClient={queryClient} serverStyles={serverStyles} />
        </AfterHydration>
      ) : (
        <App router={router} queryClient={queryClient} serverStyles={serverStyles} />
      )}
    </StrictMode>
  );
  // A transition render is time-sliced: the first render yields to the browser every few
  // milliseconds instead of one long task (Total Blocking Time on slow phones).
  startTransition(() => {
    if (hydrationData) {
      stopKeepingClicks();
      hydrateRoot(el, app);
    } else createRoot(el).render(app);
  });
}

void start();
