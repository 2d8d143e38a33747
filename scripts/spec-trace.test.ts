// @vitest-environment node
// Keeps the spec trace (docs/spec-trace.md and docs/spec-trace/*.md) true to the tree:
// every file it names exists, every test title it quotes is still a test in that file,
// every section of the spec has its table (the headings are kept in
// docs/spec-trace/sections.json, copied from the product specification, which lives
// outside the repository), every row has a status, and the index's counts add up.
// Reads text only: no DOM, no app import.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const INDEX = 'docs/spec-trace.md';
const SECTIONS = 'docs/spec-trace/sections.json';
/** The specification, when this checkout sits beside the shared folder (not in CI). */
const SPEC_OUTSIDE = path.resolve(ROOT, '../shared/spec.md');
const TOP_DIRS = [
  'src',
  'schemas',
  'mocks',
  'tests',
  'scripts',
  'docs',
  'openapi',
  'public',
  'eslint-rules',
];
const STATUSES = ['done', 'partial', 'missing'] as const;
type Status = (typeof STATUSES)[number];

interface Section {
  heading: string;
  file: string;
}
interface Row {
  file: string;
  line: number;
  heading: string;
  item: string;
  text: string;
  status: string;
}

const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');
const sections: Section[] = JSON.parse(read(SECTIONS)).sections;
const partFiles = [...new Set(sections.map((s) => s.file))];

function rowsOf(file: string): Row[] {
  const rows: Row[] = [];
  let heading = '';
  read(file)
    .split('\n')
    .forEach((text, i) => {
      const h = /^#{2,3} (.+)$/.exec(text);
      if (h) heading = h[1].trim();
      if (!text.startsWith('|') || /^\|\s*-/.test(text) || /^\|\s*Item\s*\|/.test(text)) return;
      const cells = text
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      rows.push({ file, line: i + 1, heading, item: cells[0], text, status: cells.at(-1) ?? '' });
    });
  return rows;
}
const rows = partFiles.flatMap(rowsOf);
const where = (r: Row) => `${r.file}:${r.line} (${r.heading} › ${r.item})`;

/** `src/{a,b}/x.ts` → both paths. */
function expand(p: string): string[] {
  const m = /\{([^}]+)\}/.exec(p);
  if (!m) return [p];
  return m[1].split(',').flatMap((alt) => expand(p.replace(m[0], alt)));
}
function pathsIn(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1])
    .filter((t) => TOP_DIRS.includes(t.split('/')[0]) && t.includes('/'));
}

const titleCache = new Map<string, string[]>();
function titlesOf(rel: string): string[] {
  if (!titleCache.has(rel)) {
    const src = read(rel);
    const re =
      /\b(?:it|test|describe)(?:\.\w+(?:\([^)]*\))?)*\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
    titleCache.set(
      rel,
      [...src.matchAll(re)].map((m) => m[2].replace(/\\(.)/g, '$1')),
    );
  }
  return titleCache.get(rel)!;
}

describe('spec trace', () => {
  it('has a table for every section of the spec, in the spec order', () => {
    for (const file of partFiles) {
      const headings = read(file)
        .split('\n')
        .filter((l) => /^#{2,3} /.test(l))
        .map((l) => l.replace(/^#+ /, '').trim());
      const expected = sections.filter((s) => s.file === file).map((s) => s.heading);
      expect(
        headings.filter((h) => expected.includes(h)),
        `${file}: the spec's section headings (${SECTIONS}) must appear as headings, in order`,
      ).toEqual(expected);
    }
    const indexText = read(INDEX);
    for (const file of partFiles) {
      expect(indexText, `${INDEX} must link ${file}`).toContain(`(${path.relative('docs', file)})`);
    }
  });

  it('copies the section headings from the spec (checked only where the spec is beside the repo)', () => {
    if (!existsSync(SPEC_OUTSIDE)) return;
    const spec = readFileSync(SPEC_OUTSIDE, 'utf8')
      .split('\n')
      .filter((l) => /^#{2,3} /.test(l))
      .map((l) => l.replace(/^#+ /, '').trim());
    expect(
      sections.map((s) => s.heading),
      `${SECTIONS} is stale against ${SPEC_OUTSIDE}`,
    ).toEqual(spec);
  });

  it('names only files that exist', () => {
    const stale: string[] = [];
    for (const r of rows) {
      for (const p of pathsIn(r.text).flatMap(expand)) {
        if (!existsSync(path.join(ROOT, p))) stale.push(`${where(r)}: no file ${p}`);
      }
    }
    for (const p of pathsIn(read(INDEX)).flatMap(expand)) {
      if (!existsSync(path.join(ROOT, p))) stale.push(`${INDEX}: no file ${p}`);
    }
    expect(
      stale,
      `stale rows in the spec trace (moved or renamed files):\n${stale.join('\n')}`,
    ).toEqual([]);
  });

  it('quotes only test titles that are in the named file', () => {
    const stale: string[] = [];
    for (const r of rows) {
      for (const m of r.text.matchAll(/`([^`\s]+)` › "([^"]+)"/g)) {
        const [, file, title] = m;
        if (!existsSync(path.join(ROOT, file))) continue; // said by the test above
        if (!titlesOf(file).some((t) => t.includes(title))) {
          stale.push(`${where(r)}: no test titled "${title}" in ${file}`);
        }
      }
    }
    expect(stale, `stale rows in the spec trace (renamed tests):\n${stale.join('\n')}`).toEqual([]);
  });

  it('gives every row a status, and the index counts them right', () => {
    const bad = rows.filter((r) => !STATUSES.some((s) => r.status.startsWith(s)));
    expect(
      bad.map((r) => `${where(r)}: status "${r.status}"`),
      'the last cell of a row starts with done, partial or missing',
    ).toEqual([]);
    const counts = new Map<string, Record<Status, number>>();
    for (const r of rows) {
      const c = counts.get(r.heading) ?? { done: 0, partial: 0, missing: 0 };
      c[STATUSES.find((s) => r.status.startsWith(s))!] += 1;
      counts.set(r.heading, c);
    }
    const want = sections.map((s) => {
      const c = counts.get(s.heading) ?? { done: 0, partial: 0, missing: 0 };
      return `| ${s.heading} | ${c.done} | ${c.partial} | ${c.missing} |`;
    });
    const have = read(INDEX)
      .split('\n')
      .filter((l) => sections.some((s) => l.startsWith(`| ${s.heading} |`)));
    expect(
      have,
      `${INDEX}: the counts table is stale; it should read:\n${want.join('\n')}`,
    ).toEqual(want);
  });
});
