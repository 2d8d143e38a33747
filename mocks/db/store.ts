// The embedded backend's state: one @msw/data Collection per entity (zod 4 schemas),
// plus snapshot/restore so the browser can persist it across reloads and tabs.
// Rows reference each other by numeric id (no @msw/data relations): that keeps
// snapshots plain JSON and makes the store trivially serialisable.
import { Collection } from '@msw/data';
import type { z } from 'zod';
import * as rows from './schema';

function collection<S extends z.ZodType>(schema: S) {
  return new Collection({ schema });
}

export function createCollections() {
  return {
    users: collection(rows.userRow),
    sessions: collection(rows.sessionRow),
    otps: collection(rows.otpRow),
    media: collection(rows.mediaRow),
    offices: collection(rows.officeRow),
    units: collection(rows.unitRow),
    offers: collection(rows.offerRow),
    coupons: collection(rows.couponRow),
    reviews: collection(rows.reviewRow),
    reservations: collection(rows.reservationRow),
    payments: collection(rows.paymentRow),
    refunds: collection(rows.refundRow),
    tenantInvoices: collection(rows.tenantInvoiceRow),
    businessInvoices: collection(rows.businessInvoiceRow),
    transfers: collection(rows.transferRow),
    contractModels: collection(rows.contractModelRow),
    contracts: collection(rows.contractRow),
    notifications: collection(rows.notificationRow),
    complaints: collection(rows.complaintRow),
    favorites: collection(rows.favoriteRow),
    marketingRequests: collection(rows.marketingRequestRow),
    nafathRequests: collection(rows.nafathRow),
    contactMessages: collection(rows.contactMessageRow),
    conversations: collection(rows.conversationRow),
    chatMessages: collection(rows.chatMessageRow),
    complaintReplies: collection(rows.complaintReplyRow),
    notificationPrefs: collection(rows.notificationPrefRow),
    outbox: collection(rows.outboxRow),
    // Running the space (issue 15).
    calendarBlocks: collection(rows.calendarBlockRow),
    icalFeeds: collection(rows.icalFeedRow),
    officeViews: collection(rows.officeViewRow),
  };
}

export type Collections = ReturnType<typeof createCollections>;
export type CollectionName = keyof Collections;
export type RowOf<K extends CollectionName> = ReturnType<Collections[K]['all']>[number];

/** Plain-JSON image of every collection; what localStorage keeps. */
export interface Snapshot {
  version: number;
  rows: { [K in CollectionName]?: unknown[] };
}

// 3: refunds; transfers carry what they settled; statements are computed from the ledger.
// 4: with Nafath requests and the members of a lessor account (issue 16), which were also 3.
// 5: invoice lines carry their English description (issue 11: invoices in the reader's language).
// 6: uploads keep their bytes (lib/file-store.ts; the server's `files` table): rows of an older
//    file or snapshot name uploads whose bytes were never kept, so they re-seed (with a log line
//    on the server) rather than serve placeholders for files their user uploaded.
// 7: an account's type is the contract's value ('ordinary' or the business spelling of
//    src/domain/account-type.ts), no longer the store's own 'business' (issue 30).
export const SNAPSHOT_VERSION = 7;

/** Each collection's rows of a snapshot as JSON text, computed once per snapshot. */
const snapshotTexts = new WeakMap<Snapshot, Map<string, string>>();
function textsOf(snapshot: Snapshot): Map<string, string> {
  let texts = snapshotTexts.get(snapshot);
  if (!texts) {
    texts = new Map(
      Object.entries(snapshot.rows).map(([name, rows]) => [name, JSON.stringify(rows)]),
    );
    snapshotTexts.set(snapshot, texts);
  }
  return texts;
}

export class Store {
  readonly db: Collections = createCollections();

  /**
   * The largest id of each collection and how many rows it covers. Rows are only ever added
   * at the end, so after creates only the new rows are read; an update or delete starts over.
   * Reading every row on each create was ~2% of the mock server's CPU under the backend
   * bench, with three creates per booking (reservation, notification, outbox; 2026-11-29).
   */
  private maxIds = new Map<CollectionName, { max: number; size: number }>();
  private idWatch = new Set<CollectionName>();

  /** Next free integer id of a collection whose rows have `id`. */
  nextId(name: CollectionName): number {
    if (!this.idWatch.has(name)) {
      this.idWatch.add(name);
      const hooks = this.db[name].hooks as unknown as {
        on(type: 'update' | 'delete', listener: () => void): void;
      };
      const forget = () => void this.maxIds.delete(name);
      hooks.on('update', forget);
      hooks.on('delete', forget);
    }
    const rows = this.db[name].all() as Array<{ id?: number }>;
    let known = this.maxIds.get(name);
    if (!known || known.size > rows.length) known = { max: 0, size: 0 };
    for (let i = known.size; i < rows.length; i++) {
      const id = rows[i]!.id;
      if (typeof id === 'number' && id > known.max) known.max = id;
    }
    known.size = rows.length;
    this.maxIds.set(name, known);
    return known.max + 1;
  }

  snapshot(): Snapshot {
    const out: Snapshot = { version: SNAPSHOT_VERSION, rows: {} };
    for (const name of Object.keys(this.db) as CollectionName[]) {
      // structuredClone drops @msw/data's hidden symbols: plain rows only.
      out.rows[name] = this.db[name].all().map((row) => JSON.parse(JSON.stringify(row)));
    }
    return out;
  }

  /**
   * The snapshot as JSON text in one pass: what the browser saves after every write. JSON drops
   * @msw/data's hidden symbol keys by itself, so the per-row copy of `snapshot()` is not needed
   * (saving after a write cost 1 s of main thread in one tenant journey before, with a parse
   * and two stringifies of the whole store).
   */
  serialize(): string {
    const rows: Record<string, unknown[]> = {};
    for (const name of Object.keys(this.db) as CollectionName[]) rows[name] = this.db[name].all();
    return JSON.stringify({ version: SNAPSHOT_VERSION, rows });
  }

  async restore(snapshot: Snapshot): Promise<void> {
    if (snapshot.version !== SNAPSHOT_VERSION) throw new Error('snapshot version mismatch');
    this.clear();
    for (const name of Object.keys(this.db) as CollectionName[]) {
      const list = snapshot.rows[name] ?? [];
      const col = this.db[name] as unknown as Collection<z.ZodType>;
      for (const row of list) await col.create(row);
    }
  }

  /**
   * Back to `snapshot` for the collections whose rows differ from it, compared as JSON text: a
   * test that wrote two sessions restores two rows instead of all 1,523 (with their zod
   * checks). A row changed in place still differs as text, so nothing changed escapes.
   */
  async restoreChanged(snapshot: Snapshot): Promise<void> {
    const texts = textsOf(snapshot);
    for (const name of Object.keys(this.db) as CollectionName[]) {
      const col = this.db[name] as unknown as Collection<z.ZodType>;
      if (JSON.stringify(col.all()) === (texts.get(name) ?? '[]')) continue;
      col.clear();
      for (const row of snapshot.rows[name] ?? []) await col.create(row);
    }
  }

  clear(): void {
    for (const name of Object.keys(this.db) as CollectionName[]) this.db[name].clear();
  }

  counts(): Record<CollectionName, number> {
    const out = {} as Record<CollectionName, number>;
    for (const name of Object.keys(this.db) as CollectionName[]) out[name] = this.db[name].count();
    return out;
  }
}
