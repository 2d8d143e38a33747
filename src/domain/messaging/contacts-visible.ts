// When a tenant and a lessor may see each other's contact details in their conversation:
// once the tenant has paid (fully or a deposit) a booking with that lessor that was not
// cancelled or rejected. Before that, contact details typed in messages are masked.
import type { components } from '@/api/generated/apiback';

type ReservationStatus = components['schemas']['ReservationStatus'];

export interface BookingMoney {
  status: ReservationStatus;
  paid_amount: number;
}

const ENDED_UNPAID: readonly ReservationStatus[] = ['cancelled', 'rejected'];

export function contactsVisible(bookings: readonly BookingMoney[]): boolean {
  return bookings.some((b) => b.paid_amount > 0 && !ENDED_UNPAID.includes(b.status));
}
