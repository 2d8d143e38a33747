// The order of a client-side list: each row's sort key is computed once per list and column
// (a date parsed once per row, not at every comparison), then an index sort on those keys.
// Same order as TanStack Table's basic sort, which this replaces: ascending by `<`/`>`,
// descending reverses the comparison, equal keys keep the list's order.
import type { Column } from './columns';
import type { SortDir } from './define-table';

/** Numbers and ISO dates order by value; everything else by text. */
export function sortValue<Row>(column: Column<Row>, row: Row): string | number {
  const v = column.get(row);
  if (column.cell === 'money') return Number(v) || 0;
  if (column.cell === 'date') return new Date(String(v)).getTime() || 0;
  return typeof v === 'number' ? v : String(v ?? '');
}

const compare = (a: string | number, b: string | number) => (a === b ? 0 : a > b ? 1 : -1);

/** Indexes into the list, in the order of `keys` (one key per row). */
export function sortedIndexes(keys: readonly (string | number)[], dir: SortDir): number[] {
  const sign = dir === 'desc' ? -1 : 1;
  const order = Array.from({ length: keys.length }, (_, i) => i);
  return order.sort((a, b) => sign * compare(keys[a], keys[b]) || a - b);
}
