// docs/adding-a-screen.md's code blocks and tests/docs-snippets/ (what tsc compiles) are the
// same text: editing one without `npm run docs:snippets` fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC, ROOT, snippetFiles, writtenFiles } from './doc-snippets';

describe(DOC, () => {
  it('has its code blocks, and only them, in tests/docs-snippets (npm run docs:snippets)', () => {
    const fromDoc = snippetFiles(readFileSync(join(ROOT, DOC), 'utf8'));
    const onDisk = writtenFiles();
    expect([...onDisk.keys()].sort()).toEqual([...fromDoc.keys()].sort());
    for (const [path, text] of fromDoc) expect(onDisk.get(path), path).toBe(text);
  });

  it('refuses a block that does not say which file it is', () => {
    expect(() => snippetFiles('```ts\nconst a = 1;\n```\n')).toThrow(/starts with/);
    expect([...snippetFiles('```ts\n// src/x/a.ts\nexport {};\n```\n').keys()]).toEqual([
      'tests/docs-snippets/src/x/a.ts',
    ]);
  });
});
