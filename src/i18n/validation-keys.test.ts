// schemas/ may not import src/i18n (layer rule), so the key list lives in
// schemas/messages.ts; this test keeps it, ar and en in step.
import { describe, expect, it } from 'vitest';
import { GENDERED_KEYS, SPEC_MESSAGES, VALIDATION_KEYS } from '@schemas/messages';
import ar from './locales/ar/validation.json';
import en from './locales/en/validation.json';

describe('validation namespace', () => {
  it('the same keys in schemas/messages.ts, ar and en (plus a feminine form of the gendered ones)', () => {
    const keys = [...VALIDATION_KEYS, ...GENDERED_KEYS.map((k) => `${k}_female`)].sort();
    expect(Object.keys(en).sort()).toEqual(keys);
    expect(Object.keys(ar).sort()).toEqual(keys);
  });

  it('no empty text; {{field}} used alike in both languages', () => {
    for (const key of VALIDATION_KEYS) {
      expect(en[key].length).toBeGreaterThan(0);
      expect(ar[key].length).toBeGreaterThan(0);
      expect(ar[key].includes('{{field}}')).toBe(en[key].includes('{{field}}'));
    }
  });

  it("the spec's English messages verbatim", () => {
    for (const [key, text] of Object.entries(SPEC_MESSAGES)) {
      expect(en[key as keyof typeof en]).toBe(text);
    }
    expect(en.required).toBe('{{field}} is Required');
  });

  it('Arabic agrees with a feminine field ("المدينة مطلوبة")', () => {
    expect(ar.required_female.replace('{{field}}', 'المدينة')).toBe('المدينة مطلوبة');
    for (const key of GENDERED_KEYS) expect(ar[`${key}_female`]).not.toBe(ar[key]);
  });
});
