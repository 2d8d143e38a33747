// The lines of a booking invoice: the rent line, then the mandatory services. Used when
// a payment creates the invoice and by the seed for past bookings.
import type { components } from '@/api/generated/apiback';
import { roundMoney } from '@/domain';
import type { PeriodType } from '@schemas/lib/booking-period';
import type { InvoiceServiceRow, UnitRow } from '../db/schema';

/** Invoice line `type_reservation` (spec 3: "weekely" [sic]). */
const TYPE_RESERVATION: Record<PeriodType, components['schemas']['TypeReservation']> = {
  hourly: 'hourly',
  daily: 'daily',
  weekly: 'weekely',
  monthly: 'monthly',
  yearly: 'yearly',
};

export function invoiceLines(
  unit: UnitRow,
  period: PeriodType,
  duration: number,
  unitPrice: number,
  rent: number,
): InvoiceServiceRow[] {
  return [
    {
      id: 1,
      id_service: unit.id,
      description: `حجز ${unit.name_ar}`,
      description_en: `Booking: ${unit.name_en}`,
      price: unitPrice,
      type_reservation: TYPE_RESERVATION[period],
      duration_res: duration,
      total: rent,
    },
    ...unit.services
      .filter((s) => s.mandatory)
      .map((s, k) => {
        const qty = s.type === 'per_booking' ? 1 : duration;
        return {
          id: 2 + k,
          id_service: s.id,
          description: s.name_ar,
          description_en: s.name_en,
          price: s.price,
          type_reservation: TYPE_RESERVATION[period],
          duration_res: qty,
          total: roundMoney(s.price * qty),
        };
      }),
  ];
}
