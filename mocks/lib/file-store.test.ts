// @vitest-environment node
// The file store over its two backings: in memory a change is there at once; over the SQLite
// file it is staged until the commit that writes it with the request's rows (or dropped when
// that write is undone), and a reset's replaceAll empties the table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../db/sqlite-store';
import { Store } from '../db/store';
import { FileStore, type StoredFile } from './file-store';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mock-files-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (n: number, type = 'application/pdf'): StoredFile => ({
  bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, n, n + 1, n + 2]),
  type,
  name: `f${n}.pdf`,
});

describe('FileStore', () => {
  it('in memory: keeps, replaces, deletes and clears at once', () => {
    const files = new FileStore();
    files.put('a', file(1));
    files.put('b', file(2, 'image/png'));
    expect(files.get('a')).toEqual(file(1));
    files.put('a', file(3));
    expect(files.get('a')).toEqual(file(3));
    files.delete('b');
    expect(files.get('b')).toBeNull();
    files.clear();
    expect(files.get('a')).toBeNull();
  });

  it('over SQLite: staged until the commit with the rows, dropped on undo, emptied by a reset', () => {
    const sqlite = new SqliteStore(path.join(dir, 'f.sqlite'), 'v1', () => undefined);
    const store = new Store();
    const files = new FileStore(sqlite, true);
    sqlite.replaceAll(store, files.take());

    files.put('uploads/offices/1/file00001.pdf', file(1));
    // The request sees its own upload; the file does not hold it before the commit.
    expect(files.get('uploads/offices/1/file00001.pdf')).toEqual(file(1));
    expect(sqlite.read('uploads/offices/1/file00001.pdf')).toBeNull();
    expect(sqlite.commit(store, [], files.take()).changed).toBe(1);
    expect(sqlite.read('uploads/offices/1/file00001.pdf')).toEqual(file(1));

    // An undone write (its answer was a 5xx): nothing of it reaches the file.
    files.put('uploads/offices/1/file00002.pdf', file(2));
    files.delete('uploads/offices/1/file00001.pdf');
    files.discard();
    expect(files.get('uploads/offices/1/file00002.pdf')).toBeNull();
    expect(sqlite.commit(store, [], files.take()).changed).toBe(0);
    expect(sqlite.read('uploads/offices/1/file00001.pdf')).toEqual(file(1));

    // A replacement and a deletion, written together.
    files.put('contracts/1/base-contract', file(4));
    files.put('contracts/1/base-contract', file(5));
    files.delete('uploads/offices/1/file00001.pdf');
    sqlite.commit(store, [], files.take());
    expect(sqlite.read('contracts/1/base-contract')).toEqual(file(5));
    expect(sqlite.read('uploads/offices/1/file00001.pdf')).toBeNull();

    // A reset: nothing readable at once, nothing left once written.
    files.clear();
    expect(files.get('contracts/1/base-contract')).toBeNull();
    sqlite.replaceAll(store, files.take());
    expect(sqlite.read('contracts/1/base-contract')).toBeNull();
    sqlite.close();
  });
});
