// A route's screen and its translation namespaces load together, in parallel, when the
// route is first visited: the screen never flashes untranslated keys or a suspense fallback.
import type { ComponentType } from 'react';
import { i18n, whenI18nReady } from '@/i18n/i18n';

export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: string[] = [],
) {
  return async () => {
    const [module] = await Promise.all([
      load(),
      namespaces.length ? whenI18nReady().then(() => i18n.loadNamespaces(namespaces)) : undefined,
    ]);
    return { Component: pick(module) };
  };
}
