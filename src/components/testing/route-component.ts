// The screen a lazy route entry loads (a `listRoute`, a `lazyRoute`), for tests that render
// one screen without the app's router: `const Transfers = await routeComponent(dashboardRoutes, 'transactions')`.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

export async function routeComponent(routes: RouteObject[], path: string): Promise<ComponentType> {
  const route = routes.find((r) => r.path === path);
  if (typeof route?.lazy !== 'function') throw new Error(`No lazy route at ${path}`);
  const { Component } = await route.lazy();
  if (!Component) throw new Error(`The route at ${path} loads no component`);
  return Component;
}
