import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesAllWords, normaliseSearchText, searchWords } from './search-text';

describe('normaliseSearchText', () => {
  it.each([
    ['أبها', 'ابها'],
    ['إسكان', 'اسكان'],
    ['آل سعود', 'ال سعود'],
    ['المدينة المنورة', 'المدينه المنوره'],
    ['مستشفى', 'مستشفي'],
    ['الخُبَر', 'الخبر'],
    ['الخـــبر', 'الخبر'],
    ['Khobar  Corniche!', 'khobar corniche'],
    ['Ḥaʼil – Café', 'hail cafe'],
    ['حي ١٢', 'حي 12'],
    ['\u202Bالعليا\u202C', 'العليا'],
  ])('%s → %s', (input, expected) => expect(normaliseSearchText(input)).toBe(expected));

  it('property: idempotent, and a word with or without diacritics normalises the same', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normaliseSearchText(s);
        expect(normaliseSearchText(once)).toBe(once);
      }),
    );
    const marks = ['\u064E', '\u064F', '\u0650', '\u0651', '\u0652', '\u064B', '\u0640'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'), { minLength: 1 }),
        fc.array(fc.constantFrom(...marks)),
        (letters, added) => {
          const plain = letters.join('');
          const marked = letters.map((l, i) => l + (added[i] ?? '')).join('');
          expect(normaliseSearchText(marked)).toBe(normaliseSearchText(plain));
        },
      ),
    );
  });
});

describe('word matching', () => {
  it('the article is optional in both languages', () => {
    expect(searchWords('Al Khobar')).toEqual(['khobar']);
    expect(searchWords('الخبر')).toEqual(['الخبر', 'خبر']);
    expect(matchesAllWords('خبر', 'الخبر')).toBe(true);
    expect(matchesAllWords('khobar', 'Al-Khobar')).toBe(true);
  });

  it('every query word must start a word of the text', () => {
    expect(matchesAllWords('kho corn', 'Khobar Corniche')).toBe(true);
    expect(matchesAllWords('كورنيش الخبر', 'كورنيش الخبر')).toBe(true);
    expect(matchesAllWords('كورنيش جده', 'كورنيش الخبر')).toBe(false);
    expect(matchesAllWords('obar', 'Khobar')).toBe(false);
    expect(matchesAllWords('المدينة', 'المدينه المنوره')).toBe(true);
    expect(matchesAllWords('  ', 'Riyadh')).toBe(false);
  });
});
