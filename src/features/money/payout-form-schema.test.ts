import { describe, expect, it } from 'vitest';
import { issuesOf } from '@schemas/test-helpers';
import { makeSaudiIban } from '@schemas/lib/iban';
import { EMPTY_PAYOUT, payoutFormSchema } from './payout-form-schema';

describe('receiving method form', () => {
  it('sends only the chosen method, normalised by the shared rule', () => {
    const iban = makeSaudiIban('80', '000000608010167519');
    const typed = {
      ...EMPTY_PAYOUT,
      stc_pay_mobile: '0551234567',
      bank_code: '80',
      holder_name: 'شركة الأفق',
      iban: ` ${iban.toLowerCase()} `,
    };
    expect(payoutFormSchema.parse(typed)).toEqual({
      method: 'bank',
      bank_code: '80',
      holder_name: 'شركة الأفق',
      iban,
    });
    expect(payoutFormSchema.parse({ ...typed, method: 'stc_pay' })).toEqual({
      method: 'stc_pay',
      stc_pay_mobile: '+966551234567',
    });
  });

  it('puts each message on its field', () => {
    expect(issuesOf(payoutFormSchema, EMPTY_PAYOUT)).toEqual({
      bank_code: 'validation:required',
      holder_name: 'validation:required',
      iban: 'validation:required',
    });
    expect(
      issuesOf(payoutFormSchema, { ...EMPTY_PAYOUT, method: 'stc_pay', stc_pay_mobile: '0412' }),
    ).toEqual({
      stc_pay_mobile: 'validation:phoneInvalid',
    });
  });
});
