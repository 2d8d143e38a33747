// The embedded backend as a durable server (Node only): the live store restored from the
// SQLite file, write requests run one at a time, and every write committed to the file before
// its answer is returned. A write that answers 5xx (or throws) is undone in memory, so the
// store never keeps half of it.
//
// Why one at a time: a handler checks, then awaits, then creates (a reservation over free
// days, a coupon under its limit, a payout under the balance). Two such requests interleaving
// at the awaits could both pass the check; run in turn, the second sees the first's row and
// gets the contract's 422. Reads run beside the writes (they only see whole rows).
import { createHash } from 'node:crypto';
import { getResponse, type RequestHandler } from 'msw';
import { getSeedSnapshot, getStore, resetBackend, startBackend } from './backend';
import { SqliteStore, type CommitFigures } from './db/sqlite-store';

import { SNAPSHOT_VERSION, Store, type CollectionName } from './db/store';
import { FileStore } from './lib/file-store';
import { handlerIndex } from './lib/handler-index';

/** What a collection hook's event carries (create: record; update: prev/next; delete). */
interface RowEvent {
  record?: unknown;
  prevRecord?: unknown;
  nextRecord?: unknown;
  deletedRecord?: unknown;
}

export const DEFAULT_DATA_FILE = 'data/mock.sqlite';

export interface DurableOptions {
  handlers: RequestHandler[];
  /** Answers a request before the handlers when it returns one (the app-key gate's 401). */
  gate?: (request: Request) => Response | undefined;
  /** The SQLite file (`:memory:` for none). */
  file: string;
  /** Start from the seed whatever the file holds. */
  reset?: boolean;
  log: (line: string) => void;
}

export interface WriteStats {
  /** Write requests committed, and the time their commits took. */
  count: number;
  totalMs: number;
  maxMs: number;
  rows: number;
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

export class DurableBackend {
  private tail: Promise<unknown> = Promise.resolve();
  private writing = 0;
  /** The rows the hooks saw change since the last commit (see `DirtyRows`). */
  private dirty = new Map<CollectionName, Set<string | number> | 'all'>();
  private watched = new WeakSet<Store>();
  private closed = false;
  readonly stats: WriteStats = { count: 0, totalMs: 0, maxMs: 0, rows: 0 };

  /** MOCK_VERIFY_COMMITS=1: after each write, a full comparison logs rows the hooks missed. */
  private readonly verify = process.env.MOCK_VERIFY_COMMITS === '1';

  /** The handlers that may match a request (lib/handler-index.ts), for msw to try in order. */
  private readonly candidates: (request: Request) => RequestHandler[];

  private constructor(
    handlers: RequestHandler[],
    readonly sqlite: SqliteStore,
    private readonly log: (line: string) => void,
    private readonly gate: NonNullable<DurableOptions['gate']> = () => undefined,
  ) {
    this.candidates = handlerIndex(handlers);
  }

  static async open(options: DurableOptions): Promise<DurableBackend> {
    const seed = await getSeedSnapshot();
    const seedHash = createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 12);
    const sqlite = new SqliteStore(options.file, `${SNAPSHOT_VERSION}-${seedHash}`, options.log);
    const backend = await startBackend();
    // Uploads' bytes in the same file, staged until their request's rows commit.
    backend.files = new FileStore(sqlite, true);
    if (options.reset) options.log(`mock store: --reset: re-seeding ${options.file}`);
    const saved = options.reset ? null : sqlite.load();
    let restored = false;
    if (saved) {
      const store = new Store();
      try {
        await store.restore(saved);
        backend.store = store;
        restored = true;
      } catch (error) {
        options.log(
          `mock store: rows of ${options.file} no longer fit (${(error as Error).message}): re-seeding`,
        );
      }
    }
    if (!restored) {
      await resetBackend();
      sqlite.replaceAll(getStore().store, getStore().files.take());
    } else {
      // Rows the row schemas normalised on the way in are written back once.
      sqlite.commit(getStore().store, undefined, getStore().files.take());
    }
    return new DurableBackend(options.handlers, sqlite, options.log, options.gate);
  }

  /** Notes which collections a request touched (a read may record a view). */
  private watch(store: Store) {
    if (this.watched.has(store)) return;
    this.watched.add(store);
    for (const name of Object.keys(store.db) as CollectionName[]) {
      const hooks = store.db[name].hooks as unknown as {
        on(type: 'create' | 'update' | 'delete', listener: (e: { data: RowEvent }) => void): void;
      };
      const mark = (e: { data: RowEvent }) => {
        const d = e.data;
        this.mark(name, [d.record, d.prevRecord, d.nextRecord, d.deletedRecord]);
      };
      hooks.on('create', mark);
      hooks.on('update', mark);
      hooks.on('delete', mark);
    }
  }

  /** Notes the rows an event names, by id; a row without one marks its whole collection. */
  private mark(name: CollectionName, rows: unknown[]) {
    let ids = this.dirty.get(name);
    if (ids === 'all') return;
    for (const row of rows) {
      if (row === undefined) continue;
      const id = (row as { id?: unknown } | null)?.id;
      if (typeof id !== 'number' && typeof id !== 'string') return void this.dirty.set(name, 'all');
      if (!ids) this.dirty.set(name, (ids = new Set()));
      ids.add(id);
    }
  }

  private commit(): CommitFigures {
    const figures = this.sqlite.commitDirty(getStore().store, this.dirty, getStore().files.take());
    this.dirty.clear();
    return figures;
  }

  /** Runs `work` after every write before it (and before any write after it). */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    this.writing++;
    const run = this.tail.then(work);
    this.tail = run.catch(() => undefined);
    return run.finally(() => void this.writing--);
  }

  /** The handlers' answer; a write is committed (or undone) before it is returned. */
  async respond(request: Request): Promise<Response | undefined> {
    if (this.closed) return Response.json({ message: 'shutting down' }, { status: 503 });
    const refused = this.gate(request);
    if (refused) return refused;
    if (!isWrite(request.method)) {
      this.watch(getStore().store);
      const response = await getResponse(this.candidates(request), request);
      // A read that wrote (a view counter): committed now, unless a write will commit it.
      if (this.dirty.size && this.writing === 0) this.commit();
      return response;
    }
    return this.exclusive(async () => {
      const store = getStore().store;
      this.watch(store);
      let response: Response | undefined;
      try {
        response = await getResponse(this.candidates(request), request);
      } catch (error) {
        await this.undo(store);
        throw error;
      }
      if (response && response.status >= 500) {
        await this.undo(store);
        return response;
      }
      // Only the rows the request's hooks named are compared (whole collections cost O(rows)).
      const touched = [...this.dirty.keys()];
      const figures = this.commit();
      if (this.verify) {
        const missed = this.sqlite.commit(store);
        if (missed.changed)
          this.log(
            `mock store: ${request.method} ${new URL(request.url).pathname} changed ${missed.changed} row(s) outside the collections' hooks (touched: ${touched.join(', ')})`,
          );
      }
      if (figures.changed) {
        this.stats.count++;
        this.stats.rows += figures.changed;
        this.stats.totalMs += figures.ms;
        this.stats.maxMs = Math.max(this.stats.maxMs, figures.ms);
      }
      return response;
    });
  }

  private async undo(store: Store) {
    await this.sqlite.rollback(store);
    getStore().files.discard();
    this.dirty.clear();
  }

  /** Back to the seed, in memory and in the file (signed-in sessions stay). */
  reset(): Promise<void> {
    return this.exclusive(async () => {
      await resetBackend({ keepSessions: true });
      this.sqlite.replaceAll(getStore().store, getStore().files.take());
      this.dirty.clear();
    });
  }

  /** Lets queued writes finish, then closes the file; later requests get 503. */
  async close(): Promise<void> {
    await this.exclusive(async () => {
      this.closed = true;
    });
    this.sqlite.close();
  }
}
