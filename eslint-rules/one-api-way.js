// Local ESLint rule: the one way a feature talks to apiBack (issue 30). A feature reads and
// writes through `$api` (openapi-react-query) or, for a two-sided operation, `sideQuery` /
// `useSideMutation` (src/api/two-sided.ts); calls outside React use `apiCall` from @/api/query.
// So in src/features:
//   - no import of `apiClient` (or of @/api/client at all);
//   - no hand-written query key in `$api`'s shape: an array literal that starts with an HTTP
//     method ('get', 'post', ...) copies openapi-react-query's internal key by convention;
//     take the key from `$api.queryOptions(...)`, `sideQuery(...)`, `apiKey(...)` or `sideKeys(...)`.
import { repoPath } from './layers.js';

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace']);

const inFeatures = (filename, cwd) => repoPath(cwd, filename).startsWith('src/features/');

export const oneApiWayRule = {
  meta: {
    type: 'problem',
    docs: { description: 'features call apiBack through $api / the two-sided helper only' },
    schema: [],
    messages: {
      apiClient:
        "Features do not import the raw client ({{what}}): use $api (or sideQuery/useSideMutation for a two-sided operation; apiCall from '@/api/query' outside React).",
      handKey:
        "A hand-written query key in $api's shape ['{{method}}', ...]: take it from $api.queryOptions, sideQuery, apiKey or sideKeys.",
    },
  },
  create(context) {
    if (!inFeatures(context.filename, context.cwd)) return {};
    return {
      ImportDeclaration(node) {
        const from = node.source.value;
        if (from === '@/api/client' || /(^|\/)api\/client(\.ts)?$/.test(from))
          context.report({ node, messageId: 'apiClient', data: { what: from } });
      },
      ArrayExpression(node) {
        const first = node.elements[0];
        if (
          first &&
          first.type === 'Literal' &&
          typeof first.value === 'string' &&
          METHODS.has(first.value) &&
          node.elements.length >= 2
        )
          context.report({ node, messageId: 'handKey', data: { method: first.value } });
      },
    };
  },
};
