import { describe, expect, it } from 'vitest';
import { Store } from './store';
import { derivedBy, rowsBy } from './rows-by';

const view = (id: number, office_id: number) => ({ id, office_id, month: '2026-11', count: 1 });

describe('rowsBy and derivedBy', () => {
  it('keep a derived value until the collection changes, and none for a value no row has', async () => {
    const { db } = new Store();
    await db.officeViews.create(view(1, 5));
    let runs = 0;
    const ids = (unit: number) =>
      derivedBy(db.officeViews, 'office_id', unit, 'ids', (rows) => {
        runs++;
        return rows.map((r) => r.id);
      });
    expect(ids(5)).toEqual([1]);
    expect(ids(5)).toEqual([1]);
    expect(runs).toBe(1);
    await db.officeViews.create(view(2, 5));
    expect(ids(5)).toEqual([1, 2]);
    expect(runs).toBe(2);
    expect(ids(6)).toEqual([]);
    expect(ids(6)).toEqual([]);
    expect(runs).toBe(4);
    expect(rowsBy(db.officeViews, 'office_id', 5).map((r) => r.id)).toEqual([1, 2]);
  });
});
