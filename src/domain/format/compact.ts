// Compact amounts, exactly per spec section 9: below 1000 the number with "rial" /
// "ريال"; from 1000 divided by 1000 per step with K, M, B (English) or ألف, مليون, مليار
// (Arabic), no decimals; "Invalid number" for non-numeric input.
// Choices (docs/domain-rules.md): the step is picked AFTER rounding, so 999,999 reads
// "1M" rather than "1000K"; beyond billions the B step stays (1,500B); below 1000 the
// number keeps up to 2 decimals; the sign is kept.
import { parseNumber } from '@schemas/lib/number';
import { isArabic, type Lang } from './lang';
import { formatInteger } from './number';

const EN_STEPS = ['K', 'M', 'B'] as const;
const AR_STEPS = ['ألف', 'مليون', 'مليار'] as const;
export const INVALID_NUMBER = { en: 'Invalid number', ar: 'رقم غير صالح' } as const;

export function compactAmount(
  input: number | string | null | undefined,
  lang: Lang | string = 'ar',
): string {
  const ar = isArabic(lang);
  const parsed = typeof input === 'number' ? input : parseNumber(input);
  if (typeof parsed !== 'number' || !Number.isFinite(parsed))
    return ar ? INVALID_NUMBER.ar : INVALID_NUMBER.en;
  const sign = parsed < 0 ? '-' : '';
  const abs = Math.abs(parsed);
  if (abs < 1000) {
    const n = Math.round(abs * 100) / 100;
    return `${sign}${n} ${ar ? 'ريال' : 'rial'}`;
  }
  let value = abs;
  let step = -1;
  while (step < 2 && Math.round(value) >= 1000) {
    value /= 1000;
    step++;
  }
  const rounded = formatInteger(Math.round(value));
  return ar ? `${sign}${rounded} ${AR_STEPS[step]}` : `${sign}${rounded}${EN_STEPS[step]}`;
}
