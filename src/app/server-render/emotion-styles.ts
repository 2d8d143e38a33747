import type { EmotionCache } from '@emotion/cache';
import createCache from '@emotion/cache';
import { SERVER_STYLE_ATTR } from '@/theme/server-styles';

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
 * `registered` is a component's; the rest are <Global> blocks (and keyframes). The tags carry
 * their ids under their own attribute, not emotion's `data-emotion`: the browser's cache
 * learns the ids without moving the tags (src/theme/server-styles.ts says why).
 */
export function emotionStyles(cache: EmotionCache): string {
  const ids: string[] = [];
  let rules = '';
  const globals: string[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push(`<style ${SERVER_STYLE_ATTR}="${cache.key}-global ${id}">${css}</style>`);
    } else {
      ids.push(id);
      rules += css;
    }
  }
  return `${globals.join('')}<style ${SERVER_STYLE_ATTR}="${cache.key} ${ids.join(' ')}">${rules}</style>`;
}
