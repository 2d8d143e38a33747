// When a tenant and a lessor may see each other's contact details in their conversation
// about an office: once the tenant has paid (fully or a deposit) a booking of that office
// that was not cancelled or rejected. Before that, contact details typed in messages are
// masked. The booking is what the platform's commission is earned on, so it is the booking
// of the office being discussed that counts, not an older one with the same host.
import { isCalledOff, type ReservationStatus } from '../reservation/actions';

export interface BookingMoney {
  status: ReservationStatus;
  paid_amount: number;
}

export function contactsVisible(bookings: readonly BookingMoney[]): boolean {
  return bookings.some((b) => b.paid_amount > 0 && !isCalledOff(b.status));
}
