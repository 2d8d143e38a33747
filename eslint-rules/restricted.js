// Rules written as eslint's own no-restricted-syntax / no-restricted-imports (issue 30), kept
// here so their test lints with the very blocks eslint.config.js uses.
//
// Flat config gives a file the options of the LAST block that sets a rule, so a file matched
// by two blocks would lose the first block's selectors: every block below repeats the ones
// that apply to all of src/, mocks/ and schemas/ (EVERYWHERE).

/** `'tenant' | 'lessor'` spelled again: the type is `Side` (src/domain/account-type.ts, also via @/lib/session or @/api/two-sided). */
const ONE_SIDE = {
  selector:
    'TSUnionType[types.length=2][types.0.literal.value=/^(tenant|lessor)$/][types.1.literal.value=/^(tenant|lessor)$/]',
  message:
    "Write no 'tenant' | 'lessor' union: use the one Side type (import type { Side } from '@/lib/session' or '@/api/two-sided').",
};

/** The business account's spelling (`bussines`, the contract's) written outside its home. */
const ONE_ACCOUNT_TYPE = {
  selector: "Literal[value='bussines'], TemplateElement[value.raw=/^bussines$/]",
  message:
    "Write no 'bussines': ask src/domain/account-type.ts (isBusinessAccount, isBusinessProfile, audienceOf, accountTypeFor, BUSINESS_ACCOUNT), the one place that spells the contract's account type.",
};

/** `(await db.x.update(...))!`: a row gone meanwhile answered 200 with no row. */
const UPDATE_NON_NULL = {
  selector:
    "TSNonNullExpression > AwaitExpression.expression > CallExpression.argument[callee.property.name='update']",
  message:
    'update() answers undefined when no row matched: use updateById / updateWhere (mocks/lib/update-row.ts), which answer the 404.',
};

/** What every block below refuses, whatever else it adds (see the note on flat config above). */
const EVERYWHERE = [ONE_SIDE, ONE_ACCOUNT_TYPE, UPDATE_NON_NULL];

const CACHE_MESSAGE =
  'A screen never touches the query cache: the mutation hook beside it (a .ts file) refreshes what its write changed, e.g. $api.useMutation(method, path, { onSuccess: useRefresh(KEYS) }) with useRefresh from @/api/refresh, or useSideMutation(..., { invalidates }).';

/** Calls on the query client that refresh, drop or rewrite cached reads. */
const CACHE_CALLS = {
  selector:
    'CallExpression[callee.property.name=/^(invalidateQueries|resetQueries|removeQueries|refetchQueries|setQueryData|setQueriesData|clear)$/]',
  message: CACHE_MESSAGE,
};

/**
 * Feature components allowed to refresh by hand: none since the list screens became table
 * configs (issue 30). Keep it empty; the test fails when a listed file no longer breaks the rule.
 */
export const CACHE_ALLOW = [];

const SPINNER_MESSAGE =
  "A feature draws no Spinner of its own (issue 30): a query's loading and failure go through QueryState (@/components/query-state, its `spinner` prop places it), and a wait on something outside the page (Nafath, the payment gateway) through WaitIndicator (@/components/wait-indicator).";

/** Chakra's Spinner, from the package or its own entry point. */
const SPINNER_PATHS = [
  { name: '@chakra-ui/react', importNames: ['Spinner'], message: SPINNER_MESSAGE },
  { name: '@chakra-ui/react/spinner', message: SPINNER_MESSAGE },
];

const TESTS = ['**/*.test.{ts,tsx}'];
const FEATURES = ['src/features/**/*.{ts,tsx}', 'tests/docs-snippets/src/features/**/*.{ts,tsx}'];

/** The one module that spells the account type and the Side union. */
export const ACCOUNT_TYPE_HOME = 'src/domain/account-type.ts';

export const restrictedBlocks = [
  {
    // One Side type and one spelling of the account type: their home, the account-type
    // module, is the only place that writes them (generated code is ignored by the config).
    files: ['{,tests/docs-snippets/}{src,mocks,schemas}/**/*.{ts,tsx}'],
    ignores: [...TESTS, ACCOUNT_TYPE_HOME],
    rules: { 'no-restricted-syntax': ['error', ...EVERYWHERE] },
  },
  {
    // One way to show loading (issue 30). Before the cache block, which repeats these paths
    // for the screens it covers (the last block setting a rule wins).
    files: FEATURES,
    rules: { 'no-restricted-imports': ['error', { paths: SPINNER_PATHS }] },
  },
  {
    // Mutations own their invalidation (issue 30): a feature's component calls `mutate`; it
    // neither holds the query client nor refreshes, resets or clears the cache.
    // (also the doc's compiled recipes, tests/docs-snippets/, held to the rules of their paths)
    files: ['src/features/**/*.tsx', 'tests/docs-snippets/src/features/**/*.tsx'],
    ignores: [...TESTS, ...CACHE_ALLOW],
    rules: {
      'no-restricted-syntax': ['error', ...EVERYWHERE, CACHE_CALLS],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQueryClient', 'QueryClient', 'QueryClientContext'],
              message: CACHE_MESSAGE,
            },
            ...SPINNER_PATHS,
          ],
        },
      ],
    },
  },
];
