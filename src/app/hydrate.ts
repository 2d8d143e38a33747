// The browser's side of the build-time render (src/entry-server.tsx, scripts/prerender.ts).
// A prerendered page is hydrated only when the visitor would get exactly that markup: the
// page's own path, Arabic and no stored session (the boot script in <head> decides before
// the first paint and hides the markup otherwise: PRERENDER_HEAD below). Anything else is
// today's client render into an emptied root.
import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** createBrowserRouter's hydrationData, as the static handler produced it. */
export interface HydrationState {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: null;
}

export const PRERENDER_DATA_ID = 'prerender-data';

/** What a rendered page carries: the router's state, and the page server's data answers. */
export interface RenderedState {
  router: HydrationState;
  /** react-query's dehydrated cache (server-rendered pages only). */
  queries?: DehydratedState;
}

/**
 * Inline <head> snippet of a prerendered page, run before the body is parsed: when this
 * visitor is not the prerender's (another path served the same file, English, a session),
 * `html[data-csr]` hides the markup until the client render replaces it. Kept tiny and ES5.
 */
export function prerenderHead(path?: string): string {
  // A page rendered per request (path undefined) is in its visitor's language and address
  // already: only a session (the personal header) makes it a client render.
  const other =
    path === undefined
      ? ''
      : `h.lang!=='ar'||location.pathname.replace(/\\/+$/,'')!==${JSON.stringify(path.replace(/\/+$/, ''))}||`;
  const check =
    `(function(){var h=document.documentElement,t;try{t=localStorage.getItem('user_token')}catch(e){}` +
    `if(${other}t)h.setAttribute('data-csr','')})();`;
  // A tap on a prerendered button before hydration has no handler to run yet: keep the
  // last one (the same DOM node survives hydration) and replay it once React owns the page.
  const early =
    `window.__earlyClick=null;document.addEventListener('click',function(e){` +
    `if(window.__hydrated||!e.target.closest)return;var b=e.target.closest('button,[role=button]'),` +
    `r=document.getElementById('root');if(!b||!r||!r.hasAttribute('data-prerendered')||!r.contains(b))return;` +
    `e.preventDefault();window.__earlyClick=b},true);`;
  return `<style>html[data-csr] #root[data-prerendered]{display:none}</style><script>${check}${early}</script>`;
}

/**
 * Resolves once the document is parsed. A rendered page's scripts are added by an inline
 * loader (src/app/scripts-after-paint.ts), so they may run while the page server is still
 * streaming: the rest of the markup, and the hydration data after it, are yet to come. A
 * root emptied then would take the parser's later chunks again, beside the client render
 * (two copies of the page), and missing data would turn a hydration into a client render.
 */
export function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

/**
 * The prerendered state when this page load hydrates, or undefined (the root is then
 * emptied for a client render). Lazy route modules of the current match are loaded first:
 * the first client render must be the server's tree, not the router's loading fallback.
 */
export async function prerenderedState(
  root: HTMLElement,
  routes: RouteObject[],
): Promise<RenderedState | undefined> {
  if (!root.hasAttribute('data-prerendered')) return undefined;
  const data = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (document.documentElement.hasAttribute('data-csr') || !data) {
    root.replaceChildren();
    root.removeAttribute('data-prerendered');
    document.documentElement.removeAttribute('data-csr');
    return undefined;
  }
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const parsed = JSON.parse(data) as HydrationState | RenderedState;
  return 'router' in parsed ? parsed : { router: parsed };
}

/**
 * Just before hydrateRoot: clicks from now on are React's (it replays a click that lands
 * while it hydrates); the one kept from before is pressed again by `replayEarlyClick`.
 */
export function stopKeepingClicks(): void {
  (window as { __hydrated?: boolean }).__hydrated = true;
}

/**
 * After hydration's commit: press again the last button tapped while the page was HTML
 * only, once React has attached its handlers to that button (a part inside a Suspense
 * boundary hydrates after the root's commit, and on a slow phone its chunk may take many
 * seconds). Checks once a frame until the button is React's; stops after a minute, a guard
 * against a part that never hydrates, not a wait on time.
 */
export function replayEarlyClick(): void {
  const w = window as { __earlyClick?: HTMLElement | null };
  const kept = w.__earlyClick;
  w.__earlyClick = null;
  if (!kept) return;
  // If React rendered the part again instead of hydrating it, the tapped node is gone: the
  // same button is the one with its test id (every header and menu button has one).
  const testId = kept.getAttribute('data-testid');
  const current = () =>
    kept.isConnected || !testId
      ? kept
      : document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testId)}"]`);
  const owned = (el: HTMLElement) => Object.keys(el).some((k) => k.startsWith('__reactProps'));
  const giveUpAt = performance.now() + 60_000;
  const attempt = () => {
    const target = current();
    if (target?.isConnected && owned(target)) target.click();
    else if (performance.now() < giveUpAt) requestAnimationFrame(attempt);
  };
  attempt();
}
