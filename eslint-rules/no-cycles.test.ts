import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { buildImportGraph, findCycles, resolveImport, shortestPath } from './import-graph.js';
import plugin from './index.js';

// A small repo with planted cycles (ignored by the project's own lint run).
const ROOT = path.join(import.meta.dirname, 'fixtures/cycle');

function lint(rel: string, text = readFileSync(path.join(ROOT, rel), 'utf8')) {
  const linter = new Linter({ cwd: ROOT });
  return linter.verify(
    text,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: plugin },
        rules: { 'local/no-cycles': 'error' },
      },
    ],
    { filename: path.join(ROOT, rel) },
  );
}

describe('import graph', () => {
  const { files, graph } = buildImportGraph(ROOT);

  it('resolves relative, alias, folder and extension-less imports to files', () => {
    expect(resolveImport('src/a.ts', './b', files)).toBe('src/b.ts');
    expect(resolveImport('src/b.ts', '@/c', files)).toBe('src/c.ts');
    expect(resolveImport('src/d.ts', './two-way', files)).toBe('src/two-way/index.ts');
    expect(resolveImport('src/d.ts', './a.js', files)).toBe('src/a.ts');
    expect(resolveImport('src/d.ts', 'zod', files)).toBeNull();
    expect(resolveImport('src/d.ts', './missing', files)).toBeNull();
  });

  it('counts static, dynamic, re-export and type-only imports as edges', () => {
    expect([...graph.get('src/b.ts')!]).toEqual(['src/c.ts']);
    expect([...graph.get('src/c.ts')!]).toEqual(['src/a.ts']);
    expect([...graph.get('src/two-way/x.ts')!]).toEqual(['src/two-way/y.ts']);
    expect([...graph.get('src/two-way/index.ts')!].sort()).toEqual([
      'src/two-way/x.ts',
      'src/two-way/y.ts',
    ]);
  });

  it('finds every cycle, and only cycles', () => {
    expect(findCycles(graph)).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/c.ts'],
      ['src/self.ts'],
      ['src/two-way/x.ts', 'src/two-way/y.ts'],
    ]);
    expect(
      findCycles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toEqual([]);
  });

  it('walks the shortest chain', () => {
    expect(shortestPath(graph, 'src/d.ts', 'src/c.ts')).toEqual([
      'src/d.ts',
      'src/a.ts',
      'src/b.ts',
      'src/c.ts',
    ]);
    expect(shortestPath(graph, 'src/c.ts', 'src/d.ts')).toBeNull();
  });
});

describe('no-cycles rule', () => {
  it('reports the import that closes a cycle, with the whole chain', () => {
    const messages = lint('src/a.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ruleId: 'local/no-cycles', line: 2 });
    expect(messages[0].message).toContain('src/a.ts → src/b.ts → src/c.ts → src/a.ts');
  });

  it('reports a lazy import() back into the cycle', () => {
    const messages = lint('src/c.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toContain('src/c.ts → src/a.ts → src/b.ts → src/c.ts');
  });

  it('reports type-only cycles and self-imports', () => {
    expect(lint('src/two-way/x.ts').map((m) => m.message)).toEqual([
      expect.stringContaining('src/two-way/x.ts → src/two-way/y.ts → src/two-way/x.ts'),
    ]);
    expect(lint('src/self.ts').map((m) => m.message)).toEqual([
      expect.stringContaining('imports itself'),
    ]);
  });

  it('leaves a file that only imports into a cycle alone', () => {
    expect(lint('src/d.ts')).toEqual([]);
    expect(lint('src/two-way/index.ts')).toEqual([]);
  });

  it("reads the linted file's own imports from its text, not from disk", () => {
    // An editor with the cycle-closing import removed: nothing to report.
    expect(lint('src/a.ts', "export const a = () => 'a';\n")).toEqual([]);
    // d.ts on disk imports into the cycle only; edited to be imported by c, it would not
    // close a cycle either (c's import of d is not in the graph): still clean.
    expect(lint('src/d.ts', "import { c } from './c';\nexport const d = c;\n")).toEqual([]);
  });
});
