// Every menu link comes from a registered route, so none can lead to an unbuilt page.
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defineFeatureRoutes } from '@/lib/feature-routes';
import { navMenu, setNavLinks } from '@/lib/nav-registry';
import { featureRoutes } from './feature-registry';
import { navLinksOf } from './nav-links';
import { buildRoutes, registeredPaths } from './routes';

describe('dashboard menus', () => {
  it('link only to routes a feature registered', () => {
    buildRoutes(featureRoutes);
    const registered = [...registeredPaths(featureRoutes), '/'];
    const links = navLinksOf(featureRoutes);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const path = link.to.split('?')[0];
      expect(
        registered.some((p) => matchPath({ path: p, end: true }, path)),
        `${link.to} is not a registered route`,
      ).toBe(true);
    }
  });

  it('shows each account type only the routes it may open', () => {
    buildRoutes(featureRoutes);
    const lessor = navMenu('sidebar', 'business').map((l) => l.to);
    const tenant = navMenu('sidebar', 'ordinary').map((l) => l.to);
    expect(lessor).toContain('/dashboard/reservations');
    expect(tenant).not.toContain('/dashboard/reservations');
    expect(tenant).toContain('/dashboard/contracts/invoice-tenant');
    expect(lessor).not.toContain('/dashboard/contracts/invoice-tenant');
    expect(lessor[0]).toBe('/dashboard/home');
    expect(tenant[0]).toBe('/dashboard/home');
  });

  it('derives the audience from the route access and orders by `order`', () => {
    const links = navLinksOf([
      defineFeatureRoutes({
        dashboard: [
          {
            path: 'b',
            handle: { access: 'business', nav: [{ menu: 'top', order: 20, label: 'x' }] },
          },
          { path: 'home', handle: { nav: [{ menu: 'top', order: 10, label: 'y' }] } },
        ],
        public: [{ index: true, handle: { nav: [{ menu: 'top', order: 5, label: 'z' }] } }],
      }),
    ]);
    expect(links.map((l) => [l.to, l.audience])).toEqual([
      ['/', ['business', 'ordinary']],
      ['/dashboard/b', ['business']],
      ['/dashboard/home', ['business', 'ordinary']],
    ]);
    setNavLinks(links);
    expect(navMenu('top', 'ordinary').map((l) => l.to)).toEqual(['/', '/dashboard/home']);
    expect(navMenu('top', 'business').map((l) => l.to)).toEqual([
      '/',
      '/dashboard/home',
      '/dashboard/b',
    ]);
  });

  it('refuses a link to a route with params and no explicit target', () => {
    expect(() =>
      navLinksOf([
        defineFeatureRoutes({
          dashboard: [{ path: 'x/:id', handle: { nav: [{ menu: 'top', order: 1, label: 'x' }] } }],
        }),
      ]),
    ).toThrow(/needs an explicit "to"/);
  });
});
