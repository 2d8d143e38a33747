// Config mistakes the types cannot see, found by running the config's own query builder
// (no request is sent). Each feature's table configs are checked by a test
// (tests/integration/table-configs.test.ts), and <DataTable> logs them in development.
import type { TableDef } from './define-table';

export function tableProblems<Row, P, F extends string>(def: TableDef<Row, P, F>): string[] {
  const problems: string[] = [];
  const ids = def.columns.map((c) => c.id);
  for (const id of new Set(ids.filter((id, i) => ids.indexOf(id) !== i)))
    problems.push(`${def.ns}: two columns are called "${id}"`);

  const serverSorted = def.query && def.sort?.mode !== 'client';
  const sortKeys = [
    ...(def.sort ? [def.sort.key] : []),
    ...def.columns.filter((c) => c.sortable).map((c) => c.id),
  ];
  if (def.query && serverSorted)
    for (const key of new Set(sortKeys)) {
      const sent = (dir: 'asc' | 'desc') =>
        JSON.stringify(
          def.query?.({ page: 1, filters: {}, tab: def.tabs?.[0], sort: { key, dir } }).queryKey,
        );
      if (sent('asc') === sent('desc'))
        problems.push(
          `${def.ns}: sorts by "${key}" on the server, but its query never sends the sort`,
        );
    }
  if (!def.query && def.sort && !ids.includes(def.sort.key))
    problems.push(`${def.ns}: sorts client rows by "${def.sort.key}", which is not a column`);
  return problems;
}
