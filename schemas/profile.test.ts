import { describe, expect, it } from 'vitest';
import { luhnCheckDigit } from './lib/luhn';
import {
  completeProfileSchema,
  lessorProfileSchema,
  lessorUserSchema,
  logoSchema,
  passwordSchema,
  PROFILE_LIMITS,
} from './profile';
import { issuesOf } from './test-helpers';

const iqama = '200000000' + luhnCheckDigit('200000000');

describe('people', () => {
  it('complete profile: names, identity by type, terms', () => {
    const ok = completeProfileSchema.parse({
      first_name: 'عبدالله',
      last_name: 'القحطاني',
      city_id: '3',
      identity_type: 'national_id',
      identity_number: '1000000008',
      accept_terms: true,
    });
    expect(ok).toMatchObject({ city_id: 3, identity_number: '1000000008', accept_terms: true });
    const bad = completeProfileSchema.safeParse({
      first_name: 'ع',
      last_name: 'القحطاني',
      city_id: 3,
      identity_type: 'national_id',
      identity_number: iqama,
      accept_terms: false,
    });
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'first_name:validation:nameLength',
        'accept_terms:validation:acceptTerms',
        'identity_number:validation:nationalId',
      ]),
    );
  });

  it('lessor profile: full name 4..29, phone E.164, optional VAT number ^3\\d{13}3$, licence when declared', () => {
    const base = {
      full_name: 'فهد العتيبي',
      city_id: 1,
      phone: '0501234567',
      identity_type: 'residence',
      identity_number: iqama,
    };
    expect(lessorProfileSchema.parse(base).phone).toBe('+966501234567');
    expect(issuesOf(lessorProfileSchema, { ...base, full_name: 'فهد' }).full_name).toBe(
      'validation:nameLength',
    );
    expect(
      issuesOf(lessorProfileSchema, { ...base, vat_number: '310122393500004' }).vat_number,
    ).toBe('validation:vatNumber');
    expect(lessorProfileSchema.safeParse({ ...base, vat_number: '٣١٠١٢٢٣٩٣٥٠٠٠٠٣' }).success).toBe(
      true,
    );
    expect(issuesOf(lessorProfileSchema, { ...base, has_license: true }).license_number).toBe(
      'validation:required',
    );
    expect(issuesOf(lessorProfileSchema, { ...base, phone: '' }).phone).toBe(
      'validation:phoneRequired',
    );
    expect(issuesOf(lessorProfileSchema, { ...base, email: 'nope' }).email).toBe(
      'validation:email',
    );
  });

  it('password at least 6; a user needs names and a phone', () => {
    expect(issuesOf(passwordSchema, { password: '12345' }).password).toBe('validation:passwordMin');
    expect(passwordSchema.safeParse({ password: '123456' }).success).toBe(true);
    expect(
      lessorUserSchema.safeParse({ first_name: 'سارة', last_name: 'العمر', phone: '+966551234567' })
        .success,
    ).toBe(true);
  });

  it('logo: an image of at most 2 MB', () => {
    expect(
      logoSchema.safeParse({ logo: { size: PROFILE_LIMITS.logoMaxBytes, type: 'image/png' } })
        .success,
    ).toBe(true);
    expect(
      issuesOf(logoSchema, { logo: { size: PROFILE_LIMITS.logoMaxBytes + 1, type: 'image/png' } })
        .logo,
    ).toBe('validation:logoTooLarge');
    expect(issuesOf(logoSchema, { logo: { size: 10, type: 'application/pdf' } }).logo).toBe(
      'validation:logoNotImage',
    );
    expect(issuesOf(logoSchema, {}).logo).toBe('validation:required');
    const file = new File([new Uint8Array(1024)], 'logo.png', { type: 'image/png' });
    expect(logoSchema.safeParse({ logo: file }).success).toBe(true);
  });
});
