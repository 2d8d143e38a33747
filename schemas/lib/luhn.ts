// Luhn (mod 10) checksum, used by Saudi national ID / Iqama numbers and payment cards.

/** Sum of the Luhn-doubled digits, doubling every second digit counted from the right. */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum;
}

/** True when `digits` is all ASCII digits and passes the Luhn check. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  return luhnSum(digits) % 10 === 0;
}

/** The digit that, appended to `payload`, makes it Luhn-valid (used by tests and seed data). */
export function luhnCheckDigit(payload: string): string {
  if (!/^\d*$/.test(payload)) throw new Error('luhnCheckDigit: digits only');
  const sum = luhnSum(payload + '0');
  return String((10 - (sum % 10)) % 10);
}
