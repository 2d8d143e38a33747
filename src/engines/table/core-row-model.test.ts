import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { createFlatCoreRowModel } from './core-row-model';

interface R {
  id: number;
  name: string;
}
const features = tableFeatures({ coreRowModel: createFlatCoreRowModel() });
const helper = createColumnHelper<typeof features, R>();
const columns = helper.columns([helper.accessor('name', { id: 'name' })]);

describe('createFlatCoreRowModel', () => {
  it("gives TanStack's rows in list order, looked up by id on demand, memoised on the data", () => {
    const data: R[] = [
      { id: 7, name: 'b' },
      { id: 3, name: 'a' },
    ];
    const { result, rerender } = renderHook(
      ({ rows }) => useTable({ features, columns, data: rows, getRowId: (r) => `r${r.id}` }),
      { initialProps: { rows: data } },
    );
    const model = result.current.getCoreRowModel();
    expect(model.rows.map((r) => [r.id, r.index, r.original])).toEqual([
      ['r7', 0, data[0]],
      ['r3', 1, data[1]],
    ]);
    expect(model.rows[1].getValue('name')).toBe('a');
    expect(model.flatRows).toEqual(model.rows);
    expect(model.rowsById.r3).toBe(model.rows[1]);
    expect(result.current.getRow('r7')).toBe(model.rows[0]);
    rerender({ rows: data });
    expect(result.current.getCoreRowModel()).toBe(model);
    rerender({ rows: [data[1]] });
    expect(result.current.getCoreRowModel().rows.map((r) => r.id)).toEqual(['r3']);
  });
});
