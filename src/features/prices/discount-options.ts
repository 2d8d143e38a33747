// Option lists shared by the offer and coupon forms (labels are keys in `prices`).
import type { FieldOption } from '@/engines/wizard';
import { DISCOUNT_TYPES, PRICE_TYPES } from '@schemas/prices';

export const discountTypeOptions: FieldOption[] = DISCOUNT_TYPES.map((v) => ({
  value: v,
  label: `discountTypes.${v}`,
}));

export const priceTypeOptions: FieldOption[] = PRICE_TYPES.map((v) => ({
  value: v,
  label: `priceTypes.${v}`,
}));
