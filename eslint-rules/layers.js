// Local ESLint rule enforcing the one-way imports of design.md:
//   app → features → engines/components → api, domain, i18n, lib, theme → schemas → api/generated
// plus: features never import each other; src never imports mocks except the one
// start-up file behind the mock flag; mocks never import app or features.
import path from 'node:path';

const ROOT = process.cwd();

/** Ordered layers: a file may import its own rank or lower. */
const LAYERS = [
  { name: 'api/generated', rank: 0, test: (p) => p.startsWith('src/api/generated/') },
  { name: 'schemas', rank: 1, test: (p) => p.startsWith('schemas/') },
  {
    name: 'core',
    rank: 2,
    test: (p) => /^src\/(api|domain|i18n|lib|theme)\//.test(p),
  },
  { name: 'engines/components', rank: 3, test: (p) => /^src\/(engines|components)\//.test(p) },
  { name: 'features', rank: 4, test: (p) => p.startsWith('src/features/') },
  { name: 'app', rank: 5, test: (p) => p.startsWith('src/app/') || p === 'src/main.tsx' },
];

/** The only src file allowed to import mocks (dynamically, behind the mock flag). */
export const MOCK_ENTRY = 'src/app/mock-backend.ts';

function layerOf(rel) {
  return LAYERS.find((l) => l.test(rel));
}

function featureOf(rel) {
  const m = /^src\/features\/([^/]+)\//.exec(rel);
  return m ? m[1] : null;
}

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
    if (to && to.rank >= 3) return `mocks may not import ${to.name} (${spec}).`;
    return null;
  }
  const from = layerOf(fromRel);
  const to = layerOf(target);
  if (!from || !to) return null;
  if (to.rank > from.rank) {
    return `${from.name} may not import ${to.name} (${spec}): imports run app → features → engines/components → api/domain/i18n/lib → schemas → api/generated.`;
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
    const rel = path.relative(ROOT, context.filename).split(path.sep).join('/');
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

export default { rules: { layers: layersRule } };
