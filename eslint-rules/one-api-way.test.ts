import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from './index.js';

const ROOT = '/repo';

function lint(rel: string, text: string) {
  const linter = new Linter({ cwd: ROOT });
  return linter
    .verify(
      text,
      [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parser: tseslint.parser },
          plugins: { local: plugin },
          rules: { 'local/one-api-way': 'error' },
        },
      ],
      { filename: path.join(ROOT, rel) },
    )
    .map((m) => m.message);
}

describe('local/one-api-way', () => {
  it('refuses the raw client in a feature', () => {
    const out = lint(
      'src/features/x/x-api.ts',
      "import { apiClient } from '@/api/client';\nexport const a = apiClient;",
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/raw client/);
  });

  it("refuses a hand-written key in $api's shape", () => {
    const out = lint(
      'src/features/x/x.ts',
      "export const k = { queryKey: ['get', '/apiBack/v1/user/offices', { params: {} }] };",
    );
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/hand-written query key/);
  });

  it('accepts $api, sideQuery and apiKey, and leaves other layers alone', () => {
    const ok = [
      "import { $api, apiKey } from '@/api/query';",
      "import { sideQuery } from '@/api/two-sided';",
      "export const a = $api.queryOptions('get', '/apiBack/v1/user/offices');",
      "export const b = sideQuery('tenant', '/complaints');",
      "export const c = apiKey('get', '/apiBack/v1/user/offices');",
      "export const d = ['gets', 'x'];",
    ].join('\n');
    expect(lint('src/features/x/x.ts', ok)).toEqual([]);
    const api = "import { apiClient } from './client';\nexport const k = ['get', '/p'];";
    expect(lint('src/api/query.ts', api)).toEqual([]);
  });
});
