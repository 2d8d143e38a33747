// Wire spellings the contract inherits from the original backend.
import type { PeriodType } from '@schemas/lib/booking-period';

/** Invoice line `type_reservation` (spec 3: "weekely" [sic]). */
export const TYPE_RESERVATION: Record<PeriodType, string> = {
  hourly: 'hourly',
  daily: 'daily',
  weekly: 'weekely',
  monthly: 'monthly',
  yearly: 'yearly',
};
