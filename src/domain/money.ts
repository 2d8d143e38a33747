// Money is computed in halalas (1 SAR = 100 halalas), as integers, so invoice lines add up
// exactly. Conversions go through the decimal TEXT of a number (the shortest round-trip
// form JS prints), never through `x * 100`, which drifts: 1.005 * 100 = 100.49999….
// Rounding is half away from zero (commercial rounding), applied once per computed value.
import { parseNumber } from '@schemas/lib/number';

export type Halalas = number;

/** Scales a decimal to an integer with `decimals` places, rounding half away from zero. */
export function scaleDecimal(value: number | string, decimals: number): bigint {
  const parsed = typeof value === 'number' ? value : parseNumber(value);
  if (typeof parsed !== 'number' || !Number.isFinite(parsed))
    throw new RangeError(`Not a number: ${String(value)}`);
  let text = String(parsed);
  if (/e/i.test(text)) text = parsed.toFixed(Math.min(100, decimals + 2));
  const negative = text.startsWith('-');
  const [intPart, fracPart = ''] = text.replace('-', '').split('.');
  const kept = (fracPart + '0'.repeat(decimals + 1)).slice(0, decimals);
  const next = Number((fracPart + '0'.repeat(decimals + 1))[decimals]);
  let scaled = BigInt(intPart + kept);
  if (next >= 5) scaled += 1n;
  return negative ? -scaled : scaled;
}

/** 12.345 → 1235 halalas (half away from zero); "١٬٢٣٤٫٥" → 123450. */
export function toHalalas(amount: number | string): Halalas {
  return Number(scaleDecimal(amount, 2));
}

/** 1235 → 12.35 (an integer / 100 is the nearest double to the 2-decimal amount). */
export function fromHalalas(halalas: Halalas): number {
  return halalas / 100;
}

/** Rounds a SAR amount to 2 decimals without float drift (1.005 → 1.01). */
export function roundMoney(amount: number): number {
  return fromHalalas(toHalalas(amount));
}

/** a × b / c rounded half away from zero, exact for any safe integers (bigint inside). */
export function mulDivRound(a: bigint, b: bigint, c: bigint): bigint {
  const n = a * b;
  const negative = n < 0n !== c < 0n;
  const absN = n < 0n ? -n : n;
  const absC = c < 0n ? -c : c;
  const q = (absN * 2n + absC) / (absC * 2n);
  return negative ? -q : q;
}

/** `percent` % of an amount in halalas, rounded to a halala. Percent may have decimals (12.5). */
export function percentOf(halalas: Halalas, percent: number | string): Halalas {
  const scaledPercent = scaleDecimal(percent, 6); // percent × 10^6
  return Number(mulDivRound(BigInt(halalas), scaledPercent, 100n * 1_000_000n));
}

/** Sum of halala amounts (integers stay exact up to 2^53). */
export function sumHalalas(values: readonly Halalas[]): Halalas {
  return values.reduce((a, b) => a + b, 0);
}
