// "My rows" and "my row or 404": the two lookups nearly every account operation starts
// with. The owner is a partial row, e.g. `{ lessor_id: me.actingFor }` or
// `{ tenant_id: me.id }`: another account's row is simply not found (404), never 403.
import { getStore } from '../backend';
import type { Lessor } from './auth';
import type { CollectionName, RowOf } from '../db/store';
import { intParam, notFound } from './http';

/** The fields of a collection's rows that can name their owner (numeric ids). */
export type Owner<K extends CollectionName> = {
  [F in keyof RowOf<K>]?: RowOf<K>[F] extends number | null ? number : never;
};

/** The structural part of an @msw/data collection these lookups use. */
interface Rows<T> {
  findMany(predicate: (q: { where(match: (row: T) => boolean): unknown }) => unknown): T[];
  findFirst(
    predicate: (q: { where(match: (row: T) => boolean): unknown }) => unknown,
  ): T | undefined;
}

const rows = <K extends CollectionName>(name: K) =>
  getStore().db[name] as unknown as Rows<RowOf<K>>;

const matches =
  <T>(owner: object) =>
  (row: T) =>
    Object.entries(owner).every(([k, v]) => (row as Record<string, unknown>)[k] === v);

/** A lessor's rows: those of the account it acts for (its own, or its owner's as a member). */
export const ofAccount = (me: Lessor) => ({ owner_id: me.actingFor });

/** The caller's rows of a collection, in store order (wrap in `newestFirst` for lists). */
export function ownedList<K extends CollectionName>(name: K, owner: Owner<K>): RowOf<K>[] {
  return rows(name).findMany((q) => q.where(matches(owner)));
}

/** The caller's row with this id (a path parameter or a number), or 404. */
export function ownedItem<K extends CollectionName>(
  name: K,
  owner: Owner<K>,
  id: string | number,
): RowOf<K> {
  const want = typeof id === 'number' ? id : intParam(id);
  const row = rows(name).findFirst((q) =>
    q.where((r) => (r as { id?: number }).id === want && matches(owner)(r)),
  );
  if (!row) notFound();
  return row;
}
