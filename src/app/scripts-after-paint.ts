// A rendered page (the page server's, or a prerendered file) paints from its HTML and CSS;
// its scripts only hydrate it. So they are not in its HTML as tags the browser fetches at
// once: an inline loader adds them when the first contentful paint has been shown (issue 28).
//
// Why after the paint and not merely at low priority: on a phone the ~260 kB of modules
// shared the connection and the main thread with the first paint. In Chromium the first
// frame waited behind the modules' evaluation and hydration's first tasks, and Lighthouse's
// simulation counts every script requested or run before the largest paint as blocking it
// (mobile `/details/1`: LCP 5.5 s with the scripts in <head>, 1.4 s with them after the
// paint). The cost: hydration starts one paint later; a tap before it is kept and replayed
// (src/app/hydrate.ts).
//
// The loader goes at once, without waiting, when there will be no paint to wait for: the
// markup is hidden for a client render (`html[data-csr]`: a session, another language), the
// tab is hidden (a background tab does not paint), or the browser reports no paint timing.
// A last guard loads the scripts after PAINT_WAIT_LIMIT_MS if no paint was reported, so a
// browser that never reports one still gets a working page.

/** The longest the loader waits for a paint report before loading the scripts anyway. */
export const PAINT_WAIT_LIMIT_MS = 3000;

const ENTRY = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/**
 * Preload links added per task. Each new link starts a fetch on the main thread (~0.5 ms
 * on a desktop, ~2.5 ms at a phone's 4x slowdown): the shell's 37 at once were one task of
 * 80-110 ms at 4x, all of it blocking time; eight per task stay under 25 ms.
 */
export const PRELOADS_PER_TASK = 8;

/** The inline loader (ES5: it runs before any module) for these preloads and entry. */
export function afterPaintLoader(entries: string[], preloads: string[]): string {
  const add =
    `function a(t,u){var e=d.createElement(t);e.crossOrigin='';` +
    `if(t==='link'){e.rel='modulepreload';e.href=u}else{e.type='module';e.src=u}d.head.appendChild(e)}`;
  // The preloads a batch per task, then the entry (its imports are on their way by then).
  const go =
    `function g(){if(n)return;n=1;var L=${JSON.stringify(preloads)},i=0;(function b(){` +
    `for(var k=0;k<${PRELOADS_PER_TASK}&&i<L.length;k++)a('link',L[i++]);` +
    `if(i<L.length)return setTimeout(b,0);` +
    `${JSON.stringify(entries)}.forEach(function(u){a('script',u)})})()}`;
  const wait =
    `var P=w.PerformanceObserver,s=P&&P.supportedEntryTypes;` +
    `if(d.documentElement.hasAttribute('data-csr')||d.visibilityState!=='visible'||!s||s.indexOf('paint')<0)return g();` +
    `try{new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)g()}).observe({type:'paint',buffered:true})}catch(x){return g()}` +
    `setTimeout(g,${PAINT_WAIT_LIMIT_MS})`;
  return `<script>(function(){var d=document,w=window,n=0;${add}${go}${wait}})()</script>`;
}

/**
 * A rendered page's <head> without its module entry and preloads, and the after-paint
 * loader that adds them (in their order). Everything else (the stylesheet, the fonts'
 * preloads) stays. The caller puts the loader after the session check of
 * `prerenderHead` (src/app/hydrate.ts), which it reads.
 */
export function scriptsAfterPaint(head: string): { head: string; loader: string } {
  const entries = [...head.matchAll(ENTRY)].map((m) => m[1]!);
  const preloads = [...head.matchAll(PRELOAD)].map((m) => m[1]!);
  if (entries.length === 0) return { head, loader: '' };
  return {
    head: head.replace(ENTRY, '').replace(PRELOAD, ''),
    loader: afterPaintLoader(entries, preloads),
  };
}
