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
  /** derivedBy's values, by name, then by field value. */
  derived: Map<string, Map<unknown, unknown>>;
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

function groupsOf(col: AnyCollection, field: string): Groups {
  const version = versionOf(col).n;
  const rows = col.all() as Array<Record<string, unknown>>;
  let fields = cache.get(col);
  if (!fields) cache.set(col, (fields = new Map()));
  let groups = fields.get(field);
  if (!groups || groups.version !== version || groups.size !== rows.length) {
    const byValue = new Map<unknown, unknown[]>();
    for (const row of rows) {
      const key = row[field];
      const list = byValue.get(key);
      if (list) list.push(row);
      else byValue.set(key, [row]);
    }
    groups = { version, size: rows.length, byValue, derived: new Map() };
    fields.set(field, groups);
  }
  return groups;
}

/** The rows whose `field` equals `value`, in the collection's order (a new array each call). */
export function rowsBy<Row, K extends keyof Row>(
  collection: { all(): Row[] },
  field: K,
  value: Row[K],
): Row[] {
  const groups = groupsOf(collection as unknown as AnyCollection, field as string);
  return [...((groups.byValue.get(value) as Row[] | undefined) ?? [])];
}

/**
 * `derive(rowsBy(collection, field, value))`, computed once and kept as long as those groups
 * are (until the collection changes): for a value several checks of one request read, such
 * as a unit's booked slots. `name` tells two derivations of the same groups apart. What it
 * returns is shared by every caller: freeze it.
 */
export function derivedBy<Row, K extends keyof Row, T>(
  collection: { all(): Row[] },
  field: K,
  value: Row[K],
  name: string,
  derive: (rows: readonly Row[]) => T,
): T {
  const groups = groupsOf(collection as unknown as AnyCollection, field as string);
  let byValue = groups.derived.get(name);
  if (!byValue) groups.derived.set(name, (byValue = new Map()));
  if (byValue.has(value)) return byValue.get(value) as T;
  // Values asked for that no row has (any id a request names) are not kept.
  const rows = (groups.byValue.get(value) as Row[] | undefined) ?? [];
  const out = derive(rows);
  if (rows.length) byValue.set(value, out);
  return out;
}
