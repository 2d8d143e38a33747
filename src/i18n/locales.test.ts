// Every key must exist in both languages, across ALL namespace files (every owner's).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const DIR = join(__dirname, 'locales');

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(lng: string): Map<string, Map<string, unknown>> {
  const byNs = new Map<string, Map<string, unknown>>();
  for (const file of readdirSync(join(DIR, lng)).filter((f) => f.endsWith('.json'))) {
    const json = JSON.parse(readFileSync(join(DIR, lng, file), 'utf8')) as unknown;
    byNs.set(file.replace(/\.json$/, ''), flatten(json));
  }
  return byNs;
}

const variables = (s: unknown) =>
  typeof s === 'string' ? [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort() : [];

describe('locale files', () => {
  const all = Object.fromEntries(LANGUAGES.map((l) => [l, load(l)]));
  const namespaces = [...new Set(LANGUAGES.flatMap((l) => [...all[l].keys()]))].sort();

  it('has at least the shell namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'errors']));
  });

  for (const ns of namespaces) {
    it(`namespace "${ns}" has the same keys and placeholders in ${LANGUAGES.join(' and ')}`, () => {
      const problems: string[] = [];
      for (const lng of LANGUAGES) {
        const mine = all[lng].get(ns);
        if (!mine) {
          problems.push(`${lng}/${ns}.json is missing`);
          continue;
        }
        for (const other of LANGUAGES.filter((l) => l !== lng)) {
          const theirs = all[other].get(ns) ?? new Map();
          for (const k of theirs.keys())
            if (!mine.has(k)) problems.push(`${lng}/${ns}.json lacks "${k}"`);
        }
        for (const [k, v] of mine) {
          if (typeof v !== 'string' || v.trim() === '')
            problems.push(`${lng}/${ns}.json "${k}" is empty`);
        }
      }
      const [a, b] = LANGUAGES;
      const am = all[a].get(ns);
      const bm = all[b].get(ns);
      if (am && bm) {
        for (const [k, v] of am) {
          if (bm.has(k) && variables(v).join() !== variables(bm.get(k)).join()) {
            problems.push(`"${ns}:${k}" uses different {{placeholders}} in ${a} and ${b}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
