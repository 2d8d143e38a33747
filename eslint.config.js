import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './eslint-rules/index.js';
import { restrictedBlocks } from './eslint-rules/restricted.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'artifacts',
      'reports',
      'coverage',
      'src/api/generated/**',
      'mocks/generated/**',
      'public/**',
      'bench/floor/dist/**',
      // files with planted faults (an import cycle) that the rules' own tests lint
      'eslint-rules/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { local, 'check-file': checkFile, 'react-hooks': reactHooks },
    rules: {
      'local/layers': 'error',
      'local/no-cycles': 'error',
      // Features call apiBack through $api / sideQuery / useSideMutation only (issue 30).
      'local/one-api-way': 'error',
      'local/shared-dialogs': 'error',
      // "Small files with one concern": none over 400 lines outside generated code (the
      // generated folders and public/ are ignored above).
      'max-lines': ['error', { max: 400 }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,schemas,mocks,tests,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // TypeScript files: the type check reports unused names itself (noUnusedLocals and
    // noUnusedParameters in tsconfig.json, the same `_` exemption); the lint rule stays for
    // the JavaScript files tsc does not read. It was 38% of the lint rules' time (~3 s).
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  // One Side type; screens leave the query cache to their mutation hooks (issue 30). The
  // list of feature screens still exempt, and why, is CACHE_ALLOW in that file.
  ...restrictedBlocks,
  {
    // Browser tests wait on states, with the harness's limits (issue 32): a number written in
    // a test is a budget in disguise that a slower machine turns red.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/harness/patience.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='timeout'][value.raw=/^[0-9]/]",
          message:
            'No time limit written in a browser test: the harness waits up to STATE_WAIT_MS per state and TEST_LIMIT_MS per test (tests/e2e/harness/patience.ts).',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait on a state (a locator, a poll), never on time.',
        },
      ],
    },
  },
);
