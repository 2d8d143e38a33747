// Per-request server render of a public page (the page server, scripts/page-server/, calls
// it through src/entry-server.tsx). The same route table, providers and emotion cache set-up
// as the build-time prerender, plus the page's data: the page is rendered, the queries its
// screens asked for are fetched from the API (./server-fetch.ts), and it is rendered again
// with the answers until a render asks for nothing new (usually two renders). The last
// render's stream is handed over unread, so the page server can decide the status code
// before the first byte and then pipe React's HTML out.
import { CacheProvider } from '@emotion/react';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { i18n, initI18n } from '@/i18n/i18n';
import { LANGUAGES, type Language } from '@/i18n/languages';
import { NAMESPACES } from '@/i18n/resources';
import { $api } from '@/api/query';
import { createQueryClient } from '@/lib/query-client';
import { markPerRequestRender } from '@/lib/render-mode';
import type { ServerLoadContext } from '@/lib/route-prefetch';
import { entryFeatures } from '../entry-registry';
import { buildEntryRoutes } from '../entry-routes';
import type { HydrationState } from '../hydrate';
import { AppProviders } from '../providers';
import { emotionStyles, serverEmotionCache } from './emotion-styles';
import { pageHead, type PageHeadInput } from './page-head';
import { withRenderScope } from './server-fetch';
import { recordWantedQueries } from './wanted-queries';

export interface RenderOptions {
  lang: Language;
  /** The API for this render (embedded backend or network), see ./server-fetch.ts. */
  apiFetch: (request: Request) => Promise<Response>;
  /** The public origin of the site (absolute URLs in the head). */
  origin: string;
}

/** What the browser needs to hydrate a server-rendered page (src/app/hydrate.ts). */
export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}

export interface PageRender {
  /** 200, 404 (the 404 page, noindex), 503 (the API did not answer: no markup). */
  status: 200 | 404 | 503;
  lang: Language;
  /** For <head>: title, description, links, meta, JSON-LD, then the critical CSS. */
  head: string;
  /** JSON for the hydration <script> (already safe inside <script>), null when not hydrated. */
  state: string | null;
  /** Writes the page's markup (what goes inside #root). */
  pipe(to: NodeJS.WritableStream): void;
}

const MAX_RENDERS = 4;

let boot: Promise<ReturnType<typeof createStaticHandler>> | undefined;

/** Once per process: every namespace of both languages loaded, the route table built. */
function ready() {
  boot ??= (async () => {
    markPerRequestRender();
    await initI18n('ar');
    await new Promise<void>((resolve) =>
      i18n.services.backendConnector.load([...LANGUAGES], NAMESPACES, () => resolve()),
    );
    return createStaticHandler(buildEntryRoutes(entryFeatures.map((f) => f.routes)));
  })();
  return boot;
}

/** This request's i18next: the process's resources, its own language. */
function translator(lang: Language): Promise<I18n> {
  return new Promise((resolve) => {
    const inst = i18n.cloneInstance({ lng: lang }, () => resolve(inst));
  });
}

function renderOnce(
  context: StaticHandlerContext,
  handler: ReturnType<typeof createStaticHandler>,
  client: QueryClient,
  t: I18n,
) {
  const cache = serverEmotionCache();
  const app = (
    <StrictMode>
      <CacheProvider value={cache}>
        <I18nextProvider i18n={t}>
          <AppProviders queryClient={client}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProviders>
        </I18nextProvider>
      </CacheProvider>
    </StrictMode>
  );
  return new Promise<{ stream: PipeableStream; styles: () => string }>((resolve, reject) => {
    const stream: PipeableStream = renderToPipeableStream(app, {
      // Every boundary inline, in document order: React otherwise moves a large finished
      // boundary to the end with a script to swap it in, which a crawler or a browser with
      // scripts off never runs (the page would show its loading overlay).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolve({ stream, styles: () => emotionStyles(cache) }),
      onShellError: reject,
      // A screen that fails on the server renders its error boundary (the browser's render
      // after hydration takes over); the reason is logged, never sent.
      onError: (error) => {
        if (process.env.SSR_DEBUG) console.error('[ssr]', error);
        else console.error('[ssr]', error instanceof Error ? error.message : error);
      },
    });
  });
}

const isCatchAll = (c: StaticHandlerContext) => c.matches.at(-1)?.route.path === '*';

export async function renderPage(url: URL, options: RenderOptions): Promise<PageRender> {
  const handler = await ready();
  const t = await translator(options.lang);
  return withRenderScope({ apiFetch: options.apiFetch, lang: options.lang }, async () => {
    let status: 200 | 404 = 200;
    let address = url;
    for (;;) {
      const client = createQueryClient();
      const wanted = recordWantedQueries(client);
      // Every page's layout reads the site settings: asked for with the route's own data.
      const settings = client.prefetchQuery({
        ...$api.queryOptions('get', '/apiBack/v1/user/settings/general'),
        retry: false,
      });
      const requestContext: ServerLoadContext = { queryClient: client };
      const routed = await handler.query(new Request(address), { requestContext });
      await settings;
      if (routed instanceof Response) throw new Error(`ssr ${address}: ${routed.status}`);
      if (isCatchAll(routed) && status === 200) {
        status = 404;
        address = new URL('/404', url);
        continue;
      }
      if (routed.matches.at(-1)?.route.path === '404') status = 404;
      const debug = process.env.SSR_DEBUG
        ? (s: string) =>
            console.log(`[ssr] ${url.pathname} ${s} ${Math.round(performance.now() - t0)} ms`)
        : () => {};
      const t0 = performance.now();
      let pass = await renderOnce(routed, handler, client, t);
      debug('render 1');
      for (let n = 1; n < MAX_RENDERS; n++) {
        const fetched = await wanted.fetchNew();
        debug(`fetched ${fetched}`);
        const outcome = wanted.outcome();
        if (outcome === 503) {
          pass.stream.abort();
          return outage(options.lang);
        }
        if (outcome === 404 && status === 200) break;
        if (!fetched && !wanted.hasFailed()) break;
        wanted.dropFailed();
        pass.stream.abort();
        pass = await renderOnce(routed, handler, client, t);
        debug(`render ${n + 1}`);
      }
      if (wanted.outcome() === 404 && status === 200) {
        pass.stream.abort();
        status = 404;
        address = new URL('/404', url);
        continue;
      }
      const state: ServerState = {
        router: { loaderData: routed.loaderData, actionData: routed.actionData, errors: null },
        queries: dehydrate(client),
      };
      const head: PageHeadInput = {
        url,
        origin: options.origin,
        lang: options.lang,
        t,
        matches: routed.matches,
        client,
        notFound: status === 404,
      };
      return {
        status,
        lang: options.lang,
        head: pageHead(head) + pass.styles(),
        // A 404 page shown at another address (an unknown office) is rendered fresh by the
        // browser: its router would match the address, not the 404 page.
        state: address === url ? JSON.stringify(state).replace(/</g, '\\u003c') : null,
        pipe: (to) => pass.stream.pipe(to),
      };
    }
  });
}

function outage(lang: Language): PageRender {
  return { status: 503, lang, head: '', state: null, pipe: (to) => to.end() };
}
