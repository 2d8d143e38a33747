// What a booking is worth to its lessor. The tenant pays the total (rent after discounts +
// the platform's commission + VAT on both); the platform keeps its commission and the VAT
// on that commission, and the rest is the lessor's entitlement (it carries the VAT on the
// rent, which the lessor declares as the supplier). Amounts in halalas.
//
// A booking paid in parts (a deposit, then the rest) or partly refunded earns its
// entitlement in proportion to what is held for it: the share is computed from the running
// net paid, never per payment, so the parts add up to exactly the entitlement.
import { mulDivRound, percentOf, type Halalas } from '../money';

export interface EntitlementInput {
  /** What the tenant pays in all. */
  total: Halalas;
  /** The platform's commission inside that total. */
  commission: Halalas;
  /** VAT percent of the booking (0 for exempt residential space). */
  vatPercent: number;
}

export interface Entitlement {
  total: Halalas;
  commission: Halalas;
  commissionVat: Halalas;
  /** total − commission − VAT on the commission. */
  entitlement: Halalas;
}

export function lessorEntitlement({
  total,
  commission,
  vatPercent,
}: EntitlementInput): Entitlement {
  const commissionVat = percentOf(commission, vatPercent);
  return { total, commission, commissionVat, entitlement: total - commission - commissionVat };
}

/**
 * The part of an entitlement earned once `netPaid` (payments less refunds) is held:
 * entitlement × netPaid / total, rounded half away from zero. netPaid is clamped to
 * 0..total: a backend never refunds more than was paid, nor keeps an overpayment as rent.
 */
export function earnedShare(entitlement: Halalas, total: Halalas, netPaid: Halalas): Halalas {
  if (total <= 0) return 0;
  const held = Math.min(Math.max(netPaid, 0), total);
  if (held === total) return entitlement;
  return Number(mulDivRound(BigInt(entitlement), BigInt(held), BigInt(total)));
}
