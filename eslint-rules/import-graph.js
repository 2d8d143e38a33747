// The repository's import graph, for the cycle rule (./no-cycles.js). Built from the files
// on disk with TypeScript's pre-processor (a scanner pass: no full parse, no native binary,
// nothing to install), once per ESLint process and root folder.
//
// Every import is an edge: static imports, re-exports (`export ... from`), side-effect
// imports, dynamic `import()` (a lazy import still runs the target's top level against a
// half-initialised importer) and type-only imports too: a type cycle is still two modules
// that depend on each other both ways, and it turns into a run-time cycle the day one of
// the imports gains a value.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { resolveSpecifier } from './layers.js';

const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'artifacts',
  'reports',
  'coverage',
  'public',
  '.git',
]);
const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts'];

/** Every code file under root, repo-relative with forward slashes, sorted. */
export function listCodeFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name.startsWith('.') && entry.isDirectory()) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(rel);
      } else if (CODE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        out.push(rel);
      }
    }
  };
  walk('');
  return out.sort();
}

/**
 * The file an import specifier lands on (repo-relative), or null for a package or a
 * non-code file (json, css). `files` is the set of known code files.
 */
export function resolveImport(fromRel, spec, files) {
  const base = resolveSpecifier(fromRel, spec);
  if (base === null) return null;
  const candidates = [base];
  if (/\.(js|mjs|cjs|jsx)$/.test(base)) {
    // TypeScript's ESM style: './x.js' names './x.ts'.
    const stem = base.replace(/\.(m|c)?jsx?$/, '');
    candidates.push(`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.cts`);
  }
  for (const ext of EXTENSIONS) candidates.push(base + ext);
  for (const ext of EXTENSIONS) candidates.push(`${base}/index${ext}`);
  return candidates.find((c) => files.has(c)) ?? null;
}

/** The specifiers a source text imports: static, `export ... from`, `import()`, `import('x').T`. */
export function importSpecifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** Map from each code file to the set of code files it imports (any kind of import). */
export function buildImportGraph(root) {
  const list = listCodeFiles(root);
  const files = new Set(list);
  const graph = new Map();
  for (const rel of list) {
    const text = fs.readFileSync(path.join(root, rel), 'utf8');
    const targets = new Set();
    for (const spec of importSpecifiers(text)) {
      const target = resolveImport(rel, spec, files);
      if (target) targets.add(target);
    }
    graph.set(rel, targets);
  }
  return { files, graph };
}

/** Strongly connected components with more than one file, or a file importing itself. */
export function findCycles(graph) {
  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack.
  let next = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, edges: [...(graph.get(start) ?? [])], i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.i < frame.edges.length) {
        const to = frame.edges[frame.i++];
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edges: [...graph.get(to)], i: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = component.length === 1 && graph.get(frame.node).has(frame.node);
        if (component.length > 1 || selfLoop) cycles.push(component.sort());
      }
    }
  }
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest import chain from `from` to `to` (both included), or null when none. */
export function shortestPath(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) {
      const chain = [];
      for (let n = to; n !== null; n = previous.get(n)) chain.unshift(n);
      return chain;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}
