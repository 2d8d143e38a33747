// SAR amounts: "1,250.50 ر.س" in Arabic, "SAR 1,250.50" in English, Latin digits.
// The Unicode 17 riyal sign (U+20C1) is avoided: most fonts, Tajawal included, lack it.
import { fromHalalas } from '../money';
import { isArabic, type Lang } from './lang';
import { formatDecimal } from './number';

export interface MoneyOptions {
  /** Arabic symbol: 'ر.س' (default) or the word 'ريال'. */
  arabicSymbol?: 'ر.س' | 'ريال';
  /** Fraction digits (default 2). */
  decimals?: number;
}

/** Formats an amount in SAR for the language. */
export function formatSar(
  amount: number,
  lang: Lang | string = 'ar',
  options: MoneyOptions = {},
): string {
  const text = formatDecimal(amount, options.decimals ?? 2);
  return isArabic(lang) ? `${text} ${options.arabicSymbol ?? 'ر.س'}` : `SAR ${text}`;
}

/** Formats an amount given in halalas. */
export function formatHalalas(
  halalas: number,
  lang: Lang | string = 'ar',
  options: MoneyOptions = {},
): string {
  return formatSar(fromHalalas(halalas), lang, options);
}
