// A dashboard URL on the page server: the page is private (the session is in the browser's
// storage, the server cannot know it), so nothing is rendered. The shell goes out at once,
// 200 and noindex, in the request's language, and its <head> asks for what the browser
// would otherwise discover one chunk after another (entry → dashboard table → translations
// → the page's chunks and namespaces): the dashboard's route table, the language's core
// translations, the dashboard's namespace, and the requested page's modules and namespaces,
// as the build listed them (scripts/route-modules.ts, .vite/dashboard-preloads.json).
// Public pages are untouched.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../src/i18n/languages';
import {
  DASHBOARD_TABLE,
  PRELOADS_FILE,
  type DashboardPreloads,
  type RouteModules,
} from '../route-modules';

/** The namespace of the dashboard layout's menus (src/app/route-discovery.ts loads it). */
export const DASHBOARD_NAMESPACES = ['dashboard'];

export function isDashboardPath(pathname: string): boolean {
  return /^\/dashboard(\/|$)/.test(pathname);
}

/** The build's list; undefined for a build without it (then nothing is preloaded). */
export function readDashboardPreloads(dist: string): DashboardPreloads | undefined {
  const file = path.join(dist, PRELOADS_FILE);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as DashboardPreloads;
}

/** The route of a dashboard path: an exact path first, else one through `:params`. */
export function dashboardRoute(routes: RouteModules[], pathname: string): RouteModules | undefined {
  const parts = pathname
    .replace(/^\/dashboard\/?/, '')
    .replace(/\/+$/, '')
    .split('/');
  const fits = (r: RouteModules, params: boolean) => {
    const segs = r.path.split('/');
    return (
      segs.length === parts.length &&
      segs.every((s, i) => s === parts[i] || (params && s.startsWith(':') && parts[i] !== ''))
    );
  };
  return routes.find((r) => fits(r, false)) ?? routes.find((r) => fits(r, true));
}

/**
 * The `<link>`s of a dashboard URL in a language: modulepreloads of the route table, the core
 * translations, the dashboard's and the page's namespaces and the page's modules, and style
 * preloads of their CSS (crossorigin, as Vite's own loader asks for them, so each file is
 * fetched once), each module's own chunk before the chunks it imports. Worked out once per
 * language and route.
 */
export function dashboardPreloader({ routes, files }: DashboardPreloads) {
  const known = new Map<string, string>();
  return (lang: Language, pathname: string): string => {
    const route = dashboardRoute(routes, pathname);
    const id = `${lang} ${route?.path ?? ''}`;
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const namespaces = new Set([...DASHBOARD_NAMESPACES, ...(route?.ns ?? [])]);
    const modules = [
      DASHBOARD_TABLE,
      `src/i18n/core/${lang}.ts`,
      ...[...namespaces].map((ns) => `src/i18n/locales/${lang}/${ns}.json`),
      ...(route?.modules ?? []),
    ];
    // Each module's own chunk first, then what they import: the browser fetches in this
    // order over its 6 connections, and the page's table config (which its loader needs to
    // ask for the data) would otherwise wait behind the whole list page's imports.
    const heads = modules.flatMap((m) => files[m]?.slice(0, 1) ?? []);
    const all = new Set([...heads, ...modules.flatMap((m) => files[m] ?? [])]);
    const links = [...all]
      .map((f) =>
        f.endsWith('.css')
          ? `<link rel="preload" as="style" crossorigin href="/${f}">`
          : `<link rel="modulepreload" crossorigin href="/${f}">`,
      )
      .join('');
    known.set(id, links);
    return links;
  };
}
