// What each dashboard route loads, for the page server's preloads
// (scripts/page-server/dashboard-shell.ts). At build time the features' dashboard-routes.tsx
// are read (a route object's `path`, the `import()`s inside it, the namespaces given to
// lazyRoute or listRoute), and each module the dashboard needs (the route table, every
// route's modules, the core translations and every namespace of each language) is looked up
// in the bundle: the chunk that holds it and that chunk's static imports, minus what the
// entry loads anyway. Written as .vite/dashboard-preloads.json, which the server never
// serves. A route the reader does not understand is simply not preloaded: the browser loads
// it as before.
import path from 'node:path';
import type { Plugin } from 'vite';

/** One dashboard route as the page server reads it (module paths relative to the root). */
export interface RouteModules {
  /** The path under /dashboard/ (`transactions/:id`). */
  path: string;
  modules: string[];
  ns: string[];
}

/** The build's answer: the routes, and the files each module needs (root-relative keys). */
export interface DashboardPreloads {
  routes: RouteModules[];
  /** Module → the chunk files (and `.css` files) to load for it, entry's excluded. */
  files: Record<string, string[]>;
}

export const PRELOADS_FILE = '.vite/dashboard-preloads.json';

/** The dashboard's route table (src/app/route-discovery.ts imports it on a dashboard URL). */
export const DASHBOARD_TABLE = 'src/app/dashboard-table.ts';

/** listRoute's page (src/engines/table/list-route.tsx imports it for every list). */
const LIST_PAGE = 'src/engines/table/list-page.tsx';

type Node = { type: string; [key: string]: unknown };
const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

function strings(node: unknown, consts: Map<string, string[]>): string[] {
  if (!isNode(node)) return [];
  if (node.type === 'Identifier') return consts.get(node.name as string) ?? [];
  if (node.type !== 'ArrayExpression') return [];
  return (node.elements as unknown[]).flatMap((e) =>
    isNode(e) && e.type === 'Literal' && typeof e.value === 'string' ? [e.value] : [],
  );
}

function propertyOf(obj: Node, name: string): Node | undefined {
  for (const p of obj.properties as Node[]) {
    const key = p.key as Node | undefined;
    if (p.type === 'Property' && key && (key.name === name || key.value === name))
      return p.value as Node;
  }
  return undefined;
}

/**
 * The routes of one dashboard-routes module (an ESTree program): the import specifiers are
 * as written (`./transfers-page`), except listRoute's page, given as a root path.
 */
export function readRouteModules(program: Node): RouteModules[] {
  const consts = new Map<string, string[]>();
  for (const stmt of program.body as Node[]) {
    const decl = stmt.type === 'ExportNamedDeclaration' ? (stmt.declaration as Node) : stmt;
    if (decl?.type !== 'VariableDeclaration') continue;
    for (const d of decl.declarations as Node[]) {
      const id = d.id as Node;
      if (id.type === 'Identifier' && isNode(d.init) && d.init.type === 'ArrayExpression')
        consts.set(id.name as string, strings(d.init, consts));
    }
  }
  const out: RouteModules[] = [];
  const visit = (node: unknown, route: RouteModules | undefined, parent?: Node) => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n, route, parent);
      return;
    }
    if (!isNode(node)) return;
    let current = route;
    if (node.type === 'ObjectExpression') {
      const p = propertyOf(node, 'path');
      if (p?.type === 'Literal' && typeof p.value === 'string') {
        current = { path: p.value, modules: [], ns: [] };
        out.push(current);
        const callee = parent?.type === 'CallExpression' ? (parent.callee as Node) : undefined;
        if (callee?.name === 'listRoute') {
          current.modules.push(LIST_PAGE);
          current.ns.push(...strings(propertyOf(node, 'ns'), consts));
        }
      }
    }
    if (current && node.type === 'ImportExpression') {
      const source = node.source as Node;
      if (source.type === 'Literal' && typeof source.value === 'string')
        current.modules.push(source.value);
    }
    if (current && node.type === 'CallExpression' && (node.callee as Node).name === 'lazyRoute')
      current.ns.push(...strings((node.arguments as unknown[])[2], consts));
    for (const [key, value] of Object.entries(node))
      if (key !== 'type' && typeof value === 'object') visit(value, current, node);
  };
  visit(program.body, undefined);
  return out;
}

/** A chunk of the bundle, as far as the preloads need it. */
export interface ChunkInfo {
  fileName: string;
  /** Files it imports statically. */
  imports: string[];
  /** Modules inside it (absolute ids). */
  moduleIds: string[];
  isEntry: boolean;
  css: string[];
}

/**
 * For each wanted module (root-relative), the files to load for it: its chunk, that chunk's
 * static imports (transitively) and their CSS, minus everything the entry chunks load.
 */
export function moduleFiles(
  chunks: ChunkInfo[],
  wanted: string[],
  root: string,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map<string, ChunkInfo>();
  for (const c of chunks)
    for (const id of c.moduleIds)
      byModule.set(path.relative(root, id.split('?')[0]!).split(path.sep).join('/'), c);
  const closure = (start: ChunkInfo, into: Set<string>) => {
    const visit = (c: ChunkInfo | undefined) => {
      if (!c || into.has(c.fileName)) return;
      into.add(c.fileName);
      for (const css of c.css) into.add(css);
      for (const f of c.imports) visit(byFile.get(f));
    };
    visit(start);
    return into;
  };
  const entry = new Set<string>();
  for (const c of chunks) if (c.isEntry) closure(c, entry);
  const out: Record<string, string[]> = {};
  for (const m of wanted) {
    const chunk = byModule.get(m);
    if (!chunk) continue;
    out[m] = [...closure(chunk, new Set())].filter((f) => !entry.has(f));
  }
  return out;
}

const DASHBOARD_ROUTES_FILE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]dashboard-routes\.tsx$/;
const TRANSLATION = /^src\/i18n\/(core\/[^/]+\.ts|locales\/[^/]+\/[^/]+\.json)$/;

/** The Vite plugin: reads every features/<name>/dashboard-routes.tsx of the browser build. */
export function routeModules(): Plugin {
  let root = '';
  let ssr = false;
  const found = new Map<string, RouteModules[]>();
  return {
    name: 'route-modules',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async transform(code, id) {
      if (ssr || !DASHBOARD_ROUTES_FILE.test(id)) return;
      const routes = readRouteModules(this.parse(code) as unknown as Node);
      for (const r of routes) {
        const resolved = await Promise.all(
          r.modules.map(async (m) =>
            m.startsWith('.') ? (await this.resolve(m, id))?.id.split('?')[0] : path.join(root, m),
          ),
        );
        r.modules = resolved.flatMap((m) =>
          m ? [path.relative(root, m).split(path.sep).join('/')] : [],
        );
      }
      found.set(id, routes);
      return null;
    },
    generateBundle(_, bundle) {
      if (ssr) return;
      const routes = [...found.keys()].sort().flatMap((k) => found.get(k)!);
      const chunks: ChunkInfo[] = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [
              {
                fileName: c.fileName,
                imports: c.imports,
                moduleIds: c.moduleIds,
                isEntry: c.isEntry,
                css: [...(c.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      const translations = chunks
        .flatMap((c) => c.moduleIds)
        .map((id) => path.relative(root, id).split(path.sep).join('/'))
        .filter((m) => TRANSLATION.test(m));
      const wanted = [DASHBOARD_TABLE, ...translations, ...routes.flatMap((r) => r.modules)];
      const preloads: DashboardPreloads = { routes, files: moduleFiles(chunks, wanted, root) };
      this.emitFile({ type: 'asset', fileName: PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
