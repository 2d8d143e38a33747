// Rules live once (issue 30): every function docs/domain-rules.md names in its rule tables is
// the one the screens or the embedded backend call. Each must have a caller outside tests and
// outside its own file, in src/, schemas/ or mocks/ (a function of mocks/ is the backend's own).
// A rule a screen re-implements leaves its function without a caller, and this fails naming
// it. Plain text search (no TypeScript compile): imports and re-exports are not calls.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const DOC = 'docs/domain-rules.md';

/** The identifiers in the Code column of the doc's rule tables. */
function namedInDoc(markdown: string): string[] {
  const names = new Set<string>();
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| Rule ')) continue;
    const code = line.split(' | ')[1] ?? '';
    for (const [, text] of code.matchAll(/`([^`]+)`/g)) {
      const id = /^([A-Za-z_$][\w$]*)(?:\(|\.|$)/.exec(text)?.[1];
      if (id) names.add(id);
    }
  }
  return [...names];
}

interface SourceFile {
  path: string;
  text: string;
  /** Without comments, imports and re-exports: what is left can only use a name. */
  code: string;
}

function sources(dir: string, out: SourceFile[] = []): SourceFile[] {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'generated' && entry.name !== 'node_modules') sources(path, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const text = readFileSync(join(ROOT, path), 'utf8');
      const code = text
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
        .replace(/^\s*import\s[\s\S]*?from\s*['"][^'"]+['"];?/gm, '')
        .replace(/^\s*export\s+(type\s+)?(\*|\{[^}]*\})\s*from\s*['"][^'"]+['"];?/gm, '');
      out.push({ path, text, code });
    }
  }
  return out;
}

/** Where `name` is defined as a function (a declaration or an arrow / function constant). */
function definitions(files: SourceFile[], name: string): SourceFile[] {
  const fn = new RegExp(
    `export\\s+(async\\s+)?function\\s*\\*?\\s*${name}\\b|` +
      `export\\s+const\\s+${name}\\s*(:[^=]+)?=\\s*(async\\s*)?(function\\b|<[^>]*>\\s*\\(|\\(|[\\w$]+\\s*=>)`,
  );
  return files.filter((f) => fn.test(f.text));
}

describe(DOC, () => {
  const files = ['src', 'schemas', 'mocks'].flatMap((dir) => sources(dir));
  const names = namedInDoc(readFileSync(join(ROOT, DOC), 'utf8'));

  it('names the rules by their functions', () => {
    expect(names.length).toBeGreaterThan(100);
    expect(names).toContain('isInvoicePaid');
    expect(names).toContain('choosePriceOption');
  });

  it('names only functions that the screens or the embedded backend call', () => {
    const uncalled: string[] = [];
    let checked = 0;
    for (const name of names) {
      const own = definitions(files, name);
      if (!own.length) continue; // a schema, a constant, a field or option of a function
      checked++;
      const use = new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}\\b`, 'm');
      const callers = files.filter((f) => !own.includes(f) && use.test(f.code));
      if (!callers.length) uncalled.push(`${name} (${own.map((f) => f.path).join(', ')})`);
    }
    expect(checked).toBeGreaterThan(80);
    expect(uncalled, 'functions the doc names that nothing outside tests calls').toEqual([]);
  });
});
