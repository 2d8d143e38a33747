// The dashboard shell's preloads (./dashboard-shell.ts): which route a URL is, and the links
// its head gets from the build's list (scripts/route-modules.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRELOADS_FILE, type DashboardPreloads } from '../route-modules';
import {
  dashboardPreloader,
  dashboardRoute,
  isDashboardPath,
  readDashboardPreloads,
} from './dashboard-shell';

const built: DashboardPreloads = {
  routes: [
    { path: 'transactions', modules: ['src/money/list.tsx'], ns: ['transfers', 'table'] },
    { path: 'transactions/:id', modules: ['src/money/detail.tsx'], ns: ['transfers'] },
    { path: 'transactions/export', modules: ['src/money/export.tsx'], ns: [] },
  ],
  files: {
    'src/app/dashboard-table.ts': ['assets/dashboard-table.js'],
    'src/i18n/core/ar.ts': ['assets/ar.js'],
    'src/i18n/core/en.ts': ['assets/en.js'],
    'src/i18n/locales/ar/dashboard.json': ['assets/dashboard-ar.js'],
    'src/i18n/locales/en/dashboard.json': ['assets/dashboard-en.js'],
    'src/i18n/locales/ar/transfers.json': ['assets/transfers-ar.js'],
    'src/i18n/locales/en/transfers.json': ['assets/transfers-en.js'],
    'src/i18n/locales/ar/table.json': ['assets/table-ar.js'],
    'src/money/list.tsx': ['assets/list.js', 'assets/data-table.js', 'assets/data-table.css'],
    'src/money/detail.tsx': ['assets/detail.js', 'assets/data-table.js'],
  },
};

const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('dashboardRoute', () => {
  it('prefers an exact path to one through a :param', () => {
    expect(dashboardRoute(built.routes, '/dashboard/transactions/export')?.path).toBe(
      'transactions/export',
    );
    expect(dashboardRoute(built.routes, '/dashboard/transactions/12')?.path).toBe(
      'transactions/:id',
    );
    expect(dashboardRoute(built.routes, '/dashboard/transactions/')?.path).toBe('transactions');
  });

  it('finds nothing for an unknown page', () => {
    expect(dashboardRoute(built.routes, '/dashboard/nowhere')).toBeUndefined();
    expect(dashboardRoute(built.routes, '/dashboard')).toBeUndefined();
  });
});

describe('dashboardPreloader', () => {
  it("preloads the table, the language's translations, and the page's chunks and CSS", () => {
    const links = dashboardPreloader(built)('ar', '/dashboard/transactions');
    expect(hrefs(links)).toEqual([
      '/assets/dashboard-table.js',
      '/assets/ar.js',
      '/assets/dashboard-ar.js',
      '/assets/transfers-ar.js',
      '/assets/table-ar.js',
      '/assets/list.js',
      '/assets/data-table.js',
      '/assets/data-table.css',
    ]);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/list.js">');
    expect(links).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/data-table.css">',
    );
  });

  it("asks for each module's own chunk before the chunks they import", () => {
    const two: DashboardPreloads = {
      routes: [{ path: 'x', modules: ['src/page.tsx', 'src/config.ts'], ns: [] }],
      files: {
        'src/page.tsx': ['assets/page.js', 'assets/lib-1.js', 'assets/lib-2.js'],
        'src/config.ts': ['assets/config.js', 'assets/lib-1.js'],
      },
    };
    expect(hrefs(dashboardPreloader(two)('ar', '/dashboard/x'))).toEqual([
      '/assets/page.js',
      '/assets/config.js',
      '/assets/lib-1.js',
      '/assets/lib-2.js',
    ]);
  });

  it('asks for the other language in English, each file once', () => {
    const links = hrefs(dashboardPreloader(built)('en', '/dashboard/transactions/7'));
    expect(links).toEqual([
      '/assets/dashboard-table.js',
      '/assets/en.js',
      '/assets/dashboard-en.js',
      '/assets/transfers-en.js',
      '/assets/detail.js',
      '/assets/data-table.js',
    ]);
  });

  it("an unknown page still gets the dashboard's own files", () => {
    expect(hrefs(dashboardPreloader(built)('ar', '/dashboard/nowhere'))).toEqual([
      '/assets/dashboard-table.js',
      '/assets/ar.js',
      '/assets/dashboard-ar.js',
    ]);
  });
});

describe('readDashboardPreloads', () => {
  it("reads the build's list, and nothing from a build without one", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dashboard-shell-'));
    try {
      expect(readDashboardPreloads(dist)).toBeUndefined();
      mkdirSync(path.join(dist, '.vite'));
      writeFileSync(path.join(dist, PRELOADS_FILE), JSON.stringify(built));
      expect(readDashboardPreloads(dist)).toEqual(built);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('only dashboard paths are dashboard pages', () => {
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/dashboard/statements')).toBe(true);
    expect(isDashboardPath('/dashboards')).toBe(false);
    expect(isDashboardPath('/details/1')).toBe(false);
  });
});
