// Dashboard home widgets (spec section 2: sales, performance reports, latest transfers, unit
// points, latest reviews, latest orders, latest complaints, upcoming tenants). A feature
// declares its widgets in src/features/<x>/widgets.tsx; the app collects them at start-up
// and the dashboard home draws each in the same frame (title, "view all" link to its page,
// loading and error states), lazily, in `order`.
//
//   // src/features/reservations/widgets.tsx
//   export const widgets = defineWidgets([
//     { id: 'latest-orders', audience: ['business'], order: 30, title: 'reservations:widgets.latest',
//       to: '/dashboard/reservations', ns: ['reservations'],
//       load: () => import('./latest-orders-widget').then((m) => m.LatestOrdersWidget) },
//   ]);
import type { ComponentType } from 'react';
import type { AccountRole } from '@/domain/account-roles';
import type { NavAudience } from './feature-routes';
import { areaOfPath, roleSees } from './nav-registry';

export interface DashboardWidget {
  id: string;
  audience: NavAudience[];
  /** Position on the home page, lower first. */
  order: number;
  /** i18n key (namespace:key) of the widget's heading. */
  title: string;
  /** The page the widget summarises (a registered route): the frame's "view all" link. */
  to?: string;
  /** Spans the whole row on wide screens (charts, tables). */
  wide?: boolean;
  /** i18n namespaces the widget's body reads (loaded with it). */
  ns?: string[];
  /** The widget's body; loaded only when the dashboard home shows it. */
  load: () => Promise<ComponentType>;
}

export function defineWidgets(widgets: DashboardWidget[]): DashboardWidget[] {
  return widgets;
}

let registered: DashboardWidget[] = [];

export function setDashboardWidgets(next: DashboardWidget[]): void {
  registered = [...next].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** The widgets an account type sees; a lessor account's member only those of pages it may open. */
export function dashboardWidgets(
  audience: NavAudience,
  role?: AccountRole | null,
): DashboardWidget[] {
  return registered.filter(
    (w) => w.audience.includes(audience) && (!w.to || roleSees(role, areaOfPath(w.to))),
  );
}
