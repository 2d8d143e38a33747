// Every menu link comes from a registered route, so none can lead to an unbuilt page.
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { areaOfPath, navMenu, roleSees, setNavLinks, setRouteAreas } from '@/lib/nav-registry';
import { featureRoutes } from './feature-registry';
import { navLinksOf, routeAreasOf } from './nav-links';
import { buildRoutes, registeredPaths } from './routes';

/** A feature's routes in every layout, as the app merges its two files. */
const feature = (routes: FeatureRoutes) => routes;

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
      feature({
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
        feature({
          dashboard: [{ path: 'x/:id', handle: { nav: [{ menu: 'top', order: 1, label: 'x' }] } }],
        }),
      ]),
    ).toThrow(/needs an explicit "to"/);
  });

  it('shows a member of a lessor account only the areas its role may read', () => {
    const routes = [
      feature({
        dashboard: [
          { path: 'home', handle: { nav: [{ menu: 'sidebar', order: 10, label: 'home' }] } },
          {
            path: 'reservations',
            handle: { nav: [{ menu: 'sidebar', order: 20, label: 'orders' }] },
          },
          {
            path: 'billing_statements',
            handle: { nav: [{ menu: 'sidebar', order: 30, label: 'bills' }] },
          },
          {
            path: 'team',
            handle: { area: 'users', nav: [{ menu: 'sidebar', order: 40, label: 'users' }] },
          },
        ],
        public: [{ index: true, handle: { nav: [{ menu: 'sidebar', order: 5, label: 'site' }] } }],
      }),
    ];
    const links = navLinksOf(routes);
    expect(links.map((l) => l.area)).toEqual([
      undefined,
      'reports',
      'reservations',
      'billing',
      'users',
    ]);
    setNavLinks(links);
    setRouteAreas(routeAreasOf(routes));
    const menu = (role: Parameters<typeof navMenu>[2]) =>
      navMenu('sidebar', 'business', role).map((l) => l.to);
    expect(menu('owner')).toHaveLength(5);
    expect(menu('manager')).toHaveLength(5);
    // The public site's links stay for every role.
    expect(menu('reservations')).toEqual(['/', '/dashboard/home', '/dashboard/reservations']);
    expect(menu('finance')).toEqual(['/', '/dashboard/home', '/dashboard/billing_statements']);
    expect(areaOfPath('/dashboard/team?x=1')).toBe('users');
    expect(roleSees('finance', areaOfPath('/dashboard/reservations'))).toBe(false);
    // A page nobody gave an area is the manager's and the owner's only.
    expect(roleSees('reservations', undefined)).toBe(false);
    expect(roleSees('manager', undefined)).toBe(true);
  });
});
