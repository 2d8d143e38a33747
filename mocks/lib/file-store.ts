// The bytes of uploaded files (office and unit media, logos, receipts, ticket attachments, chat
// images, base contracts), kept so the file host and the download operations answer exactly what
// was uploaded, with its type. One store for every upload handler; where the bytes live is its
// backing:
// - tests and the browser's service worker: a Map in memory (`memoryBacking`). The browser keeps
//   rows in a localStorage snapshot, which cannot hold a 10 MB PDF or a 50 MB video (its quota
//   is ~5 MB for the whole origin), so there the bytes last as long as the tab; after a reload an
//   upload's path falls back to the file host's generated placeholder.
// - the Node server (mocks/durable.ts): the SQLite file's `files` table. Changes are staged
//   (`deferred`) and written by the same transaction as the rows of the write request that made
//   them (SqliteStore.commit), so a killed process never keeps a row without its bytes nor bytes
//   of a write it did not answer; a write undone (5xx) drops them.
import type { FileKind } from '@schemas/upload';

export interface StoredFile {
  bytes: Uint8Array;
  /** The media type it is served with. */
  type: string;
  /** The name it was uploaded with (Content-Disposition). */
  name: string;
}

/** What a write request changed: `cleared` first (a reset), then each id's bytes or null. */
export interface FileChanges {
  cleared: boolean;
  files: Map<string, StoredFile | null>;
}

export interface FileBacking {
  read(id: string): StoredFile | null;
  apply(changes: FileChanges): void;
}

/** The types the sniffed kinds are served as: the bytes say what a file is, not its name. */
const TYPES: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
};

/**
 * The type an upload is served with: its sniffed kind's. A file no accepted kind matched is
 * served as bytes (never as the HTML or SVG its part may claim to be: the mock shares the app's
 * origin).
 */
export const servedType = (kind: FileKind | null) =>
  kind ? TYPES[kind] : 'application/octet-stream';

export function memoryBacking(): FileBacking {
  const files = new Map<string, StoredFile>();
  return {
    read: (id) => files.get(id) ?? null,
    apply(changes) {
      if (changes.cleared) files.clear();
      for (const [id, file] of changes.files)
        if (file) files.set(id, file);
        else files.delete(id);
    },
  };
}

const none = (): FileChanges => ({ cleared: false, files: new Map() });

export class FileStore {
  private staged = none();

  /** `deferred`: changes wait for `take()` (the durable commit); else applied at once. */
  constructor(
    private readonly backing: FileBacking = memoryBacking(),
    private readonly deferred = false,
  ) {}

  private stage(id: string, file: StoredFile | null) {
    this.staged.files.set(id, file);
    this.flush();
  }

  private flush() {
    if (this.deferred) return;
    this.backing.apply(this.staged);
    this.staged = none();
  }

  /** Keeps `bytes` under `id`, replacing what it held. */
  put(id: string, file: StoredFile): void {
    this.stage(id, file);
  }

  delete(id: string): void {
    this.stage(id, null);
  }

  /** Forgets every file (reset, re-seed). */
  clear(): void {
    this.staged = { cleared: true, files: new Map() };
    this.flush();
  }

  get(id: string): StoredFile | null {
    if (this.staged.files.has(id)) return this.staged.files.get(id) ?? null;
    if (this.staged.cleared) return null;
    return this.backing.read(id);
  }

  /** The staged changes, handed to the commit that writes them (deferred mode). */
  take(): FileChanges {
    const out = this.staged;
    this.staged = none();
    return out;
  }

  /** Drops the staged changes (the write they belong to was undone). */
  discard(): void {
    this.staged = none();
  }
}
