// Every feature's dashboard-routes.tsx and widgets.tsx, found at build time. Imported lazily
// (./route-discovery.ts): the public pages' first load never downloads the dashboard's route
// table, its menus or its widgets' declarations.
import type { RouteObject } from 'react-router-dom';
import { setDashboardWidgets, type DashboardWidget } from '@/lib/dashboard-widgets';
import { namedFeatures } from './feature-modules';

const modules = import.meta.glob<{ dashboardRoutes: RouteObject[] }>(
  '../features/*/dashboard-routes.tsx',
  { eager: true },
);
// Dashboard home widgets: tiny declarations; each widget's body is a lazy import.
const widgetModules = import.meta.glob<{ widgets: DashboardWidget[] }>(
  '../features/*/widgets.tsx',
  { eager: true },
);

export const dashboardFeatures = namedFeatures(modules, (m) =>
  m.dashboardRoutes ? { dashboard: m.dashboardRoutes } : undefined,
);

// The dashboard widgets come from what the features registered (the menus come with the
// route table), so a widget exists only when its feature does.
setDashboardWidgets(
  Object.keys(widgetModules)
    .sort()
    .flatMap((k) => widgetModules[k].widgets ?? []),
);
