import { defineWidgets } from '@/lib/dashboard-widgets';

export const widgets = defineWidgets([
  {
    id: 'performance-reports',
    audience: ['business'],
    order: 20,
    title: 'reports:widget.title',
    to: '/dashboard/reports',
    ns: ['reports'],
    load: () => import('./performance-widget').then((m) => m.PerformanceWidget),
  },
]);
