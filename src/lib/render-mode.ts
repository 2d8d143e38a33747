// Whether this render is (or hydrates) a page the page server rendered per request with its
// data (scripts/page-server/): such a page has its below-the-fold parts in the HTML, so the
// browser's first render must have them too (src/components/deferred.tsx).
let perRequest = false;

/** Called once by the server render (src/app/server-render/render-page.tsx). */
export function markPerRequestRender(): void {
  perRequest = true;
}

export function isPerRequestRender(): boolean {
  if (typeof document === 'undefined') return perRequest;
  return document.documentElement.hasAttribute('data-ssr');
}
