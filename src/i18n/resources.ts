// Translation resources: one JSON file per language and namespace under ./locales, none of
// them in the entry chunk. The namespaces every first paint needs (common, errors, and home:
// `/` is the landing page and ships in the entry) come as one small chunk per language
// (./core/<lng>.ts), so a first visit downloads its own language only, in one request that
// starts as the entry runs (in parallel with the route's chunk). Every other namespace is its
// own chunk (import.meta.glob), loaded when a screen asks for it; the other language's files
// load when the user switches (i18next waits for them before it changes language, so no
// untranslated key flashes).
import type { BackendModule, ReadCallback } from 'i18next';

type Json = Record<string, unknown>;
type Loader = () => Promise<{ default: Json }>;

/** Namespaces of the per-language core chunk (./core/ar.ts, ./core/en.ts). */
export const CORE_CHUNK_NAMESPACES = ['common', 'errors', 'home'];

const cores = import.meta.glob<{ core: Record<string, Json> }>('./core/*.ts');

const files = import.meta.glob<{ default: Json }>([
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
    ...CORE_CHUNK_NAMESPACES,
    ...Object.keys(files).map((p) => p.replace(/^.*\/([^/]+)\.json$/, '$1')),
  ]),
].sort();

/** One import per language however many core namespaces i18next asks for. */
const coreLoads = new Map<string, Promise<Record<string, Json>>>();
function loadCore(lng: string): Promise<Record<string, Json>> | undefined {
  const load = cores[`./core/${lng}.ts`];
  if (!load) return undefined;
  let pending = coreLoads.get(lng);
  if (!pending) {
    pending = load().then((m) => m.core);
    // A failed load (offline) is retried on the next ask rather than cached.
    pending.catch(() => coreLoads.delete(lng));
    coreLoads.set(lng, pending);
  }
  return pending;
}

export const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load: Promise<Json | undefined> | undefined = CORE_CHUNK_NAMESPACES.includes(ns)
      ? loadCore(lng)?.then((core) => core[ns])
      : (files[key(lng, ns)] as Loader | undefined)?.().then((m) => m.default);
    if (!load) {
      callback(null, {});
      return;
    }
    load.then(
      (data) => callback(null, data ?? {}),
      (err: unknown) => callback(err as Error, false),
    );
  },
};
