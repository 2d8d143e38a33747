// Translation resources: one JSON file per language and namespace under ./locales.
// import.meta.glob makes each file its own chunk, so a namespace loads only when a
// screen asks for it (the namespaces every page needs are preloaded at start).
import type { BackendModule, ReadCallback } from 'i18next';

type Loader = () => Promise<{ default: Record<string, unknown> }>;

const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

function key(lng: string, ns: string) {
  return `./locales/${lng}/${ns}.json`;
}

/** Every namespace that has a file in at least one language. */
export const NAMESPACES: string[] = [
  ...new Set(Object.keys(files).map((p) => p.replace(/^.*\/([^/]+)\.json$/, '$1'))),
].sort();

export const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = files[key(lng, ns)] as Loader | undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (err: unknown) => callback(err as Error, false),
    );
  },
};
