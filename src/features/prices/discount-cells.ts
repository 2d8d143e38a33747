// Display helpers shared by the offers and coupons tables, typed by the contract's Offer
// and Coupon (each helper takes only the fields it reads, so both fit).
import type { TFunction } from 'i18next';
import type { components } from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';
import { formatDate, formatMoney } from '@/engines/table';
import type { DiscountState } from '@/domain';

/** An offer or a coupon: the fields both have. */
export type Discount = components['schemas']['Offer'] | components['schemas']['Coupon'];

/**
 * A leading left-to-right mark: the text cell is `<span dir="auto">`, and a run with no
 * strong letter ("10%", "3 / 50", a date range) otherwise takes the page's direction and
 * is laid out right to left in Arabic ("%10", "50 / 3", the dates swapped). The mark is the
 * first strong character, so the span resolves to ltr. The engine has no such cell (reported).
 */
export const ltr = (s: string) => `\u200e${s}`;

/** "15%" for a percentage, the SAR amount for a fixed discount. */
export const discountValue = (d: Pick<Discount, 'type' | 'value'>, lang: string) =>
  d.type === 'percentage' ? ltr(`${d.value}%`) : formatMoney(d.value, lang);

/** The first unit name and "+N" for the rest: a long list would stretch the table. */
export const unitNames = (d: Pick<Discount, 'units'>, t: TFunction) => {
  const names = d.units?.map((u) => u.name) ?? [];
  return names.length > 1
    ? `${names[0]} ${t('prices:more', { count: names.length - 1 })}`
    : (names[0] ?? '');
};

export const priceTypeNames = (d: Pick<Discount, 'price_types'>, t: TFunction) =>
  d.price_types.map((p) => t(`prices:priceTypes.${p}`)).join(t('prices:listSeparator'));

/** "from – to" in one column: two date columns pushed the actions out of view. */
export const dateRange = (from: string, to: string) =>
  ltr(`${formatDate(from)} – ${formatDate(to)}`);

/**
 * The state the lessor reads (section 4): active only when switched on, today within its
 * dates and (a coupon) uses left; labels `prices:discountState.<state>`.
 */
export const discountStatuses = defineStatuses<DiscountState>('discountState', {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  used_up: 'warning',
  paused: 'neutral',
});

/** The `is_active` flag as a chip (labels `prices:active.on|off`). */
export const activeStatuses = defineStatuses(
  'active',
  { on: 'success', off: 'neutral' },
  { read: (v) => (v ? 'on' : 'off') },
);
