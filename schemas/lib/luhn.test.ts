import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLuhnValid, luhnCheckDigit } from './luhn';

describe('luhn', () => {
  it('accepts the domain-notes example and refuses its neighbour', () => {
    expect(isLuhnValid('1000000008')).toBe(true);
    expect(isLuhnValid('1000000000')).toBe(false);
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('12a4')).toBe(false);
  });

  it('round trip: payload + check digit is valid, any other last digit is not', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 18 }),
        fc.integer({ min: 1, max: 9 }),
        (payload, shift) => {
          const check = luhnCheckDigit(payload);
          expect(isLuhnValid(payload + check)).toBe(true);
          expect(isLuhnValid(payload + String((Number(check) + shift) % 10))).toBe(false);
        },
      ),
    );
  });
});
