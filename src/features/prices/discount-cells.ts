// Display helpers shared by the offers and coupons tables.
import type { TFunction } from 'i18next';
import { formatDate, formatMoney, type StatusChip } from '@/engines/table';

interface Discount {
  type: string;
  value: number;
  units?: Array<{ name: string }>;
  price_types: string[];
}

/**
 * A leading left-to-right mark: the text cell is `<span dir="auto">`, and a run with no
 * strong letter ("10%", "3 / 50", a date range) otherwise takes the page's direction and
 * is laid out right to left in Arabic ("%10", "50 / 3", the dates swapped). The mark is the
 * first strong character, so the span resolves to ltr. The engine has no such cell (reported).
 */
export const ltr = (s: string) => `\u200e${s}`;

/** "15%" for a percentage, the SAR amount for a fixed discount. */
export const discountValue = (d: Discount, lang: string) =>
  d.type === 'percentage' ? ltr(`${d.value}%`) : formatMoney(d.value, lang);

/** The first unit name and "+N" for the rest: a long list would stretch the table. */
export const unitNames = (d: Discount, t: TFunction) => {
  const names = d.units?.map((u) => u.name) ?? [];
  return names.length > 1
    ? `${names[0]} ${t('prices:more', { count: names.length - 1 })}`
    : (names[0] ?? '');
};

export const priceTypeNames = (d: Discount, t: TFunction) =>
  d.price_types.map((p) => t(`prices:priceTypes.${p}`)).join(t('prices:listSeparator'));

/** "from – to" in one column: two date columns pushed the actions out of view. */
export const dateRange = (from: string, to: string) =>
  ltr(`${formatDate(from)} – ${formatDate(to)}`);

export const activeChip = (v: unknown): StatusChip =>
  v ? { label: 'active.on', palette: 'green' } : { label: 'active.off', palette: 'gray' };
