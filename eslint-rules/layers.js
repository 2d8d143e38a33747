// Local ESLint rule enforcing the one-way imports of design.md. Every layer has its own
// rank and may import only its own rank or lower (top imports bottom, never back up):
//
//   app                  src/app, src/main.tsx: providers, route table, layouts, guards
//   features             src/features/<x>: screens (features never import each other)
//   engines              src/engines: generic table, wizard and document engines
//   components           src/components: small shared UI pieces (an engine may draw one)
//   api                  src/api: the client, its middleware and the calls every screen shares
//   lib                  src/lib: app plumbing that never talks to the backend (query
//                        client, session store, toaster, lazy routes, sanitiser)
//   theme                src/theme: the Chakra system and its recipes
//   i18n                 src/i18n: i18next set-up, languages, locale files
//   domain               src/domain: pure logic (money, pricing, periods, formatters); takes
//                        the language as a parameter, so it needs neither i18n nor theme
//   schemas              schemas/: zod rules typed against the contract
//   api/generated        src/api/generated: openapi-typescript output
//
// plus: src never imports mocks except the one start-up file behind the mock flag; mocks
// import only the contract, schemas and the core band (never screens, engines or the app).
import path from 'node:path';

/** The folder itself (an index import such as '@/theme') or anything inside it. */
const under = (dir) => (p) => p === dir || p.startsWith(`${dir}/`);

/** From the bottom up: a file may import its own rank or lower. */
export const LAYERS = [
  { name: 'api/generated', test: under('src/api/generated') },
  { name: 'schemas', test: under('schemas') },
  { name: 'domain', test: under('src/domain') },
  { name: 'i18n', test: under('src/i18n') },
  { name: 'theme', test: under('src/theme') },
  { name: 'lib', test: under('src/lib') },
  { name: 'api', test: under('src/api') },
  { name: 'components', test: under('src/components') },
  { name: 'engines', test: under('src/engines') },
  { name: 'features', test: under('src/features') },
  { name: 'app', test: (p) => under('src/app')(p) || p === 'src/main.tsx' },
].map((layer, rank) => ({ ...layer, rank }));

/** The flow as one line, top first (used in messages and kept in README's layout section). */
export const FLOW = LAYERS.map((l) => l.name)
  .reverse()
  .join(' → ');

const rankOf = (name) => LAYERS.find((l) => l.name === name).rank;

/** The only src file allowed to import mocks (dynamically, behind the mock flag). */
export const MOCK_ENTRY = 'src/app/mock-backend.ts';

/**
 * A file's path from the repo root as the layers see it. The compiled code blocks of
 * docs/adding-a-screen.md (tests/docs-snippets/<path>, scripts/doc-snippets.ts) are held to
 * the rules of the file each one stands for.
 */
export function repoPath(cwd, filename) {
  const rel = path.relative(cwd, filename).split(path.sep).join('/');
  return rel.replace(/^tests\/docs-snippets\//, '');
}

/** The first matching layer: api/generated is tested before api. */
export function layerOf(rel) {
  return LAYERS.find((l) => l.test(rel));
}

function featureOf(rel) {
  const m = /^src\/features\/([^/]+)(\/|$)/.exec(rel);
  return m ? m[1] : null;
}

/** A specifier as a repo-relative path (no extension added), or null for a package. */
export function resolveSpecifier(fromRel, spec) {
  if (spec.startsWith('.')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), spec));
  }
  if (spec.startsWith('@/')) return 'src/' + spec.slice(2);
  if (spec.startsWith('@schemas/')) return 'schemas/' + spec.slice('@schemas/'.length);
  if (spec.startsWith('@mocks/')) return 'mocks/' + spec.slice('@mocks/'.length);
  return null; // a package
}

/** Returns an error message, or null when the import is allowed. */
export function checkImport(fromRel, spec) {
  const target = resolveSpecifier(fromRel, spec);
  if (!target) return null;
  const isSrc = fromRel.startsWith('src/') || fromRel.startsWith('schemas/');
  if (target.startsWith('mocks/') || target === 'mocks') {
    if (isSrc && fromRel !== MOCK_ENTRY) {
      return `${fromRel} may not import the embedded backend (${spec}); only ${MOCK_ENTRY} may, behind the mock flag.`;
    }
    return null;
  }
  if (fromRel.startsWith('mocks/')) {
    const to = layerOf(target);
    if (to && to.rank >= rankOf('components')) return `mocks may not import ${to.name} (${spec}).`;
    return null;
  }
  const from = layerOf(fromRel);
  const to = layerOf(target);
  if (!from || !to) return null;
  if (to.rank > from.rank) {
    return `${from.name} may not import ${to.name} (${spec}): imports run ${FLOW}.`;
  }
  const fa = featureOf(fromRel);
  const fb = featureOf(target);
  if (fa && fb && fa !== fb) {
    return `feature "${fa}" may not import feature "${fb}" (${spec}); compose features in src/app.`;
  }
  return null;
}

export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the one-way import layers of design.md' },
    schema: [],
  },
  create(context) {
    const rel = repoPath(context.cwd, context.filename);
    const report = (node, spec) => {
      if (typeof spec !== 'string') return;
      const message = checkImport(rel, spec);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => report(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && report(node, node.source.value),
      ExportAllDeclaration: (node) => report(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && report(node, node.source.value),
    };
  },
};
