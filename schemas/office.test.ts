import { describe, expect, it } from 'vitest';
import {
  officeDraftSchema,
  officeFormSchema,
  officeSchema,
  publishOfficeSchema,
  toOfficeInput,
} from './office';
import { issuesOf } from './test-helpers';

export const validOffice = {
  name: 'برج الأفق',
  category: 'private_office',
  type: 'business_center',
  ad_title: 'مكاتب مجهزة للإيجار في حي العليا',
  city_id: 1,
  neighborhood: 'العليا',
  street: 'طريق الملك فهد',
  interface: 'north',
  location: { lat: 24.7136, lng: 46.6753 },
  features: [1, 2],
  license_number: '7200012345',
  advertiser_relationship: 'owner',
  exclusivity: 'exclusive',
  images: [
    'uploads/offices/1/a.jpg',
    'uploads/offices/1/b.jpg',
    'uploads/offices/1/c.jpg',
    'uploads/offices/1/d.jpg',
  ],
  main_image: 'uploads/offices/1/main.jpg',
  accept_terms: true,
} as const;

describe('officeSchema', () => {
  it('accepts a complete office and builds the contract body', () => {
    const parsed = officeSchema.parse(validOffice);
    expect(parsed.is_draft).toBe(false);
    const body = toOfficeInput(parsed);
    expect(body).not.toHaveProperty('images');
    expect(body).not.toHaveProperty('accept_terms');
    expect(body.license_number).toBe('7200012345');
  });

  it.each([
    ['category', { category: undefined }, 'validation:required'],
    ['type', { type: '' }, 'validation:required'],
    ['advertiser_relationship', { advertiser_relationship: 'friend' }, 'validation:required'],
    ['exclusivity', { exclusivity: undefined }, 'validation:required'],
    ['city_id', { city_id: '' }, 'validation:required'],
    ['neighborhood', { neighborhood: '  ' }, 'validation:required'],
    ['street', { street: '\u202E' }, 'validation:required'],
    ['interface', { interface: undefined }, 'validation:required'],
    ['ad_title', { ad_title: 'مكتب للإيجار' }, 'validation:detailedTitle'],
    ['location', { location: { lat: 25.2048, lng: 55.2708 } }, 'validation:outsideSaudiArabia'],
    ['location', { location: undefined }, 'validation:locationRequired'],
    ['images', { images: ['a', 'b', 'c'] }, 'validation:minImages'],
    ['main_image', { main_image: undefined }, 'validation:mainImageRequired'],
    ['license_number', { license_number: '6200012345' }, 'validation:licenceNumber'],
    ['license_number', { license_number: '72001' }, 'validation:licenceNumber'],
    ['license_number', { license_number: '72000123456789' }, 'validation:licenceNumber'],
    ['features', { features: [1] }, 'validation:minDetails'],
    ['accept_terms', { accept_terms: false }, 'validation:acceptTerms'],
    ['name', { name: 'abc' }, 'validation:nameLength'],
  ])('refuses a bad %s', (path, patch, message) => {
    expect(issuesOf(officeSchema, { ...validOffice, ...patch })[path]).toBe(message);
  });

  it('licence number: 6 to 13 digits starting with 7, any digit script', () => {
    for (const ok of ['720001', '7200012', '7200012345', '7200012345678', '٧٢٠٠٠١٢٣٤٥']) {
      expect(officeSchema.safeParse({ ...validOffice, license_number: ok }).success).toBe(true);
    }
  });

  it('a draft needs only name and category', () => {
    expect(officeDraftSchema.safeParse({ name: 'برج الأفق', category: 'desk' }).success).toBe(true);
    expect(officeDraftSchema.safeParse({ name: 'برج الأفق' }).success).toBe(false);
  });

  it('publishing needs the responsibility confirmation', () => {
    expect(publishOfficeSchema.safeParse({ confirm_responsibility: true }).success).toBe(true);
    expect(
      issuesOf(publishOfficeSchema, { confirm_responsibility: false }).confirm_responsibility,
    ).toBe('validation:acceptTerms');
  });
});

describe('officeFormSchema (texts as Arabic/English pairs)', () => {
  const { name: _n, ad_title: _a, neighborhood: _h, street: _s, ...rest } = validOffice;
  const form = {
    ...rest,
    name_ar: 'برج الأفق',
    ad_title_ar: 'مكاتب مجهزة للإيجار في حي العليا',
    neighborhood_ar: 'العليا',
    street_ar: 'طريق الملك فهد',
  };

  it('requires the Arabic side, takes the English as optional, and fills the request texts', () => {
    const parsed = officeFormSchema.parse({ ...form, name_en: '  ' });
    const body = toOfficeInput(parsed);
    expect(body).toMatchObject({ name: 'برج الأفق', name_ar: 'برج الأفق', name_en: '' });
    expect(body).toMatchObject({ street: 'طريق الملك فهد', ad_title: form.ad_title_ar });
    expect(issuesOf(officeFormSchema, { ...form, name_ar: '' })).toEqual({
      name_ar: 'validation:required',
    });
  });

  it('holds a given English side to the same rule as the Arabic', () => {
    expect(issuesOf(officeFormSchema, { ...form, name_en: 'abc' })).toEqual({
      name_en: 'validation:nameLength',
    });
    expect(issuesOf(officeFormSchema, { ...form, ad_title_en: 'Short title' })).toEqual({
      ad_title_en: 'validation:detailedTitle',
    });
  });
});
