// Local ESLint rule: no import cycles. The import graph of the whole repository is built
// once per ESLint process (./import-graph.js, ~0.5 s for ~900 files); each linted file then
// asks, for every import it makes, whether the imported file leads back to it. The report
// sits on the import that closes the cycle and spells the chain out.
//
// An editor's long-running ESLint keeps the graph it built first: the file being edited is
// read live (its own imports come from the editor's text), the others as they were on disk
// when the graph was built. `npx eslint` and `npm test` always start fresh.
import path from 'node:path';
import { buildImportGraph, resolveImport, shortestPath } from './import-graph.js';

const graphs = new Map();

/** The graph of `root`, built on first use. */
export function graphFor(root) {
  let entry = graphs.get(root);
  if (!entry) {
    entry = buildImportGraph(root);
    graphs.set(root, entry);
  }
  return entry;
}

/** Every file with an import chain to `file` (the chain never passes through `file`). */
function filesReaching(graph, file) {
  const reverse = new Map();
  for (const [from, targets] of graph) {
    if (from === file) continue;
    for (const to of targets) {
      if (!reverse.has(to)) reverse.set(to, []);
      reverse.get(to).push(from);
    }
  }
  const seen = new Set();
  const queue = [file];
  while (queue.length) {
    for (const from of reverse.get(queue.shift()) ?? []) {
      if (!seen.has(from)) {
        seen.add(from);
        queue.push(from);
      }
    }
  }
  return seen;
}

export const noCyclesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Fail on import cycles (static, dynamic and type-only imports alike)' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const rel = path.relative(root, context.filename).split(path.sep).join('/');
    if (rel.startsWith('..')) return {};
    const { files, graph } = graphFor(root);
    let reaching = null; // computed on the first import that lands on a file of the graph
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const target = resolveImport(rel, spec, files);
      if (!target) return;
      if (target === rel) {
        context.report({ node, message: `${rel} imports itself (${spec}).` });
        return;
      }
      reaching ??= filesReaching(graph, rel);
      if (!reaching.has(target)) return;
      const chain = [rel, ...(shortestPath(withoutOutgoing(graph, rel), target, rel) ?? [])];
      context.report({
        node,
        message: `Import cycle: ${chain.join(' → ')}. Move what both need into a third file, or invert one import.`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      TSImportType: (node) => check(node, node.source?.value),
    };
  },
};

/** The graph seen from `file`: its own (on-disk) imports do not count on the way back. */
function withoutOutgoing(graph, file) {
  return {
    get: (node) => (node === file ? undefined : graph.get(node)),
  };
}
