// The build's list of what each dashboard route loads (./route-modules.ts): the routes read
// from a dashboard-routes module, and each wanted module's files from a bundle's chunks.
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { moduleFiles, readRouteModules, type ChunkInfo } from './route-modules';

const routesSource = `
import { listRoute } from '@/engines/table/list-route';
const NS = ['notifications', 'table'];
export const dashboardRoutes = defineDashboardRoutes([
  listRoute({
    path: 'transactions',
    table: () => import('./transfers-table').then((m) => m.transfersTable),
    frame: () => import('./transfers-frame').then((m) => m.TransfersFrame),
    ns: ['transfers', 'table'],
  }),
  {
    path: 'notifications',
    loader: firstPageLoader(() => import('./notifications-table')),
    lazy: lazyRoute(() => import('./notifications-page'), (m) => m.NotificationsPage, NS),
  },
  { path: 'plain', element: null },
]);
`;

type Program = Parameters<typeof readRouteModules>[0];

describe('readRouteModules', () => {
  const routes = readRouteModules(parseAst(routesSource) as unknown as Program);

  it("reads each route's path, its imports and its namespaces", () => {
    expect(routes).toEqual([
      {
        path: 'transactions',
        modules: ['src/engines/table/list-page.tsx', './transfers-table', './transfers-frame'],
        ns: ['transfers', 'table'],
      },
      {
        path: 'notifications',
        modules: ['./notifications-table', './notifications-page'],
        ns: ['notifications', 'table'],
      },
      { path: 'plain', modules: [], ns: [] },
    ]);
  });
});

describe('moduleFiles', () => {
  const root = '/app';
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], more = {}) => ({
    fileName,
    moduleIds: moduleIds.map((m) => `${root}/${m}`),
    imports,
    isEntry: false,
    css: [],
    ...more,
  });
  const chunks: ChunkInfo[] = [
    chunk('assets/index.js', ['src/main.tsx'], ['assets/react.js'], { isEntry: true }),
    chunk('assets/react.js', ['node_modules/react/index.js']),
    chunk(
      'assets/page.js',
      ['src/features/x/page.tsx', 'src/features/x/helper.ts'],
      ['assets/table.js', 'assets/react.js'],
    ),
    chunk('assets/table.js', ['src/engines/table/data-table.tsx'], ['assets/page.js'], {
      css: ['assets/table.css'],
    }),
    chunk('assets/ar-x.js', ['src/i18n/locales/ar/x.json?import']),
  ];

  it('gives the chunk, its static imports and their CSS, without what the entry loads', () => {
    const files = moduleFiles(chunks, ['src/features/x/page.tsx'], root);
    expect(files).toEqual({
      'src/features/x/page.tsx': ['assets/page.js', 'assets/table.js', 'assets/table.css'],
    });
  });

  it('finds a module inside a shared chunk and one with a query in its id', () => {
    const files = moduleFiles(
      chunks,
      ['src/features/x/helper.ts', 'src/i18n/locales/ar/x.json'],
      root,
    );
    expect(files['src/features/x/helper.ts']).toContain('assets/page.js');
    expect(files['src/i18n/locales/ar/x.json']).toEqual(['assets/ar-x.js']);
  });

  it('leaves out a module the bundle does not have', () => {
    expect(moduleFiles(chunks, ['src/gone.ts'], root)).toEqual({});
  });
});
