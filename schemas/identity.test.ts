import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identitySchema, nationalIdMatchSchema, otpSchema, phoneSchema } from './identity';
import { luhnCheckDigit } from './lib/luhn';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('phoneSchema', () => {
  it('stores E.164 and refuses empty with the spec message', () => {
    expect(phoneSchema.parse({ phone: '0512345678' })).toEqual({ phone: '+966512345678' });
    expect(firstMessage(phoneSchema.safeParse({ phone: '' }))).toBe('validation:phoneRequired');
    expect(phoneSchema.safeParse({ phone: '' }).error?.issues).toHaveLength(1);
    expect(firstMessage(phoneSchema.safeParse({ phone: '0312345678' }))).toBe(
      'validation:phoneInvalid',
    );
  });

  it('otp accepts 4-6 digits in any script', () => {
    expect(otpSchema.parse({ phone: '0512345678', code: '١٢٣٤' }).code).toBe('1234');
    expect(otpSchema.safeParse({ phone: '0512345678', code: '12' }).success).toBe(false);
  });
});

describe('national ID and residence', () => {
  it('checks format, Luhn and the profile match', () => {
    const schema = nationalIdMatchSchema('1000000008');
    expect(schema.parse({ national_id: '١٠٠٠٠٠٠٠٠٨' })).toEqual({ national_id: '1000000008' });
    expect(firstMessage(schema.safeParse({ national_id: '1000000000' }))).toBe(
      'validation:nationalId',
    );
    expect(firstMessage(schema.safeParse({ national_id: '' }))).toBe('validation:required');
    const other = '100000001' + luhnCheckDigit('100000001');
    expect(firstMessage(schema.safeParse({ national_id: other }))).toBe(
      'validation:nationalIdMismatch',
    );
    expect(nationalIdMatchSchema().safeParse({ national_id: other }).success).toBe(true);
  });

  it('refuses a residence number as a national ID and the reverse', () => {
    const iqama = '200000000' + luhnCheckDigit('200000000');
    expect(identitySchema.safeParse({ id_type: 'residence', id_number: iqama }).success).toBe(true);
    expect(identitySchema.safeParse({ id_type: 'national_id', id_number: iqama }).success).toBe(
      false,
    );
    expect(
      identitySchema.safeParse({ id_type: 'residence', id_number: '1000000008' }).success,
    ).toBe(false);
  });

  it('property: every Luhn-completed 1xxxxxxxxx passes, typed in Arabic-Indic digits too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
        const payload = '1' + String(n).padStart(8, '0');
        const id = payload + luhnCheckDigit(payload);
        const arabic = id.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
        expect(nationalIdMatchSchema(id).parse({ national_id: arabic }).national_id).toBe(id);
      }),
    );
  });
});
