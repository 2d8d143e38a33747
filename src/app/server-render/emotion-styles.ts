import type { EmotionCache } from '@emotion/cache';
import createCache from '@emotion/cache';

/** A cache that keeps every rule in `inserted` instead of writing <style> into the markup. */
export function serverEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/**
 * Emotion's own server extraction (@emotion/server's extractCritical) is these few lines: in
 * compat mode the cache keeps every rule in `inserted` instead of writing <style> tags into
 * the markup (which would sit inside #root and break hydration). A rule whose class is in
 * `registered` is a component's; the rest are <Global> blocks. The browser's emotion cache
 * adopts `<style data-emotion="css id id…">` at start and never inserts those ids again.
 */
export function emotionStyles(cache: EmotionCache): string {
  const ids: string[] = [];
  let rules = '';
  const globals: string[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${css}</style>`);
    } else {
      ids.push(id);
      rules += css;
    }
  }
  return `${globals.join('')}<style data-emotion="${cache.key} ${ids.join(' ')}">${rules}</style>`;
}
