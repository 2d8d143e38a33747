// The code blocks of docs/adding-a-screen.md, as files the type check compiles: every ```ts
// and ```tsx block whose first line names its file (`// src/features/notes/notes-table.ts`)
// is written to tests/docs-snippets/<that path>, so `tsc -p tsconfig.json` (in `npm test`)
// holds the doc to the code, and blocks of one feature import each other as in the tree.
// Nothing in src/ imports tests/, so no snippet reaches a bundle.
//
//   npm run docs:snippets            write the files (after editing the doc)
//
// scripts/doc-snippets.test.ts fails when the files and the doc's blocks differ.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DOC = 'docs/adding-a-screen.md';
export const OUT = 'tests/docs-snippets';

const HEADER = `// Generated from ${DOC} by \`npm run docs:snippets\`: edit the doc, not this file.\n`;

/** The files the doc's blocks make, by repo-relative path. */
export function snippetFiles(markdown: string): Map<string, string> {
  const files = new Map<string, string>();
  const fence = /^```(ts|tsx)\n([\s\S]*?)^```$/gm;
  for (const [, lang, code] of markdown.matchAll(fence)) {
    const named = /^\/\/ ((?:src|mocks|schemas)\/[\w./-]+\.tsx?)\n/.exec(code);
    const line = markdown.slice(0, markdown.indexOf(code)).split('\n').length;
    if (!named)
      throw new Error(`${DOC}:${line}: a \`\`\`${lang} block starts with "// <its path>"`);
    if (!named[1].endsWith(`.${lang}`))
      throw new Error(`${DOC}:${line}: ${named[1]} is not .${lang}`);
    const path = join(OUT, named[1]);
    if (files.has(path)) throw new Error(`${DOC}:${line}: a second block for ${named[1]}`);
    files.set(path, HEADER + code);
  }
  return files;
}

/** Every file under the snippets folder now, by repo-relative path. */
export function writtenFiles(root = ROOT): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.set(relative(root, path), readFileSync(path, 'utf8'));
    }
  };
  try {
    walk(join(root, OUT));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return out;
}

function main() {
  const files = snippetFiles(readFileSync(join(ROOT, DOC), 'utf8'));
  rmSync(join(ROOT, OUT), { recursive: true, force: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), text);
  }
  console.log(`${files.size} snippet files in ${OUT}/ from ${DOC}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
