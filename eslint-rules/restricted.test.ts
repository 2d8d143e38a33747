import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE_HOME, CACHE_ALLOW, restrictedBlocks } from './restricted.js';

const ROOT = '/repo';

/** The messages eslint.config.js's restricted blocks give `text` saved as `rel`. */
function lint(rel: string, text: string, blocks = restrictedBlocks) {
  const linter = new Linter({ cwd: ROOT });
  return linter
    .verify(
      text,
      [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: {
            parser: tseslint.parser,
            parserOptions: { ecmaFeatures: { jsx: true } },
          },
        },
        ...blocks,
      ],
      { filename: path.join(ROOT, rel) },
    )
    .filter((m) => m.ruleId?.startsWith('no-restricted-')) // not a real file's other directives
    .map((m) => m.message);
}

const SCREEN = 'src/features/x/x-page.tsx';

describe('screens leave the query cache to their mutation hooks', () => {
  it('refuses the query client in a feature component', () => {
    const out = lint(
      SCREEN,
      "import { useQueryClient } from '@tanstack/react-query';\nexport const X = () => useQueryClient();",
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/never touches the query cache/);
    // The doc's recipes, compiled under tests/docs-snippets/, are held to the same rule.
    const recipe = lint(
      `tests/docs-snippets/${SCREEN}`,
      "import { useQueryClient } from '@tanstack/react-query';\nexport const X = () => useQueryClient();",
    );
    expect(recipe).toHaveLength(1);
  });

  it.each(['invalidateQueries', 'resetQueries', 'removeQueries', 'setQueryData', 'clear'])(
    'refuses client.%s() in a feature component',
    (call) => {
      const out = lint(SCREEN, `export const go = (c: { ${call}: () => void }) => c.${call}();`);
      expect(out).toHaveLength(1);
      expect(out[0]).toMatch(/mutation hook beside it/);
    },
  );

  it('leaves the hooks beside the screens (.ts), the tests and the other layers alone', () => {
    const text =
      "import { useQueryClient } from '@tanstack/react-query';\nexport const go = () => useQueryClient().invalidateQueries();";
    expect(lint('src/features/x/use-x.ts', text)).toEqual([]);
    expect(lint('src/features/x/x-page.test.tsx', text)).toEqual([]);
    expect(lint('src/app/session/x.tsx', text)).toEqual([]);
    expect(lint(SCREEN, "import { useQuery } from '@tanstack/react-query';\nuseQuery;")).toEqual(
      [],
    );
  });

  it('lists on CACHE_ALLOW only screens that still break the rule', () => {
    // Without the allow-list, each listed file must still be reported: when the list screens'
    // rewrite lands, this fails until the file leaves CACHE_ALLOW.
    const strict = restrictedBlocks.map((b) => ({
      ...b,
      ignores: b.ignores?.filter((i) => !CACHE_ALLOW.includes(i)),
    }));
    for (const file of CACHE_ALLOW) {
      const text = readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');
      expect(lint(file, text)).toEqual([]);
      expect(
        lint(file, text, strict).length,
        `${file} no longer touches the cache: drop it from CACHE_ALLOW`,
      ).toBeGreaterThan(0);
    }
  });
});

describe('one Side type', () => {
  it("refuses 'tenant' | 'lessor' spelled again, in src and in mocks", () => {
    expect(lint('src/features/x/x.ts', "export type S = 'tenant' | 'lessor';")).toHaveLength(1);
    expect(lint('mocks/x.ts', "export const f = (s: 'lessor' | 'tenant') => s;")).toHaveLength(1);
    // ... also in a screen, where the cache block sets the same eslint rule again.
    expect(lint(SCREEN, "export type S = 'tenant' | 'lessor';")).toHaveLength(1);
  });

  it('leaves its home, other unions and the tests alone', () => {
    const side = "export type Side = 'tenant' | 'lessor';";
    expect(lint(ACCOUNT_TYPE_HOME, side)).toEqual([]);
    expect(lint('mocks/x.test.ts', side)).toEqual([]);
    expect(lint('src/x.ts', "export type R = 'tenant' | 'lessor' | 'system';")).toEqual([]);
  });
});

describe('one spelling of the account type', () => {
  it("refuses the literal 'bussines' in src, mocks and schemas, in a value, a type or a template", () => {
    expect(lint('src/app/x.ts', "export const b = (t: string) => t === 'bussines';")).toHaveLength(
      1,
    );
    expect(
      lint('mocks/seed/x.ts', "export const row = { type: 'bussines' as const };"),
    ).toHaveLength(1);
    expect(lint('schemas/x.ts', "export type B = 'bussines';")).toHaveLength(1);
    expect(lint('src/lib/x.ts', 'export const k = `bussines`;')).toHaveLength(1);
    // ... also in a screen, where the cache block sets the same eslint rule again.
    const out = lint(SCREEN, "export const b = (t: string) => t === 'bussines';");
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/src\/domain\/account-type\.ts/);
  });

  it('leaves its home, the tests, other words and the rest of the repository alone', () => {
    const text = "export const BUSINESS_ACCOUNT = 'bussines';";
    expect(lint(ACCOUNT_TYPE_HOME, text)).toEqual([]);
    expect(lint('mocks/journey/x.test.ts', text)).toEqual([]);
    expect(lint('scripts/x.ts', text)).toEqual([]);
    expect(lint('src/app/x.ts', "export const a = 'business';")).toEqual([]);
  });
});

describe('one way to update a stored row', () => {
  it('refuses a non-null assertion on an awaited update() in the backend', () => {
    const text =
      'export const f = async (db: { t: { update: (...a: unknown[]) => Promise<{ id: number } | undefined> } }) =>\n  (await db.t.update(1, {}))!;';
    const out = lint('mocks/services/x.ts', text);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/updateById/);
    expect(lint('mocks/services/x.ts', text.replace(')!;', ');'))).toEqual([]);
  });
});

describe('one way to show loading', () => {
  const SPINNER = /no Spinner of its own.*QueryState.*WaitIndicator/;

  it.each([
    ["import { Box, Spinner } from '@chakra-ui/react';", SCREEN],
    ["import { Spinner } from '@chakra-ui/react/spinner';", SCREEN],
    ["import { type SpinnerProps } from '@chakra-ui/react/spinner';", 'src/features/x/x.ts'],
    ["import { Spinner } from '@chakra-ui/react';", 'src/features/x/x-page.test.tsx'],
    ["import { Spinner } from '@chakra-ui/react';", `tests/docs-snippets/${SCREEN}`],
  ])('refuses %s in %s', (text, file) => {
    const out = lint(file, `${text}\nexport {};`);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(SPINNER);
  });

  it('keeps the cache rule where both apply, and leaves other imports and layers alone', () => {
    const both = lint(
      SCREEN,
      "import { Spinner } from '@chakra-ui/react';\nimport { useQueryClient } from '@tanstack/react-query';\nexport {};",
    );
    expect(both).toHaveLength(2);
    expect(lint(SCREEN, "import { Box, Button } from '@chakra-ui/react';\nexport {};")).toEqual([]);
    const shared = "import { Spinner } from '@chakra-ui/react/spinner';\nexport {};";
    expect(lint('src/components/query-state.tsx', shared)).toEqual([]);
    expect(lint('src/engines/wizard/wizard-page.tsx', shared)).toEqual([]);
  });
});
