// Translation resources: one JSON file per language and namespace under ./locales.
// The namespaces the first paint of `/` needs (common, errors, home) are bundled into
// the entry for both languages, so the hero renders without waiting for any request
// (no entry -> JSON -> render waterfall). Every other namespace is its own chunk
// (import.meta.glob), loaded when a screen asks for it.
import type { BackendModule, ReadCallback, Resource } from 'i18next';
import arCommon from './locales/ar/common.json';
import arErrors from './locales/ar/errors.json';
import arHome from './locales/ar/home.json';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enHome from './locales/en/home.json';

type Loader = () => Promise<{ default: Record<string, unknown> }>;

/** Namespaces shipped inside the entry chunk (both languages). */
export const BUNDLED_NAMESPACES = ['common', 'errors', 'home'];

export const bundledResources: Resource = {
  ar: { common: arCommon, errors: arErrors, home: arHome },
  en: { common: enCommon, errors: enErrors, home: enHome },
};

const files = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/*/common.json',
  '!./locales/*/errors.json',
  '!./locales/*/home.json',
]);

function key(lng: string, ns: string) {
  return `./locales/${lng}/${ns}.json`;
}

/** Every namespace that has a file in at least one language. */
export const NAMESPACES: string[] = [
  ...new Set([
    ...BUNDLED_NAMESPACES,
    ...Object.keys(files).map((p) => p.replace(/^.*\/([^/]+)\.json$/, '$1')),
  ]),
].sort();

export const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const bundled = bundledResources[lng]?.[ns];
    if (bundled) {
      callback(null, bundled);
      return;
    }
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
