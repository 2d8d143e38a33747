// Who hears about a booking, and where the notification leads: the lessor about a new
// booking, a payment and a tenant's cancellation; the tenant about acceptance, rejection,
// cancellation by the lessor and a confirmed payment.
import type { Actor } from '@/domain/reservation/actions';
import { formatSar } from '@/domain/format/money';
import type { Side } from '@/lib/session';
import { getStore } from '../backend';
import type { ReservationRow } from '../db/schema';
import { notify, type TextParams } from './notify';

/** The booking's number and unit name, for the texts. */
export function reservationParams(r: ReservationRow): TextParams {
  const unit = getStore().db.units.findFirst((q) => q.where({ id: r.unit_id }));
  return { id: r.id, unit: { ar: unit?.name_ar ?? '', en: unit?.name_en ?? '' } };
}

/** The page of the booking for each side: the lessor's order, the tenant's booking. */
export function reservationLink(side: Side, r: ReservationRow): string {
  return side === 'lessor' ? `/dashboard/reservations/${r.id}` : `/dashboard/bookings/${r.id}`;
}

const TENANT_HEARS = ['accepted', 'rejected', 'cancelled'] as const;

/** After a status move: the tenant hears of acceptance, rejection and cancellation; the lessor of a tenant's cancellation. */
export async function notifyStatusChange(r: ReservationRow, actor: Actor): Promise<void> {
  const status = TENANT_HEARS.find((s) => s === r.status);
  if (!status) return;
  const params = reservationParams(r);
  if (actor !== 'tenant')
    await notify(r.tenant_id, 'reservation', {
      text: `reservation.${status}`,
      params,
      link: reservationLink('tenant', r),
    });
  if (actor === 'tenant' && status === 'cancelled')
    await notify(r.lessor_id, 'reservation', {
      text: 'reservation.cancelled',
      params,
      link: reservationLink('lessor', r),
    });
}

/** A confirmed payment: the lessor is told it arrived, the tenant that it is confirmed. */
export async function notifyPayment(r: ReservationRow, amount: number): Promise<void> {
  const params = {
    ...reservationParams(r),
    amount: { ar: formatSar(amount, 'ar'), en: formatSar(amount, 'en') },
  };
  await notify(r.lessor_id, 'payment', {
    text: 'payment.received',
    params,
    link: reservationLink('lessor', r),
  });
  await notify(r.tenant_id, 'payment', {
    text: 'payment.confirmed',
    params,
    link: reservationLink('tenant', r),
  });
}
