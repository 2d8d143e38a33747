import { describe, expect, it } from 'vitest';
import { defineTable, type QueryParams } from './define-table';
import { tableProblems } from './table-problems';

interface Row {
  id: number;
  name: string;
}
const rows: Row[] = [];
const page = { data: { data: rows, total: 0 } };
const ignoresSort = ({ page: p }: QueryParams) => ({
  queryKey: ['rows', { page: p }],
  queryFn: async () => page,
});
const sendsSort = ({ page: p, sort }: QueryParams) => ({
  queryKey: ['rows', { page: p, sort: sort?.key, dir: sort?.dir }],
  queryFn: async () => page,
});

describe('tableProblems', () => {
  it('finds a server sort the query never sends (declared or from a sortable header)', () => {
    const columns = [{ key: 'name' as const, cell: 'text' as const, sortable: true }];
    expect(
      tableProblems(
        defineTable({ ns: 't', query: ignoresSort, columns, sort: { key: 'id', dir: 'desc' } }),
      ),
    ).toEqual([
      't: sorts by "id" on the server, but its query never sends the sort',
      't: sorts by "name" on the server, but its query never sends the sort',
    ]);
    expect(
      tableProblems(
        defineTable({ ns: 't', query: sendsSort, columns, sort: { key: 'id', dir: 'desc' } }),
      ),
    ).toEqual([]);
    // Client-ordered server rows and plain server lists send nothing and need nothing.
    expect(
      tableProblems(
        defineTable({
          ns: 't',
          query: ignoresSort,
          columns,
          sort: { key: 'name', dir: 'asc', mode: 'client' },
        }),
      ),
    ).toEqual([]);
    expect(
      tableProblems(
        defineTable({ ns: 't', query: ignoresSort, columns: [{ key: 'name', cell: 'text' }] }),
      ),
    ).toEqual([]);
  });

  it('finds duplicate columns and a client sort on no column', () => {
    const def = defineTable<Row>({
      ns: 't',
      columns: [
        { key: 'name', cell: 'text' },
        { id: 'name', cell: 'text', value: (r) => r.id },
      ],
      sort: { key: 'created_at', dir: 'desc' },
    });
    expect(tableProblems(def)).toEqual([
      't: two columns are called "name"',
      't: sorts client rows by "created_at", which is not a column',
    ]);
  });
});
