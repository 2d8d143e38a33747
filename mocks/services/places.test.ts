// @vitest-environment node
// The address search: a query returns the places it names and not the others; Arabic
// letter forms and diacritics do not matter; every coordinate is inside Saudi Arabia.
import { describe, expect, it } from 'vitest';
import { isInsideSaudiArabia } from '@schemas/lib/geo';
import { GAZETTEER } from '../seed/gazetteer';
import { searchPlaces } from './places';

const ids = (q: string, limit = 20) => searchPlaces(q, limit).map((p) => p.id);

describe('places search', () => {
  it('every place is real ground: inside the Saudi boundary, ids unique', () => {
    for (const p of GAZETTEER) expect([p.id, isInsideSaudiArabia(p)]).toEqual([p.id, true]);
    expect(new Set(GAZETTEER.map((p) => p.id)).size).toBe(GAZETTEER.length);
  });

  it('"الخبر" offers the city first, then what is in Khobar, and nothing elsewhere', () => {
    const found = searchPlaces('الخبر', 20);
    expect(found[0].id).toBe('khobar');
    expect(found.map((p) => p.id)).toContain('khobar-corniche');
    for (const p of found.slice(1)) expect(p.city?.en).toBe('Khobar');
    expect(ids('الخبر')).not.toContain('dammam-corniche');
  });

  it('English words in any order and case find the one place', () => {
    expect(ids('Khobar corniche')).toEqual(['khobar-corniche']);
    expect(ids('CORNICHE khobar')).toEqual(['khobar-corniche']);
    expect(ids('corniche')).toEqual(
      expect.arrayContaining(['khobar-corniche', 'dammam-corniche', 'jeddah-corniche']),
    );
    expect(ids('corniche')).not.toContain('khobar');
  });

  it('Arabic letter forms and diacritics are ignored', () => {
    expect(ids('ابها')[0]).toBe('abha');
    expect(ids('أبها')[0]).toBe('abha');
    expect(ids('المدينه')[0]).toBe('madinah');
    expect(ids('مَكَّة')[0]).toBe('makkah');
    expect(ids('العُلا')[0]).toBe('alula');
  });

  it('a district by its name, its alias, or with its city', () => {
    expect(ids('العليا')[0]).toBe('riyadh-al-olaya');
    expect(ids('Ulaya')).toEqual(['riyadh-al-olaya']);
    expect(ids('العزيزية المدينة')).toEqual(['madinah-al-aziziyah']);
    expect(ids('العزيزية')).toEqual(
      expect.arrayContaining(['madinah-al-aziziyah', 'makkah-al-aziziyah']),
    );
  });

  it('no match is an empty list; the limit is kept', () => {
    expect(ids('Cairo')).toEqual([]);
    expect(ids('zzzz')).toEqual([]);
    expect(searchPlaces('a', 3)).toHaveLength(3);
  });
});
