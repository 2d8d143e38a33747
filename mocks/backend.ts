// The one live backend state behind every handler (browser worker, msw/node server,
// node:http mock server). It owns the store, a cached seed snapshot for fast resets,
// an optional persistence adapter (localStorage in the browser), and the bytes of uploads
// (lib/file-store.ts: in memory, or the SQLite file on the Node server).
import { buildSeededStore } from './db/build';
import { FileStore } from './lib/file-store';
import { Store, type Collections, type Snapshot } from './db/store';

export interface Persistence {
  load(): Snapshot | null;
  /** The store as JSON text (Store.serialize). */
  save(json: string): void;
  clear(): void;
  /** Called when another tab saved a new state. */
  onExternalChange(callback: (snapshot: Snapshot) => void): void;
}

class Backend {
  /** Uploaded files' bytes; the durable server swaps in its SQLite-backed store. */
  files = new FileStore();

  constructor(
    public store: Store,
    private persistence: Persistence | null,
  ) {}

  get db(): Collections {
    return this.store.db;
  }

  /** After every successful mutation: persist (debounced to the end of the task). */
  private pending = false;
  changed(): void {
    if (!this.persistence || this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      this.persistence?.save(this.store.serialize());
    });
  }

  setPersistence(persistence: Persistence | null) {
    this.persistence = persistence;
  }
}

let backend: Backend | null = null;
let seedSnapshot: Snapshot | null = null;
export let lastBuildMs = 0;

async function freshStore(): Promise<Store> {
  if (!seedSnapshot) {
    const { store, ms } = await buildSeededStore();
    lastBuildMs = ms;
    seedSnapshot = store.snapshot();
    return store;
  }
  const store = new Store();
  await store.restore(seedSnapshot);
  return store;
}

/** The deterministic seed as a snapshot (built once per process). */
export async function getSeedSnapshot(): Promise<Snapshot> {
  if (!seedSnapshot) await freshStore();
  return seedSnapshot!;
}

export function getStore(): Backend {
  if (!backend) throw new Error('mock backend not started: call startBackend() first');
  return backend;
}

/** Starts (or returns) the backend; restores a persisted snapshot when one is valid. */
export async function startBackend(persistence: Persistence | null = null): Promise<Backend> {
  if (backend) return backend;
  let store: Store | null = null;
  const saved = persistence?.load();
  if (saved) {
    try {
      store = new Store();
      await store.restore(saved);
    } catch {
      store = null; // an older snapshot shape: start over from the seed
      persistence?.clear();
    }
  }
  backend = new Backend(store ?? (await freshStore()), persistence);
  persistence?.onExternalChange(async (snapshot) => {
    const next = new Store();
    await next.restore(snapshot);
    if (backend) backend.store = next;
  });
  return backend;
}

/**
 * Back to the deterministic seed, restoring only the collections that changed (tests before
 * each case: most change a few rows, and restoring the whole store with its zod checks was a
 * quarter of a conformance test's CPU). Same end state as `resetBackend()`.
 */
export async function resetChangedToSeed(): Promise<void> {
  if (!backend) return resetBackend();
  await backend.store.restoreChanged(await getSeedSnapshot());
  backend.files.clear();
}

/**
 * Back to the deterministic seed (tests before each case; the "reset demo data" control).
 * With `keepSessions`, logged-in seeded users stay logged in (same phone, same account).
 */
export async function resetBackend(options: { keepSessions?: boolean } = {}): Promise<void> {
  const store = await freshStore();
  if (!backend) {
    backend = new Backend(store, null);
    return;
  }
  if (options.keepSessions) {
    const old = backend.store.db;
    for (const session of old.sessions.all()) {
      const user = old.users.findFirst((q) => q.where({ id: session.user_id }));
      const same =
        user && store.db.users.findFirst((q) => q.where({ id: user.id, phone: user.phone }));
      if (same)
        await store.db.sessions.create({
          token: session.token,
          user_id: same.id,
          created_at: session.created_at,
        });
    }
  }
  backend.store = store;
  // The seed's rows name no upload: their files are drawn by the file host (handlers/files.ts).
  backend.files.clear();
  backend.changed();
}
