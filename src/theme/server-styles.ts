// The browser's side of the server's emotion styles (src/app/server-render/emotion-styles.ts).
//
// Why the server's <style> tags are not under emotion's own `data-emotion` attribute: the
// browser's emotion adopts such tags by moving them (createCache appends every one to
// <head>, its sheet appends the rules' tag again, and each <Global> moves its tag before the
// rules'). Chromium drops and rebuilds a moved <style>: each move restyles and lays out the
// whole page (~40 ms on a desktop for `/details/1`, ~150 ms at a phone's 4x slowdown), and a
// hydration moved them in two tasks (docs/first-load-js.md, "TBT on /details/1"). Under
// their own attribute the tags stay where the server put them: the cache here only learns
// their ids (so no rule is inserted twice) and the app's <Global> blocks are not rendered
// (their CSS is already in those tags).
import createCache, { type EmotionCache } from '@emotion/cache';
import type { SystemContext } from '@chakra-ui/react/styled-system';

/** The attribute of the server's style tags: `"css id id…"` or `"css-global id"`. */
export const SERVER_STYLE_ATTR = 'data-ssr-emotion';

/**
 * An emotion cache that knows every id of the server's style tags, or null when the page has
 * none (a page the browser renders from an empty shell, the dev server).
 */
export function serverStyleCache(doc: Document = document): EmotionCache | null {
  const tags = doc.querySelectorAll(`style[${SERVER_STYLE_ATTR}]`);
  if (tags.length === 0) return null;
  const cache = createCache({ key: 'css' });
  for (const tag of tags) {
    const [, ...ids] = (tag.getAttribute(SERVER_STYLE_ATTR) ?? '').split(' ');
    for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}

/**
 * The system for a page whose global CSS (reset, tokens, global styles, the layer order) came
 * in the server's tags: the same system without ChakraProvider's two <Global> blocks, which
 * would insert that CSS again as new tags. Recipes added later (../add-recipes.ts) reach it:
 * the theme object is shared.
 */
export function withoutGlobalStyles(system: SystemContext): SystemContext {
  // Copied by descriptors, not spread: a spread would read `_global`, which the build makes
  // a getter that computes the global CSS on first read (scripts/chakra-lazy-global.ts).
  const fields = Object.getOwnPropertyDescriptors(system);
  fields._global = { value: [], enumerable: true };
  fields._config = { value: { ...system._config, disableLayers: true }, enumerable: true };
  return Object.defineProperties({}, fields) as SystemContext;
}
