// Parses a YAML file once per content: the 8,000-line contract took 0.5–5 s to parse (idle to
// busy machine), and every test file that starts the embedded backend or the contract tools
// used to parse it again. The JSON form is kept under node_modules/.cache by content hash, so
// an edited contract is parsed afresh and a stale copy is never read.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const CACHE_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/.cache/parsed-yaml',
);

export function parseYamlFile(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 24);
  const cached = resolve(CACHE_DIR, `${hash}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8'));
  } catch {
    // Not cached yet (or unreadable): parse and store below.
  }
  const doc: unknown = parse(text);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written beside and renamed: parallel test workers never read a half-written file.
    const partial = `${cached}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(partial, JSON.stringify(doc));
    renameSync(partial, cached);
  } catch {
    // A read-only tree still works, only slower.
  }
  return doc;
}
