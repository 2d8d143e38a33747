import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saudiBankCodeValues } from '@/api/generated/apiback';
import { formatIban, makeSaudiIban, maskIban } from './lib/iban';
import { lessorPaymentMethodSchema } from './payment-method';
import { issuesOf } from './test-helpers';

const iban = makeSaudiIban('80', '000000608010167519');
const bank = { method: 'bank', bank_code: '80', holder_name: 'شركة الأفق', iban };

describe('lessor payment method', () => {
  it('STC Pay: a Saudi mobile in any digit script, stored E.164', () => {
    expect(
      lessorPaymentMethodSchema.parse({ method: 'stc_pay', stc_pay_mobile: '٠٥٥١٢٣٤٥٦٧' }),
    ).toEqual({ method: 'stc_pay', stc_pay_mobile: '+966551234567' });
    expect(issuesOf(lessorPaymentMethodSchema, { method: 'stc_pay', stc_pay_mobile: '' })).toEqual({
      stc_pay_mobile: 'validation:phoneRequired',
    });
  });

  it('bank: typed with spaces and lower case, stored normalised', () => {
    expect(
      lessorPaymentMethodSchema.parse({ ...bank, iban: formatIban(iban).toLowerCase() }),
    ).toEqual({ method: 'bank', bank_code: '80', holder_name: 'شركة الأفق', iban });
  });

  it('bank: each IBAN fault has its own message', () => {
    const iban = (value: string) => issuesOf(lessorPaymentMethodSchema, { ...bank, iban: value });
    expect(iban('').iban).toBe('validation:required');
    expect(iban('SA03800000006080101675').iban).toBe('validation:iban'); // 22 characters
    expect(iban('GB82WEST12345698765432').iban).toBe('validation:iban');
    expect(iban('SA0480000000608010167519').iban).toBe('validation:ibanChecksum');
    expect(iban(makeSaudiIban('10', '000000608010167519')).iban).toBe(
      'validation:ibanBankMismatch',
    );
    expect(issuesOf(lessorPaymentMethodSchema, { ...bank, holder_name: 'ab' }).holder_name).toBe(
      'validation:holderNameLength',
    );
    expect(issuesOf(lessorPaymentMethodSchema, { ...bank, bank_code: '99' }).bank_code).toBe(
      'validation:required',
    );
  });

  it('a change code is optional, 4 to 6 digits when given', () => {
    expect(lessorPaymentMethodSchema.parse({ ...bank, code: '١٢٣٤' })).toMatchObject({
      code: '1234',
    });
    expect(issuesOf(lessorPaymentMethodSchema, { ...bank, code: '12' }).code).toBe(
      'validation:verificationCode',
    );
  });

  it('property: an IBAN of any bank passes only with that bank chosen', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...saudiBankCodeValues),
        fc.constantFrom(...saudiBankCodeValues),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 18, maxLength: 18 }),
        (ibanBank, chosen, account) => {
          const value = { ...bank, bank_code: chosen, iban: makeSaudiIban(ibanBank, account) };
          expect(lessorPaymentMethodSchema.safeParse(value).success).toBe(ibanBank === chosen);
        },
      ),
    );
  });

  it('masks a saved IBAN to its check digits and last four', () => {
    expect(maskIban(iban)).toBe('SA03••••••••••••••••7519');
    expect(formatIban(maskIban(iban))).toBe('SA03 •••• •••• •••• •••• 7519');
  });
});
