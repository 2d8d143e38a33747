// What a list page is given as its table: the config itself, a factory of it for the user's
// language (cells that format by it), or a hook that builds it from what only hooks know
// (the session's account type, the signed-in user, the route's params).
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableDef } from './define-table';

/**
 * A config built by a hook: `{ useTable: () => useMemo(() => makeXTable(side), [side]) }`.
 * Return the same config while its inputs stay (useMemo): a new one is a new table.
 */
export interface TableHook<Row, P, F extends string> {
  useTable: () => TableDef<Row, P, F>;
  /**
   * The config as the route's loader can build it before any hook runs (from the route's
   * params or the stored account type), so the first page is asked with the page's chunk
   * (./first-page.ts). Its query must be the one `useTable`'s config asks first; without it
   * the page asks once it renders.
   */
  forLoader?: (params: Record<string, string | undefined>) => TableDef<Row, P, F>;
}

export type TableSource<Row, P, F extends string> =
  | TableDef<Row, P, F>
  | ((t: TFunction, lang: string) => TableDef<Row, P, F>)
  | TableHook<Row, P, F>;

export const isHook = <Row, P, F extends string>(
  source: TableSource<Row, P, F>,
): source is TableHook<Row, P, F> => 'useTable' in source;

const useNoTable = (): undefined => undefined;

/** The config of a source, the same object while the language and the hook's inputs stay. */
export function useTableSource<Row, P, F extends string>(
  source: TableSource<Row, P, F>,
): TableDef<Row, P, F> {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // A page keeps its source for its life, so this is always the same hook.
  const useHooked = isHook(source) ? source.useTable : useNoTable;
  const hooked = useHooked();
  const made = useMemo(
    () => (isHook(source) ? undefined : typeof source === 'function' ? source(t, lang) : source),
    [source, t, lang],
  );
  return (hooked ?? made)!;
}
