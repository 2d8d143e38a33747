// What the conformance fixtures share: the fixture shape (who calls, with which
// parameters, query, body or form, and the success status) and lookups of seeded rows.
import dayjs from 'dayjs';
import { getStore } from '../backend';
import type { As, CallOptions } from '../testing/api';

export interface Fixture {
  as: As;
  params?: () => Record<string, string | number>;
  query?: () => CallOptions['query'];
  body?: () => unknown;
  form?: () => Record<string, string | Blob>;
  before?: () => Promise<void>;
  status: number;
  /** Body that must be refused with 422 (defaults to `{}` for operations with a JSON body). */
  invalid?: () => unknown;
}

/** One tag's fixtures, by operationId. */
export type Fixtures = Record<string, Fixture>;

export const db = () => getStore().db;
export const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');

/** A published unit of the demo lessor with a daily price. */
export const demoUnit = () =>
  db().units.findFirst((q) =>
    q.where(
      (u) =>
        u.owner_id === 2 && u.status === 'published' && u.prices.some((p) => p.type_res_id === 2),
    ),
  )!;
export const demoOffice = () =>
  db().offices.findFirst((q) => q.where({ owner_id: 2, status: 'published' }))!;
export const tenantReservation = (status: string) =>
  db().reservations.findFirst((q) => q.where({ tenant_id: 1, status: status as never }))!;
export const lessorReservation = (status: string) =>
  db().reservations.findFirst((q) => q.where({ lessor_id: 2, status: status as never }))!;
export const file = (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array([255, 216, 255, 224])], name, { type });
/** A 3-night daily booking of the demo unit, 150 days ahead. */
export const booking = () => ({
  unit_id: demoUnit().id,
  type_res_id: 2,
  start_date: day(150),
  end_date: day(153),
});
