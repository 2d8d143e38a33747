// "No hand-written copy of a generated enum": every list of literal values in our code
// (an array such as ['a', 'b'], a z.literal list, or a type union 'a' | 'b') whose values
// are exactly those of a contract enum must instead come from the generated runtime array
// (src/api/generated/apiback.ts, `<name>Values`) or type. A new value in the contract then
// reaches the rules, the mocks and the form options through `npm run codegen` alone.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as generated from '@/api/generated/apiback';
import { listCodeFiles } from '../../eslint-rules/import-graph.js';

const ROOT = resolve(import.meta.dirname, '../..');

type Literal = string | number;
const keyOf = (values: readonly Literal[]) =>
  JSON.stringify([...new Set(values)].sort((a, b) => String(a).localeCompare(String(b))));

/** Contract enums by their value set; one-value enums (a constant like 'SAR') are not lists. */
function contractEnums(): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const [name, value] of Object.entries(generated)) {
    if (!name.endsWith('Values') || !Array.isArray(value) || new Set(value).size < 2) continue;
    const key = keyOf(value as Literal[]);
    byKey.set(key, [...(byKey.get(key) ?? []), name]);
  }
  return byKey;
}

function literalValue(node: ts.Node): Literal | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isLiteralTypeNode(node)) return literalValue(node.literal);
  // z.literal('a') inside a hand-written union list
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'literal' &&
    node.arguments.length === 1
  ) {
    return literalValue(node.arguments[0]);
  }
  return undefined;
}

/** Every hand-written list of two or more literals in a source text, with its line. */
function literalLists(fileName: string, text: string) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lists: { line: number; values: Literal[] }[] = [];
  const visit = (node: ts.Node) => {
    const items = ts.isArrayLiteralExpression(node)
      ? node.elements
      : ts.isUnionTypeNode(node)
        ? node.types
        : undefined;
    if (items && items.length >= 2) {
      const values = items.map(literalValue);
      if (values.every((v) => v !== undefined)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        lists.push({ line, values: values as Literal[] });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lists;
}

interface Copy {
  file: string;
  line: number;
  /** The generated array(s) with the same values, e.g. `officeCategoryValues`. */
  enums: string[];
}

function findCopies(files: { name: string; text: string }[], enums = contractEnums()) {
  const copies: Copy[] = [];
  for (const { name, text } of files) {
    for (const { line, values } of literalLists(name, text)) {
      const matches = enums.get(keyOf(values));
      if (matches) copies.push({ file: name, line, enums: matches });
    }
  }
  return copies;
}

const describeCopy = (c: Copy) => `${c.file}:${c.line} copies ${c.enums.join(' / ')}`;

/** Same values as a contract enum, on purpose. */
const ALLOWED: Record<string, string[]> = {
  // The UI's languages: a language is offered once its translations exist, so a new
  // contract Lang must not appear in the language switch by itself (tied by `satisfies`).
  'src/i18n/languages.ts': ['langValues'],
};

const isScanned = (rel: string) =>
  /^(src|schemas|mocks|scripts)\//.test(rel) &&
  !/\/generated\//.test(rel) &&
  !/\.test\.tsx?$/.test(rel);

function repoCopies() {
  const files = listCodeFiles(ROOT)
    .filter(isScanned)
    .map((name) => ({ name, text: readFileSync(resolve(ROOT, name), 'utf8') }));
  return { scanned: files.length, copies: findCopies(files) };
}

const listed = (list: Record<string, string[]>, c: Copy) => list[c.file]?.includes(c.enums[0]);

describe('no hand-typed copy of a contract enum', () => {
  it('finds a copy in planted code: array, as const, z.literal list, type union', () => {
    const planted = [
      "export const A = ['shared_workspace', 'private_office', 'meeting_room', 'desk', 'training_hall'] as const;",
      'const b = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);',
      "type C = 'full' | 'deposit';",
      "const ok = ['private_office', 'desk'];", // a subset is a choice, not a copy
      'const d = officeCategoryValues.map((v) => v);',
    ].join('\n');
    expect(findCopies([{ name: 'planted.ts', text: planted }]).map(describeCopy)).toEqual([
      'planted.ts:1 copies officeCategoryValues',
      'planted.ts:2 copies typeResIdValues',
      'planted.ts:3 copies payModeValues',
    ]);
  });

  const { scanned, copies } = repoCopies();

  it('finds none in src/, schemas/, mocks/ and scripts/ (generated code and tests aside)', () => {
    expect(scanned).toBeGreaterThan(100);
    const unexpected = copies.filter((c) => !listed(ALLOWED, c));
    expect(unexpected.map(describeCopy), 'use the generated <name>Values array or type').toEqual(
      [],
    );
  });

  it('schemas/ holds no copy at all', () => {
    expect(copies.filter((c) => c.file.startsWith('schemas/')).map(describeCopy)).toEqual([]);
  });

  it('allows only copies that still exist', () => {
    const found = (file: string, name: string) =>
      copies.some((c) => c.file === file && c.enums[0] === name);
    const stale = Object.entries(ALLOWED).flatMap(([file, names]) =>
      names.filter((n) => !found(file, n)).map((n) => `${file}: ${n}`),
    );
    expect(stale, 'no longer copied: delete these entries from ALLOWED').toEqual([]);
  });
});
