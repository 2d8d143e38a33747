// A collection's rows grouped by one field, kept until the collection changes. @msw/data has
// no indexes: each `findMany` walks every row, and the search answer asks, for each office, its
// photos, units and reviews, and every booking check asks its unit's reservations (together a
// tenth of the mock server's CPU under the backend bench, 2026-11-28). The groups are rebuilt on
// the first read after a create, update or delete (the collection's hooks; the same hooks the
// durable store's commits trust), or when the row count moved without one.
import type { Collection } from '@msw/data';
import type { z } from 'zod';

type AnyCollection = Collection<z.ZodType>;
interface Groups {
  version: number;
  size: number;
  byValue: Map<unknown, unknown[]>;
}

const versions = new WeakMap<AnyCollection, { n: number }>();
const cache = new WeakMap<AnyCollection, Map<string, Groups>>();

function versionOf(collection: AnyCollection): { n: number } {
  let v = versions.get(collection);
  if (!v) {
    const counter = { n: 0 };
    const hooks = collection.hooks as unknown as {
      on(type: 'create' | 'update' | 'delete', listener: () => void): void;
    };
    for (const type of ['create', 'update', 'delete'] as const)
      hooks.on(type, () => void counter.n++);
    versions.set(collection, (v = counter));
  }
  return v;
}

/** The rows whose `field` equals `value`, in the collection's order (a new array each call). */
export function rowsBy<Row, K extends keyof Row>(
  collection: { all(): Row[] },
  field: K,
  value: Row[K],
): Row[] {
  const col = collection as unknown as AnyCollection;
  const version = versionOf(col).n;
  const rows = collection.all();
  let fields = cache.get(col);
  if (!fields) cache.set(col, (fields = new Map()));
  let groups = fields.get(field as string);
  if (!groups || groups.version !== version || groups.size !== rows.length) {
    const byValue = new Map<unknown, unknown[]>();
    for (const row of rows) {
      const key = row[field];
      const list = byValue.get(key);
      if (list) list.push(row);
      else byValue.set(key, [row]);
    }
    groups = { version, size: rows.length, byValue };
    fields.set(field as string, groups);
  }
  return [...((groups.byValue.get(value) as Row[] | undefined) ?? [])];
}
