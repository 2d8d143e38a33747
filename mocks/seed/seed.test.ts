import { describe, expect, it } from 'vitest';
import { buildSeededStore } from '../db/build';
import { officeCategoryValues, reservationStatusValues } from '@/api/generated/apiback';

describe('seed', () => {
  it('is deterministic', async () => {
    const a = await buildSeededStore();
    const b = await buildSeededStore();
    expect(JSON.stringify(a.store.snapshot())).toBe(JSON.stringify(b.store.snapshot()));
  });

  it('covers every category, city spread, reservation status and both invoice states', async () => {
    const { store } = await buildSeededStore();
    const { db } = store;
    const offices = db.offices.all();
    expect(new Set(offices.map((o) => o.category))).toEqual(new Set(officeCategoryValues));
    expect(new Set(offices.map((o) => o.city_id)).size).toBeGreaterThanOrEqual(6);
    const demoStatuses = new Set(
      db.reservations.findMany((q) => q.where({ tenant_id: 1 })).map((r) => r.status),
    );
    expect(demoStatuses).toEqual(new Set(reservationStatusValues));
    const invoiceStates = new Set(
      db.tenantInvoices.findMany((q) => q.where({ tenant_id: 1 })).map((i) => i.invoice_status),
    );
    expect(invoiceStates).toEqual(new Set(['paid', 'partial']));
    const today = '2026-11-21';
    const offers = db.offers.findMany((q) => q.where({ owner_id: 2 }));
    expect(offers.some((o) => o.is_active && o.start_date <= today && o.end_date >= today)).toBe(
      true,
    );
    expect(offers.some((o) => o.end_date < today)).toBe(true);
  });

  it('restores a snapshot to the same rows', async () => {
    const { store } = await buildSeededStore();
    const { Store } = await import('../db/store');
    const copy = new Store();
    await copy.restore(store.snapshot());
    expect(copy.counts()).toEqual(store.counts());
  });
});
