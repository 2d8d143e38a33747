// Adapter over the booking-period rules (src/domain/booking owns them): end of a period
// and overlap of two reservations, in UTC. Kept tiny so it can defer to the domain.
export const TYPE_RES = { hourly: 1, daily: 2, monthly: 3, yearly: 4, weekly: 5 } as const;

export const TYPE_RES_NAME: Record<number, 'hourly' | 'daily' | 'monthly' | 'yearly' | 'weekely'> = {
  1: 'hourly',
  2: 'daily',
  3: 'monthly',
  4: 'yearly',
  5: 'weekely', // sic: the spec's invoice line spelling
};

export function periodEnd(start: Date, typeResId: number, duration: number): Date {
  const d = new Date(start.getTime());
  switch (typeResId) {
    case 1:
      d.setUTCHours(d.getUTCHours() + duration);
      break;
    case 2:
      d.setUTCDate(d.getUTCDate() + duration);
      break;
    case 5:
      d.setUTCDate(d.getUTCDate() + 7 * duration);
      break;
    case 3:
      d.setUTCMonth(d.getUTCMonth() + duration);
      break;
    case 4:
      d.setUTCFullYear(d.getUTCFullYear() + duration);
      break;
    default:
      throw new Error(`unknown type_res_id ${typeResId}`);
  }
  return d;
}

export function overlaps(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return Date.parse(aStart) < Date.parse(bEnd) && Date.parse(bStart) < Date.parse(aEnd);
}
