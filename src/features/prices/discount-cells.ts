// Display helpers shared by the offers and coupons tables.
import type { TFunction } from 'i18next';
import { formatDate, formatMoney, type StatusChip } from '@/engines/table';

interface Discount {
  type: string;
  value: number;
  units?: Array<{ name: string }>;
  price_types: string[];
}

/** "15%" for a percentage, the SAR amount for a fixed discount. */
export const discountValue = (d: Discount, lang: string) =>
  d.type === 'percentage' ? `${d.value}%` : formatMoney(d.value, lang);

/** The first two unit names and "+N" for the rest: a long list would stretch the table. */
export const unitNames = (d: Discount, t: TFunction) => {
  const names = d.units?.map((u) => u.name) ?? [];
  const shown = names.slice(0, 2).join(t('prices:listSeparator'));
  return names.length > 2 ? `${shown} ${t('prices:more', { count: names.length - 2 })}` : shown;
};

export const priceTypeNames = (d: Discount, t: TFunction) =>
  d.price_types.map((p) => t(`prices:priceTypes.${p}`)).join(t('prices:listSeparator'));

/** "from – to" in one column: two date columns pushed the actions out of view. */
export const dateRange = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;

export const activeChip = (v: unknown): StatusChip =>
  v ? { label: 'active.on', palette: 'green' } : { label: 'active.off', palette: 'gray' };
