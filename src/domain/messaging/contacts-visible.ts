// When a tenant and a lessor may see each other's contact details in their conversation
// about an office: once the tenant has paid (fully or a deposit) a booking of that office
// that was not cancelled or rejected. Before that, contact details typed in messages are
// masked. The booking is what the platform's commission is earned on, so it is the booking
// of the office being discussed that counts, not an older one with the same host.
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
