// A server-mode table's first request: what <DataTable> asks for on its first render (page 1,
// the config's sort, its first tab, no filter), and a route loader that asks for it when
// navigation starts, in parallel with the page's chunk. Under the same key, so the table finds
// the rows in flight or cached (src/lib/route-prefetch.ts) instead of asking only once its
// code has loaded and rendered. The loader returns at once: navigation never waits on data.
import { i18n, whenI18nReady } from '@/i18n/i18n';
import { prefetch, sessionLoader } from '@/lib/route-prefetch';
import type { QueryParams, TableDef } from './define-table';
import { isHook, type TableSource } from './table-source';

/** <DataTable>'s initial state. */
export function firstPageParams<P, F extends string>(
  def: Pick<TableDef<unknown, P, F>, 'sort' | 'tabs'>,
): QueryParams<P, F> {
  return {
    page: 1,
    sort: def.sort ? { key: def.sort.key, dir: def.sort.dir } : undefined,
    tab: def.tabs?.[0],
    filters: {},
  };
}

/**
 * `loader: firstPageLoader(() => import('./x-table').then((m) => m.xTable))`: asks for the
 * table's first page (with a stored session, in the browser: sessionLoader); a config
 * without `query` (client rows) asks for nothing.
 */
export function firstPageLoader<Row, P, F extends string>(
  table: () => Promise<TableSource<Row, P, F>>,
) {
  return sessionLoader(({ params }) => {
    void table()
      .then(async (source): Promise<TableDef<Row, P, F> | undefined> => {
        if (isHook(source)) return source.forLoader?.(params);
        if (typeof source !== 'function') return source;
        await whenI18nReady();
        return source(i18n.t, i18n.language);
      })
      .then((def) => {
        const options = def?.query?.(firstPageParams(def));
        if (options) prefetch(options);
      })
      // The page's own table asks again and shows the failure.
      .catch(() => undefined);
  });
}
