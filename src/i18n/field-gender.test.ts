// Arabic messages that name a field agree with its gender (issue 11, defect 9: "الرسالة مطلوب").
// Every form's label map has a `fieldGender` sibling that marks its feminine labels; a label
// whose first word ends in ta marbuta ("المدينة", "طريقة الاستلام") is feminine, and so are
// the plurals of things listed here by hand ("المرفقات", "التفاصيل").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldGender } from './field-gender';

type Json = { [k: string]: Json | string };
const DIR = join(__dirname, 'locales');
const read = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(DIR, lng, `${ns}.json`), 'utf8')) as Json;

/** Forms whose labels are not under a `fields` map: `<ns>:<path>` and the form's fields. */
const DIRECT_FORMS: Record<string, string[]> = {
  'static-pages:contact': ['name', 'phone', 'email', 'subject', 'message'],
  'auth:profile': ['first_name', 'last_name', 'email', 'city_id', 'identity_type'],
};
const FORM_NAMESPACES = [
  'accounts',
  'booking',
  'calendar',
  'contracts',
  'marketing',
  'office-details',
  'offices',
  'payout',
  'prices',
  'support',
  'unit-settings',
  'units',
];

const firstWord = (label: string) =>
  label
    .trim()
    .split(/\s+/)[0]
    .replace(/[^\u0600-\u06ff]/g, '');
const looksFeminine = (label: string) => firstWord(label).endsWith('ة');

interface LabelMap {
  where: string;
  labels: Record<string, string>;
  genders: Record<string, string>;
}

function labelMaps(ns: string, node: Json, path: string, out: LabelMap[] = []): LabelMap[] {
  const fields = node.fields;
  if (fields && typeof fields === 'object') {
    const labels = Object.fromEntries(
      Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const genders = (node.fieldGender ?? {}) as Record<string, string>;
    out.push({ where: `${ns}:${path ? `${path}.` : ''}fieldGender`, labels, genders });
  }
  for (const [k, v] of Object.entries(node))
    if (typeof v === 'object' && k !== 'fields') labelMaps(ns, v, path ? `${path}.${k}` : k, out);
  return out;
}

function allForms(): LabelMap[] {
  const maps = FORM_NAMESPACES.flatMap((ns) => labelMaps(ns, read('ar', ns), ''));
  for (const [at, names] of Object.entries(DIRECT_FORMS)) {
    const [ns, path] = at.split(':');
    const node = path.split('.').reduce<Json>((n, k) => n[k] as Json, read('ar', ns));
    const labels = Object.fromEntries(names.map((n) => [n, node[n] as string]));
    const genders = (node.fieldGender ?? {}) as Record<string, string>;
    maps.push({ where: `${at}.fieldGender`, labels, genders });
  }
  return maps;
}

describe('field gender', () => {
  it('gives the feminine context only where the map says so, by the path’s last part', () => {
    const dict: Record<string, string> = { 'f:g.city_id': 'female', 'f:g.name': 'male' };
    const t = (key: string, o: { defaultValue: string }) => dict[key] ?? o.defaultValue;
    expect(fieldGender(t, 'f:g', 'city_id')).toBe('female');
    expect(fieldGender(t, 'f:g', 'rows.3.city_id')).toBe('female');
    expect(fieldGender(t, 'f:g', 'name')).toBeUndefined();
    expect(fieldGender(t, 'f:g', 'district')).toBeUndefined();
    expect(fieldGender(t, undefined, 'city_id')).toBeUndefined();
  });

  it('every form marks its feminine Arabic labels', () => {
    const maps = allForms();
    expect(maps.length).toBeGreaterThan(15);
    const missing = maps.flatMap(({ where, labels, genders }) =>
      Object.entries(labels)
        .filter(([k, label]) => looksFeminine(label) && genders[k] !== 'female')
        .map(([k, label]) => `${where}.${k} (${label})`),
    );
    expect(missing).toEqual([]);
  });

  it('marks only labels that exist, and only as "female"', () => {
    const wrong = allForms().flatMap(({ where, labels, genders }) =>
      Object.entries(genders)
        .filter(([k, g]) => !(k in labels) || g !== 'female')
        .map(([k]) => `${where}.${k}`),
    );
    expect(wrong).toEqual([]);
  });
});
