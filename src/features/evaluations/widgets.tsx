import { defineWidgets } from '@/lib/dashboard-widgets';

export const widgets = defineWidgets([
  {
    id: 'latest-reviews',
    audience: ['business'],
    order: 50,
    title: 'evaluations:widgets.latest',
    to: '/dashboard/evaluations',
    ns: ['evaluations'],
    load: () => import('./dashboard-widgets').then((m) => m.LatestReviewsWidget),
  },
  {
    id: 'unit-points',
    audience: ['business'],
    order: 40,
    title: 'evaluations:widgets.points',
    to: '/dashboard/evaluations',
    ns: ['evaluations'],
    load: () => import('./dashboard-widgets').then((m) => m.UnitPointsWidget),
  },
]);
