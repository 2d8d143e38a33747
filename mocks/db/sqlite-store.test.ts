// @vitest-environment node
// The SQLite image of the store: row-level commits, load back in order, undo of a failed
// write, and a file that is corrupt or from another seed version is re-seeded, not fatal.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeededStore } from './build';
import { SqliteStore } from './sqlite-store';
import { Store } from './store';

let dir = '';
let seeded: Store;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mock-sqlite-'));
  seeded = (await buildSeededStore()).store;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function copyOf(store: Store): Promise<Store> {
  const next = new Store();
  await next.restore(store.snapshot());
  return next;
}

describe('SqliteStore', () => {
  it('writes the seed, then only the rows a write changed, and loads them back', async () => {
    const file = path.join(dir, 'a.sqlite');
    const lines: string[] = [];
    const sqlite = new SqliteStore(file, 'v1', (l) => lines.push(l));
    expect(sqlite.load()).toBeNull();
    expect(lines[0]).toMatch(/is new/);
    const store = await copyOf(seeded);
    expect(sqlite.replaceAll(store).changed).toBeGreaterThan(1000);
    expect(sqlite.commit(store).changed).toBe(0);

    const user = store.db.users.findFirst((q) => q.where({ id: 1 }))!;
    await store.db.users.update((q) => q.where({ id: 1 }), {
      data(u) {
        u.first_name = 'اسم جديد';
      },
    });
    await store.db.favorites.create({
      ...store.db.favorites.all()[0]!,
      id: store.nextId('favorites'),
      office_id: 999,
    });
    const gone = store.db.notifications.all()[0]!.id;
    await store.db.notifications.delete((q) => q.where({ id: gone }));
    expect(store.db.notifications.findFirst((q) => q.where({ id: gone }))).toBeUndefined();
    expect(sqlite.commit(store, ['users', 'favorites', 'notifications']).changed).toBe(3);
    sqlite.close();

    const again = new SqliteStore(file, 'v1', (l) => lines.push(l));
    const snapshot = again.load()!;
    const restored = new Store();
    await restored.restore(snapshot);
    expect(restored.db.users.findFirst((q) => q.where({ id: 1 }))!.first_name).toBe('اسم جديد');
    expect(restored.db.users.findFirst((q) => q.where({ id: 1 }))!.phone).toBe(user.phone);
    expect(restored.counts()).toEqual(store.counts());
    // Same order as in memory (rowid order).
    expect(restored.db.units.all().map((u) => u.id)).toEqual(store.db.units.all().map((u) => u.id));
    again.close();
  });

  it('undoes the rows of a failed write in memory', async () => {
    const sqlite = new SqliteStore(path.join(dir, 'b.sqlite'), 'v1', () => {});
    const store = await copyOf(seeded);
    sqlite.replaceAll(store);
    const before = store.db.reservations.count();
    await store.db.reservations.delete((q) => q.where({ id: 1 }));
    expect(store.db.reservations.count()).toBe(before - 1);
    await sqlite.rollback(store);
    expect(store.db.reservations.count()).toBe(before);
    expect(store.db.reservations.findFirst((q) => q.where({ id: 1 }))).toBeTruthy();
    sqlite.close();
  });

  it('re-seeds a file of another version, and moves a corrupt file aside', () => {
    const file = path.join(dir, 'c.sqlite');
    const first = new SqliteStore(file, 'v1', () => {});
    first.replaceAll(seeded);
    first.close();
    const lines: string[] = [];
    const other = new SqliteStore(file, 'v2', (l) => lines.push(l));
    expect(other.load()).toBeNull();
    expect(lines.join('\n')).toMatch(/version v1, this build has v2: re-seeding/);
    other.close();

    const bad = path.join(dir, 'd.sqlite');
    writeFileSync(bad, 'this is not a database, only text '.repeat(200));
    const log: string[] = [];
    const fresh = new SqliteStore(bad, 'v1', (l) => log.push(l));
    expect(log.join('\n')).toMatch(/not a readable SQLite file.*moved to/);
    expect(fresh.load()).toBeNull();
    fresh.close();
  });
});
