// The durable image of the embedded backend's store (the Node server only: `npm run
// mock:server`, `npm start`, `npm run dev`): one SQLite file (node:sqlite, built into Node 22,
// no native download), one table of rows keyed by collection and row key. The @msw/data
// collections stay the working set the handlers read and write; after a write request this
// adapter diffs the collections against what the file holds and writes only the rows that
// changed, in one transaction, before the answer leaves (scripts/mock-api.ts).
// A row's key is its `id`; a row without one (sessions, favourites...) is keyed by its JSON.
// Rows load back in rowid order: the order they were first written, as in the collections.
// Uploaded files' bytes live in `files` (a BLOB keyed by the path or key their row names),
// written in the same transaction as the rows of the request that uploaded or replaced them.
import { existsSync, renameSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { z } from 'zod';
import type { Collection } from '@msw/data';
import type { FileBacking, FileChanges, StoredFile } from '../lib/file-store';
import { SNAPSHOT_VERSION, type CollectionName, type Snapshot, type Store } from './store';

type Cache = Map<string, Map<string, string>>;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS rows (
    collection TEXT NOT NULL,
    key TEXT NOT NULL,
    json TEXT NOT NULL,
    PRIMARY KEY (collection, key)
  );
  CREATE TABLE IF NOT EXISTS files (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    name TEXT NOT NULL,
    bytes BLOB NOT NULL
  );
`;

/**
 * What a request changed, per collection: the ids of the rows its hooks named, or 'all' (a row
 * without an id, whose key is its content, or a change the hooks could not place).
 */
export type DirtyRows = ReadonlyMap<CollectionName, ReadonlySet<string | number> | 'all'>;

/** The rows of one collection keyed as the file keys them. */
function keyed(rows: readonly unknown[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const row of rows) {
    const json = JSON.stringify(row);
    const id = (row as { id?: unknown }).id;
    let key = typeof id === 'number' || typeof id === 'string' ? `#${id}` : json;
    // Two identical id-less rows: keep both.
    for (let n = 2; out.has(key); n++) key = `${json}~${n}`;
    out.set(key, json);
  }
  return out;
}

export interface CommitFigures {
  /** Rows written or deleted. */
  changed: number;
  ms: number;
}

export class SqliteStore implements FileBacking {
  private db: DatabaseSync;
  private cache: Cache = new Map();
  private upsert: StatementSync;
  private remove: StatementSync;
  private putFile: StatementSync;
  private dropFile: StatementSync;
  private getFile: StatementSync;

  /**
   * Opens (or creates) the file. A file SQLite cannot read is moved aside to
   * `<file>.corrupt-<time>` and a new one created, with a line in the log.
   */
  constructor(
    readonly file: string,
    private readonly version: string,
    private readonly log: (line: string) => void = console.log,
  ) {
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    try {
      this.db = this.openChecked();
    } catch (error) {
      const aside = `${file}.corrupt-${Date.now()}`;
      this.log(
        `mock store: ${file} is not a readable SQLite file (${(error as Error).message}); moved to ${aside}, starting from the seed`,
      );
      renameSync(file, aside);
      for (const extra of ['-wal', '-shm']) rmSync(file + extra, { force: true });
      this.db = this.openChecked();
    }
    this.upsert = this.db.prepare(
      'INSERT INTO rows (collection, key, json) VALUES (?, ?, ?) ON CONFLICT (collection, key) DO UPDATE SET json = excluded.json',
    );
    this.remove = this.db.prepare('DELETE FROM rows WHERE collection = ? AND key = ?');
    this.putFile = this.db.prepare(
      'INSERT INTO files (id, type, name, bytes) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET type = excluded.type, name = excluded.name, bytes = excluded.bytes',
    );
    this.dropFile = this.db.prepare('DELETE FROM files WHERE id = ?');
    this.getFile = this.db.prepare('SELECT type, name, bytes FROM files WHERE id = ?');
  }

  /** An uploaded file's bytes as committed (lib/file-store.ts reads through this). */
  read(id: string): StoredFile | null {
    const row = this.getFile.get(id) as StoredFile | undefined;
    return row ? { type: row.type, name: row.name, bytes: row.bytes } : null;
  }

  /** File changes as statements for a transaction (`cleared` empties the table first). */
  private fileOps(changes: FileChanges | undefined): Array<() => void> {
    if (!changes) return [];
    const ops: Array<() => void> = [];
    if (changes.cleared) ops.push(() => this.db.exec('DELETE FROM files'));
    for (const [id, file] of changes.files)
      ops.push(
        file
          ? () => this.putFile.run(id, file.type, file.name, file.bytes)
          : () => this.dropFile.run(id),
      );
    return ops;
  }

  /** Writes file changes alone, in one transaction (FileBacking; the server stages instead). */
  apply(changes: FileChanges): void {
    const ops = this.fileOps(changes);
    if (ops.length) this.transaction(() => ops.forEach((op) => op()));
  }

  private openChecked(): DatabaseSync {
    const db = new DatabaseSync(this.file);
    try {
      // WAL: a commit is one append to the log, in the file before COMMIT returns, so a killed
      // process loses nothing it answered. synchronous=NORMAL leaves the fsync to checkpoints
      // (a power cut may lose the last commits, never corrupt the file); MOCK_SYNC=full fsyncs
      // every commit (~4 ms each on this machine idle, 10-40 ms busy).
      const sync = process.env.MOCK_SYNC === 'full' ? 'FULL' : 'NORMAL';
      db.exec(
        `PRAGMA journal_mode = WAL; PRAGMA synchronous = ${sync}; PRAGMA busy_timeout = 2000;`,
      );
      db.exec(SCHEMA);
      db.prepare('SELECT count(*) FROM rows').get();
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /**
   * The saved state, or null (with the reason in the log) when the file is new, was written
   * by another seed or row-schema version, or its rows cannot be read.
   */
  load(): Snapshot | null {
    const row = this.db.prepare("SELECT value FROM meta WHERE key = 'version'").get() as
      { value: string } | undefined;
    if (!row) {
      this.log(`mock store: ${this.file} is new, writing the seed`);
      return null;
    }
    if (row.value !== this.version) {
      this.log(
        `mock store: ${this.file} holds seed/schema version ${row.value}, this build has ${this.version}: re-seeding`,
      );
      return null;
    }
    const snapshot: Snapshot = { version: SNAPSHOT_VERSION, rows: {} };
    this.cache = new Map();
    try {
      for (const r of this.db
        .prepare('SELECT collection, key, json FROM rows ORDER BY rowid')
        .all() as Array<{ collection: string; key: string; json: string }>) {
        const list = (snapshot.rows[r.collection as CollectionName] ??= []);
        list.push(JSON.parse(r.json));
        let col = this.cache.get(r.collection);
        if (!col) this.cache.set(r.collection, (col = new Map()));
        col.set(r.key, r.json);
      }
    } catch (error) {
      this.log(`mock store: cannot read ${this.file} (${(error as Error).message}): re-seeding`);
      this.cache = new Map();
      return null;
    }
    return snapshot;
  }

  /** Replaces everything the file holds with this store (seed, reset); uploads are dropped. */
  replaceAll(store: Store, files?: FileChanges): CommitFigures {
    const t0 = performance.now();
    const next: Cache = new Map();
    let changed = 0;
    this.transaction(() => {
      this.db.exec('DELETE FROM rows');
      this.db.exec('DELETE FROM files');
      for (const op of this.fileOps(files && { ...files, cleared: false })) op();
      for (const name of Object.keys(store.db) as CollectionName[]) {
        const rows = keyed(store.db[name].all());
        next.set(name, rows);
        for (const [key, json] of rows) {
          this.upsert.run(name, key, json);
          changed++;
        }
      }
      this.db
        .prepare(
          "INSERT INTO meta (key, value) VALUES ('version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        )
        .run(this.version);
    });
    this.cache = next;
    return { changed, ms: performance.now() - t0 };
  }

  /**
   * Writes the rows of `names` (default: every collection) that differ from the file, and the
   * request's file changes, in one transaction.
   */
  commit(store: Store, names?: Iterable<CollectionName>, files?: FileChanges): CommitFigures {
    const all = names ?? (Object.keys(store.db) as CollectionName[]);
    return this.commitDirty(store, new Map([...all].map((name) => [name, 'all'] as const)), files);
  }

  /**
   * As `commit`, for the rows a request changed: by id where the collection's hooks named
   * them (only those rows are serialised and compared), the whole collection for 'all'.
   * Comparing whole collections cost O(rows) per write: 14% of the server's CPU under the
   * backend bench's stream of reservations (2026-11-28), growing with every booking.
   */
  commitDirty(store: Store, dirty: DirtyRows, files?: FileChanges): CommitFigures {
    const t0 = performance.now();
    const ops: Array<() => void> = this.fileOps(files);
    const cacheWrites: Array<() => void> = [];
    for (const [name, ids] of dirty) {
      const before = this.cache.get(name) ?? new Map<string, string>();
      const rows = store.db[name].all() as unknown[];
      if (ids === 'all') {
        const now = keyed(rows);
        for (const [key, json] of now)
          if (before.get(key) !== json) ops.push(() => this.upsert.run(name, key, json));
        for (const key of before.keys())
          if (!now.has(key)) ops.push(() => this.remove.run(name, key));
        cacheWrites.push(() => this.cache.set(name, now));
        continue;
      }
      const found = new Set<string | number>();
      const next = new Map<string, string | null>();
      for (const row of rows) {
        const id = (row as { id?: string | number }).id!;
        if (!ids.has(id)) continue;
        found.add(id);
        const key = `#${id}`;
        const json = JSON.stringify(row);
        if (before.get(key) === json) continue;
        ops.push(() => this.upsert.run(name, key, json));
        next.set(key, json);
      }
      for (const id of ids) {
        const key = `#${id}`;
        if (found.has(id) || !before.has(key)) continue;
        ops.push(() => this.remove.run(name, key));
        next.set(key, null);
      }
      cacheWrites.push(() => {
        for (const [key, json] of next) {
          if (json === null) before.delete(key);
          else before.set(key, json);
        }
        this.cache.set(name, before);
      });
    }
    if (ops.length) this.transaction(() => ops.forEach((op) => op()));
    cacheWrites.forEach((write) => write());
    return { changed: ops.length, ms: performance.now() - t0 };
  }

  /**
   * Puts the collections of `names` back to what the file holds (a write that failed half-way:
   * its answer was a 5xx, so none of it may stay).
   */
  async rollback(store: Store, names?: Iterable<CollectionName>): Promise<void> {
    for (const name of names ?? (Object.keys(store.db) as CollectionName[])) {
      const saved = this.cache.get(name) ?? new Map<string, string>();
      const now = keyed(store.db[name].all());
      if (now.size === saved.size && [...now].every(([k, j]) => saved.get(k) === j)) continue;
      const col = store.db[name] as unknown as Collection<z.ZodType>;
      col.clear();
      for (const json of saved.values()) await col.create(JSON.parse(json));
    }
  }

  private transaction(work: () => void): void {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      work();
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}

/** True when `file` exists (for the start-up line). */
export const storeFileExists = (file: string) => existsSync(file);
