import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnCheckDigit } from './lib/luhn';
import {
  completeProfileSchema,
  createLessorProfileSchema,
  lessorProfileSchema,
  lessorUserSchema,
  logoSchema,
  nameScript,
  passwordSchema,
  PROFILE_LIMITS,
  tenantProfileSchema,
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

  it('commercial register 10 digits; a cleared optional box is "not given"', () => {
    const base = {
      full_name: 'فهد العتيبي',
      city_id: '1',
      phone: '0501234567',
      identity_type: 'national_id',
      identity_number: '1000000008',
      has_license: false,
    };
    expect(issuesOf(lessorProfileSchema, { ...base, commercial_register: '12345' })).toEqual({
      commercial_register: 'validation:commercialRegister',
    });
    const ok = lessorProfileSchema.parse({
      ...base,
      commercial_register: '٧٠٠١٢٣٤٥٦٧',
      vat_number: ' ',
      license_number: '',
    });
    expect(ok).toMatchObject({ commercial_register: '7001234567', city_id: 1 });
    expect(ok.vat_number).toBeUndefined();
    expect(ok.license_number).toBeUndefined();
  });

  it('holds what Nafath verified once the account is verified', () => {
    const saved = {
      full_name: 'فهد العتيبي',
      identity_type: 'national_id' as const,
      identity_number: '1000000008',
    };
    const body = { ...saved, city_id: 1, phone: '0501234567', has_license: false };
    const locked = createLessorProfileSchema(saved, ['full_name', 'identity_number']);
    expect(locked.safeParse({ ...body, full_name: '  فهد العتيبي ' }).success).toBe(true);
    expect(issuesOf(locked, { ...body, full_name: 'فهد سعد العتيبي' })).toEqual({
      full_name: 'validation:verifiedLocked',
    });
    expect(issuesOf(locked, { ...body, identity_number: '1000000016' }).identity_number).toBe(
      'validation:verifiedLocked',
    );
    // Unverified: the same changes are allowed.
    expect(
      createLessorProfileSchema(saved, []).safeParse({ ...body, full_name: 'فهد سعد العتيبي' })
        .success,
    ).toBe(true);
  });

  it('tenant profile: the identity is checked by its type when sent', () => {
    const base = { first_name: 'محمد', last_name: 'القحطاني' };
    expect(tenantProfileSchema.safeParse(base).success).toBe(true);
    expect(
      issuesOf(tenantProfileSchema, {
        ...base,
        identity_type: 'residence',
        identity_number: '1000000008',
      }).identity_number,
    ).toBe('validation:residenceNumber');
    expect(
      tenantProfileSchema.parse({ ...base, identity_type: 'residence', identity_number: iqama }),
    ).toMatchObject({ identity_type: 'residence', identity_number: iqama });
    expect(issuesOf(tenantProfileSchema, { ...base, identity_number: '1000000008' })).toEqual({
      identity_type: 'validation:required',
    });
  });

  it('password at least 6; a user needs names and a phone', () => {
    expect(issuesOf(passwordSchema, { password: '12345' }).password).toBe('validation:passwordMin');
    expect(passwordSchema.safeParse({ password: '123456' }).success).toBe(true);
    expect(
      lessorUserSchema.safeParse({
        first_name: 'سارة',
        last_name: 'العمر',
        phone: '+966551234567',
        code: '١٢٣٤',
        role: 'finance',
      }).success,
    ).toBe(true);
    expect(
      issuesOf(lessorUserSchema, {
        first_name: 'سارة',
        last_name: 'العمر',
        phone: '0551234567',
        code: '1234',
        role: 'accountant',
      }).role,
    ).toBe('validation:required');
    // A code that is not 4 to 6 digits says so (was the vague 'Invalid Input').
    expect(
      issuesOf(lessorUserSchema, {
        first_name: 'سارة',
        last_name: 'العمر',
        phone: '0551234567',
        code: '',
        role: 'finance',
      }).code,
    ).toBe('validation:verificationCode');
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

describe('names in one language', () => {
  it('takes Arabic or English letters, with spaces, hyphens, apostrophes and harakat', () => {
    for (const name of ['عبدالله', 'عبد الله', 'مُحَمَّد', 'آل سعود', 'نورة بنت فهد'])
      expect(nameScript(name)).toBe('arabic');
    for (const name of ["O'Neil", 'Anne-Marie', 'José', 'Abdullah Al Qahtani', 'Jr.'])
      expect(nameScript(name)).toBe('latin');
  });

  it('refuses digits, symbols, emoji and a mix of the two', () => {
    for (const name of [
      'Ahmed محمد',
      'محمد2',
      'Ahmed٣',
      'Ali@',
      '😀 Ali',
      '-Ali',
      '\u0000Ali',
      ' ',
    ])
      expect(nameScript(name)).toBeNull();
  });

  it('property: any mix of an Arabic and a Latin letter is refused', () => {
    const arabic = fc.constantFrom(...'ابتثجحخدذرزسشصضطظعغفقكلمنهوي');
    const latin = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
    fc.assert(
      fc.property(fc.array(arabic, { minLength: 1 }), fc.array(latin, { minLength: 1 }), (a, l) => {
        expect(nameScript(a.join(''))).toBe('arabic');
        expect(nameScript(l.join(''))).toBe('latin');
        expect(nameScript(a.join('') + l.join(''))).toBeNull();
        expect(nameScript(`${l.join('')} ${a.join('')}`)).toBeNull();
      }),
    );
  });

  it('says so at the field, in every form that takes a person name (and the backend)', () => {
    const identity = { identity_type: 'national_id', identity_number: '1000000008' };
    const profile = { city_id: 3, accept_terms: true, ...identity };
    expect(
      issuesOf(completeProfileSchema, { ...profile, first_name: 'Ali2', last_name: 'Ahmed' }),
    ).toEqual({ first_name: 'validation:nameLetters' });
    expect(
      issuesOf(completeProfileSchema, { ...profile, first_name: 'Ali', last_name: 'القحطاني' }),
    ).toEqual({ last_name: 'validation:nameScriptMismatch' });
    expect(issuesOf(tenantProfileSchema, { first_name: 'سارة', last_name: 'Smith' })).toEqual({
      last_name: 'validation:nameScriptMismatch',
    });
    expect(
      issuesOf(lessorUserSchema, {
        first_name: 'ماجد',
        last_name: 'الحربي#',
        phone: '0551234567',
        code: '1234',
        role: 'finance',
      }),
    ).toEqual({ last_name: 'validation:nameLetters' });
    expect(lessorProfileSchema.safeParse({ full_name: 'Fahad 007' }).error?.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['full_name'], message: 'validation:nameLetters' }),
      ]),
    );
  });
});
