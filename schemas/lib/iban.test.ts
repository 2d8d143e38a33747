import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, isValidSaudiIban, makeSaudiIban, normaliseIban } from './iban';

describe('Saudi IBAN', () => {
  it('accepts a real-format example and refuses a wrong check', () => {
    expect(isValidSaudiIban('SA0380000000608010167519')).toBe(true);
    expect(isValidSaudiIban('SA0480000000608010167519')).toBe(false);
    expect(isValidSaudiIban('SA038000000060801016751')).toBe(false);
    expect(isValidSaudiIban('GB82WEST12345698765432')).toBe(false);
  });

  it('normalises spaces, case and Arabic digits; displays in groups of four', () => {
    expect(normaliseIban('sa03 8000 0000 ٦٠٨٠ 1016 7519')).toBe('SA0380000000608010167519');
    expect(formatIban('SA0380000000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
  });

  it('property: round trip — built IBANs validate, any single-digit change does not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('05', '10', '15', '20', '30', '45', '55', '60', '65', '80'),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 18, maxLength: 18 }),
        fc.integer({ min: 4, max: 23 }),
        fc.integer({ min: 1, max: 9 }),
        (bank, account, pos, shift) => {
          const iban = makeSaudiIban(bank, account);
          expect(isValidSaudiIban(iban)).toBe(true);
          expect(isValidSaudiIban(normaliseIban(formatIban(iban)))).toBe(true);
          const digit = (Number(iban[pos]) + shift) % 10;
          expect(isValidSaudiIban(iban.slice(0, pos) + digit + iban.slice(pos + 1))).toBe(false);
        },
      ),
    );
  });
});
