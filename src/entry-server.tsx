// Server rendering. `renderPage`: the page server's per-request render with data
// (./app/server-render/). `prerender`: the build-time render of the public pages (scripts/prerender.ts runs it after `vite build`):
// the same route table and providers as the browser entry (main.tsx), rendered in Arabic by
// react-router's static handler, with the styles Chakra (emotion) emitted while rendering.
// The browser hydrates that markup (src/app/hydrate.ts) instead of painting from nothing.
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { entryFeatures } from './app/entry-registry';
import { buildEntryRoutes } from './app/entry-routes';
import { AppProviders } from './app/providers';
import { initI18n, i18n } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import type { HydrationState } from './app/hydrate';
import { emotionStyles, serverEmotionCache } from './app/server-render/emotion-styles';
import { installServerSanitizer } from './app/server-render/server-dom';

// Content pages' HTML is sanitised on jsdom's window here (the browser uses its own).
installServerSanitizer();

// Per-request rendering for the page server (scripts/page-server/).
export { renderPage } from './app/server-render/render-page';
export type { PageRender, RenderOptions } from './app/server-render/render-page';
export { requestLanguage } from './i18n/request-language';

export interface Prerendered {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The server's emotion <style> tags for <head>: globals first (layer order), then the rules. */
  styles: string;
  /** The router's state for hydrateRoot (createBrowserRouter's hydrationData). */
  hydration: HydrationState;
}

export async function prerender(path: string): Promise<Prerendered> {
  await initI18n();
  await i18n.changeLanguage('ar');
  const { query, dataRoutes } = createStaticHandler(
    // The browser's first table (src/main.tsx): same routes, same ids, so it hydrates.
    buildEntryRoutes(entryFeatures.map((f) => f.routes)),
  );
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender ${path}: answered ${context.status}`);
  if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors)}`);
  const cache = serverEmotionCache();
  // No data on the server: a screen shows its loading state (sized like its content) and the
  // browser asks for the data after hydration, as it does on a client render.
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders queryClient={createQueryClient()}>
          <StaticRouterProvider
            router={createStaticRouter(dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  return {
    html,
    styles: emotionStyles(cache),
    hydration: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: null,
    },
  };
}
